// Where a screen-cast's changes reach the open big-screen streams: listeners per screen id on this
// instance, and, on PostgreSQL, fan-out through LISTEN/NOTIFY (as the push hub does) so that a cast
// made on one server instance reaches streams held by another.
import { sql } from "drizzle-orm";

import type { Database } from "../db/index.js";

/** What happened to a cast: shown something new, ended, or this server is shutting down. */
export type CastChange = "cast" | "end" | "shutdown";
export type CastListener = (change: CastChange) => void;

const CHANNEL = "smartclass_cast";

/** The listeners of one database's casts (one hub per database, shared by every request). */
export class CastHub {
  private readonly byScreen = new Map<string, Set<CastListener>>();
  private started: Promise<void> | undefined;

  constructor(private readonly database: Database) {}

  /**
   * Starts listening for other instances' changes (once; PostgreSQL only). When the listening connection
   * comes back after a drop, notifications sent meanwhile are gone: every open stream then reads its
   * screen's cast again (a stream only ever moves to a newer version, and ends if the cast ended).
   */
  start(): Promise<void> {
    this.started ??= this.database.listen
      ? this.database.listen(
          CHANNEL,
          (payload) => {
            try {
              const { screenId, change } = JSON.parse(payload) as { screenId: string; change: CastChange };
              this.deliver(screenId, change);
            } catch {
              // A malformed notification is not ours to answer; ignore it.
            }
          },
          () => this.rereadAll(),
        )
      : Promise.resolve();
    return this.started;
  }

  /** Every open stream of this instance reads its screen's cast again. */
  rereadAll(): void {
    for (const [screenId] of this.byScreen) this.deliver(screenId, "cast");
  }

  /** Calls `listener` on every change of the screen's cast until the returned function is called. */
  subscribe(screenId: string, listener: CastListener): () => void {
    let set = this.byScreen.get(screenId);
    if (!set) this.byScreen.set(screenId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.byScreen.get(screenId) === set) this.byScreen.delete(screenId);
    };
  }

  /** Announces a change to every instance's streams of the screen. */
  async publish(screenId: string, change: Exclude<CastChange, "shutdown">): Promise<void> {
    await this.start();
    if (this.database.listen) {
      // This instance hears its own notification too, so local streams are served by the same path.
      await this.database.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ screenId, change })})`);
      return;
    }
    this.deliver(screenId, change);
  }

  /** Open streams on this instance (all screens). */
  size(): number {
    let n = 0;
    for (const set of this.byScreen.values()) n += set.size;
    return n;
  }

  /** Ends every stream of this instance without announcing an end (server shutdown; screens reconnect). */
  shutdown(): void {
    for (const [screenId] of this.byScreen) this.deliver(screenId, "shutdown");
  }

  private deliver(screenId: string, change: CastChange): void {
    for (const listener of [...(this.byScreen.get(screenId) ?? [])]) listener(change);
  }
}

const hubs = new WeakMap<Database, CastHub>();

/** The cast hub of a database (created on first use). */
export function castHubOf(database: Database): CastHub {
  let hub = hubs.get(database);
  if (!hub) hubs.set(database, (hub = new CastHub(database)));
  return hub;
}
