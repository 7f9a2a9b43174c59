// The client against a real HTTP server on 127.0.0.1: headers, envelope, the 401 refresh rules, the
// error catalogue, transport errors, query serialisation and downloads. No fetch mocks.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { ApiError, createApiClient, DEFAULT_TIMEOUT, type ApiClientOptions } from "../src";
import { fail, ok, startServer, type TestServer } from "./support/http-server";
import { memoryTokens, recordingNotifier, type MemoryTokens, type RecordingNotifier } from "./support/recorder";

let server: TestServer;
let tokens: MemoryTokens;
let notify: RecordingNotifier;
let redirects: string[];
let logouts: number;

function client(overrides: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: server.baseUrl,
    session: tokens,
    notify,
    redirect: (entry) => void redirects.push(entry),
    onLogout: () => {
      logouts += 1;
    },
    currentPath: () => "/student/question",
    ...overrides,
  });
}

async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the call to reject");
}

beforeEach(async () => {
  server = await startServer();
  tokens = memoryTokens("access-1", "refresh-1", "7");
  notify = recordingNotifier();
  redirects = [];
  logouts = 0;
});

afterEach(async () => {
  await server.close();
});

describe("transport rules", () => {
  it("sends the bearer token, no tenant-id by default, and resolves with the envelope's data", async () => {
    server.route("GET /teach/user/current", () =>
      ok({ id: 1, userName: "t", nickname: "T", avatar: "", roles: [], permissions: [], roleIds: [] }),
    );
    const user = await client().get("/teach/user/current");
    expect(user.nickname).toBe("T");
    const [seen] = server.seen("GET /teach/user/current");
    expect(seen?.headers.authorization).toBe("Bearer access-1");
    expect(seen?.headers["tenant-id"]).toBeUndefined();
  });

  it("sends tenant-id only when tenancy is on", async () => {
    server.route("GET /system/notify-message/get-unread-count", () => ok(3));
    await expect(client({ tenancy: true }).get("/system/notify-message/get-unread-count")).resolves.toBe(3);
    expect(server.seen("GET /system/notify-message/get-unread-count")[0]?.headers["tenant-id"]).toBe("7");
  });

  it("sends JSON bodies and serialises GET parameters (arrays as repeated keys)", async () => {
    server.route("POST /system/user/create", () => ok(42));
    server.route("PUT /system/notify-message/update-read", () => ok(true));
    server.route("GET /system/user/page", () => ok({ list: [], total: 0 }));
    const api = client();
    await expect(
      api.post("/system/user/create", { body: { username: "alice", nickname: "A", password: "pw1234" } }),
    ).resolves.toBe(42);
    const [created] = server.seen("POST /system/user/create");
    expect(created?.headers["content-type"]).toBe("application/json");
    expect(JSON.parse(created?.body ?? "")).toEqual({ username: "alice", nickname: "A", password: "pw1234" });

    await api.put("/system/notify-message/update-read", { params: { query: { ids: [1, 2, 3] } } });
    expect(server.seen("PUT /system/notify-message/update-read")[0]?.url).toBe(
      "/admin-api/system/notify-message/update-read?ids=1&ids=2&ids=3",
    );

    await expect(
      api.get("/system/user/page", {
        params: {
          query: {
            pageNo: 1,
            pageSize: 20,
            username: "a b",
            createTime: ["2024-01-01 00:00:00", "2024-02-01 00:00:00"],
          },
        },
      }),
    ).resolves.toEqual({ list: [], total: 0 });
    const page = server.seen("GET /system/user/page")[0];
    expect(page?.query.getAll("createTime")).toEqual(["2024-01-01 00:00:00", "2024-02-01 00:00:00"]);
    expect(page?.query.get("username")).toBe("a b");
  });

  it("serialises nested objects as key[sub] on the wire", async () => {
    server.route("GET /teach/classroom-record/page", () => ok({ list: [], total: 0 }));
    const query = { pageNo: 1, pageSize: 20, params: { beginTime: "2024-01-01", tags: ["x", "y"] } };
    // Nested objects are not in the contract's query types: send them through the raw client.
    await client().raw.GET("/teach/classroom-record/page", { params: { query: query as never } });
    const seen = server.seen("GET /teach/classroom-record/page")[0];
    expect(seen?.url).toBe(
      "/admin-api/teach/classroom-record/page?pageNo=1&pageSize=20&params[beginTime]=2024-01-01&params[tags]=x&params[tags]=y",
    );
    expect(seen?.query.get("params[beginTime]")).toBe("2024-01-01");
  });

  it("uses a 30 s timeout by default and rejects with the timeout message after it", async () => {
    expect(DEFAULT_TIMEOUT).toBe(30_000);
    server.route("GET /teach/environment/get", () => ({ hang: true }));
    const started = Date.now();
    const error = await rejection(client({ timeout: 150 }).get("/teach/environment/get"));
    expect(error.kind).toBe("timeout");
    expect(error.message).toBe("系统接口请求超时");
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
    expect(notify.messages).toEqual([{ type: "error", text: "系统接口请求超时", duration: 5000, persistent: false }]);
  });

  it("reports a network error with the connection message for 5 s", async () => {
    server.route("GET /teach/environment/get", () => ({ drop: true }));
    const error = await rejection(client().get("/teach/environment/get"));
    expect(error.kind).toBe("network");
    expect(notify.messages).toEqual([{ type: "error", text: "后端接口连接异常", duration: 5000, persistent: false }]);

    const closed = await startServer();
    const url = closed.baseUrl;
    await closed.close();
    const unreachable = await rejection(client({ baseUrl: url }).get("/teach/environment/get"));
    expect(unreachable.kind).toBe("network");
  });

  it("reports an HTTP status error with the status digits", async () => {
    server.route("GET /teach/environment/get", () => ({ status: 502, body: "Bad Gateway" }));
    const error = await rejection(client().get("/teach/environment/get"));
    expect(error).toMatchObject({ kind: "http", status: 502, message: "系统接口502异常" });
    expect(notify.messages).toEqual([{ type: "error", text: "系统接口502异常", duration: 5000, persistent: false }]);
  });

  it("turns an answer that is not JSON, or JSON without the envelope, into a typed error", async () => {
    server.route("GET /teach/environment/get", () => ({
      body: "<html>hello</html>",
      headers: { "content-type": "text/html" },
    }));
    server.route("GET /teach/auth/jwt", () => ({ body: { token: "x" } }));
    server.route("GET /teach/auth/expireTime", () => ({
      body: "{not json",
      headers: { "content-type": "application/json" },
    }));
    const api = client();
    expect(await rejection(api.get("/teach/environment/get"))).toMatchObject({ kind: "invalid-response", status: 200 });
    expect(await rejection(api.get("/teach/auth/jwt"))).toMatchObject({ kind: "invalid-response" });
    expect(await rejection(api.get("/teach/auth/expireTime"))).toMatchObject({ kind: "invalid-response" });
  });

  it("sends multipart uploads and form-encoded bodies", async () => {
    server.route("POST /teach/file/s3/ali/api", (req) =>
      ok({
        url: "/f/1",
        path: "p/1",
        name: "face.jpg",
        size: req.body.length,
        type: String(req.headers["content-type"]),
      }),
    );
    server.route("POST /system/oauth2/authorize", (req) => ok(`${req.headers["content-type"]}|${req.body}`));
    const api = client();
    const form = new FormData();
    form.append("file", new Blob(["jpeg-bytes"], { type: "image/jpeg" }), "face.jpg");
    const uploaded = await api.post("/teach/file/s3/ali/api", { body: { file: "" }, bodySerializer: () => form });
    expect(uploaded.type).toMatch(/^multipart\/form-data; boundary=/);
    const [seen] = server.seen("POST /teach/file/s3/ali/api");
    expect(seen?.body).toContain('filename="face.jpg"');
    expect(seen?.body).toContain("jpeg-bytes");
    expect(seen?.headers.authorization).toBe("Bearer access-1");

    const redirect = await api.post("/system/oauth2/authorize", {
      body: { response_type: "code", client_id: "c", redirect_uri: "https://x/cb", auto_approve: true },
      bodySerializer: (body) => new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString(),
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(redirect).toBe(
      "application/x-www-form-urlencoded|response_type=code&client_id=c&redirect_uri=https%3A%2F%2Fx%2Fcb&auto_approve=true",
    );
  });

  it("downloads exports as a Blob with the file name", async () => {
    const bytes = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3]);
    server.route("GET /system/user/export", () => ({
      body: bytes,
      headers: {
        "content-type": "application/vnd.ms-excel",
        "content-disposition": "attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7%E6%95%B0%E6%8D%AE.xls",
      },
    }));
    server.route("GET /system/user/get-import-template", () => ({
      body: bytes,
      headers: {
        "content-type": "application/vnd.ms-excel",
        "content-disposition": 'attachment; filename="template.xls"',
      },
    }));
    const api = client();
    const file = await api.download("/system/user/export", { params: { query: { username: "a" } } });
    expect(file.fileName).toBe("用户数据.xls");
    expect(Buffer.from(await file.blob.arrayBuffer())).toEqual(bytes);
    expect(server.seen("GET /system/user/export")[0]?.query.get("username")).toBe("a");
    const template = await api.download("/system/user/get-import-template");
    expect(template.fileName).toBe("template.xls");
  });

  it("still applies the envelope rules when an export answers an error envelope", async () => {
    server.route("GET /system/dict-data/export", () => fail(500, "导出失败"));
    const error = await rejection(client().download("/system/dict-data/export"));
    expect(error).toMatchObject({ kind: "business", code: 500, message: "导出失败" });
  });
});

