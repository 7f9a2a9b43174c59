// @vitest-environment jsdom
import { type ApiClient, createMemoryStorage, createSession } from "@smartclass/api";
import { TAGS_STORAGE_KEY } from "@smartclass/ui";
import { afterEach, describe, expect, it, vi } from "vitest";

import { sessionLastSeq } from "../shell/push-last-seq";
import { createAuthStore } from "./auth-store";
import { forgetTabSession } from "./forget-tab-session";

afterEach(() => sessionStorage.clear());

const adminTabs = JSON.stringify([
  { path: "/system/config", title: "配置管理" },
  { path: "/system/user", title: "用户管理" },
]);
const pair = { userId: 1, accessToken: "access", refreshToken: "refresh", expiresTime: Date.now() + 60_000 };
const info = {
  user: {
    id: 1,
    userName: "admin",
    nickname: "管理员",
    avatar: "",
    roles: ["super_admin"],
    permissions: [],
    roleIds: [1],
  },
  roles: ["super_admin"],
  permissions: ["*:*:*"],
  menus: [],
};

function signedIn() {
  const session = createSession({ storage: createMemoryStorage(), address: "http://console.test/" });
  const api = { get: vi.fn(async () => info), post: vi.fn(async () => true) } as unknown as ApiClient;
  const queryClient = { clear: vi.fn() };
  const store = createAuthStore({ session, api, queryClient, forgetTab: () => forgetTabSession() });
  return { session, store, queryClient };
}

describe("what a tab keeps of a session", () => {
  it("is forgotten on sign-out: the next person sees none of the tabs, push position or cached answers", async () => {
    const { store, queryClient } = signedIn();
    await store.login(pair);
    store.finishLogin();
    sessionStorage.setItem(TAGS_STORAGE_KEY, adminTabs);
    sessionLastSeq(1).set(41);
    sessionStorage.setItem("smartclass.locale-hint", "kept");

    await store.logout();

    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
    expect(sessionLastSeq(1).get()).toBeNull();
    expect(queryClient.clear).toHaveBeenCalled();
    // Nothing that is not the session's is touched.
    expect(sessionStorage.getItem("smartclass.locale-hint")).toBe("kept");
  });

  it("is forgotten when the session ends without a click (refused refresh, sign-out in another tab)", async () => {
    const { store, session, queryClient } = signedIn();
    await store.login(pair);
    store.finishLogin();
    sessionStorage.setItem(TAGS_STORAGE_KEY, adminTabs);

    session.clear();

    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
    expect(queryClient.clear).toHaveBeenCalled();
    expect(store.getSnapshot().user).toBeNull();
  });

  it("is forgotten when someone signs in, even if a closing shell wrote its tabs again", async () => {
    const { store } = signedIn();
    sessionStorage.setItem(TAGS_STORAGE_KEY, adminTabs);
    await store.login(pair);
    expect(sessionStorage.getItem(TAGS_STORAGE_KEY)).toBeNull();
  });
});
