// The AI assistant's streamed answers over real HTTP, against a loopback OpenAI-compatible double:
// order and storage, context and role prompts, stop mid-answer, provider errors and timeout, the
// per-user limit, not configured, configuration records over the environment, and the key kept secret.
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { aiMessages } from "../src/ai/messages.js";
import { SYSTEM_PROMPTS } from "../src/ai/prompts.js";
import { schema } from "../src/db/index.js";
import { SETUP_TIMEOUT, type TestServer } from "./helpers.js";
import { aiSettings, ENV_KEY, ENV_MODEL, eventually, RECORD_KEY, sendStream, startAiServer } from "./ai-kit.js";
import type { ProviderDouble } from "./ai-provider-double.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

interface Message {
  id: number;
  type: string;
  content: string;
  model: string;
  incomplete: boolean;
  error?: string;
}

describe("AI assistant: streamed answers", () => {
  let s: TestServer;
  let double: ProviderDouble;
  const tokens: Record<string, string> = {};
  /** Every body the server answered, to check that the key reached none. */
  const answered: string[] = [];

  beforeAll(async () => {
    ({ s, double } = await startAiServer());
    for (const u of ["admin", "teacher1", "teacher2", "student01", "student02", "student03"])
      tokens[u] = (await s.login(u)).accessToken;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await s?.close();
    await double?.close();
  });

  async function newConversation(who: string): Promise<number> {
    const r = await s.call<number>("POST", "/ai/chat/conversation/create-my", { token: tokens[who], body: {} });
    expect(r.code).toBe(0);
    return r.data;
  }
  async function messages(who: string, conversationId: number): Promise<Message[]> {
    const r = await s.call<Message[]>("GET", "/ai/chat/message/list-by-conversation-id", {
      token: tokens[who],
      query: { conversationId },
    });
    answered.push(r.raw.toString("utf8"));
    return r.data;
  }
  async function send(who: string, conversationId: number, content: string, stopAfterDeltas?: number) {
    const answer = await sendStream(s, tokens[who]!, { conversationId, content }, stopAfterDeltas);
    answered.push(answer.raw);
    return answer;
  }
  const messageCount = async () => (await s.database.db.select({ n: count() }).from(schema.aiChatMessages))[0]!.n;

  it("streams the pieces in order, then done with the stored answer, and stores both messages", async () => {
    double.behave({ kind: "stream", pieces: ["备课", "可以从", "教学目标开始。"], delayMs: 20 });
    const id = await newConversation("teacher1");
    const before = double.requests.length;
    const answer = await send("teacher1", id, "帮我设计一节关于光合作用的课");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.events.map((e) => e.type)).toEqual(["delta", "delta", "delta", "done"]);
    expect(answer.events.slice(0, 3).map((e) => e.text)).toEqual(["备课", "可以从", "教学目标开始。"]);

    const sent = double.requests[before]!;
    expect(double.requests).toHaveLength(before + 1);
    expect(sent.headers.authorization).toBe(`Bearer ${ENV_KEY}`);
    expect(sent.body.model).toBe(ENV_MODEL);
    expect(sent.body.stream).toBe(true);
    expect(sent.body.max_tokens).toBe(256);
    expect(sent.body.messages).toEqual([
      { role: "system", content: SYSTEM_PROMPTS.teacher },
      { role: "user", content: "帮我设计一节关于光合作用的课" },
    ]);

    const stored = await messages("teacher1", id);
    expect(stored.map((m) => [m.type, m.content, m.incomplete])).toEqual([
      ["user", "帮我设计一节关于光合作用的课", false],
      ["assistant", "备课可以从教学目标开始。", false],
    ]);
    expect(stored[1]!.id).toBe(answer.events[3]!.messageId);
    expect(stored[1]!.model).toBe(ENV_MODEL);
    // The first message names a new conversation.
    const list = await s.call<{ id: number; title: string; messageCount: number }[]>(
      "GET",
      "/ai/chat/conversation/my-list",
      { token: tokens.teacher1 },
    );
    expect(list.data.find((c) => c.id === id)).toMatchObject({
      title: "帮我设计一节关于光合作用的课",
      messageCount: 2,
    });
  });

  it("sends the last N messages as context, oldest first, and the student's tutor role", async () => {
    double.behave({ kind: "stream", pieces: ["想一想"] });
    const id = await newConversation("student01");
    for (const text of ["第一问", "第二问", "第三问"]) await send("student01", id, text);
    const last = double.requests.at(-1)!;
    // contextMessages is 4: the two latest exchanges, then the new message.
    expect(last.body.messages).toEqual([
      { role: "system", content: SYSTEM_PROMPTS.student },
      { role: "user", content: "第一问" },
      { role: "assistant", content: "想一想" },
      { role: "user", content: "第二问" },
      { role: "assistant", content: "想一想" },
      { role: "user", content: "第三问" },
    ]);
    expect(SYSTEM_PROMPTS.student).not.toBe(SYSTEM_PROMPTS.teacher);
    expect(SYSTEM_PROMPTS.student).toContain("不要直接给出最终答案");
  });

  it("stops the provider when the browser hangs up and keeps what arrived, marked incomplete", async () => {
    double.behave({ kind: "stream", pieces: ["第一段，", "第二段，"], hang: true });
    const id = await newConversation("student01");
    const answer = await send("student01", id, "讲讲勾股定理", 1);
    expect(answer.events[0]).toEqual({ type: "delta", text: "第一段，" });
    const request = double.requests.at(-1)!;
    await request.aborted;
    expect(request.wasAborted).toBe(true);
    const stored = await eventually(
      () => messages("student01", id),
      (list) => list.length === 2,
    );
    expect(stored[1]).toMatchObject({ type: "assistant", content: "第一段，第二段，", incomplete: true });
    expect(stored[1]!.error).toBeUndefined();
  });

  it("answers a provider error as an error event, keeping the empty answer marked incomplete", async () => {
    double.behave({ kind: "status", status: 500, message: "upstream exploded" });
    const id = await newConversation("teacher1");
    const answer = await send("teacher1", id, "你好");
    expect(answer.events).toHaveLength(1);
    expect(answer.events[0]!.type).toBe("error");
    expect(answer.events[0]!.message).toContain("AI 服务出错");
    expect(answer.events[0]!.message).toContain("500");
    const stored = await messages("teacher1", id);
    expect(stored.map((m) => m.type)).toEqual(["user", "assistant"]);
    expect(stored[1]).toMatchObject({ content: "", incomplete: true, error: answer.events[0]!.message });
    expect(stored[1]!.id).toBe(answer.events[0]!.messageId);
  });

  it("says the provider refused the key, without repeating the key the provider echoed", async () => {
    double.behave({ kind: "status", status: 401, message: `Incorrect API key provided: ${ENV_KEY}` });
    const id = await newConversation("teacher1");
    const answer = await send("teacher1", id, "你好");
    expect(answer.events[0]).toMatchObject({ type: "error", message: aiMessages.providerRejectedKey });
    expect(answer.raw).not.toContain(ENV_KEY);
    expect(s.logs.some((l) => l.includes("AI provider failed") && l.includes("[redacted]"))).toBe(true);
  });

  it("cuts an answer that passes the time limit, keeps the part that arrived and says so", async () => {
    s.services.config.ai.timeoutMs = 600;
    try {
      double.behave({ kind: "stream", pieces: ["开始回答，"], hang: true });
      const id = await newConversation("teacher1");
      const answer = await send("teacher1", id, "一个很长的问题");
      expect(answer.events.map((e) => e.type)).toEqual(["delta", "error"]);
      expect(answer.events[1]!.message).toContain("AI 回答超时");
      await double.requests.at(-1)!.aborted;
      const stored = await messages("teacher1", id);
      expect(stored[1]).toMatchObject({ content: "开始回答，", incomplete: true });
      expect(stored[1]!.error).toContain("超时");
    } finally {
      s.services.config.ai.timeoutMs = 5_000;
    }
  });

  it("limits each user to N requests a minute with a clear 429, writing nothing", async () => {
    s.services.config.ai.requestsPerMinute = 2;
    try {
      double.behave({ kind: "stream", pieces: ["好"] });
      const id = await newConversation("student02");
      expect((await send("student02", id, "一")).events.at(-1)!.type).toBe("done");
      expect((await send("student02", id, "二")).events.at(-1)!.type).toBe("done");
      const before = await messageCount();
      const requests = double.requests.length;
      const refused = await send("student02", id, "三");
      expect(refused.status).toBe(429);
      expect(refused.envelope).toMatchObject({ code: 429 });
      expect(refused.envelope!.msg).toMatch(/^AI 请求过于频繁：每人每分钟最多 2 次，请 \d+ 秒后再试$/);
      expect(await messageCount()).toBe(before);
      expect(double.requests).toHaveLength(requests);
      // Another user is not limited by it; a minute later this user is not either.
      const other = await newConversation("student03");
      expect((await send("student03", other, "我可以")).events.at(-1)!.type).toBe("done");
      s.clock.advance(61_000);
      expect((await send("student02", id, "三")).events.at(-1)!.type).toBe("done");
    } finally {
      s.clock.reset();
      s.services.config.ai.requestsPerMinute = 100;
    }
  });

  it("refuses plainly when no provider is configured: no request, nothing stored, the rest works", async () => {
    const configured = s.services.config.ai;
    s.services.config.ai = { ...configured, baseUrl: "", apiKey: "", model: "" };
    try {
      const id = await newConversation("teacher1");
      const before = await messageCount();
      const requests = double.requests.length;
      const answer = await send("teacher1", id, "你好");
      expect(answer.status).toBe(200);
      expect(answer.envelope).toEqual({ code: 1_040_000_001, data: null, msg: aiMessages.notConfigured });
      expect(answer.envelope!.msg).toBe(
        "AI 服务未配置：请管理员设置 AI_BASE_URL、AI_API_KEY、AI_MODEL（或配置项 ai.baseUrl、ai.apiKey、ai.model）",
      );
      expect(await messageCount()).toBe(before);
      expect(double.requests).toHaveLength(requests);
      const list = await s.call("GET", "/ai/chat/conversation/my-list", { token: tokens.teacher1 });
      expect(list.code).toBe(0);
    } finally {
      s.services.config.ai = configured;
    }
  });

  it("uses the administrator's configuration records over the environment, at once, and masks the key", async () => {
    const configured = s.services.config.ai;
    // The environment points nowhere useful; the records name the double.
    s.services.config.ai = { ...aiSettings(double), baseUrl: "http://127.0.0.1:9/v1", model: "env-model" };
    const ids: number[] = [];
    try {
      for (const [key, value] of [
        ["ai.baseUrl", double.baseUrl],
        ["ai.apiKey", RECORD_KEY],
        ["ai.model", "record-model"],
      ] as const) {
        const r = await s.call<number>("POST", "/infra/config/create", {
          token: tokens.admin,
          body: { category: "ai", name: key, key, value, visible: true },
        });
        expect(r.code).toBe(0);
        ids.push(r.data);
      }
      double.behave({ kind: "stream", pieces: ["来自配置"] });
      const id = await newConversation("teacher2");
      const answer = await send("teacher2", id, "你好");
      expect(answer.events.at(-1)!.type).toBe("done");
      const sent = double.requests.at(-1)!;
      expect(sent.body.model).toBe("record-model");
      expect(sent.headers.authorization).toBe(`Bearer ${RECORD_KEY}`);
      expect((await messages("teacher2", id))[1]!.model).toBe("record-model");

      // The key is shown masked to the administrator and to nobody else at all.
      const page = await s.call<{ list: { key: string; value: string }[] }>("GET", "/infra/config/page", {
        token: tokens.admin,
        query: { pageNo: 1, pageSize: 100, key: "ai." },
      });
      answered.push(page.raw.toString("utf8"));
      expect(page.data.list.find((c) => c.key === "ai.apiKey")?.value).toBe("******");
      expect(page.data.list.find((c) => c.key === "ai.model")?.value).toBe("record-model");
      const byKey = await s.call("GET", "/infra/config/get-value-by-key", {
        token: tokens.student01,
        query: { key: "ai.apiKey" },
      });
      answered.push(byKey.raw.toString("utf8"));
      expect(byKey.data).toBeNull();
      // Saving the masked value back (editing another field) keeps the key.
      const save = await s.call("PUT", "/infra/config/update", {
        token: tokens.admin,
        body: { id: ids[1], category: "ai", name: "AI 密钥", key: "ai.apiKey", value: "******", visible: true },
      });
      expect(save.code).toBe(0);
      const [row] = await s.database.db.select().from(schema.configs).where(eq(schema.configs.id, ids[1]!));
      expect(row!.value).toBe(RECORD_KEY);
    } finally {
      for (const id of ids) await s.call("DELETE", "/infra/config/delete", { token: tokens.admin, query: { id } });
      s.services.config.ai = configured;
    }
  });

  it("never writes the key into a log line or an answer", () => {
    expect(s.logs.length).toBeGreaterThan(10);
    expect(s.logs.some((l) => l.includes("AI provider failed"))).toBe(true);
    for (const key of [ENV_KEY, RECORD_KEY]) {
      expect(s.logs.filter((l) => l.includes(key))).toEqual([]);
      expect(answered.filter((a) => a.includes(key))).toEqual([]);
    }
    expect(answered.length).toBeGreaterThan(10);
  });
});
