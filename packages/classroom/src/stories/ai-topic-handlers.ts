// MSW handlers for AI topics over one in-memory topic: start, the teacher's record, delay, update, end,
// the student's view and submit, the AI draft, and the summary and feedback answering
// `text/event-stream` with scripted pieces (then done or the scripted error), or refusing in the
// envelope before streaming (AI 服务未配置) as the server does.
import { delay, http, HttpResponse } from "msw";

import { NOT_CONFIGURED } from "./chat-handlers";
import type { Schemas } from "./contract-types";
import { fakePush } from "./fake-push";
import { BASE, numberParam, ok } from "./mock-http";

type Topic = Schemas["AiTopic"];
type Submission = Schemas["AiTopicSubmission"];
type StreamEvent = Schemas["AiTopicStreamEvent"];

/** The mock AI topic a story scripts. */
interface MockAiTopic {
  /** The topic (null before one is started). */
  topic: Topic | null;
  records: Submission[];
  /** Students of the session. */
  total: number;
  summary: string | null;
  summaryTime: number | null;
  /** The signed-in student's user id (their own response is `mine`). */
  me: number;
  /** The AI's answers (summary, feedback, draft); null: AI 服务未配置. */
  ai: { pieces: string[]; error?: string; draft?: Schemas["AiTopicDraft"] } | null;
  /** Milliseconds before each streamed piece. */
  pieceDelay: number;
  /** Calls seen, for play functions. */
  calls: string[];
  nextId: number;
}

const T0 = Date.UTC(2026, 10, 23, 1, 0);

/** A topic of the mock. */
function aiTopic(over: Partial<Topic> = {}): Topic {
  return {
    id: 5,
    courseItemId: 7,
    title: "机器学习中的偏见从哪里来？",
    content: "1. 举一个你见过的算法偏见的例子。\n2. 这种偏见可能来自数据还是模型？",
    duration: null,
    status: 1,
    startTime: T0,
    endTime: null,
    submissionCount: 0,
    ...over,
  };
}

/** A response of the mock. */
function submission(id: number, nickname: string, content: string, over: Partial<Submission> = {}): Submission {
  return {
    id,
    aiTopicId: 5,
    userId: id,
    nickname,
    studentNo: `2026${String(id).padStart(3, "0")}`,
    content,
    aiReply: "",
    createTime: T0 + id * 60_000,
    updateTime: T0 + id * 60_000,
    ...over,
  };
}

function mockAiTopic(over: Partial<MockAiTopic> = {}): MockAiTopic {
  return {
    topic: aiTopic(),
    records: [],
    total: 30,
    summary: null,
    summaryTime: null,
    me: 1,
    ai: { pieces: ["好的。"] },
    pieceDelay: 60,
    calls: [],
    nextId: 100,
    ...over,
  };
}

const sse = (event: StreamEvent) => `data: ${JSON.stringify(event)}\n\n`;
const notConfigured = () => HttpResponse.json({ code: 1_040_000_001, data: null, msg: NOT_CONFIGURED });

/** A scripted stream; `store` keeps a complete answer. */
function streamed(state: MockAiTopic, script: NonNullable<MockAiTopic["ai"]>, store: (text: string) => void) {
  const encoder = new TextEncoder();
  let closed = false;
  let text = "";
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const piece of script.pieces) {
        await delay(state.pieceDelay);
        if (closed) return;
        text += piece;
        controller.enqueue(encoder.encode(sse({ type: "delta", text: piece })));
      }
      if (closed) return;
      if (!script.error) store(text);
      controller.enqueue(
        encoder.encode(sse(script.error ? { type: "error", message: script.error } : { type: "done" })),
      );
      controller.close();
    },
    cancel() {
      closed = true;
      state.calls.push("stopped");
    },
  });
  return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
}

