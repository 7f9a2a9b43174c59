// More than one server instance on one PostgreSQL: a send stores its rows under a lock and notifies
// only the highest new row id; every instance then reads the rows after the last one it delivered and
// hands them to its own sockets, so an event of any size reaches every instance in the order it was
// stored, and a notification missed while the listener was down is made up by the next read.
import { sql } from "drizzle-orm";

import type { Database } from "../db/index.js";
import { appendEvent, eventsAfter, lastEventId, type StoredEvent } from "./history.js";

const CHANNEL = "smartclass_push";
/** Serialises sends across instances, so that row ids are committed in id order (see `store`). */
const SEND_LOCK = 0x5c_9054;
/** Rows read per query when catching up with what other instances stored. */
const PUMP_BATCH = 1000;
const PUMP_RETRY_MS = 1000;

export class FanOut {
  /** The highest row id this instance delivered (or saw at start). */
  private cursor = 0;
  private enabled = false;
  private pumping = false;
  private pumpAgain = false;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly database: Database,
    private readonly deliver: (events: StoredEvent[]) => void,
    private readonly report: (error: unknown, what: string) => void,
  ) {}

  /** Listens for other instances' sends, then takes the cursor: a row stored in between is older than any socket here. */
  async listen(): Promise<void> {
    await this.database.listen!(
      CHANNEL,
      (payload) => this.onNotification(payload),
      () => void this.pump(),
    );
    this.cursor = await lastEventId(this.database.db);
  }

  /** Starts reading what is notified (once the hub hears revocations too). */
  enable(): void {
    this.enabled = true;
  }

  /**
   * Stores the event for its recipients and notifies the highest new row id; every instance (this one
   * too) reads the rows after its cursor. The lock makes ids commit in id order across instances:
   * without it a reader could see id 13 committed before id 12, move its cursor past 12 and never
   * deliver it.
   */
  async store(recipients: number[], json: string, at: Date): Promise<void> {
    await this.database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK}::bigint)`);
      const rows = await appendEvent(tx, recipients, json, at);
      const last = rows[rows.length - 1];
      if (last) await tx.execute(sql`select pg_notify(${CHANNEL}, ${String(last.id)})`);
    });
  }

  stop(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  private onNotification(payload: string): void {
    const id = Number(payload);
    if (Number.isFinite(id) && id <= this.cursor) return;
    void this.pump();
  }

  /** Reads and delivers every row after the cursor; one reader at a time. */
  private async pump(): Promise<void> {
    if (!this.enabled || this.closed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        let batch: StoredEvent[];
        do {
          batch = await eventsAfter(this.database.db, this.cursor, PUMP_BATCH);
          this.deliver(batch);
          const last = batch[batch.length - 1];
          if (last) this.cursor = last.id;
        } while (batch.length === PUMP_BATCH && !this.closed);
      } while (this.pumpAgain && !this.closed);
    } catch (error) {
      if (this.closed) return;
      this.report(error, "push catch-up read");
      this.retry = setTimeout(() => {
        this.retry = undefined;
        void this.pump();
      }, PUMP_RETRY_MS);
      this.retry.unref();
    } finally {
      this.pumping = false;
    }
  }
}
