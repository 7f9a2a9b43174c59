import { type ServerClock, serverClock } from "../clock/server-clock";
import { messages as defaultMessages, type Messages } from "../messages";
import { parsePushEvent, type PushEvent } from "./parse-push-event";

/** The part of a WebSocket the push client uses (the browser's, or `ws` in Node tests). */
interface WebSocketLike {
  readonly readyState: number;
  onopen: ((event: unknown) => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: unknown) => void) | null;
  onerror: ((event: unknown) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A WebSocket constructor. */
type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Timers, injectable so tests can run fast. */
interface PushTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Something that dispatches `visibilitychange` and knows whether the page is hidden. */
interface VisibilitySource {
  readonly visibilityState: string;
  addEventListener(type: "visibilitychange", listener: () => void): void;
  removeEventListener(type: "visibilitychange", listener: () => void): void;
}

/** Something that dispatches `online`. */
interface OnlineSource {
  addEventListener(type: "online", listener: () => void): void;
  removeEventListener(type: "online", listener: () => void): void;
}

/** The state of the push connection. */
type PushStatus = "idle" | "connecting" | "open" | "waiting" | "closed";

/** What every event frame carries besides its fields: its place in the user's sequence and its time. */
interface PushFrameMeta {
  /** The user's sequence number (from 1, no gaps, shared by every device and tab of the user). */
  seq?: number;
  /** When the server created the event (server epoch ms). */
  at?: number;
  /** Sent again from the history after a reconnect, not live: the activity may be over by now. */
  replayed?: boolean;
}

/** A delivered event: the contract's union with the frame's sequence fields. */
type DeliveredPushEvent = PushEvent & PushFrameMeta;

/** Where the last seen sequence number is kept (the console keeps it per user in sessionStorage). */
interface LastSeqStore {
  get(): number | null;
  set(seq: number): void;
}

/** Options of `createPushClient`. */
interface PushClientOptions {
  /** The API base URL (`…/admin-api`); http(s) becomes ws(s) and `/infra/ws` is appended. */
  baseUrl: string;
  /**
   * The access token, sent in the first frame (`{"type":"auth",…}`), never in the URL, so it does not
   * show in the browser's console when a connection fails; without one, connect() does nothing.
   */
  getToken: () => string | undefined;
  /** The device type the console connects for (sent as `deviceType` when given). */
  deviceType?: string;
  /** Each pushed event, parsed into the typed union, once and in sequence order (replayed ones included). */
  onEvent: (event: DeliveredPushEvent) => void;
  /**
   * The server could not replay what was missed (its history no longer has it): everything shown may
   * be stale, refetch it all. `seq` is the user's current sequence number, taken as seen.
   */
  onResync?: (seq: number) => void;
  /**
   * After each authentication: the user's current number, and whether the client asked to resume from
   * a number of its own (false on a first connect: nothing was replayed, so a page that wants what is
   * running right now must fetch it).
   */
  onHello?: (hello: { seq: number; resumed: boolean }) => void;
  /**
   * The server refused the token (close code 4001: expired, or the session was signed out, disabled or its
   * password changed). The host renews the token or signs the person out; the client tries again after the
   * reconnect delay, doubled on each refusal in a row (at most a minute).
   */
  onUnauthorized?: () => void;
  /** The last seen sequence number (default: kept in memory by this client only). */
  lastSeq?: LastSeqStore;
  /** The clock corrected by the server time of each `hello` (default: the shared server clock). */
  clock?: ServerClock;
  /** Errors for people: unknown type, no WebSocket support, bad frames. */
  onError?: (message: string) => void;
  /** Status changes (for an indicator). */
  onStatus?: (status: PushStatus) => void;
  /** Heartbeat interval (default 3000 ms). */
  heartbeatMs?: number;
  /** Reconnect delay after close or error (default 4000 ms). */
  reconnectMs?: number;
  /** Up to this much random delay is added to the reconnect (default 1000 ms). */
  jitterMs?: number;
  /** The WebSocket constructor (default: the global one). */
  WebSocket?: WebSocketConstructor | undefined;
  /** Timers (default: the global ones). */
  timers?: PushTimers;
  /** Random source for the jitter (default Math.random). */
  random?: () => number;
  /** Page visibility (default: `document`). */
  visibility?: VisibilitySource | undefined;
  /** Network status (default: `window`). */
  online?: OnlineSource | undefined;
  /** Texts. */
  messages?: Messages;
}

/** The push connection of a logged-in student page. */
interface PushClient {
  /** Connect (only when asked); does nothing when already connected or without a token. */
  connect(): void;
  /** Close for good: no reconnect until connect() is called again. */
  disconnect(): void;
  /** The current state. */
  readonly status: PushStatus;
}

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

/**
 * Creates the push client: authenticate in the first frame with the last seen sequence number, so the
 * server replays what was missed; drop duplicates, reconnect at once on a gap (the replay fills it);
 * ping every 3 s (pong ignored), reconnect 4 s (+ jitter) after a close or an error, heartbeat paused
 * while the page is hidden, reconnect on `visibilitychange` and `online`.
 */
function createPushClient(options: PushClientOptions): PushClient {
  const messages = options.messages ?? defaultMessages;
  const heartbeatMs = options.heartbeatMs ?? 3000;
  const reconnectMs = options.reconnectMs ?? 4000;
  const jitterMs = options.jitterMs ?? 1000;
  const random = options.random ?? Math.random;
  const timers: PushTimers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
    clearInterval: (handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>),
  };
  const Socket: WebSocketConstructor | undefined =
    "WebSocket" in options ? options.WebSocket : (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  const visibility =
    "visibility" in options ? options.visibility : (globalThis as { document?: VisibilitySource }).document;
  const online = "online" in options ? options.online : (globalThis as { window?: OnlineSource }).window;
  const lastSeq = options.lastSeq ?? memoryLastSeq();
  const clock = options.clock ?? serverClock;

  let socket: WebSocketLike | undefined;
  let heartbeat: unknown;
  let reconnectTimer: unknown;
  let wanted = false;
  let status: PushStatus = "idle";
  /** The highest sequence number delivered (or taken from hello/resync); null before any. */
  let lastSeen: number | null = lastSeq.get();
  /** Gaps met since the last in-order event: the first reconnects at once, more wait as after a drop. */
  let gapsInARow = 0;
  /** Token refusals (close 4001) since the last hello: each doubles the wait before the next try. */
  let refusalsInARow = 0;

  const setStatus = (next: PushStatus) => {
    if (status === next) return;
    status = next;
    options.onStatus?.(next);
  };
  const hidden = () => visibility?.visibilityState === "hidden";

  function stopHeartbeat() {
    if (heartbeat !== undefined) timers.clearInterval(heartbeat);
    heartbeat = undefined;
  }
  function startHeartbeat() {
    stopHeartbeat();
    if (hidden()) return;
    heartbeat = timers.setInterval(() => {
      if (socket?.readyState === OPEN) socket.send("ping");
    }, heartbeatMs);
  }
  function cancelReconnect() {
    if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
    reconnectTimer = undefined;
  }
  function scheduleReconnect(delayMs = reconnectMs) {
    if (!wanted || reconnectTimer !== undefined) return;
    setStatus("waiting");
    // Jitter spreads a classroom's reconnects so they do not hit the server in the same millisecond.
    reconnectTimer = timers.setTimeout(
      () => {
        reconnectTimer = undefined;
        open();
      },
      delayMs + Math.floor(random() * jitterMs),
    );
  }
  function drop(current: WebSocketLike) {
    // No-op handlers rather than null: closing a socket that is still connecting fires an error event,
    // which `ws` (Node) would otherwise raise as an uncaught exception.
    const ignore = () => undefined;
    current.onopen = current.onmessage = current.onclose = current.onerror = ignore;
    try {
      current.close();
    } catch {
      // already closed
    }
  }

  function see(seq: number) {
    lastSeen = seq;
    lastSeq.set(seq);
  }

  /**
   * An event frame at its place in the sequence: handled (delivered, or its error reported) unless it is a
   * duplicate; on a gap, reconnect so the replay fills it. A frame this client cannot read still takes its
   * number, so that one unknown event never holds back the ones after it (nor comes back on every replay).
   */
  function receive(current: WebSocketLike, seqValue: unknown, handle: () => void) {
    const seq = seqOf(seqValue);
    if (seq === undefined || lastSeen === null) {
      // A server without sequence numbers, or an event before any hello: handle it as it comes.
      if (seq !== undefined) see(seq);
      handle();
      return;
    }
    if (seq <= lastSeen) return;
    if (seq > lastSeen + 1) {
      gapsInARow += 1;
      reconnectAfterGap(current);
      return;
    }
    gapsInARow = 0;
    see(seq);
    handle();
  }

  function reconnectAfterGap(current: WebSocketLike) {
    if (socket !== current) return;
    stopHeartbeat();
    drop(current);
    socket = undefined;
    // One missed event is a lost frame: fetch it at once. A server that keeps skipping is not helped by
    // a tight loop, so later gaps wait like any reconnect.
    if (gapsInARow <= 1) open();
    else scheduleReconnect();
  }

  function open() {
    if (!wanted) return;
    if (socket && (socket.readyState === OPEN || socket.readyState === CONNECTING)) return;
    const token = options.getToken();
    if (!token) return;
    if (!Socket) {
      options.onError?.(messages.noWebSocket);
      return;
    }
    cancelReconnect();
    setStatus("connecting");
    const current = new Socket(pushUrl(options.baseUrl, options.deviceType));
    socket = current;
    let authSentAt: number | undefined;
    let resumed = false;
    current.onopen = () => {
      // Read at each open: another tab of the same user may have moved the stored number on.
      const stored = lastSeq.get();
      if (stored !== null && (lastSeen === null || stored > lastSeen)) lastSeen = stored;
      authSentAt = Date.now();
      resumed = lastSeen !== null;
      current.send(JSON.stringify({ type: "auth", token: options.getToken() ?? token, lastSeq: lastSeen }));
      setStatus("open");
      startHeartbeat();
    };
    current.onmessage = ({ data }) => {
      if (socket !== current) return;
      const text = typeof data === "string" ? data : String(data);
      if (text === "pong") return;
      const control = controlFrameOf(text);
      if (control?.type === "hello") {
        if (control.serverTime !== undefined) {
          // The server stamped hello after reading the auth frame: the round trip bounds the error.
          clock.observe({ serverTime: control.serverTime, sentAt: authSentAt, receivedAt: Date.now() });
        }
        // A first connect replays nothing: live events follow the user's current number.
        if (lastSeen === null) see(control.seq);
        refusalsInARow = 0;
        options.onHello?.({ seq: control.seq, resumed });
        return;
      }
      if (control?.type === "resync") {
        see(control.seq);
        gapsInARow = 0;
        options.onResync?.(control.seq);
        return;
      }
      const parsed = parsePushEvent(text, messages);
      if (parsed.ok) {
        const event = parsed.event as DeliveredPushEvent;
        receive(current, event.seq, () => options.onEvent(event));
      } else {
        const error = parsed.error;
        receive(current, seqOfFrame(text), () => options.onError?.(error));
      }
    };
    const lost = (event?: unknown) => {
      if (socket !== current) return;
      stopHeartbeat();
      drop(current);
      socket = undefined;
      const code = closeCodeOf(event);
      if (code === CLOSE_TOO_MANY) {
        // Newer tabs or devices of this person took the connection: this one waits until it is looked at
        // again (visibilitychange / online) rather than taking it back and starting a round of closes.
        setStatus("idle");
        return;
      }
      if (code === CLOSE_UNAUTHORIZED) {
        refusalsInARow += 1;
        options.onUnauthorized?.();
        scheduleReconnect(Math.min(MAX_REFUSED_DELAY_MS, reconnectMs * 2 ** (refusalsInARow - 1)));
        return;
      }
      scheduleReconnect();
    };
    current.onclose = lost;
    current.onerror = () => lost();
  }

  const onVisibility = () => {
    if (!wanted) return;
    if (hidden()) {
      stopHeartbeat();
      return;
    }
    if (socket?.readyState === OPEN) startHeartbeat();
    else if (!socket || socket.readyState !== CONNECTING) {
      cancelReconnect();
      open();
    }
  };
  const onOnline = () => {
    if (!wanted || socket?.readyState === OPEN || socket?.readyState === CONNECTING) return;
    cancelReconnect();
    open();
  };

  return {
    connect() {
      if (!Socket) {
        options.onError?.(messages.noWebSocket);
        return;
      }
      if (!wanted) {
        wanted = true;
        visibility?.addEventListener("visibilitychange", onVisibility);
        online?.addEventListener("online", onOnline);
      }
      open();
    },
    disconnect() {
      wanted = false;
      cancelReconnect();
      stopHeartbeat();
      visibility?.removeEventListener("visibilitychange", onVisibility);
      online?.removeEventListener("online", onOnline);
      if (socket) drop(socket);
      socket = undefined;
      setStatus("closed");
    },
    get status() {
      return status;
    },
  };
}

export { createPushClient, pushUrl };
export type {
  DeliveredPushEvent,
  LastSeqStore,
  PushFrameMeta,
  OnlineSource,
  PushClient,
  PushClientOptions,
  PushStatus,
  PushTimers,
  VisibilitySource,
  WebSocketConstructor,
  WebSocketLike,
};
