// Why a session ended: a refused refresh that says why (data.reason) is told to the person in those
// words, and handed to the redirect so the page after it can say it too. Real HTTP on 127.0.0.1.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createApiClient, type SessionEnd } from "../src";
import { fail, startServer, type TestServer } from "./support/http-server";
import { memoryTokens, recordingNotifier, type RecordingNotifier } from "./support/recorder";

let server: TestServer;
let notify: RecordingNotifier;
let ends: SessionEnd[];

beforeEach(async () => {
  server = await startServer();
  notify = recordingNotifier();
  ends = [];
  server.route("GET /teach/user/current", () => fail(401, "账号未登录"));
});

afterEach(async () => {
  await server.close();
});

async function endedBy(refusal: ReturnType<typeof fail>) {
  server.route("POST /system/auth/refresh-token", () => refusal);
  const api = createApiClient({
    baseUrl: server.baseUrl,
    session: memoryTokens("access-1", "refresh-1", "7"),
    notify,
    redirect: (_entry, ended) => void ends.push(ended),
    currentPath: () => "/index",
  });
  await api.get("/teach/user/current").catch(() => undefined);
}

describe("the end of a session the person did not ask for", () => {
  for (const [reason, text] of [
    ["disabled", "账号已被停用，请联系管理员"],
    ["passwordChanged", "密码已修改，请使用新密码重新登录"],
    ["signedOut", "已退出登录，请重新登录"],
    ["revoked", "登录状态已失效，请重新登录"],
    ["expired", "登录已过期，请重新登录"],
  ] as const) {
    it(`says why when the server says ${reason}`, async () => {
      await endedBy(fail(401, "无效的刷新令牌", { reason }));
      expect(ends).toEqual([{ reason, message: text }]);
      expect(notify.messages).toEqual([{ type: "error", text, duration: 5000, persistent: false }]);
    });
  }

  it("says the spec's 请重新登录 when the server does not say why", async () => {
    await endedBy(fail(401, "无效的刷新令牌", { reason: "something new" }));
    expect(ends).toEqual([{ reason: "unknown", message: "请重新登录" }]);
  });
});
