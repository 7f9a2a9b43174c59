// The AI assistant's streamed answer against a real HTTP server on 127.0.0.1 that writes server-sent
// events in pieces: headers, events in order (split anywhere), the outcome of done / error / stop /
// a dropped connection, refusals in the envelope before the stream, the timeout covering only the
// headers, and the 401 refresh.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { ApiError, type AiChatStreamEvent, createApiClient, messages, sendAiChatStream } from "../src";
import { fail, ok, startServer, type TestServer } from "./support/http-server";
import { memoryTokens, type MemoryTokens, recordingNotifier, type RecordingNotifier } from "./support/recorder";

const SEND = "POST /ai/chat/message/send-stream";
const NOT_CONFIGURED =
  "AI 服务未配置：请管理员设置 AI_BASE_URL、AI_API_KEY、AI_MODEL（或配置项 ai.baseUrl、ai.apiKey、ai.model）";

let server: TestServer;
let tokens: MemoryTokens;
let notify: RecordingNotifier;

const sse = (event: AiChatStreamEvent) => `data: ${JSON.stringify(event)}\n\n`;

function client(timeout?: number) {
  return createApiClient({
    baseUrl: server.baseUrl,
    session: tokens,
    notify,
    tenancy: true,
    redirect: () => undefined,
    ...(timeout ? { timeout } : {}),
  });
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
});

afterEach(async () => {
  await server.close();
});

