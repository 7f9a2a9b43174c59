// The AI assistant's streamed answer (`POST /ai/chat/message/send-stream`) on the typed client, read by
// the shared AI stream reader (./event-stream): the client's middleware, then the server-sent events one
// by one; the end carries the stored reply's id.
import type { ApiClient } from "../client/create-api-client";
import type { Schema } from "../client/types";
import type { Messages } from "../messages";
import { eventObject, eventStreamInit, readAiStream } from "./event-stream";

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

/** Parses one event's data; `null` for anything that is not one of the contract's events. */
function parseEvent(data: string): AiChatStreamEvent | null {
  const event = eventObject(data);
  if (!event) return null;
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
  const end = await readAiStream(
    (signal) => api.raw.POST("/ai/chat/message/send-stream", { body, ...eventStreamInit(signal) }),
    parseEvent,
    options,
  );
  if (end.status === "done") return { status: "done", text: end.text, messageId: end.event.messageId };
  if (end.status === "error" && end.event?.messageId !== undefined) {
    return { status: "error", text: end.text, message: end.message, messageId: end.event.messageId };
  }
  if (end.status === "error") return { status: "error", text: end.text, message: end.message };
  return end;
}

export { sendAiChatStream };
export type { AiChatMessageSend, AiChatStreamEvent, AiChatStreamOptions, AiChatStreamOutcome };
