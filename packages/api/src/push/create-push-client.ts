import { serverClock } from "../clock/server-clock";
import { messages as defaultMessages } from "../messages";
import { parsePushEvent } from "./parse-push-event";
import type {
  DeliveredPushEvent,
  OnlineSource,
  PushClient,
  PushClientOptions,
  PushStatus,
  PushTimers,
  VisibilitySource,
  WebSocketConstructor,
  WebSocketLike,
} from "./push-client-types";
import {
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
} from "./push-frames";

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
export type * from "./push-client-types";
