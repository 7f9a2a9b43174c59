import { type ApiClient, createMemoryStorage, createSession } from "@smartclass/api";
import { describe, expect, it, vi } from "vitest";

import { createAuthStore } from "./auth-store";

const info = {
  user: {
    id: 7,
    userName: "teacher1",
    nickname: "张老师",
    avatar: "",
    roles: ["teacher"],
    permissions: [],
    roleIds: [2],
  },
  roles: ["teacher"],
  permissions: ["teach:*"],
  menus: [
    {
      id: 1,
      parentId: 0,
      name: "Home",
      path: "/index",
      component: "index",
      componentName: "Index",
      icon: "",
      visible: true,
      keepAlive: false,
      meta: { title: "首页", icon: "", noCache: false },
    },
  ],
};

function setup(getImpl?: () => Promise<unknown>) {
  const session = createSession({ storage: createMemoryStorage(), address: "http://console.test/" });
  const get = vi.fn(getImpl ?? (async () => info));
  const post = vi.fn(async () => true);
  // Only the calls the store makes; the rest of the client is not used here.
  const api = { get, post } as unknown as ApiClient;
  return { session, get, post, store: createAuthStore({ session, api }) };
}

const pair = { userId: 7, accessToken: "access", refreshToken: "refresh", expiresTime: Date.now() + 60_000 };

describe("auth store", () => {
  it("loads the user and the menu routes", async () => {
    const { store, session } = setup();
    session.setTokens(pair);
    await store.loadUser();
    const snapshot = store.getSnapshot();
    expect(snapshot.accessToken).toBe("access");
    expect(snapshot.user).toMatchObject({ userName: "teacher1", roles: ["teacher"], roleIds: [2] });
    expect(snapshot.menuRoutes).toEqual([
      { path: "/index", title: "首页", component: "index", name: "Index", keepAlive: false },
    ]);
  });

  it("fetches the user once when asked twice at the same time", async () => {
    const { store, session, get } = setup();
    session.setTokens(pair);
    await Promise.all([store.loadUser(), store.loadUser()]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it("gives ROLE_DEFAULT to a user without roles", async () => {
    const { store, session } = setup(async () => ({ ...info, roles: [] }));
    session.setTokens(pair);
    await store.loadUser();
    expect(store.getSnapshot().user?.roles).toEqual(["ROLE_DEFAULT"]);
  });

  it("keeps the login page in place until the login is finished", async () => {
    const { store } = setup();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getSnapshot().loggingIn));
    const user = await store.login(pair);
    expect(user.nickname).toBe("张老师");
    expect(store.getSnapshot()).toMatchObject({ accessToken: "access", loggingIn: true });
    store.finishLogin();
    expect(store.getSnapshot().loggingIn).toBe(false);
    expect(seen.every((value, index) => value || index === seen.length - 1)).toBe(true);
  });

  it("forgets the tokens when the user of a login cannot be loaded", async () => {
    const { store } = setup(() => Promise.reject(new Error("boom")));
    await expect(store.login(pair)).rejects.toThrow("boom");
    expect(store.getSnapshot()).toMatchObject({ accessToken: null, loggingIn: false, user: null });
  });

  it("logs out on the server and forgets everything", async () => {
    const { store, session, post } = setup();
    session.setTokens(pair);
    await store.loadUser();
    await store.logout();
    expect(post).toHaveBeenCalledWith("/teach/auth/logout");
    expect(store.getSnapshot()).toMatchObject({ accessToken: null, user: null, menus: [] });
  });

  it("drops the user when the client clears the session (failed refresh)", async () => {
    const { store, session } = setup();
    session.setTokens(pair);
    await store.loadUser();
    session.clear();
    expect(store.getSnapshot()).toMatchObject({ accessToken: null, user: null });
  });

  it("stores token and tenant from the address, classroom mode included", () => {
    const { store } = setup();
    store.storeCredentials({ token: "t", tenant: "classroom", classroom: true });
    expect(store.getSnapshot()).toMatchObject({ accessToken: "t", classroom: true });
  });
});
