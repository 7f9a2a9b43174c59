// The big screen's feed without React and without the classroom API: the public SSE stream
// `castScreen/events` (parsed with eventsource-parser), the public `castScreen/view` read used when the
// stream drops, and the reconnect policy. Both calls need no token: the screen id is the key.
import type { Schema } from "@smartclass/api";
import { createParser } from "eventsource-parser";

/** What the big screen shows (the contract's ScreenCastView). */
type ScreenCastView = Schema<"ScreenCastView">;
/** One event of the stream (the contract's ScreenCastStreamEvent). */
type ScreenCastStreamEvent = Schema<"ScreenCastStreamEvent">;

/** How one connection to the stream ended. */
type StreamOutcome =
  /** The teacher ended the cast (`end` event), or the screen id is unknown or ended (404). */
  | { kind: "ended" }
  /** The connection failed or closed without an end; `events` counts the events it delivered. */
  | { kind: "dropped"; events: number }
  /** The caller stopped listening. */
  | { kind: "aborted" };

/** The reconnect waits: 1 s, 2 s, 4 s … up to 30 s. */
const RECONNECT = { initialMs: 1000, maxMs: 30_000 } as const;

/** The wait before reconnect attempt `attempt` (0 = the first after a drop). */
function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT.maxMs, RECONNECT.initialMs * 2 ** Math.max(0, attempt));
}

/** The address of a public cast call under the server's base (e.g. `/admin-api`). */
function castUrl(baseUrl: string, call: "view" | "events", screenId: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/teach/assignment/castScreen/${call}?screenId=${encodeURIComponent(screenId)}`;
}

/** A stream event from an SSE data line, or null when it is not one of the contract's. */
function parseStreamEvent(data: string): ScreenCastStreamEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const event = value as Partial<ScreenCastStreamEvent>;
  if (event.type === "end") return { type: "end" };
  if (event.type === "cast" && typeof event.view === "object" && event.view !== null) {
    return { type: "cast", view: event.view };
  }
  return null;
}

/** Whether a JSON envelope says the cast is unknown or over (code 404). */
function isGone(envelope: unknown): boolean {
  return typeof envelope === "object" && envelope !== null && (envelope as { code?: unknown }).code === 404;
}

const aborted = (signal: AbortSignal | undefined, error?: unknown) =>
  Boolean(signal?.aborted) || (error instanceof DOMException && error.name === "AbortError");

/**
 * Listens to a cast's stream until it ends, drops or is aborted, calling `onEvent` for every cast and
 * end event in order.
 */
async function readScreenCastStream(
  baseUrl: string,
  screenId: string,
  onEvent: (event: ScreenCastStreamEvent) => void,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<StreamOutcome> {
  let events = 0;
  let ended = false;
  let response: Response;
  try {
    response = await fetchImpl(castUrl(baseUrl, "events", screenId), {
      headers: { Accept: "text/event-stream" },
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    return aborted(signal, error) ? { kind: "aborted" } : { kind: "dropped", events };
  }
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("text/event-stream")) {
    // A refusal comes as the JSON envelope (404: unknown or ended); anything else is a failure to retry.
    const envelope: unknown = await response.json().catch(() => null);
    return response.status === 404 || isGone(envelope) ? { kind: "ended" } : { kind: "dropped", events };
  }
  if (!response.body) return { kind: "dropped", events };

  const parser = createParser({
    onEvent: (message) => {
      if (ended) return;
      const event = parseStreamEvent(message.data);
      if (!event) return;
      events += 1;
      if (event.type === "end") ended = true;
      onEvent(event);
    },
  });
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    while (!ended) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  } catch (error) {
    if (aborted(signal, error)) return { kind: "aborted" };
    return ended ? { kind: "ended" } : { kind: "dropped", events };
  } finally {
    if (ended) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
  if (ended) return { kind: "ended" };
  if (signal?.aborted) return { kind: "aborted" };
  return { kind: "dropped", events };
}

/** The cast's current view (`castScreen/view`): the view, `null` when it is unknown or over (404),
 * or `undefined` when the server could not be reached. */
async function fetchScreenCastView(
  baseUrl: string,
  screenId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<ScreenCastView | null | undefined> {
  try {
    const response = await fetchImpl(castUrl(baseUrl, "view", screenId), {
      cache: "no-store",
      ...(signal ? { signal } : {}),
    });
    const envelope = (await response.json().catch(() => null)) as { code?: number; data?: ScreenCastView } | null;
    if (response.status === 404 || isGone(envelope)) return null;
    if (envelope?.code === 0 && envelope.data) return envelope.data;
    return undefined;
  } catch {
    return undefined;
  }
}

/** What the big screen knows: connecting, showing a live cast, reconnecting after a drop (still showing
 * the last view), or ended (the cast is over or the id unknown). */
type ScreenCastState = {
  status: "connecting" | "live" | "reconnecting" | "ended";
  view: ScreenCastView | null;
};

/** Options of followScreenCast. */
interface FollowOptions {
  /** Stops following. */
  signal: AbortSignal;
  /** Called with every new state. */
  onState: (state: ScreenCastState) => void;
  /** Waits between attempts (tests pass a quicker one). */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  fetchImpl?: typeof fetch;
}

/** Resolves after `ms`, or at once when the signal aborts. */
function abortableWait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done);
  });
}

/**
 * Follows a cast until it ends: shows every newer view from the stream; when the stream drops, reads
 * `castScreen/view` (so the screen stays current) and reconnects after reconnectDelay (the attempts
 * start again once a connection delivered events); a 404 from either call ends it.
 */
async function followScreenCast(
  baseUrl: string,
  screenId: string,
  { signal, onState, wait = abortableWait, fetchImpl = fetch }: FollowOptions,
): Promise<void> {
  let view: ScreenCastView | null = null;
  let attempt = 0;
  const show = (next: ScreenCastView) => {
    // The stream and the fallback read may cross: never go back to an older cast.
    if (!view || next.version >= view.version || next.screenId !== view.screenId) view = next;
  };
  onState({ status: "connecting", view });
  while (!signal.aborted) {
    const outcome = await readScreenCastStream(
      baseUrl,
      screenId,
      (event) => {
        if (event.type === "cast" && event.view) {
          show(event.view);
          onState({ status: "live", view });
        }
      },
      signal,
      fetchImpl,
    );
    if (outcome.kind === "aborted" || signal.aborted) return;
    if (outcome.kind === "ended") {
      onState({ status: "ended", view: null });
      return;
    }
    if (outcome.events > 0) attempt = 0;
    onState({ status: "reconnecting", view });
    const current = await fetchScreenCastView(baseUrl, screenId, signal, fetchImpl);
    if (signal.aborted) return;
    if (current === null) {
      onState({ status: "ended", view: null });
      return;
    }
    if (current) {
      show(current);
      onState({ status: "reconnecting", view });
    }
    await wait(reconnectDelay(attempt), signal);
    attempt += 1;
  }
}

export { fetchScreenCastView, followScreenCast, parseStreamEvent, readScreenCastStream, reconnectDelay };
export type { ScreenCastState, ScreenCastStreamEvent, ScreenCastView };
