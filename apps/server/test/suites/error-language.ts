// Refusals in the request's language over real HTTP: with `Accept-Language: en…` first, the envelope's
// `msg` is English (failed sign-in, 401, 403, schema validation, a handler's business refusal, a
// workflow 404); without the header or with Chinese first it is the spec's Chinese text, unchanged.
// Concurrent requests in different languages each get their own.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

interface Envelope {
  status: number;
  code: number;
  msg: string;
}

const EN = "en-US,zh-CN;q=0.8";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineErrorLanguageTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let student = "";
    let teacher = "";

    beforeAll(async () => {
      s = await startServer(engine);
      student = (await s.login("student01")).accessToken;
      teacher = (await s.login("teacher2")).accessToken;
      // teacher2 has no class running, so the class-control refusal below is "no class in progress".
      await s.call("GET", "/teach/course-item/end", { token: teacher });
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function send(
      method: string,
      path: string,
      options: { language?: string; token?: string; body?: unknown } = {},
    ): Promise<Envelope> {
      const res = await fetch(`${s.base}${path}`, {
        method,
        headers: {
          ...(options.language ? { "accept-language": options.language } : {}),
          ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          ...(options.body !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      });
      const body = (await res.json()) as { code: number; msg: string };
      return { status: res.status, code: body.code, msg: body.msg };
    }

    /** The same request in English, in Chinese, and with no Accept-Language header. */
    async function inEach(method: string, path: string, options: { token?: string; body?: unknown } = {}) {
      return {
        en: await send(method, path, { ...options, language: EN }),
        zh: await send(method, path, { ...options, language: "zh-CN,en;q=0.9" }),
        none: await send(method, path, options),
      };
    }

    it("answers a wrong password in the request's language", async () => {
      const r = await inEach("POST", "/teach/auth/login", { body: { username: "student02", password: "wrong-pass" } });
      expect(r.en).toEqual({ status: 200, code: 1_002_000_000, msg: "Wrong username or password" });
      expect(r.zh).toEqual({ status: 200, code: 1_002_000_000, msg: "登录失败，账号密码不正确" });
      expect(r.none).toEqual(r.zh);
    });

    it("answers a missing sign-in (401, before the handler) in the request's language", async () => {
      const r = await inEach("GET", "/teach/auth/get-permission-info");
      expect([r.en.status, r.en.msg]).toEqual([401, "You are not signed in"]);
      expect([r.zh.status, r.zh.msg]).toEqual([401, "账号未登录"]);
      expect(r.none).toEqual(r.zh);
      const bad = await inEach("GET", "/teach/auth/get-permission-info", { token: "not-a-token" });
      expect([bad.en.status, bad.en.msg]).toEqual([401, "Your sign-in is invalid or has expired"]);
      expect([bad.zh.status, bad.zh.msg]).toEqual([401, "访问令牌无效或已过期"]);
    });

    it("answers a refused permission (403) in the request's language", async () => {
      const r = await inEach("GET", "/system/role/list-all-simple", { token: student });
      expect(r.en).toEqual({ status: 403, code: 403, msg: "You do not have permission for this action" });
      expect(r.zh).toEqual({ status: 403, code: 403, msg: "没有该操作权限" });
      expect(r.none).toEqual(r.zh);
    });

    it("answers a body the schema refuses (400) in the request's language, naming the field", async () => {
      const r = await inEach("POST", "/teach/auth/login", { body: { password: "x" } });
      expect([r.en.status, r.en.msg]).toEqual([400, "Invalid request: body.username is required"]);
      expect([r.zh.status, r.zh.msg]).toEqual([400, "请求参数不正确：body.username is required"]);
      expect(r.none).toEqual(r.zh);
    });

    it("answers a handler's business refusal in the request's language", async () => {
      const r = await inEach("GET", "/teach/control/mode?mode=1", { token: teacher });
      expect(r.en).toEqual({ status: 200, code: 1_003_000_003, msg: "There is no class in progress" });
      expect(r.zh).toEqual({ status: 200, code: 1_003_000_003, msg: "没有进行中的课" });
      expect(r.none).toEqual(r.zh);
    });

    it("answers a workflow refusal in the request's language", async () => {
      const r = await inEach("GET", "/bpm/model/get?id=987654", { token: teacher });
      expect([r.en.status, r.en.msg]).toEqual([404, "Process model not found: 987654"]);
      expect([r.zh.status, r.zh.msg]).toEqual([404, "流程模型不存在：987654"]);
    });

    it("keeps concurrent requests in different languages apart", async () => {
      const languages = Array.from({ length: 24 }, (_, i) => (i % 2 === 0 ? EN : "zh-CN"));
      const answers = await Promise.all(
        languages.map((language, i) =>
          i % 3 === 0
            ? send("GET", `/bpm/model/get?id=${990000 + i}`, { token: teacher, language })
            : send("GET", "/teach/control/mode?mode=1", { token: teacher, language }),
        ),
      );
      answers.forEach((a, i) => {
        const english = languages[i] === EN;
        const expected =
          i % 3 === 0
            ? english
              ? `Process model not found: ${990000 + i}`
              : `流程模型不存在：${990000 + i}`
            : english
              ? "There is no class in progress"
              : "没有进行中的课";
        expect(a.msg, `request ${i}`).toBe(expected);
      });
    });
  });
}
