// The provider layer: one client for any OpenAI-compatible chat-completions endpoint (DeepSeek, Qwen
// in DashScope's compatible mode, Moonshot, Zhipu, OpenAI, a local Ollama or vLLM) through the
// official `openai` SDK. It streams one answer, stops it when the caller aborts or the time limit
// passes, and turns every failure into a Chinese sentence that never carries the key.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from "openai";

import { aiMessages as m } from "./messages.js";
import type { ProviderSettings } from "./settings.js";

/** One message of the conversation sent to the provider. */
export interface ChatTurn {
  role: "system" | "user" | "assistant";
  content: string;
}

/** How an answer ended: complete, stopped by the caller, or failed (with a sentence for people). */
export interface StreamOutcome {
  text: string;
  status: "done" | "aborted" | "failed";
  error?: string;
  /** The provider's status or error class, for the log (never the key). */
  detail?: string;
}

export interface StreamLimits {
  timeoutMs: number;
  maxTokens: number;
}

/** The text with the secret replaced, for anything that may reach a person or a log line. */
function scrub(text: string, secret: string): string {
  return secret ? text.split(secret).join("[redacted]") : text;
}

function describeFailure(error: unknown, settings: ProviderSettings, limits: StreamLimits): StreamOutcome {
  if (error instanceof APIConnectionTimeoutError)
    return { text: "", status: "failed", error: m.timeout(Math.ceil(limits.timeoutMs / 1000)), detail: "timeout" };
  if (error instanceof APIConnectionError)
    return { text: "", status: "failed", error: m.providerUnreachable, detail: scrub(error.message, settings.apiKey) };
  if (error instanceof APIError) {
    const detail = scrub(`${error.status ?? ""} ${error.message}`.trim(), settings.apiKey).slice(0, 300);
    if (error.status === 401 || error.status === 403)
      return { text: "", status: "failed", error: m.providerRejectedKey, detail };
    if (error.status === 429) return { text: "", status: "failed", error: m.providerRateLimited, detail };
    return { text: "", status: "failed", error: m.providerFailed(detail), detail };
  }
  const message = error instanceof Error ? error.message : String(error);
  const detail = scrub(message, settings.apiKey).slice(0, 300);
  return { text: "", status: "failed", error: m.providerFailed(detail), detail };
}

/** Streams one chat completion; `onDelta` gets each piece of text in order. Never throws. */
export async function streamChat(
  settings: ProviderSettings,
  limits: StreamLimits,
  messages: ChatTurn[],
  signal: AbortSignal,
  onDelta: (text: string) => void,
): Promise<StreamOutcome> {
  const controller = new AbortController();
  let timedOut = false;
  // One limit for the whole answer: a provider that stalls mid-stream is cut too.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  const stop = () => controller.abort();
  signal.addEventListener("abort", stop, { once: true });
  let text = "";
  const stopped = (partial: string): StreamOutcome =>
    timedOut
      ? { text: partial, status: "failed", error: m.timeout(Math.ceil(limits.timeoutMs / 1000)), detail: "timeout" }
      : { text: partial, status: "aborted" };
  try {
    const client = new OpenAI({
      baseURL: settings.baseUrl,
      apiKey: settings.apiKey,
      timeout: limits.timeoutMs,
      // A retry would double the wait of a person watching; the page offers 重试 instead.
      maxRetries: 0,
      // The server logs failures itself, scrubbed; the SDK's own logger stays silent.
      logLevel: "off",
    });
    const stream = await client.chat.completions.create(
      { model: settings.model, messages, stream: true, max_tokens: limits.maxTokens },
      { signal: controller.signal },
    );
    for await (const chunk of stream) {
      const piece = chunk.choices[0]?.delta?.content;
      if (piece) {
        text += piece;
        onDelta(piece);
      }
    }
    // An aborted stream may end quietly instead of throwing: it is still not a complete answer.
    if (controller.signal.aborted) return stopped(text);
    return { text, status: "done" };
  } catch (error) {
    if (controller.signal.aborted) return stopped(text);
    return { ...describeFailure(error, settings, limits), text };
  } finally {
    clearTimeout(timer);
    signal.removeEventListener("abort", stop);
  }
}
