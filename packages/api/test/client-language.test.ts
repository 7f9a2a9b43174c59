// The client's language: `Accept-Language` on every request, the refresh call and the retry included,
// against a real HTTP server on 127.0.0.1; and its own texts in English on an English page.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { ApiError, createApiClient, type ApiClientOptions } from "../src";
import { fail, ok, startServer, type TestServer } from "./support/http-server";
import { memoryTokens, recordingNotifier, type MemoryTokens, type RecordingNotifier } from "./support/recorder";

let server: TestServer;
let tokens: MemoryTokens;
let notify: RecordingNotifier;

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    session: tokens,
    notify,
    redirect: () => undefined,
    currentPath: () => "/teacher",
    ...overrides,
  });
}

const user = { id: 1, userName: "t", nickname: "T", avatar: "", roles: [], permissions: [], roleIds: [] };

beforeEach(async () => {
  server = await startServer();
  tokens = memoryTokens("access-1", "refresh-1");
  notify = recordingNotifier();
});

afterEach(async () => {
  await server.close();
  Reflect.deleteProperty(globalThis, "document");
});

describe("Accept-Language", () => {
  it("is sent on every request with the language the option gives at the time of the call", async () => {
    server.route("GET /teach/user/current", () => ok(user));
    let language = "en";
    const api = client({ language: () => language });
    await api.get("/teach/user/current");
    language = "zh-CN";
    await api.get("/teach/user/current");
    expect(server.seen("GET /teach/user/current").map((r) => r.headers["accept-language"])).toEqual(["en", "zh-CN"]);
  });

  it("is sent on the refresh call and on the retried request", async () => {
    server.route("GET /teach/user/current", (req) =>
      req.headers.authorization === "Bearer access-2" ? ok(user) : fail(401, "账号未登录"),
    );
    server.route("POST /system/auth/refresh-token", () =>
      ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: Date.now() + 60_000 }),
    );
    await expect(client({ language: () => "en" }).get("/teach/user/current")).resolves.toMatchObject({ id: 1 });
    const [refresh] = server.seen("POST /system/auth/refresh-token");
    expect(refresh?.headers["accept-language"]).toBe("en");
    const calls = server.seen("GET /teach/user/current");
    expect(calls.map((r) => [r.headers.authorization, r.headers["accept-language"]])).toEqual([
      ["Bearer access-1", "en"],
      ["Bearer access-2", "en"],
    ]);
  });

  it("is not sent without the option or when it gives no language", async () => {
    server.route("GET /teach/user/current", () => ok(user));
    await client().get("/teach/user/current");
    await client({ language: () => undefined }).get("/teach/user/current");
    await client({ language: () => "" }).get("/teach/user/current");
    // Node's fetch sends `*` when no language is set: the point is that no chosen language is claimed.
    const sent = server.seen("GET /teach/user/current").map((r) => r.headers["accept-language"]);
    expect(sent.filter((value) => value !== undefined && value !== "*")).toEqual([]);
  });
});

describe("the client's own texts", () => {
  it("are English on an English page and Chinese otherwise, read at each error", async () => {
    server.route("GET /teach/user/current", () => fail(403));
    const api = client();
    const chinese = await api.get("/teach/user/current").catch((error: unknown) => error);
    Reflect.set(globalThis, "document", { documentElement: { lang: "en-US" } });
    const english = await api.get("/teach/user/current").catch((error: unknown) => error);
    expect(chinese).toBeInstanceOf(ApiError);
    expect((chinese as ApiError).message).toBe("当前操作没有权限");
    expect((english as ApiError).message).toBe("You do not have permission for this action");
  });

  it("still recognise the server's refusal of a refresh token on an English page", async () => {
    Reflect.set(globalThis, "document", { documentElement: { lang: "en" } });
    server.route("GET /teach/user/current", () => fail(401, "刷新令牌已过期"));
    const error = await client({ language: () => "en" })
      .get("/teach/user/current")
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).silent).toBe(true);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(0);
  });
});
