// The push hub: WebSocket connections per user and device type, delivery to chosen users, and
// fan-out through PostgreSQL LISTEN/NOTIFY so that every server instance delivers to its own sockets.
import { randomUUID } from "node:crypto";

import { sql } from "drizzle-orm";
import { type WebSocket } from "ws";

import { type Database } from "./db/index.js";

/** A push event as the contract's PushEvent union describes it (discriminated on `type`). */
export type PushEvent = { type: string } & Record<string, unknown>;

interface Connection {
  socket: WebSocket;
  userId: number;
  deviceType: string;
}

const CHANNEL = "smartclass_push";

export class PushHub {
  private readonly byUser = new Map<number, Set<Connection>>();
  private readonly instanceId = randomUUID();
  private fanOut = false;

  constructor(private readonly database: Database) {}

  /** Starts listening for events published by other instances (PostgreSQL only). */
  async start(): Promise<void> {
    if (!this.database.listen) return;
    await this.database.listen(CHANNEL, (payload) => {
      try {
        const message = JSON.parse(payload) as { userIds: number[]; event: PushEvent };
        this.deliverLocal(message.userIds, message.event);
      } catch {
        // A malformed notification is not ours to answer; ignore it.
      }
    });
    this.fanOut = true;
  }

  /**
   * Takes a new socket at once (so that no early `ping` is lost while its token is being checked):
   * answers `ping` with `pong`. It receives events only once `register` names its user.
   */
  accept(socket: WebSocket): void {
    socket.on("message", (data, isBinary) => {
      if (!isBinary && data.toString() === "ping") socket.send("pong");
    });
    socket.on("error", () => socket.terminate());
  }

  /** Counts a socket as a connection of the user, until it closes. */
  register(socket: WebSocket, userId: number, deviceType: string): void {
    if (socket.readyState !== socket.OPEN) return;
    const connection: Connection = { socket, userId, deviceType };
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
    socket.on("close", () => {
      set.delete(connection);
      if (set.size === 0 && this.byUser.get(userId) === set) this.byUser.delete(userId);
    });
  }

  /** Connections per user and device type, e.g. { 5: { pc: 1, pad: 1 } }. */
  stats(): Record<number, Record<string, number>> {
    const out: Record<number, Record<string, number>> = {};
    for (const [userId, set] of this.byUser) {
      const counts: Record<string, number> = {};
      for (const c of set) counts[c.deviceType] = (counts[c.deviceType] ?? 0) + 1;
      out[userId] = counts;
    }
    return out;
  }

  isOnline(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** Sends an event to the given users on every instance. */
  async send(userIds: number[], event: PushEvent): Promise<void> {
    if (userIds.length === 0) return;
    if (this.fanOut) {
      const payload = JSON.stringify({ origin: this.instanceId, userIds, event });
      if (Buffer.byteLength(payload) < 7900) {
        await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
        return;
      }
      // Too large for one notification: split the recipients.
      const half = Math.ceil(userIds.length / 2);
      await this.send(userIds.slice(0, half), event);
      await this.send(userIds.slice(half), event);
      return;
    }
    this.deliverLocal(userIds, event);
  }

  private deliverLocal(userIds: number[], event: PushEvent): void {
    const frame = JSON.stringify(event);
    for (const userId of userIds) {
      for (const c of this.byUser.get(userId) ?? []) {
        if (c.socket.readyState === c.socket.OPEN) c.socket.send(frame);
      }
    }
  }

  /** Closes every socket (server shutdown). */
  closeAll(): void {
    for (const set of this.byUser.values()) for (const c of set) c.socket.close(1001, "server shutting down");
    this.byUser.clear();
  }
}