/** The handlers of the AI topic calls. */
function aiTopicHandlers(state: MockAiTopic) {
  const current = () => state.topic && { ...state.topic, submissionCount: state.records.length };
  return [
    http.post(`${BASE}/teach/ai-topic/start`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiTopicStart"];
      state.calls.push(`start:${body.title}:${body.duration ?? 0}`);
      state.topic = aiTopic({
        id: state.nextId++,
        courseItemId: body.courseItemId,
        title: body.title,
        content: body.content ?? "",
        duration: body.duration ?? null,
        startTime: Date.now(),
        endTime: body.duration ? Date.now() + body.duration * 1000 : null,
      });
      state.records = [];
      return ok(current());
    }),
    http.get(`${BASE}/teach/ai-topic/record`, () => {
      state.calls.push("record");
      return ok({
        topic: current(),
        records: state.records,
        total: state.total,
        summary: state.summary,
        summaryTime: state.summaryTime,
      });
    }),
    http.get(`${BASE}/teach/ai-topic/delay`, ({ request }) => {
      const duration = numberParam(request, "duration");
      state.calls.push(`delay:${duration}`);
      if (state.topic?.duration != null && state.topic.endTime !== null) {
        state.topic.duration += duration;
        state.topic.endTime += duration * 1000;
      }
      return ok(current());
    }),
    http.put(`${BASE}/teach/ai-topic/update`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiTopicUpdate"];
      state.calls.push(`update:${body.title ?? ""}`);
      if (state.topic) Object.assign(state.topic, body.title ? { title: body.title } : {}, { content: body.content });
      return ok(true);
    }),
    http.post(`${BASE}/teach/ai-topic/end`, () => {
      state.calls.push("end");
      if (state.topic) state.topic.status = 2;
      return ok(true);
    }),
    http.post(`${BASE}/teach/ai-topic/draft`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiTopicDraftRequest"];
      state.calls.push(`draft:${body.subject}:${body.level}`);
      await delay(state.pieceDelay);
      if (!state.ai?.draft) return notConfigured();
      return ok(state.ai.draft);
    }),
    http.post(`${BASE}/teach/ai-topic/summary`, () => {
      state.calls.push("summary");
      if (!state.ai) return notConfigured();
      return streamed(state, state.ai, (text) => {
        state.summary = text;
        state.summaryTime = Date.now();
      });
    }),
    http.get(`${BASE}/teach/ai-topic/student`, ({ request }) => {
      state.calls.push(`student:${numberParam(request, "aiTopicId")}`);
      const topic = current();
      return ok(topic && { topic, mine: state.records.find((r) => r.userId === state.me) ?? null });
    }),
    http.post(`${BASE}/teach/ai-topic/record`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiTopicSubmissionCreate"];
      state.calls.push(`submit:${body.content}`);
      const own = state.records.find((r) => r.userId === state.me);
      if (own) {
        own.content = body.content;
        own.updateTime = Date.now();
        return ok(own.id);
      }
      const created = submission(state.nextId++, "李同学", body.content, {
        userId: state.me,
        aiTopicId: body.aiTopicId,
      });
      state.records.push(created);
      return ok(created.id);
    }),
    http.post(`${BASE}/teach/ai-topic/record/feedback`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AiTopicFeedbackRequest"];
      state.calls.push(`feedback:${body.id}`);
      if (!state.ai) return notConfigured();
      return streamed(state, state.ai, (text) => {
        const own = state.records.find((r) => r.id === body.id);
        if (own) own.aiReply = text;
      });
    }),
  ];
}

/** A story's mock AI topic: its handlers, its push channel, and its state reset before each run. */
function aiTopicScenario(over: Partial<MockAiTopic> | (() => Partial<MockAiTopic>) = {}) {
  const initial = () => mockAiTopic(structuredClone(typeof over === "function" ? over() : over));
  const state = initial();
  const push = fakePush();
  return {
    state,
    push,
    story: {
      parameters: { msw: { handlers: aiTopicHandlers(state) }, push },
      beforeEach: () => {
        Object.assign(state, initial());
      },
    },
  };
}

export { aiTopic, aiTopicScenario, submission };
