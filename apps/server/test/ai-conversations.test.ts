// The AI assistant's conversations over real HTTP: create, list, rename, delete, messages; each user
// sees and changes only their own; bad input is refused with nothing written.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { schema } from "../src/db/index.js";
import { SETUP_TIMEOUT, type TestServer } from "./helpers.js";
import { sendStream, startAiServer } from "./ai-kit.js";
import type { ProviderDouble } from "./ai-provider-double.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

interface Conversation {
  id: number;
  title: string;
  messageCount: number;
  createTime: number;
  updateTime: number;
}

describe("AI assistant: conversations", () => {
  let s: TestServer;
  let double: ProviderDouble;
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    ({ s, double } = await startAiServer());
    for (const u of ["teacher1", "teacher2", "student01"]) tokens[u] = (await s.login(u)).accessToken;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await s?.close();
    await double?.close();
  });

  const list = async (who: string) =>
    (await s.call<Conversation[]>("GET", "/ai/chat/conversation/my-list", { token: tokens[who] })).data;
  const rows = async () => ({
    conversations: (await s.database.db.select({ n: count() }).from(schema.aiChatConversations))[0]!.n,
    messages: (await s.database.db.select({ n: count() }).from(schema.aiChatMessages))[0]!.n,
  });

  it("creates, lists (most recent first), renames and deletes the caller's conversations", async () => {
    const first = await s.call<number>("POST", "/ai/chat/conversation/create-my", { token: tokens.teacher1, body: {} });
    const second = await s.call<number>("POST", "/ai/chat/conversation/create-my", {
      token: tokens.teacher1,
      body: { title: "期中复习" },
    });
    expect([first.code, second.code]).toEqual([0, 0]);
    let mine = await list("teacher1");
    expect(mine.map((c) => [c.id, c.title, c.messageCount])).toEqual([
      [second.data, "期中复习", 0],
      [first.data, "新对话", 0],
    ]);
    // A message moves its conversation to the top.
    double.behave({ kind: "stream", pieces: ["好的"] });
    await sendStream(s, tokens.teacher1!, { conversationId: first.data, content: "教案模板" });
    mine = await list("teacher1");
    expect(mine.map((c) => [c.id, c.title, c.messageCount])).toEqual([
      [first.data, "教案模板", 2],
      [second.data, "期中复习", 0],
    ]);

    const renamed = await s.call<boolean>("PUT", "/ai/chat/conversation/update-my", {
      token: tokens.teacher1,
      body: { id: first.data, title: "  第三单元教案  " },
    });
    expect(renamed.data).toBe(true);
    expect((await list("teacher1"))[0]!.title).toBe("第三单元教案");

    const deleted = await s.call<boolean>("DELETE", "/ai/chat/conversation/delete-my", {
      token: tokens.teacher1,
      query: { id: first.data },
    });
    expect(deleted.data).toBe(true);
    expect((await list("teacher1")).map((c) => c.id)).toEqual([second.data]);
    const gone = await s.call("GET", "/ai/chat/message/list-by-conversation-id", {
      token: tokens.teacher1,
      query: { conversationId: first.data },
    });
    expect([gone.status, gone.code]).toEqual([404, 404]);
    expect((await rows()).messages).toBe(0);
  });

  it("refuses another user's conversation with 403 and changes nothing; unknown ids are 404", async () => {
    const own = await s.call<number>("POST", "/ai/chat/conversation/create-my", {
      token: tokens.teacher1,
      body: { title: "只属于我" },
    });
    double.behave({ kind: "stream", pieces: ["私密回答"] });
    await sendStream(s, tokens.teacher1!, { conversationId: own.data, content: "私密问题" });
    const before = await rows();
    const requests = double.requests.length;
    for (const who of ["teacher2", "student01"]) {
      expect((await list(who)).map((c) => c.id)).not.toContain(own.data);
      const calls = [
        s.call("GET", "/ai/chat/message/list-by-conversation-id", {
          token: tokens[who],
          query: { conversationId: own.data },
        }),
        s.call("PUT", "/ai/chat/conversation/update-my", {
          token: tokens[who],
          body: { id: own.data, title: "改掉" },
        }),
        s.call("DELETE", "/ai/chat/conversation/delete-my", { token: tokens[who], query: { id: own.data } }),
      ];
      for (const r of await Promise.all(calls)) {
        expect([r.status, r.code]).toEqual([403, 403]);
        expect(r.msg).toBe("不能查看或修改他人的对话");
        expect(r.raw.toString("utf8")).not.toContain("私密");
      }
      const send = await sendStream(s, tokens[who]!, { conversationId: own.data, content: "偷看" });
      expect([send.status, send.envelope?.code]).toEqual([403, 403]);
    }
    expect(await rows()).toEqual(before);
    expect(double.requests).toHaveLength(requests);
    expect((await list("teacher1")).find((c) => c.id === own.data)?.title).toBe("只属于我");

    const missing = await s.call("PUT", "/ai/chat/conversation/update-my", {
      token: tokens.teacher1,
      body: { id: 99_999, title: "x" },
    });
    expect([missing.status, missing.code, missing.msg]).toEqual([404, 404, "对话不存在：99999"]);
  });

  it("refuses bad input with 400 naming the field, writing nothing and calling no provider", async () => {
    const own = await s.call<number>("POST", "/ai/chat/conversation/create-my", { token: tokens.student01, body: {} });
    const before = await rows();
    const requests = double.requests.length;
    const cases: [unknown, string][] = [
      [{ conversationId: own.data, content: "   \n " }, "body.content"],
      [{ conversationId: own.data, content: "" }, "body.content"],
      [{ conversationId: own.data, content: "长".repeat(4001) }, "body.content"],
      [{ content: "你好" }, "body.conversationId"],
      [{ conversationId: "abc", content: "你好" }, "body.conversationId"],
      [{ conversationId: own.data, content: "你好", role: "system" }, "body.role"],
    ];
    for (const [body, field] of cases) {
      const r = await sendStream(s, tokens.student01!, body);
      expect([r.status, r.envelope?.code], JSON.stringify(body).slice(0, 80)).toEqual([400, 400]);
      expect(r.envelope!.msg).toContain(field);
    }
    const blankTitle = await s.call("PUT", "/ai/chat/conversation/update-my", {
      token: tokens.student01,
      body: { id: own.data, title: "  " },
    });
    expect([blankTitle.status, blankTitle.msg]).toEqual([400, "请求参数不正确：body.title must not be blank"]);
    const longTitle = await s.call("POST", "/ai/chat/conversation/create-my", {
      token: tokens.student01,
      body: { title: "题".repeat(101) },
    });
    expect(longTitle.status).toBe(400);
    expect(await rows()).toEqual(before);
    expect(double.requests).toHaveLength(requests);
  });

  it("answers 401 without a token before anything else", async () => {
    const r = await fetch(`${s.base}/ai/chat/message/send-stream`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ conversationId: 1, content: "你好" }),
    });
    expect(r.status).toBe(401);
    expect(((await r.json()) as { code: number }).code).toBe(401);
  });
});