describe("error catalogue", () => {
  it("500: error message shown, request rejected", async () => {
    server.route("GET /infra/config/get", () => fail(500, "数据库异常"));
    const error = await rejection(client().get("/infra/config/get", { params: { query: { id: 1 } } }));
    expect(error).toMatchObject({ kind: "business", code: 500, message: "数据库异常" });
    expect(notify.messages).toEqual([{ type: "error", text: "数据库异常", duration: 5000, persistent: false }]);
    expect(notify.notifications).toEqual([]);
  });

  it("501: persistent error message", async () => {
    server.route("GET /infra/config/get", () => fail(501, "功能未开启"));
    const error = await rejection(client().get("/infra/config/get", { params: { query: { id: 1 } } }));
    expect(error.code).toBe(501);
    expect(notify.messages).toEqual([{ type: "error", text: "功能未开启", duration: 0, persistent: true }]);
  });

  it("901: persistent demo-mode message", async () => {
    server.route("DELETE /system/user/delete", () => fail(901, "演示模式"));
    const error = await rejection(client().delete("/system/user/delete", { params: { query: { id: 1 } } }));
    expect(error).toMatchObject({ kind: "business", code: 901, message: "演示模式，无法进行写操作" });
    expect(notify.messages).toEqual([
      { type: "error", text: "演示模式，无法进行写操作", duration: 0, persistent: true },
    ]);
  });

  it("other codes: a notification titled with the server's message, the data carried on the error", async () => {
    server.route("POST /system/user/create", () => fail(1002003000, "用户账号已经存在", { field: "username" }));
    const error = await rejection(
      client().post("/system/user/create", { body: { username: "alice", nickname: "A", password: "pw1234" } }),
    );
    expect(error).toMatchObject({
      kind: "business",
      code: 1002003000,
      message: "用户账号已经存在",
      data: { field: "username" },
    });
    expect(notify.notifications).toEqual([
      { type: "error", title: "用户账号已经存在", text: "", duration: 5000, persistent: false },
    ]);
    expect(notify.messages).toEqual([]);
  });

  it("other codes with otherCodes 'resolve': the notification, and the call resolves with the data", async () => {
    server.route("GET /teach/course/my", () => fail(1001, "部分课程不可用", [{ id: 1 }]));
    await expect(client({ otherCodes: "resolve" }).get("/teach/course/my")).resolves.toEqual([{ id: 1 }]);
    expect(notify.notifications[0]?.title).toBe("部分课程不可用");
  });

  it("default texts by status when the server sends no message", async () => {
    const api = client();
    const cases: [number, string][] = [
      [403, "当前操作没有权限"],
      [404, "访问资源不存在"],
      [418, "系统未知错误，请反馈给管理员"],
    ];
    for (const [code, text] of cases) {
      server.route("GET /infra/config/get", () => fail(code));
      const error = await rejection(api.get("/infra/config/get", { params: { query: { id: 1 } } }));
      expect(error).toMatchObject({ code, message: text });
      expect(notify.notifications.at(-1)?.title).toBe(text);
    }
    server.route("GET /infra/config/get", () => fail(500));
    expect((await rejection(api.get("/infra/config/get", { params: { query: { id: 1 } } }))).message).toBe(
      "系统未知错误，请反馈给管理员",
    );
  });

  it("401 to a request sent without a token: the default 401 text, no refresh, no logout", async () => {
    tokens = memoryTokens(undefined, undefined);
    server.route("GET /teach/user/current", () => fail(401));
    const error = await rejection(client().get("/teach/user/current"));
    expect(error).toMatchObject({ kind: "unauthorized", silent: false, message: "认证失败，无法访问系统资源" });
    expect(notify.messages).toEqual([
      { type: "error", text: "认证失败，无法访问系统资源", duration: 5000, persistent: false },
    ]);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(0);
    expect(logouts).toBe(0);
    expect(redirects).toEqual([]);
  });

  it("401 with an access token but no refresh token: logs out once and redirects", async () => {
    tokens = memoryTokens("access-from-address", undefined);
    server.route("GET /teach/user/current", () => fail(401));
    const error = await rejection(client().get("/teach/user/current"));
    expect(error).toMatchObject({ kind: "unauthorized", message: "请重新登录" });
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(0);
    expect(logouts).toBe(1);
    expect(redirects).toEqual(["/student"]);
  });

  it("answers meaning an invalid or expired refresh token reject silently", async () => {
    for (const msg of ["无效的刷新令牌", "刷新令牌已过期"]) {
      server.route("GET /teach/auth/jwt", () => fail(401, msg));
      const error = await rejection(client().get("/teach/auth/jwt"));
      expect(error).toMatchObject({ kind: "unauthorized", silent: true, message: msg });
    }
    expect(notify.messages).toEqual([]);
    expect(notify.notifications).toEqual([]);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(0);
  });
});

