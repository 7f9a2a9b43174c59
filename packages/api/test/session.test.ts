// The session store: tokens, tenant and classroom mode from the page address, the encrypted remembered
// password, and the cross-tab refresh lock (Web Locks, or the storage lease without them).
import { describe, expect, it } from "vitest";

import {
  createApiClient,
  createMemoryStorage,
  createSecretBox,
  createSession,
  memoryKeyProvider,
  storageLeaseRunner,
  type LockManagerLike,
} from "../src";
import { ok, startServer } from "./support/http-server";

describe("createSession", () => {
  it("stores and clears the token pair, keeping the remembered login", async () => {
    const storage = createMemoryStorage();
    const session = createSession({ storage, address: undefined, locks: undefined });
    let changes = 0;
    session.subscribe(() => void (changes += 1));
    session.setTokens({ userId: 1, accessToken: "a", refreshToken: "r", expiresTime: 5 });
    await session.rememberLogin({ username: " alice ", password: "secret", rememberMe: true });
    expect(session.getAccessToken()).toBe("a");
    expect(session.getRefreshToken()).toBe("r");
    expect(session.isLoggedIn()).toBe(true);
    session.clear();
    expect(session.getAccessToken()).toBeUndefined();
    expect(session.getRefreshToken()).toBeUndefined();
    expect(changes).toBe(2);
    expect(await session.getRememberedLogin()).toEqual({ username: "alice", password: "secret", rememberMe: true });
  });

  it("takes token and tenant from the page address only when both are present", () => {
    const storage = createMemoryStorage();
    const only = createSession({ storage, address: "https://x.test/student?token=abc", locks: undefined });
    expect(only.getAccessToken()).toBeUndefined();
    const both = createSession({
      storage,
      address: "https://x.test/student?token=abc&tenant=classroom",
      locks: undefined,
    });
    expect(both.getAccessToken()).toBe("abc");
    expect(both.getTenantId()).toBe("classroom");
    expect(both.isClassroom()).toBe(true);
    expect(both.applyAddress("/teacher?token=def&tenant=12")).toBe(true);
    expect(both.getAccessToken()).toBe("def");
    expect(both.isClassroom()).toBe(false);
  });

  it("never stores the remembered password in plain text, and drops it without remember-me", async () => {
    const storage = createMemoryStorage();
    const session = createSession({ storage, address: undefined, locks: undefined });
    await session.rememberLogin({ username: "bob", password: "p@ssw0rd-长", rememberMe: true });
    const stored = storage.getItem("smartclass.LOGIN_PASSWORD") ?? "";
    expect(stored).not.toContain("p@ssw0rd");
    expect(stored.startsWith("v1.")).toBe(true);
    expect((await session.getRememberedLogin())?.password).toBe("p@ssw0rd-长");
    await session.rememberLogin({ username: "bob", password: "p@ssw0rd", rememberMe: false });
    expect(storage.getItem("smartclass.LOGIN_PASSWORD")).toBeNull();
    expect(await session.getRememberedLogin()).toEqual({ username: "bob", password: undefined, rememberMe: false });
  });

  it("forgets a password sealed with a key that is gone", async () => {
    const storage = createMemoryStorage();
    const first = createSession({
      storage,
      address: undefined,
      locks: undefined,
      secretBox: createSecretBox(memoryKeyProvider()),
    });
    await first.rememberLogin({ username: "c", password: "pw", rememberMe: true });
    const second = createSession({
      storage,
      address: undefined,
      locks: undefined,
      secretBox: createSecretBox(memoryKeyProvider()),
    });
    expect((await second.getRememberedLogin())?.password).toBeUndefined();
    expect(storage.getItem("smartclass.LOGIN_PASSWORD")).toBeNull();
  });

  it("runs the refresh under Web Locks when the browser has them", async () => {
    const names: string[] = [];
    const locks: LockManagerLike = {
      request: async (name, callback) => {
        names.push(name);
        return callback();
      },
    };
    const session = createSession({ storage: createMemoryStorage(), address: undefined, locks });
    await expect(session.withRefreshLock(async () => 5)).resolves.toBe(5);
    expect(names).toEqual(["smartclass.refresh"]);
  });

  it("two tabs sharing storage spend the refresh token once (storage-lease fallback)", async () => {
    const server = await startServer();
    try {
      let refreshes = 0;
      server.route("POST /system/auth/refresh-token", (req) => {
        refreshes += 1;
        return req.query.get("refreshToken") === "r1"
          ? { ...ok({ userId: 1, accessToken: "a2", refreshToken: "r2", expiresTime: 1 }), delay: 60 }
          : { body: { code: 401, data: null, msg: "无效的刷新令牌" } };
      });
      server.route("GET /teach/auth/jwt", (req) =>
        req.headers.authorization === "Bearer a2" ? ok("jwt") : { body: { code: 401, data: null, msg: "" } },
      );
      const shared = createMemoryStorage();
      const tabs = [0, 1].map(() => {
        const session = createSession({
          storage: shared,
          address: undefined,
          locks: undefined,
          refreshLock: storageLeaseRunner({ storage: shared, key: "smartclass.REFRESH_LEASE", pollMs: 5 }),
        });
        return { session, api: createApiClient({ baseUrl: server.baseUrl, session, redirect: () => undefined }) };
      });
      tabs[0]?.session.setTokens({ userId: 1, accessToken: "a1", refreshToken: "r1", expiresTime: 1 });
      const results = await Promise.all(tabs.map((tab) => tab.api.get("/teach/auth/jwt")));
      expect(results).toEqual(["jwt", "jwt"]);
      expect(refreshes).toBe(1);
      expect(shared.getItem("smartclass.REFRESH_TOKEN")).toBe("r2");
    } finally {
      await server.close();
    }
  });
});
