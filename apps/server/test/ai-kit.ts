// Shared by the AI tests: a server wired to the loopback provider double, and a reader of the
// server-sent events of send-stream that can hang up mid-answer like a browser's stop button.
import type { AiConfig } from "../src/ai/settings.js";
import { startServer, type TestServer } from "./helpers.js";
import { type ProviderDouble, startProviderDouble } from "./ai-provider-double.js";

export const ENV_KEY = "sk-env-0123456789-secret";
export const RECORD_KEY = "sk-record-9876543210-secret";
export const ENV_MODEL = "double-chat";

/** The AI settings the tests start from (the environment's, pointing at the double). */
export function aiSettings(double: ProviderDouble): AiConfig {
  return {
    baseUrl: double.baseUrl,
    apiKey: ENV_KEY,
    model: ENV_MODEL,
    timeoutMs: 5_000,
    maxTokens: 256,
    requestsPerMinute: 100,
    contextMessages: 4,
  };
}

/** A PGlite server and a provider double, the server configured (by environment) to use it. */
export async function startAiServer(): Promise<{ s: TestServer; double: ProviderDouble }> {
  const double = await startProviderDouble();
  const s = await startServer("pglite", { ai: aiSettings(double) });
  return { s, double };
}

interface StreamEvent {
  type: string;
  text?: string;
  message?: string;
  messageId?: number;
}

export interface StreamAnswer {
  status: number;
  headers: Headers;
  events: StreamEvent[];
  /** Everything the server sent. */
  raw: string;
  /** The JSON envelope when the server refused before streaming. */
  envelope?: { code: number; msg: string; data: unknown };
}

/** Posts to send-stream and reads the events; `stopAfterDeltas` hangs up after that many pieces. */
export async function sendStream(
  s: TestServer,
  token: string,
  body: unknown,
  stopAfterDeltas?: number,
): Promise<StreamAnswer> {
  return postEventStream(s, "/ai/chat/message/send-stream", token, body, stopAfterDeltas);
}

/** Posts to an operation that answers server-sent events and reads them (or the refusal's envelope). */
export async function postEventStream(
  s: TestServer,
  path: string,
  token: string,
  body: unknown,
  stopAfterDeltas?: number,
): Promise<StreamAnswer> {
  const controller = new AbortController();
  const res = await fetch(`${s.base}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: controller.signal,
  });
  const answer: StreamAnswer = { status: res.status, headers: res.headers, events: [], raw: "" };
  if (!(res.headers.get("content-type") ?? "").startsWith("text/event-stream")) {
    answer.raw = await res.text();
    answer.envelope = JSON.parse(answer.raw) as StreamAnswer["envelope"];
    return answer;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const text = decoder.decode(value, { stream: true });
      answer.raw += text;
      buffer += text;
      let end: number;
      while ((end = buffer.indexOf("\n\n")) >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (frame.startsWith("data: ")) answer.events.push(JSON.parse(frame.slice(6)) as StreamEvent);
      }
      const deltas = answer.events.filter((e) => e.type === "delta").length;
      if (stopAfterDeltas !== undefined && deltas >= stopAfterDeltas) {
        controller.abort();
        break;
      }
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  }
  return answer;
}

/** Waits until `check` holds (the server stores an aborted answer after the connection closed). */
export async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean, ms = 5_000): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (check(value) || Date.now() > until) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
