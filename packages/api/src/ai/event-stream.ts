// The shared reading of the AI's streamed answers (the assistant's send-stream, an AI topic's summary
// and feedback): the request goes through the client's middleware (bearer and tenant headers, refresh
// on 401, the error catalogue for refusals sent as the JSON envelope before any event), then the
// server-sent events are parsed with eventsource-parser, handed to the caller one by one, and the text
// of the `delta` events is gathered until a `done` or `error` event ends the answer.
import { createParser } from "eventsource-parser";

import { ApiError } from "../client/api-error";
import { messages as defaultMessages, type Messages } from "../messages";

/** The events every AI stream sends: text pieces, then an end (done or error) with its own fields. */
type AiStreamEventBase = { type: "delta"; text: string } | { type: "done" } | { type: "error"; message: string };

/** How a stream ended, with all the text that arrived and (when the server said so) its end event. */
type AiStreamEnd<E extends AiStreamEventBase> =
  | { status: "done"; text: string; event: Extract<E, { type: "done" }> }
  | { status: "error"; text: string; message: string; event?: Extract<E, { type: "error" }> }
  | { status: "stopped"; text: string };

/** Options of every AI stream call. */
interface AiStreamOptions<E> {
  /** Stops the answer (the stop button): the request is aborted and the outcome is `stopped`. */
  signal?: AbortSignal;
  /** Called for every event, in order. */
  onEvent?: (event: E) => void;
  /** Texts (default: the Chinese catalogue). */
  messages?: Messages;
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  return name === "AbortError";
}

/** An event's data as an object, or `null` when it is not JSON of one. */
function eventObject(data: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** The fetch options of every AI stream request: the body read as a stream, with the caller's signal. */
function eventStreamInit(signal: AbortSignal | undefined) {
  return {
    parseAs: "stream" as const,
    headers: { Accept: "text/event-stream" },
    ...(signal ? { signal } : {}),
  };
}

/**
 * Sends the request that `post` makes (with `parseAs: "stream"` and the signal) and reads its
 * server-sent events: `parse` turns each event's data into one of the contract's events (or `null`
 * to skip it). A refusal before the stream rejects with the client's ApiError.
 */
async function readAiStream<E extends AiStreamEventBase>(
  post: (signal: AbortSignal | undefined) => Promise<{ data?: unknown }>,
  parse: (data: string) => E | null,
  options: AiStreamOptions<E> = {},
): Promise<AiStreamEnd<E>> {
  const { signal, onEvent } = options;
  const texts = options.messages ?? defaultMessages;
  let text = "";
  // Set inside the parser callback, which control-flow analysis does not follow.
  let end = null as AiStreamEnd<E> | null;

  let stream: ReadableStream<Uint8Array> | null | undefined;
  try {
    stream = (await post(signal)).data as ReadableStream<Uint8Array> | null | undefined;
  } catch (error) {
    if (error instanceof ApiError && error.kind === "aborted") return { status: "stopped", text };
    throw error;
  }
  if (!stream) throw new ApiError({ kind: "invalid-response", message: texts.invalidResponse });

  const parser = createParser({
    onEvent: (message) => {
      if (end) return;
      const event = parse(message.data);
      if (!event) return;
      if (event.type === "delta") text += event.text;
      else if (event.type === "done") end = { status: "done", text, event: event as Extract<E, { type: "done" }> };
      else end = { status: "error", text, message: event.message, event: event as Extract<E, { type: "error" }> };
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
    // The connection dropped mid-answer.
    return end ?? { status: "error", text, message: texts.networkError };
  } finally {
    reader.releaseLock();
  }
  if (end) return end;
  if (signal?.aborted) return { status: "stopped", text };
  return { status: "error", text, message: texts.streamEndedEarly };
}

export { eventObject, eventStreamInit, readAiStream };
export type { AiStreamOptions };
