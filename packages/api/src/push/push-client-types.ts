// The push client's public shapes: the socket and timers it is given, its options, the events it
// delivers and the connection it hands back.
import type { ServerClock } from "../clock/server-clock";
import type { Messages } from "../messages";
import type { PushEvent } from "./parse-push-event";

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
