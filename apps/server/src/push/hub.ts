// The push hub: WebSocket connections per user and device type, and delivery of numbered events.
// Every event is stored for each recipient with the recipient's next sequence number (history.ts), so a
// client that reconnects says the last number it saw and is sent exactly what it missed (replay.ts).
// With several server instances on one PostgreSQL, every instance reads what the others stored
// (fan-out.ts).
// Sockets are also ended by the server: those of revoked sessions (revocations.ts), the oldest past
// ten of one user on this instance (connections.ts), those that stopped reading (backpressure.ts), and peers that stopped
// answering pings (liveness.ts).
import { sql } from "drizzle-orm";
import type { WebSocket } from "ws";

import type { Database } from "../db/index.js";
import { type Clock, systemClock } from "../lib/clock.js";
import { AuthGate, closeUnauthorized } from "./auth-gate.js";
import { dropIfOverflowing } from "./backpressure.js";
import { type Connection, Connections } from "./connections.js";
import { FanOut } from "./fan-out.js";
import { eventFrame, parseAuthFrame, parseLastSeq, type PushEvent, storedJson } from "./frames.js";
import { appendEvent, type StoredEvent, trimHistory } from "./history.js";
import { Heartbeat } from "./liveness.js";
import {
  parseRevocation,
  RecentRevocations,
  REVOKED_CODE,
  REVOKED_REASON,
  type Revocation,
  revocationPayload,
  revokes,
} from "./revocations.js";
import { catchUp, type Resume } from "./replay.js";

export type { PushEvent, Revocation };

/** Revoked sessions, heard by every instance (payload: revocations.ts). */
const REVOKE_CHANNEL = "smartclass_push_revoke";
const TRIM_EVERY_MS = 10 * 60 * 1000;

export interface PushHubOptions {
  /** Where the hub reads the time (stored events' `at`, the trim's 24 h, the auth deadline). */
  clock?: Clock;
  /**
   * The user (and session) of a valid access token; rejects otherwise. Needed by `accept` with a
   * handshake. A socket that knows its session is closed by that session's revocation only.
   */
  authenticate?: (token: string) => Promise<number | SocketOwner>;
  /**
   * Whether each session is still valid (not revoked, its user neither disabled nor deleted): asked for
   * the sockets here after notifications may have been missed (the listener was reconnected).
   */
  stillValid?: (owners: SocketOwner[]) => Promise<boolean[]>;
  /** How often the server pings each socket (ms); 30 s. Two unanswered pings end the socket. */
  pingIntervalMs?: number;
  /** How long a socket may take to send its auth frame (ms on the clock); 10 s. */
  authTimeoutMs?: number;
  /** A failure nobody awaits (a catch-up read, a trim). */
  onError?: (error: unknown, what: string) => void;
}

/** Who a socket authenticated as. */
export interface SocketOwner {
  userId: number;
  /** The session of its token (undefined: unknown, any revocation of the user closes it). */
  sessionId?: string | undefined;
}

/** What the socket's URL said: `?token=…&lastSeq=…&deviceType=…` (all optional). */
export interface Handshake {
  token?: string | undefined;
  lastSeq?: unknown;
  deviceType: string;
}

