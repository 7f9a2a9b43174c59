// An AI topic's streamed answers on the typed client, read by the shared AI stream reader
// (./event-stream): the class summary for the teacher (`POST /teach/ai-topic/summary`) and a student's
// feedback on their own response (`POST /teach/ai-topic/record/feedback`). A complete answer is stored
// by the server (the topic's summary, the response's aiReply); a stopped or failed one is not.
import type { ApiClient } from "../client/create-api-client";
import type { Schema } from "../client/types";
import { type AiStreamOptions, eventObject, eventStreamInit, readAiStream } from "./event-stream";

/** One event of a summary or feedback stream: a piece of text, the end, or an error. */
type AiTopicStreamEvent = Schema<"AiTopicStreamEvent">;

/** How a summary or feedback ended, with all the text that arrived. */
type AiTopicStreamOutcome =
  /** The whole answer arrived and was stored. */
  | { status: "done"; text: string }
  /** The server said it failed, or the connection dropped: nothing was stored. */
  | { status: "error"; text: string; message: string }
  /** The caller's signal stopped it: nothing was stored. */
  | { status: "stopped"; text: string };

/** Options of the topic streams. */
type AiTopicStreamOptions = AiStreamOptions<AiTopicStreamEvent>;

/** Parses one event's data; `null` for anything that is not one of the contract's events. */
function parseEvent(data: string): AiTopicStreamEvent | null {
  const event = eventObject(data);
  if (!event) return null;
  if (event.type === "delta" && typeof event.text === "string") return { type: "delta", text: event.text };
  if (event.type === "done") return { type: "done" };
  if (event.type === "error" && typeof event.message === "string") return { type: "error", message: event.message };
  return null;
}

/** Reads one topic stream to its end (the summary's and the feedback's ends have the same shape). */
async function readTopicStream(
  post: (signal: AbortSignal | undefined) => Promise<{ data?: unknown }>,
  options: AiTopicStreamOptions,
): Promise<AiTopicStreamOutcome> {
  const end = await readAiStream(post, parseEvent, options);
  if (end.status === "error") return { status: "error", text: end.text, message: end.message };
  return { status: end.status, text: end.text };
}

/**
 * Streams the AI's summary of a topic's responses (Markdown): `onEvent` gets each event; resolves with
 * how it ended. A refusal before the stream (no responses yet, not configured, rate limit, not the
 * topic's teacher) rejects with the client's ApiError.
 */
function streamAiTopicSummary(
  api: ApiClient,
  body: Schema<"AiTopicSummaryRequest">,
  options: AiTopicStreamOptions = {},
): Promise<AiTopicStreamOutcome> {
  return readTopicStream(
    (signal) => api.raw.POST("/teach/ai-topic/summary", { body, ...eventStreamInit(signal) }),
    options,
  );
}

/**
 * Streams the AI's feedback on the caller's own response (Markdown), as streamAiTopicSummary does; a
 * refusal (not the author, not configured, rate limit) rejects with the client's ApiError.
 */
function streamAiTopicFeedback(
  api: ApiClient,
  body: Schema<"AiTopicFeedbackRequest">,
  options: AiTopicStreamOptions = {},
): Promise<AiTopicStreamOutcome> {
  return readTopicStream(
    (signal) => api.raw.POST("/teach/ai-topic/record/feedback", { body, ...eventStreamInit(signal) }),
    options,
  );
}

export { streamAiTopicFeedback, streamAiTopicSummary };
export type { AiTopicStreamEvent, AiTopicStreamOptions, AiTopicStreamOutcome };
