// The AI assistant's streamed answer (`POST /ai/chat/message/send-stream`) on the typed client: the
// request goes through the client's middleware (bearer and tenant headers, refresh on 401, the error
// catalogue for refusals sent as the JSON envelope before any event), then the server-sent events are
// parsed with eventsource-parser and handed to the caller one by one.
import { createParser } from "eventsource-parser";

import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import type { Schema } from "../client/types";
import { messages as defaultMessages, type Messages } from "../messages";

/** One event of the stream: a piece of text, the end with the stored reply's id, or an error. */
type AiChatStreamEvent = Schema<"AiChatStreamEvent">;

/** What the message is (the contract's AiChatMessageSend). */
type AiChatMessageSend = Schema<"AiChatMessageSend">;

/** How a streamed answer ended, with all the text that arrived. */
type AiChatStreamOutcome =
  /** The whole answer arrived and was stored. */
  | { status: "done"; text: string; messageId: number }
  /** The server said it failed (provider error, timeout, or the connection dropped mid-answer). */
  | { status: "error"; text: string; message: string; messageId?: number }
  /** The caller's signal stopped it; the server keeps what arrived, marked incomplete. */
  | { status: "stopped"; text: string };

/** Options of `sendAiChatStream`. */
interface AiChatStreamOptions {
  /** Stops the answer (the stop button): the request is aborted and the outcome is `stopped`. */
  signal?: AbortSignal;
  /** Called for every event, in order. */
  onEvent?: (event: AiChatStreamEvent) => void;
  /** Texts (default: the Chinese catalogue). */
  messages?: Messages;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "AbortError";
}

/** Parses one event's data; `null` for anything that is not one of the contract's events. */
function parseEvent(data: string): AiChatStreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as Record<string, unknown>;
  if (event.type === "delta" && typeof event.text === "string") return { type: "delta", text: event.text };
  if (event.type === "done" && typeof event.messageId === "number") return { type: "done", messageId: event.messageId };
  if (event.type === "error" && typeof event.message === "string") {
    return typeof event.messageId === "number"
      ? { type: "error", message: event.message, messageId: event.messageId }
      : { type: "error", message: event.message };
  }
  return null;
}

/**
 * Sends a message to the AI assistant and streams the answer: `onEvent` gets each event as it arrives;
 * resolves with how the answer ended. A refusal before the stream (bad input, not configured, rate
 * limit, another user's conversation) rejects with the client's ApiError, as every call does.
 */
async function sendAiChatStream(
  api: ApiClient,
  body: AiChatMessageSend,
  options: AiChatStreamOptions = {},
): Promise<AiChatStreamOutcome> {
  const { signal, onEvent } = options;
  const texts = options.messages ?? defaultMessages;
  let text = "";
  // Set inside the parser callback, which control-flow analysis does not follow.
  let end = null as AiChatStreamOutcome | null;

  let stream: ReadableStream<Uint8Array> | null | undefined;
  try {
    const result = await api.raw.POST("/ai/chat/message/send-stream", {
      body,
      parseAs: "stream",
      headers: { Accept: "text/event-stream" },
      ...(signal ? { signal } : {}),
    });
    stream = result.data as ReadableStream<Uint8Array> | null | undefined;
  } catch (error) {
    if (error instanceof ApiError && error.kind === "aborted") return { status: "stopped", text };
    throw error;
  }
  if (!stream) throw new ApiError({ kind: "invalid-response", message: texts.invalidResponse });

  const parser = createParser({
    onEvent: (message) => {
      if (end) return;
      const event = parseEvent(message.data);
      if (!event) return;
      if (event.type === "delta") text += event.text;
      else if (event.type === "done") end = { status: "done", text, messageId: event.messageId };
      else
        end = {
          status: "error",
          text,
          message: event.message,
          ...(event.messageId === undefined ? {} : { messageId: event.messageId }),
        };
      onEvent?.(event);
    },
  });

  const reader = stream.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (isAbort(error, signal)) return { status: "stopped", text };
    // The connection dropped mid-answer: the server keeps what it sent, marked incomplete.
    return end ?? { status: "error", text, message: texts.networkError };
  } finally {
    reader.releaseLock();
  }
  if (end) return end;
  if (signal?.aborted) return { status: "stopped", text };
  return { status: "error", text, message: texts.streamEndedEarly };
}

export { sendAiChatStream };
export type { AiChatMessageSend, AiChatStreamEvent, AiChatStreamOptions, AiChatStreamOutcome };