describe("401: single-flight refresh", () => {
  function protectedRoute() {
    const attempts = new Map<string, number>();
    server.route("GET /system/dict-data/get", (req) => {
      const id = req.query.get("id") ?? "";
      attempts.set(id, (attempts.get(id) ?? 0) + 1);
      if (req.headers.authorization !== `Bearer ${tokens.access === "access-2" ? "access-2" : "never"}`) {
        return { ...fail(401, "账号未登录"), delay: 20 };
      }
      return ok({ id: Number(id), label: `label-${id}` });
    });
    return attempts;
  }

  it("20 concurrent 401s: exactly one refresh, each retried exactly once, each with its own data", async () => {
    const attempts = protectedRoute();
    server.route("POST /system/auth/refresh-token", (req) => {
      expect(req.query.get("refreshToken")).toBe("refresh-1");
      return {
        ...ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: Date.now() + 60_000 }),
        delay: 50,
      };
    });
    const api = client();
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);
    const results = await Promise.all(ids.map((id) => api.get("/system/dict-data/get", { params: { query: { id } } })));
    expect(results.map((r) => r.id)).toEqual(ids);
    expect(results.map((r) => r.label)).toEqual(ids.map((id) => `label-${id}`));
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(1);
    expect([...attempts.values()]).toEqual(ids.map(() => 2));
    expect(tokens.access).toBe("access-2");
    expect(tokens.refresh).toBe("refresh-2");
    expect(logouts).toBe(0);
    expect(notify.messages).toEqual([]);
    // Every retry carried the new token.
    const retries = server
      .seen("GET /system/dict-data/get")
      .filter((r) => r.headers.authorization === "Bearer access-2");
    expect(retries).toHaveLength(20);
  });

  it("a request started while the refresh is in flight waits for it and goes out with the new token", async () => {
    protectedRoute();
    server.route("POST /system/auth/refresh-token", () => ({
      ...ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: 1 }),
      delay: 80,
    }));
    server.route("GET /teach/auth/jwt", (req) => ok(req.headers.authorization));
    const api = client();
    const first = api.get("/system/dict-data/get", { params: { query: { id: 1 } } });
    await until(() => server.seen("POST /system/auth/refresh-token").length === 1); // the refresh is running
    const late = api.get("/teach/auth/jwt");
    await expect(late).resolves.toBe("Bearer access-2");
    await first;
    expect(server.seen("GET /teach/auth/jwt")).toHaveLength(1);
  });

  it("a request started while a refresh is in flight that then fails is rejected without being sent", async () => {
    protectedRoute();
    server.route("POST /system/auth/refresh-token", () => ({ ...fail(401, "无效的刷新令牌"), delay: 60 }));
    server.route("GET /teach/auth/jwt", () => ok("should not be called"));
    const api = client();
    const first = rejection(api.get("/system/dict-data/get", { params: { query: { id: 1 } } }));
    await until(() => server.seen("POST /system/auth/refresh-token").length === 1);
    const late = await rejection(api.get("/teach/auth/jwt"));
    expect(late).toMatchObject({ kind: "unauthorized", silent: true, message: "请重新登录" });
    await first;
    expect(server.seen("GET /teach/auth/jwt")).toHaveLength(0);
    expect(logouts).toBe(1);
  });

  it("a failed refresh: every request rejected, exactly one logout and redirect, no loop", async () => {
    const attempts = protectedRoute();
    server.route("POST /system/auth/refresh-token", () => ({ ...fail(401, "无效的刷新令牌"), delay: 30 }));
    const api = client({ currentPath: () => "/teacher/checkin" });
    const calls = Array.from({ length: 20 }, (_, i) =>
      rejection(api.get("/system/dict-data/get", { params: { query: { id: i + 1 } } })),
    );
    const errors = await Promise.all(calls);
    for (const error of errors) expect(error).toMatchObject({ kind: "unauthorized", silent: true });
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(1);
    expect([...attempts.values()].every((n) => n === 1)).toBe(true);
    expect(logouts).toBe(1);
    expect(tokens.clears).toBe(1);
    expect(redirects).toEqual(["/teacher"]);
    expect(notify.messages).toEqual([{ type: "error", text: "请重新登录", duration: 5000, persistent: false }]);

    // After the logout, a later 401 does not log out again nor call refresh again.
    const later = await rejection(api.get("/system/dict-data/get", { params: { query: { id: 99 } } }));
    expect(later).toMatchObject({ kind: "unauthorized", silent: true });
    expect(notify.messages).toHaveLength(1);
    expect(logouts).toBe(1);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(1);
  });

  it("redirects to the student entry from a student address", async () => {
    protectedRoute();
    server.route("POST /system/auth/refresh-token", () => fail(401, "刷新令牌已过期"));
    await rejection(client().get("/system/dict-data/get", { params: { query: { id: 1 } } }));
    expect(redirects).toEqual(["/student"]);
  });

  it("a request that is 401 again after its retry is rejected, not retried again", async () => {
    let attempts = 0;
    server.route("GET /teach/user/current", () => {
      attempts += 1;
      return fail(401, "账号未登录");
    });
    server.route("POST /system/auth/refresh-token", () =>
      ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: 1 }),
    );
    const error = await rejection(client().get("/teach/user/current"));
    expect(error).toMatchObject({ kind: "unauthorized", code: 401 });
    expect(attempts).toBe(2);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(1);
    expect(logouts).toBe(0);
  });

  it("HTTP 401 without an envelope is refreshed and retried too", async () => {
    server.route("GET /teach/user/current", (req) =>
      req.headers.authorization === "Bearer access-2"
        ? ok({ id: 1, userName: "u", nickname: "n", avatar: "", roles: [], permissions: [], roleIds: [] })
        : { status: 401, body: "Unauthorized" },
    );
    server.route("POST /system/auth/refresh-token", () =>
      ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: 1 }),
    );
    await expect(client().get("/teach/user/current")).resolves.toMatchObject({ id: 1 });
  });

  it("retries requests with a body (POST) with the same body", async () => {
    server.route("POST /teach/sign-in/start", (req) =>
      req.headers.authorization === "Bearer access-2" ? ok({ echo: JSON.parse(req.body) }) : fail(401),
    );
    server.route("POST /system/auth/refresh-token", () =>
      ok({ userId: 1, accessToken: "access-2", refreshToken: "refresh-2", expiresTime: 1 }),
    );
    const data = await client().post("/teach/sign-in/start", { body: { courseItemId: 5, duration: 60 } });
    expect(data).toEqual({ echo: { courseItemId: 5, duration: 60 } });
  });

  it("uses the cross-tab lock and skips the refresh when another tab already refreshed", async () => {
    protectedRoute();
    let locked = 0;
    tokens.withRefreshLock = async (task) => {
      locked += 1;
      // Another tab refreshed while this one waited for the lock.
      tokens.access = "access-2";
      tokens.refresh = "refresh-2";
      return task();
    };
    await expect(client().get("/system/dict-data/get", { params: { query: { id: 3 } } })).resolves.toMatchObject({
      id: 3,
    });
    expect(locked).toBe(1);
    expect(server.seen("POST /system/auth/refresh-token")).toHaveLength(0);
  });
});
