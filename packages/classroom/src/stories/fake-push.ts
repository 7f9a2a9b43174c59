// A push channel for stories: the play function sends events the way the server would, and drops and
// reopens the connection the way the push client reports it.
import type { PushEvent } from "@smartclass/api";

import type { PushHandlers, PushSubscribe } from "../push/event-channel";
import type { PushEventLike } from "../push/push-reactions";

/** A fake push channel with `send`, `open` and `drop` for play functions. */
function fakePush() {
  const listeners = new Set<PushHandlers>();
  const subscribe: PushSubscribe = (handlers) => {
    listeners.add(handlers);
    return () => listeners.delete(handlers);
  };
  return {
    subscribe,
    /** Pushes one event to every connection. */
    send(event: PushEvent | PushEventLike) {
      listeners.forEach((listener) => listener.onEvent(event));
    },
    /** The connection (re)opens, as the push client's onStatus("open") reports it. */
    open() {
      listeners.forEach((listener) => listener.onStatus?.("open"));
    },
    /**
     * The connection opens after a login: the push client had no number to resume from, so nothing is
     * replayed (onStatus "open", then hello with resumed false).
     */
    openFresh(seq = 0) {
      listeners.forEach((listener) => listener.onStatus?.("open"));
      listeners.forEach((listener) => listener.onHello?.({ seq, resumed: false }));
    },
    /** The server could not replay what was missed (its history was trimmed). */
    resync(seq: number) {
      listeners.forEach((listener) => listener.onResync?.(seq));
    },
    /** Any state the push client reports (e.g. "connecting" while it tries again). */
    status(state: "idle" | "connecting" | "open" | "waiting" | "closed") {
      listeners.forEach((listener) => listener.onStatus?.(state));
    },
    /** The connection is lost; the client waits to reconnect. */
    drop() {
      listeners.forEach((listener) => listener.onStatus?.("waiting"));
    },
    /** Open connections. */
    get listeners() {
      return listeners.size;
    },
  };
}

/** A fake push channel (see `fakePush`). */
type FakePush = ReturnType<typeof fakePush>;

export { fakePush };
export type { FakePush };
