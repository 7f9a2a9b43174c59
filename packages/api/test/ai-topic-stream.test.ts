// An AI topic's streamed summary and feedback against a real HTTP server on 127.0.0.1 that writes
// server-sent events: the body and headers sent, events in order, done / error / stop / a dropped
// connection, and refusals in the envelope before the stream. The reading itself is shared with the
// assistant's send-stream (ai-chat-stream.test.ts covers splitting, timeout and refresh).
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  ApiError,
  type AiTopicStreamEvent,
  createApiClient,
  messages,
  streamAiTopicFeedback,
  streamAiTopicSummary,
} from "../src";
import { fail, startServer, type TestServer } from "./support/http-server";
import { memoryTokens, recordingNotifier } from "./support/recorder";

const SUMMARY = "POST /teach/ai-topic/summary";
const FEEDBACK = "POST /teach/ai-topic/record/feedback";
const NOT_CONFIGURED =
  "AI 服务未配置：请管理员设置 AI_BASE_URL、AI_API_KEY、AI_MODEL（或配置项 ai.baseUrl、ai.apiKey、ai.model）";

let server: TestServer;

const sse = (event: AiTopicStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

function client() {
  return createApiClient({
    baseUrl: server.baseUrl,
    session: memoryTokens("access-1", "refresh-1", "7"),
    notify: recordingNotifier(),
    tenancy: true,
    redirect: () => undefined,
  });
}

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  await server.close();
});

describe("streamAiTopicSummary", () => {
  it("asks for the topic's summary with the session's headers and hands over the Markdown in order", async () => {
    server.route(SUMMARY, () => ({
      chunks: [
        { text: sse({ type: "delta", text: "## 共同观点\n" }) },
        { text: sse({ type: "delta", text: "- 数据有偏（张三）" }), delay: 20 },
        { text: sse({ type: "done" }), delay: 20 },
      ],
    }));
    const events: AiTopicStreamEvent[] = [];
    const outcome = await streamAiTopicSummary(client(), { aiTopicId: 5 }, { onEvent: (e) => events.push(e) });

    expect(events.map((e) => e.type)).toEqual(["delta", "delta", "done"]);
    expect(outcome).toEqual({ status: "done", text: "## 共同观点\n- 数据有偏（张三）" });
    const [seen] = server.seen(SUMMARY);
    expect(seen?.headers.authorization).toBe("Bearer access-1");
    expect(seen?.headers.accept).toBe("text/event-stream");
    expect(JSON.parse(seen?.body ?? "")).toEqual({ aiTopicId: 5 });
  });

  it("ends with the server's sentence when the provider fails, and says so when the connection drops", async () => {
    server.route(SUMMARY, () => ({
      chunks: [
        { text: sse({ type: "delta", text: "## 共" }) },
        { text: sse({ type: "error", message: "AI 回答超时" }) },
      ],
    }));
    expect(await streamAiTopicSummary(client(), { aiTopicId: 5 })).toEqual({
      status: "error",
      text: "## 共",
      message: "AI 回答超时",
    });

    server.route(SUMMARY, () => ({ chunks: [{ text: sse({ type: "delta", text: "一半" }) }], dropAfter: true }));
    expect(await streamAiTopicSummary(client(), { aiTopicId: 5 })).toEqual({
      status: "error",
      text: "一半",
      message: messages.networkError,
    });
  });

  it("stops when the signal aborts and closes the connection", async () => {
    server.route(SUMMARY, () => ({ chunks: [{ text: sse({ type: "delta", text: "很长" }) }], keepOpen: true }));
    const stop = new AbortController();
    const outcome = await streamAiTopicSummary(
      client(),
      { aiTopicId: 5 },
      { signal: stop.signal, onEvent: () => stop.abort() },
    );
    expect(outcome).toEqual({ status: "stopped", text: "很长" });
    await expect.poll(() => server.seen(SUMMARY)[0]?.closedEarly).toBe(true);
  });

  it("rejects with the server's message when it refuses before streaming", async () => {
    server.route(SUMMARY, () => fail(1_040_000_001, NOT_CONFIGURED));
    const refused = await streamAiTopicSummary(client(), { aiTopicId: 5 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe(NOT_CONFIGURED);
    expect((refused as ApiError).code).toBe(1_040_000_001);
  });
});

describe("streamAiTopicFeedback", () => {
  it("asks for feedback on the response by id and streams it", async () => {
    server.route(FEEDBACK, () => ({
      chunks: [{ text: sse({ type: "delta", text: "论点清楚。" }) }, { text: sse({ type: "done" }) }],
    }));
    const outcome = await streamAiTopicFeedback(client(), { id: 12 });
    expect(outcome).toEqual({ status: "done", text: "论点清楚。" });
    expect(JSON.parse(server.seen(FEEDBACK)[0]?.body ?? "")).toEqual({ id: 12 });
  });

  it("rejects when the server refuses (another user's response)", async () => {
    server.route(FEEDBACK, () => fail(403, "只能对自己的回答请求 AI 反馈"));
    const refused = await streamAiTopicFeedback(client(), { id: 12 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe("只能对自己的回答请求 AI 反馈");
  });
});
