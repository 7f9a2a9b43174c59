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

/** Options of `createPushClient`. */
interface PushClientOptions {
  /** The API base URL (`…/admin-api`); http(s) becomes ws(s) and `/infra/ws` is appended. */
  baseUrl: string;
  /** The access token sent as `?token=`; without one, connect() does nothing. */
  getToken: () => string | undefined;
  /** The device type the console connects for (sent as `deviceType` when given). */
  deviceType?: string;
  /** Each pushed event, parsed into the typed union. */
  onEvent: (event: PushEvent) => void;
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

const OPEN = 1;
const CONNECTING = 0;

/** The push URL: `{base}/infra/ws?token=…` with http(s) turned into ws(s). */
function pushUrl(baseUrl: string, token: string, deviceType?: string): string {
  const base = baseUrl.replace(/\/+$/, "").replace(/^http(s?):\/\//i, "ws$1://");
  const query = new URLSearchParams({ token });
  if (deviceType) query.set("deviceType", deviceType);
  return `${base}/infra/ws?${query.toString()}`;
}

/**
 * Creates the push client: ping every 3 s (pong ignored), reconnect 4 s (+ jitter) after a close or
 * an error, heartbeat paused while the page is hidden, reconnect on `visibilitychange` and `online`.
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

  let socket: WebSocketLike | undefined;
  let heartbeat: unknown;
  let reconnectTimer: unknown;
  let wanted = false;
  let status: PushStatus = "idle";

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
  function scheduleReconnect() {
    if (!wanted || reconnectTimer !== undefined) return;
    setStatus("waiting");
    // Jitter spreads a classroom's reconnects so they do not hit the server in the same millisecond.
    reconnectTimer = timers.setTimeout(
      () => {
        reconnectTimer = undefined;
        open();
      },
      reconnectMs + Math.floor(random() * jitterMs),
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
    const current = new Socket(pushUrl(options.baseUrl, token, options.deviceType));
    socket = current;
    current.onopen = () => {
      setStatus("open");
      startHeartbeat();
    };
    current.onmessage = ({ data }) => {
      const text = typeof data === "string" ? data : String(data);
      if (text === "pong") return;
      const parsed = parsePushEvent(text, messages);
      if (parsed.ok) options.onEvent(parsed.event);
      else options.onError?.(parsed.error);
    };
    const lost = () => {
      if (socket !== current) return;
      stopHeartbeat();
      drop(current);
      socket = undefined;
      scheduleReconnect();
    };
    current.onclose = lost;
    current.onerror = lost;
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
  OnlineSource,
  PushClient,
  PushClientOptions,
  PushStatus,
  PushTimers,
  VisibilitySource,
  WebSocketConstructor,
  WebSocketLike,
};