describe("sendAiChatStream", () => {
  it("sends the message with the session's headers and hands over every event in order, however split", async () => {
    const whole = sse({ type: "delta", text: "备课可以" }) + sse({ type: "delta", text: "从目标开始。" });
    const bytes = Buffer.from(whole);
    const cut = bytes.length - 5; // inside the second event, and inside a character (。 is 3 bytes)
    server.route(SEND, () => ({
      chunks: [
        { text: bytes.subarray(0, cut) },
        { text: bytes.subarray(cut), delay: 20 },
        { text: sse({ type: "done", messageId: 42 }), delay: 20 },
      ],
    }));
    const events: AiChatStreamEvent[] = [];
    const outcome = await sendAiChatStream(
      client(),
      { conversationId: 3, content: "怎么备课？" },
      { onEvent: (e) => events.push(e) },
    );

    expect(events).toEqual([
      { type: "delta", text: "备课可以" },
      { type: "delta", text: "从目标开始。" },
      { type: "done", messageId: 42 },
    ]);
    expect(outcome).toEqual({ status: "done", text: "备课可以从目标开始。", messageId: 42 });
    const [seen] = server.seen(SEND);
    expect(seen?.headers.authorization).toBe("Bearer access-1");
    expect(seen?.headers["tenant-id"]).toBe("7");
    expect(seen?.headers.accept).toBe("text/event-stream");
    expect(JSON.parse(seen?.body ?? "")).toEqual({ conversationId: 3, content: "怎么备课？" });
  });

  it("ends with the server's error and the text that arrived before it", async () => {
    const timeout = "AI 回答超时（60 秒），已保留收到的部分";
    server.route(SEND, () => ({
      chunks: [
        { text: sse({ type: "delta", text: "第一步" }) },
        { text: sse({ type: "error", message: timeout, messageId: 9 }) },
      ],
    }));
    const outcome = await sendAiChatStream(client(), { conversationId: 3, content: "继续" });
    expect(outcome).toEqual({ status: "error", text: "第一步", message: timeout, messageId: 9 });
  });

  it("rejects with the server's message when it refuses before streaming (not configured, rate limit)", async () => {
    server.route(SEND, () => fail(1_040_000_001, NOT_CONFIGURED));
    const events: AiChatStreamEvent[] = [];
    const refused = await rejection(
      sendAiChatStream(client(), { conversationId: 3, content: "你好" }, { onEvent: (e) => events.push(e) }),
    );
    expect(refused.kind).toBe("business");
    expect(refused.code).toBe(1_040_000_001);
    expect(refused.message).toBe(NOT_CONFIGURED);
    expect(events).toEqual([]);

    const limited = "AI 请求过于频繁：每人每分钟最多 10 次，请 42 秒后再试";
    server.route(SEND, () => ({ status: 429, body: { code: 429, data: null, msg: limited } }));
    const tooMany = await rejection(sendAiChatStream(client(), { conversationId: 3, content: "你好" }));
    expect(tooMany.code).toBe(429);
    expect(tooMany.status).toBe(429);
    expect(tooMany.message).toBe(limited);
  });

  it("stops when the signal aborts: the connection is closed and the text so far is kept", async () => {
    server.route(SEND, () => ({ chunks: [{ text: sse({ type: "delta", text: "很长的回答" }) }], keepOpen: true }));
    const stop = new AbortController();
    const outcome = await sendAiChatStream(
      client(),
      { conversationId: 3, content: "写一篇长文" },
      { signal: stop.signal, onEvent: () => stop.abort() },
    );
    expect(outcome).toEqual({ status: "stopped", text: "很长的回答" });
    await expect.poll(() => server.seen(SEND)[0]?.closedEarly).toBe(true);
  });

  it("is stopped before the answer's headers arrive without an error", async () => {
    server.route(SEND, () => ({ hang: true }));
    const stop = new AbortController();
    const pending = sendAiChatStream(client(), { conversationId: 3, content: "你好" }, { signal: stop.signal });
    await expect.poll(() => server.seen(SEND).length).toBe(1);
    stop.abort();
    await expect(pending).resolves.toEqual({ status: "stopped", text: "" });
  });

  it("times out only while waiting for the headers: a slow stream may outlast the timeout", async () => {
    server.route(SEND, () => ({
      chunks: [
        { text: sse({ type: "delta", text: "慢" }), delay: 150 },
        { text: sse({ type: "delta", text: "慢地" }), delay: 150 },
        { text: sse({ type: "done", messageId: 5 }), delay: 150 },
      ],
    }));
    const outcome = await sendAiChatStream(client(100), { conversationId: 3, content: "你好" });
    expect(outcome).toEqual({ status: "done", text: "慢慢地", messageId: 5 });

    server.route(SEND, () => ({ hang: true }));
    const late = await rejection(sendAiChatStream(client(100), { conversationId: 3, content: "你好" }));
    expect(late.kind).toBe("timeout");
    expect(notify.messages.map((m) => m.text)).toContain(messages.timeout);
  });

  it("says the answer was interrupted when the connection drops or closes before the end", async () => {
    server.route(SEND, () => ({ chunks: [{ text: sse({ type: "delta", text: "一半" }) }], dropAfter: true }));
    const dropped = await sendAiChatStream(client(), { conversationId: 3, content: "你好" });
    expect(dropped).toEqual({ status: "error", text: "一半", message: messages.networkError });

    server.route(SEND, () => ({ chunks: [{ text: sse({ type: "delta", text: "一半" }) }] }));
    const closed = await sendAiChatStream(client(), { conversationId: 3, content: "你好" });
    expect(closed).toEqual({ status: "error", text: "一半", message: messages.streamEndedEarly });
  });

  it("refreshes an expired token once and streams on the retry", async () => {
    let calls = 0;
    server.route(SEND, () => {
      calls += 1;
      return calls === 1
        ? fail(401, "账号未登录")
        : { chunks: [{ text: sse({ type: "delta", text: "好" }) }, { text: sse({ type: "done", messageId: 1 }) }] };
    });
    server.route("POST /system/auth/refresh-token", () => ok({ accessToken: "access-2", refreshToken: "refresh-2" }));
    const outcome = await sendAiChatStream(client(), { conversationId: 3, content: "你好" });
    expect(outcome).toEqual({ status: "done", text: "好", messageId: 1 });
    expect(server.seen(SEND).map((r) => r.headers.authorization)).toEqual(["Bearer access-1", "Bearer access-2"]);
  });
});
