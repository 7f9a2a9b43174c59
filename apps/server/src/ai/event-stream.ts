// Server-sent events on a hijacked Fastify reply, shared by the assistant's answer and the AI topics'
// summary and feedback: the headers set so far (security, no-store) are kept, each event is one
// `data:` JSON line, and the signal aborts when the browser closes the connection (the stop button).
import type { FastifyReply } from "fastify";

/** An open event stream: send events, learn when the browser left, end it. */
export interface EventStream<E> {
  send(event: E): void;
  /** Aborts when the browser closes the connection before the stream ended. */
  signal: AbortSignal;
  end(): void;
}

/** Takes over the reply and answers `text/event-stream`. */
export function openEventStream<E>(reply: FastifyReply): EventStream<E> {
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders()))
    if (value !== undefined && name !== "content-length") raw.setHeader(name, value);
  raw.writeHead(200, {
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  const browser = new AbortController();
  const onClose = () => {
    if (!raw.writableFinished) browser.abort();
  };
  raw.on("close", onClose);
  return {
    send(event) {
      if (!raw.destroyed && !raw.writableEnded) raw.write(`data: ${JSON.stringify(event)}\n\n`);
    },
    signal: browser.signal,
    end() {
      raw.off("close", onClose);
      if (!raw.writableEnded) raw.end();
    },
  };
}
