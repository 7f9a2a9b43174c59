// The AI on top of AI topics, over real HTTP against the loopback OpenAI-compatible double: drafted
// questions (JSON asked for, checked; an unusable answer is a clear error), the class summary streamed
// from the responses with the students' names and stored when complete, a student's feedback on their
// own response, provider failures, and the per-user limit shared with the assistant.
import type { components } from "@smartclass/api";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { aiCodes, aiMessages } from "../src/ai/messages.js";
import { activityKit } from "./activity-kit.js";
import { ENV_MODEL, postEventStream, sendStream, startAiServer } from "./ai-kit.js";
import type { ProviderDouble } from "./ai-provider-double.js";
import { SETUP_TIMEOUT, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

type AiTopic = components["schemas"]["AiTopic"];
type Draft = components["schemas"]["AiTopicDraft"];
type Summary = components["schemas"]["AiTopicSummary"];
type Submission = components["schemas"]["AiTopicSubmission"];

const SUMMARY = [
  "## 共同观点\n- 数据偏差会被算法放大（学生一、学生二）\n",
  "## 常见误解\n- 无\n",
  "## 优秀回答\n- 学生二举了招聘筛选的例子",
];

describe("AI topics with a provider (loopback double)", () => {
  let s: TestServer;
  let double: ProviderDouble;
  const { token, freshSession, rowCounts } = activityKit(() => s);
  let topic: AiTopic;
  const ids: Record<string, number> = {};
  const ANSWERS = {
    student01: "会有，数据有偏差，算法就会放大它。",
    student02: "招聘筛选模型只看历史录取数据，会延续过去的偏见。",
  };

  beforeAll(async () => {
    ({ s, double } = await startAiServer());
    const item = await freshSession("teacher2");
    topic = (
      await s.call<AiTopic>("POST", "/teach/ai-topic/start", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, title: "算法的公平性", content: "排序算法会有偏见吗？" },
      })
    ).data;
    for (const [student, content] of Object.entries(ANSWERS)) {
      const r = await s.call<number>("POST", "/teach/ai-topic/record", {
        token: await token(student),
        body: { aiTopicId: topic.id, content },
      });
      ids[student] = r.data;
    }
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await s?.close();
    await double?.close();
  });
  afterEach(() => s.clock.reset());

  const draft = async (body: Record<string, unknown>) =>
    s.call<Draft>("POST", "/teach/ai-topic/draft", { token: await token("teacher2"), body });
  const summary = async (who = "teacher2", stopAfterDeltas?: number) =>
    postEventStream(s, "/teach/ai-topic/summary", await token(who), { aiTopicId: topic.id }, stopAfterDeltas);
  const feedback = async (who: string, id: number) =>
    postEventStream(s, "/teach/ai-topic/record/feedback", await token(who), { id });
  const records = async () =>
    (
      await s.call<Summary>("GET", "/teach/ai-topic/record", {
        token: await token("teacher2"),
        query: { aiTopicId: topic.id },
      })
    ).data;

  it("drafts discussion questions: asks the model for JSON, checks it and answers it to edit", async () => {
    const answer = JSON.stringify({ title: "栈的应用", questions: ["括号匹配为什么用栈？", "浏览器后退怎么实现？"] });
    double.behave({ kind: "stream", pieces: ["```json\n", answer.slice(0, 20), answer.slice(20), "\n```"] });
    const before = double.requests.length;
    const r = await draft({ subject: "数据结构：栈", level: "大一", count: 2, requirements: "结合生活" });
    expect(r.code).toBe(0);
    expect(r.data).toEqual({
      title: "栈的应用",
      questions: ["括号匹配为什么用栈？", "浏览器后退怎么实现？"],
      content: "1. 括号匹配为什么用栈？\n2. 浏览器后退怎么实现？",
      model: ENV_MODEL,
    });
    const sent = double.requests[before]!;
    expect(sent.body.model).toBe(ENV_MODEL);
    expect(sent.body.stream).toBe(true);
    expect(sent.body.messages![0]!.role).toBe("system");
    expect(sent.body.messages![0]!.content).toContain("只输出一个 JSON 对象");
    expect(sent.body.messages![1]).toEqual({
      role: "user",
      content: "学科与主题：数据结构：栈\n学生水平：大一\n问题数量：2\n其他要求：结合生活",
    });
  });

  it("says plainly when the model's draft is unusable, inventing nothing", async () => {
    for (const pieces of [
      ["当然！以下是三个问题：1. 栈是什么？"],
      [JSON.stringify({ title: "缺问题", questions: [] })],
      [JSON.stringify({ title: "", questions: ["a"] })],
      [JSON.stringify({ title: "非字符串", questions: [1, 2] })],
    ]) {
      double.behave({ kind: "stream", pieces });
      const r = await draft({ subject: "数据结构：栈", level: "大一" });
      expect([r.status, r.code, r.msg], pieces[0]).toEqual([200, aiCodes.draftUnusable, aiMessages.draftUnusable]);
      expect(r.data).toBeNull();
    }
    double.behave({ kind: "status", status: 500, message: "upstream exploded" });
    const failed = await draft({ subject: "数据结构：栈", level: "大一" });
    expect(failed.code).toBe(aiCodes.providerFailed);
    expect(failed.msg).toContain("AI 服务出错");
    const blank = await draft({ subject: "  ", level: "大一" });
    expect([blank.status, blank.msg]).toEqual([400, "请求参数不正确：body.subject must not be blank"]);
  });

  it("streams the class summary from the responses with the students' names, and keeps it", async () => {
    double.behave({ kind: "stream", pieces: SUMMARY, delayMs: 10 });
    const before = double.requests.length;
    const answer = await summary();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(answer.events).toEqual([...SUMMARY.map((text) => ({ type: "delta", text })), { type: "done" }]);

    const sent = double.requests[before]!;
    expect(sent.body).toMatchObject({ model: ENV_MODEL, stream: true, max_tokens: 256 });
    const [system, user] = sent.body.messages!;
    for (const section of ["## 共同观点", "## 常见误解", "## 优秀回答"]) expect(system!.content).toContain(section);
    expect(system!.content).toContain("注明来自哪些学生");
    const list = await records();
    for (const r of list.records) {
      expect(user!.content).toContain(`学生：${r.nickname}，学号 ${r.studentNo}`);
      expect(user!.content).toContain(r.content);
    }
    expect(user!.content).toContain("话题：算法的公平性");
    expect(list.summary).toBe(SUMMARY.join(""));
    expect(list.summaryTime).toBeGreaterThan(0);
  });

  it("does not keep a summary that was stopped or failed", async () => {
    const kept = (await records()).summary;
    double.behave({ kind: "stream", pieces: ["## 共同观点\n", "- 一半"], hang: true });
    const stopped = await summary("teacher2", 1);
    expect(stopped.events[0]).toEqual({ type: "delta", text: "## 共同观点\n" });
    await double.requests.at(-1)!.aborted;
    double.behave({ kind: "status", status: 401, message: "bad key" });
    const failed = await summary();
    expect(failed.events).toEqual([{ type: "error", message: aiMessages.providerRejectedKey }]);
    expect((await records()).summary).toBe(kept);
  });

  it("refuses a summary before anyone responded, asking nothing", async () => {
    const item = await freshSession("teacher2");
    const empty = (
      await s.call<AiTopic>("POST", "/teach/ai-topic/start", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, title: "空话题" },
      })
    ).data;
    const requests = double.requests.length;
    const r = await postEventStream(s, "/teach/ai-topic/summary", await token("teacher2"), { aiTopicId: empty.id });
    expect(r.envelope).toEqual({ code: aiCodes.noSubmissions, data: null, msg: aiMessages.noSubmissions });
    expect(double.requests).toHaveLength(requests);
  });

  it("streams feedback to the author on their own response, keeps it, and shows it to the teacher", async () => {
    double.behave({ kind: "stream", pieces: ["观点清楚。", "能举一个具体的例子吗？"] });
    const before = double.requests.length;
    const answer = await feedback("student01", ids.student01!);
    expect(answer.events.map((e) => e.type)).toEqual(["delta", "delta", "done"]);
    const sent = double.requests[before]!;
    expect(sent.body.messages![0]!.content).toContain("不要替学生重写回答");
    expect(sent.body.messages![1]!.content).toContain(ANSWERS.student01);
    // Only the author's own response goes out: nothing of a classmate's.
    expect(JSON.stringify(sent.body)).not.toContain(ANSWERS.student02);
    const mine = await s.call<Submission>("GET", "/teach/ai-topic/record/detail", {
      token: await token("student01"),
      query: { id: ids.student01 },
    });
    expect(mine.data.aiReply).toBe("观点清楚。能举一个具体的例子吗？");
    expect((await records()).records.find((r) => r.id === ids.student01)!.aiReply).toBe(mine.data.aiReply);

    // A classmate cannot ask for feedback on it (nor read it), and no request is made.
    const requests = double.requests.length;
    const other = await feedback("student02", ids.student01!);
    expect([other.status, other.envelope?.msg]).toEqual([403, aiMessages.onlyAuthorFeedback]);
    expect(other.raw).not.toContain(ANSWERS.student01);
    expect(double.requests).toHaveLength(requests);
  });

  it("shares the per-user limit with the assistant: a 429 names the wait and asks nothing", async () => {
    s.services.config.ai.requestsPerMinute = 3;
    try {
      double.behave({ kind: "stream", pieces: ["好"] });
      // One assistant message and two topic requests fill student02's minute.
      const conversation = await s.call<number>("POST", "/ai/chat/conversation/create-my", {
        token: await token("student02"),
        body: {},
      });
      expect(
        (await sendStream(s, await token("student02"), { conversationId: conversation.data, content: "你好" })).status,
      ).toBe(200);
      expect((await feedback("student02", ids.student02!)).events.at(-1)).toEqual({ type: "done" });
      expect((await feedback("student02", ids.student02!)).events.at(-1)).toEqual({ type: "done" });
      const before = await rowCounts();
      const requests = double.requests.length;
      const refused = await feedback("student02", ids.student02!);
      expect(refused.status).toBe(429);
      expect(refused.envelope!.msg).toMatch(/^AI 请求过于频繁：每人每分钟最多 3 次，请 \d+ 秒后再试$/);
      const chat = await sendStream(s, await token("student02"), {
        conversationId: conversation.data,
        content: "再问",
      });
      expect(chat.status).toBe(429);
      expect(await rowCounts()).toEqual(before);
      expect(double.requests).toHaveLength(requests);
      // Another user is not limited by it; a minute later this one is not either.
      expect((await feedback("student01", ids.student01!)).events.at(-1)).toEqual({ type: "done" });
      s.clock.advance(61_000);
      expect((await feedback("student02", ids.student02!)).events.at(-1)).toEqual({ type: "done" });
    } finally {
      s.services.config.ai.requestsPerMinute = 100;
    }
  });
});
