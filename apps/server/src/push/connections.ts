// The authenticated sockets of one server instance, by user: at most ten per user (tabs and devices;
// counted per instance), the oldest closed with 4008 for a newer one.
import type { WebSocket } from "ws";

import type { StoredEvent } from "./history.js";

const MAX_SOCKETS_PER_USER = 10;
const TOO_MANY_CODE = 4008;

export interface Connection {
  socket: WebSocket;
  userId: number;
  /** The session of the token it authenticated with (undefined: not known). */
  sessionId: string | undefined;
  deviceType: string;
  /** The highest seq sent on this socket: anything at or below it is a duplicate. */
  lastSeq: number;
  /** Live events that came while the socket's replay was being read (null once it is live). */
  held: StoredEvent[] | null;
}

export class Connections {
  private readonly byUser = new Map<number, Set<Connection>>();

  /** Counts the connection until its socket closes; closes the user's oldest past the limit. */
  add(connection: Connection): void {
    const { userId } = connection;
    let set = this.byUser.get(userId);
    if (!set) this.byUser.set(userId, (set = new Set()));
    set.add(connection);
    // A set iterates in insertion order: the first ones are the oldest.
    for (const old of set) {
      if (set.size <= MAX_SOCKETS_PER_USER) break;
      this.remove(old);
      old.socket.close(TOO_MANY_CODE, "too many connections");
    }
    connection.socket.on("close", () => this.remove(connection));
  }

  /** No longer counted (closing, or closed). */
  remove(connection: Connection): void {
    const set = this.byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) this.byUser.delete(connection.userId);
  }

  /** The user's connections (a copy: closing them while iterating is safe). */
  of(userId: number): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  all(): Connection[] {
    return [...this.byUser.values()].flatMap((set) => [...set]);
  }

  isOnline(userId: number): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
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

  clear(): void {
    this.byUser.clear();
  }
}
