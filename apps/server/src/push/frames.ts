// The texts a push socket carries (protocol v2): the client's auth frame, and the server's hello,
// resync and event frames. Event frames are the stored event with its per-user `seq` and its time
// `at`, and `replayed: true` when sent again after a reconnect.
import type { StoredEvent } from "./history.js";

/** A push event as the contract's PushEvent union describes it (discriminated on `type`). */
export type PushEvent = { type: string } & Record<string, unknown>;

/** The client's first frame: `{"type":"auth","token":"…","lastSeq":17|null}`. */
export interface AuthFrame {
  token: string;
  lastSeq: number | null;
}

/** A last-seen sequence number as the client gave it: a whole number ≥ 0, anything else none. */
export function parseLastSeq(value: unknown): number | null {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isSafeInteger(n) && n >= 0 ? n : null;
}

/** The auth frame in `text`, or undefined when it is something else. */
export function parseAuthFrame(text: string): AuthFrame | undefined {
  let frame: unknown;
  try {
    frame = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!frame || typeof frame !== "object") return undefined;
  const { type, token, lastSeq } = frame as Record<string, unknown>;
  if (type !== "auth" || typeof token !== "string" || !token) return undefined;
  return { token, lastSeq: parseLastSeq(lastSeq) };
}

/** The event's JSON as stored: without the fields the server adds to each frame. */
export function storedJson(event: PushEvent): string {
  const { seq: _seq, at: _at, replayed: _replayed, ...rest } = event;
  return JSON.stringify(rest);
}

/**
 * The frame of a stored event: its JSON with seq, at (and replayed) added. The JSON is an object with
 * at least `type`, so the fields go before its closing brace (no parse and re-serialisation per
 * recipient: a class of 200 shares one event text).
 */
export function eventFrame(event: StoredEvent, replayed: boolean): string {
  const json = event.json.trimEnd();
  const extra = `"seq":${event.seq},"at":${event.at}${replayed ? ',"replayed":true' : ""}`;
  const body = json.slice(0, -1).trimEnd();
  return body.endsWith("{") ? `${body}${extra}}` : `${body},${extra}}`;
}

export const helloFrame = (seq: number, serverTime: number) => JSON.stringify({ type: "hello", seq, serverTime });

export const resyncFrame = (seq: number) => JSON.stringify({ type: "resync", seq });