export class PushHub {
  private readonly connections = new Connections();
  private readonly clock: Clock;
  private readonly gate: AuthGate;
  private readonly heartbeat: Heartbeat;
  private readonly revocations = new RecentRevocations();
  /** The sends of this instance, one after the other (see `store`). */
  private sending: Promise<unknown> = Promise.resolve();
  /** PostgreSQL: reading what every instance stored. */
  private readonly pump: FanOut;
  private fanOut = false;
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    private readonly database: Database,
    private readonly options: PushHubOptions = {},
  ) {
    this.clock = options.clock ?? systemClock;
    this.gate = new AuthGate(this.clock, options.authTimeoutMs);
    this.heartbeat = new Heartbeat(options.pingIntervalMs);
    this.pump = new FanOut(
      database,
      (events) => this.deliver(events),
      (error, what) => this.report(error, what),
    );
  }

  /** Starts the background trim and, on PostgreSQL, listening for what other instances store. */
  async start(): Promise<void> {
    if (this.database.listen) {
      await this.pump.listen();
      await this.database.listen(
        REVOKE_CHANNEL,
        (payload) => {
          const revocation = parseRevocation(payload);
          if (revocation) this.closeRevoked(revocation);
        },
        () => void this.closeInvalid().catch((error: unknown) => this.report(error, "push session check")),
      );
      this.fanOut = true;
      this.pump.enable();
    }
    this.every(TRIM_EVERY_MS, () => this.trim().catch((error: unknown) => this.report(error, "push history trim")));
  }

  /** Whether this instance hears other instances' sends (always on the embedded engine, which has no others). */
  get listening(): boolean {
    return !this.database.listen || (this.fanOut && (this.database.listening?.() ?? false));
  }

  /**
   * Takes a new socket at once (so that no early `ping` is lost while its token is being checked):
   * answers `ping` with `pong`. With a handshake it authenticates the socket itself: by the URL's
   * token, or else by the first frame `{"type":"auth","token":…,"lastSeq":…}` within the time limit;
   * a bad token, another first frame or none in time closes it with 4001. Without a handshake the
   * caller authenticates and calls `register`.
   */
  accept(socket: WebSocket, handshake?: Handshake): void {
    let awaitingAuthFrame = false;
    socket.on("message", (data, isBinary) => {
      if (isBinary) return;
      const text = data.toString();
      if (text === "ping") {
        socket.send("pong");
        return;
      }
      if (!awaitingAuthFrame || !handshake) return;
      awaitingAuthFrame = false;
      // The frame came in time: checking its token may take longer without the socket being late.
      this.gate.pass(socket);
      const auth = parseAuthFrame(text);
      if (!auth) {
        closeUnauthorized(socket);
        return;
      }
      this.authenticate(socket, auth.token, handshake.deviceType, { lastSeq: auth.lastSeq, hello: true });
    });
    socket.on("error", () => socket.terminate());
    this.heartbeat.watch(socket);
    if (!handshake) return;
    if (handshake.token) {
      // The URL form clients made before sequence numbers: hello and replay only when they ask with lastSeq.
      const lastSeq = parseLastSeq(handshake.lastSeq);
      this.authenticate(
        socket,
        handshake.token,
        handshake.deviceType,
        lastSeq === null ? undefined : { lastSeq, hello: true },
      );
      return;
    }
    awaitingAuthFrame = true;
    this.gate.wait(socket);
  }

  /**
   * Counts a socket as a connection of the user, until it closes. With `resume` it first sends hello
   * and what the client missed (or one resync), holding live events back meanwhile; without, it is
   * live at once (the URL form without lastSeq).
   */
  async register(socket: WebSocket, owner: number | SocketOwner, deviceType: string, resume?: Resume): Promise<void> {
    if (socket.readyState !== socket.OPEN) return;
    const { userId, sessionId } = typeof owner === "number" ? { userId: owner, sessionId: undefined } : owner;
    const connection: Connection = { socket, userId, sessionId, deviceType, lastSeq: 0, held: resume ? [] : null };
    this.connections.add(connection);
    if (!resume) return;
    try {
      await catchUp(this.database.db, this.clock, connection, resume, (c, event) => this.offer(c, event));
    } catch (error) {
      this.report(error, "push replay");
      // The client reconnects and asks again.
      if (socket.readyState === socket.OPEN) socket.close(1011, "try again");
    }
  }

  /** Connections per user and device type, e.g. { 5: { pc: 1, pad: 1 } }. */
  stats(): Record<number, Record<string, number>> {
    return this.connections.stats();
  }

  isOnline(userId: number): boolean {
    return this.connections.isOnline(userId);
  }

  /**
   * Sends an event to the given users on every instance: each recipient gets its next seq, the event
   * is kept in the history, and then delivered. Resolves once it is stored. Not to be called inside a
   * database transaction (on PGlite the store would wait for that transaction forever).
   */
  async send(userIds: number[], event: PushEvent): Promise<void> {
    const recipients = [...new Set(userIds.filter((id) => Number.isSafeInteger(id)))].sort((a, b) => a - b);
    if (recipients.length === 0) return;
    const json = storedJson(event);
    const run = this.sending.then(() => this.store(recipients, json));
    this.sending = run.catch(() => undefined);
    await run;
  }

  /** Deletes what is past the history (the last 500 per user, 24 h); answers how many rows. */
  trim(): Promise<number> {
    return trimHistory(this.database.db, this.clock.now());
  }

  /**
   * Closes the open sockets of revoked sessions on every instance (4001 "revoked"), once the
   * revocation is stored. On PostgreSQL every instance (this one too) hears it through the database.
   */
  async revoke(revocation: Revocation): Promise<void> {
    if (!this.fanOut) {
      this.closeRevoked(revocation);
      return;
    }
    await this.database.db.execute(sql`select pg_notify(${REVOKE_CHANNEL}, ${revocationPayload(revocation)})`);
  }

  /** Sets how often sockets are pinged (tests: milliseconds instead of 30 s). */
  setPingInterval(ms: number): void {
    this.heartbeat.setInterval(ms);
  }

  /** Closes every socket and stops the background work (server shutdown). */
  closeAll(): void {
    this.pump.stop();
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    this.gate.stop();
    this.heartbeat.stop();
    for (const c of this.connections.all()) c.socket.close(1001, "server shutting down");
    this.connections.clear();
  }

  private authenticate(socket: WebSocket, token: string, deviceType: string, resume: Resume | undefined): void {
    const check = this.options.authenticate;
    if (!check) throw new Error("PushHub: accept with a handshake needs the authenticate option");
    const mark = this.revocations.mark;
    check(token).then(
      (found) => {
        const owner = typeof found === "number" ? { userId: found } : found;
        // A revocation heard while the token was being checked found no socket of this one to close.
        const revoked = this.revocations.since(mark, owner.userId, owner.sessionId);
        if (revoked === undefined) return this.authenticate(socket, token, deviceType, resume);
        this.gate.pass(socket);
        if (revoked) {
          closeUnauthorized(socket);
          return;
        }
        return this.register(socket, owner, deviceType, resume);
      },
      () => {
        this.gate.pass(socket);
        closeUnauthorized(socket);
      },
    );
  }

  /** Stores the event for its recipients: on PGlite (one process) delivered right after; on PostgreSQL through the fan-out. */
  private async store(recipients: number[], json: string): Promise<void> {
    if (this.fanOut) return this.pump.store(recipients, json, this.clock.now());
    this.deliver(await appendEvent(this.database.db, recipients, json, this.clock.now()));
  }

  private deliver(events: StoredEvent[]): void {
    for (const event of events) {
      for (const connection of this.connections.of(event.userId)) this.offer(connection, event);
    }
  }

  private offer(connection: Connection, event: StoredEvent): void {
    if (connection.held) {
      connection.held.push(event);
      return;
    }
    if (event.seq <= connection.lastSeq) return;
    connection.lastSeq = event.seq;
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return;
    socket.send(eventFrame(event, false));
    // What it did not take stays in the history: it is replayed when the client comes back.
    if (dropIfOverflowing(socket)) this.connections.remove(connection);
  }

  private closeRevoked(revocation: Revocation): void {
    this.revocations.add(revocation);
    for (const connection of this.connections.of(revocation.userId)) {
      if (!revokes(revocation, connection.userId, connection.sessionId)) continue;
      this.connections.remove(connection);
      connection.socket.close(REVOKED_CODE, REVOKED_REASON);
    }
  }

  /** Closes the sockets whose session is no longer valid (after notifications may have been missed). */
  private async closeInvalid(): Promise<void> {
    const check = this.options.stillValid;
    if (!check) return;
    const connections = this.connections.all();
    if (connections.length === 0) return;
    const valid = await check(connections.map((c) => ({ userId: c.userId, sessionId: c.sessionId })));
    for (const [i, connection] of connections.entries()) {
      if (valid[i]) continue;
      this.connections.remove(connection);
      connection.socket.close(REVOKED_CODE, REVOKED_REASON);
    }
  }

  private every(ms: number, work: () => Promise<unknown>): void {
    const timer = setInterval(() => void work(), ms);
    timer.unref();
    this.timers.add(timer);
  }

  private report(error: unknown, what: string): void {
    this.options.onError?.(error, what);
  }
}
