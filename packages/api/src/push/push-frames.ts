// The push protocol as frames on the wire: the push address, the server's close codes, the sequence
// numbers frames carry and the control frames (hello, resync) that are not events.
import type { LastSeqStore } from "./push-client-types";

/** The server's close codes the client acts on: the token was refused; newer connections of the person took over. */
const CLOSE_UNAUTHORIZED = 4001;
const CLOSE_TOO_MANY = 4008;
const MAX_REFUSED_DELAY_MS = 60_000;

/** The close code of a close event (browser CloseEvent or `ws`), or undefined. */
function closeCodeOf(event: unknown): number | undefined {
  const code = (event as { code?: unknown } | null | undefined)?.code;
  return typeof code === "number" ? code : undefined;
}

const OPEN = 1;
const CONNECTING = 0;

/** The push URL: `{base}/infra/ws[?deviceType=…]` with http(s) turned into ws(s); no token in it. */
function pushUrl(baseUrl: string, deviceType?: string): string {
  const base = baseUrl.replace(/\/+$/, "").replace(/^http(s?):\/\//i, "ws$1://");
  const query = deviceType ? `?${new URLSearchParams({ deviceType }).toString()}` : "";
  return `${base}/infra/ws${query}`;
}

/** A sequence number as a frame may carry it (a finite whole number), or undefined. */
function seqOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0 ? value : undefined;
}

/** The in-memory store used when the caller keeps none. */
function memoryLastSeq(): LastSeqStore {
  let seq: number | null = null;
  return {
    get: () => seq,
    set: (next) => {
      seq = next;
    },
  };
}

/** The `seq` of a frame that is a JSON object, whatever else it holds (undefined otherwise). */
function seqOfFrame(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as { seq?: unknown }).seq : undefined;
  } catch {
    return undefined;
  }
}

/** The control frames of the protocol (not events): `hello` after auth, `resync` instead of a replay. */
type ControlFrame = { type: "hello"; seq: number; serverTime?: number } | { type: "resync"; seq: number };

function controlFrameOf(text: string): ControlFrame | undefined {
  if (!text.startsWith("{")) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const record = value as { type?: unknown; seq?: unknown; serverTime?: unknown } | null;
  const seq = seqOf(record?.seq);
  if (seq === undefined) return undefined;
  if (record?.type === "resync") return { type: "resync", seq };
  if (record?.type !== "hello") return undefined;
  return typeof record.serverTime === "number"
    ? { type: "hello", seq, serverTime: record.serverTime }
    : { type: "hello", seq };
}

export {
  CLOSE_TOO_MANY,
  CLOSE_UNAUTHORIZED,
  closeCodeOf,
  CONNECTING,
  controlFrameOf,
  MAX_REFUSED_DELAY_MS,
  memoryLastSeq,
  OPEN,
  pushUrl,
  seqOf,
  seqOfFrame,
};
