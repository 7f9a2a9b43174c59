// One push connection shared by every widget of a page: the channel is fed by a push source (the
// console passes @smartclass/api's push client) and fans each event out to many listeners, with a
// signal each time the connection opens, so that widgets refetch what they may have missed, and a
// "catch up" signal when the source could not replay what was missed (a first connect, or a resync).
import type { PushEventLike } from "./push-reactions";

/** The connection states a push source reports (those of @smartclass/api's PushStatus). */
type PushConnectionStatus = "idle" | "connecting" | "open" | "waiting" | "closed";

/** What a push source calls. */
interface PushHandlers<E extends PushEventLike = PushEventLike> {
  /** Each pushed event. */
  onEvent: (event: E) => void;
  /** Errors for people (unknown type, no WebSocket support). */
  onError: (message: string) => void;
  /** Connection states; `open` on the first connect and on every reconnect. */
  onStatus?: (status: PushConnectionStatus) => void;
  /** After each authentication: whether the source resumed from its last seen event (a replay follows). */
  onHello?: (hello: { seq: number; resumed: boolean }) => void;
  /** The source could not replay what was missed: everything shown may be stale. */
  onResync?: (seq: number) => void;
}

/** How widgets listen to a push source: the console passes @smartclass/api's push client; answers an
 * unsubscribe. */
type PushSubscribe<E extends PushEventLike = PushEventLike> = (handlers: PushHandlers<E>) => () => void;

/** A fan-out of one push connection to many listeners. */
interface EventChannel<E extends PushEventLike = PushEventLike> {
  /** Listens like a push source (events, errors, states); answers the unsubscribe. */
  subscribe: PushSubscribe<E>;
  /** Calls `listener` each time the connection opens (first connect and every reconnect). */
  onOpen(listener: () => void): () => void;
  /**
   * Calls `listener` when nothing will be replayed although something may be running: a connection
   * that did not resume (a fresh login) and a resync (the history was lost). Pages then fetch the
   * activity in progress instead of waiting for its event.
   */
  onCatchUp(listener: () => void): () => void;
  /** The handlers to give the push source: they feed every listener. */
  readonly feed: Required<PushHandlers<E>>;
  /** Whether the connection is open now. */
  readonly connected: boolean;
  /** How many times the connection has opened. */
  readonly opens: number;
  /** How many listeners are subscribed (events, not open signals). */
  readonly size: number;
}

/** Runs every listener even when one throws; the error is rethrown asynchronously, so it still shows. */
function each<T>(listeners: Iterable<T>, call: (listener: T) => void): void {
  for (const listener of [...listeners]) {
    try {
      call(listener);
    } catch (error) {
      queueMicrotask(() => {
        throw error;
      });
    }
  }
}

/** Creates an event channel; connect it to a source with `connectEventChannel`. */
function createEventChannel<E extends PushEventLike = PushEventLike>(): EventChannel<E> {
  const listeners = new Set<PushHandlers<E>>();
  const openListeners = new Set<() => void>();
  const catchUpListeners = new Set<() => void>();
  let connected = false;
  let opens = 0;

  const feed: Required<PushHandlers<E>> = {
    onEvent: (event) => each(listeners, (listener) => listener.onEvent(event)),
    onError: (message) => each(listeners, (listener) => listener.onError(message)),
    onStatus: (status) => {
      connected = status === "open";
      if (connected) opens += 1;
      each(listeners, (listener) => listener.onStatus?.(status));
      if (connected) each(openListeners, (listener) => listener());
    },
    onHello: (hello) => {
      each(listeners, (listener) => listener.onHello?.(hello));
      if (!hello.resumed) each(catchUpListeners, (listener) => listener());
    },
    onResync: (seq) => {
      each(listeners, (listener) => listener.onResync?.(seq));
      each(catchUpListeners, (listener) => listener());
    },
  };

  return {
    subscribe(handlers) {
      // A copy, so that the same handlers object subscribed twice counts twice and leaves once each.
      const entry = { ...handlers };
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    onOpen(listener) {
      const entry = () => listener();
      openListeners.add(entry);
      return () => {
        openListeners.delete(entry);
      };
    },
    onCatchUp(listener) {
      const entry = () => listener();
      catchUpListeners.add(entry);
      return () => {
        catchUpListeners.delete(entry);
      };
    },
    feed,
    get connected() {
      return connected;
    },
    get opens() {
      return opens;
    },
    get size() {
      return listeners.size;
    },
  };
}

/** Connects a channel to a push source (one connection); answers the disconnect. */
function connectEventChannel<E extends PushEventLike>(channel: EventChannel<E>, source: PushSubscribe<E>): () => void {
  const unsubscribe = source(channel.feed);
  return () => {
    unsubscribe();
    channel.feed.onStatus("closed");
  };
}

export { connectEventChannel, createEventChannel };
export type { EventChannel, PushConnectionStatus, PushHandlers, PushSubscribe };
