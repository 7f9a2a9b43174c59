// The push history's SQL: numbering and storing an event for its recipients, reading what a client
// missed, reading what other instances stored, and trimming.
import { and, asc, eq, gt, lte, max, sql } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";

/** The rows of a raw `db.execute` result: node-postgres and PGlite both answer `{ rows }`. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Events kept per user, and for how long: a client away longer than this refetches everything instead. */
const HISTORY_PER_USER = 500;
const HISTORY_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** One stored event as one user receives it. */
export interface StoredEvent {
  /** The global row id (the instances' cursor). */
  id: number;
  userId: number;
  /** The user's sequence number (the client's cursor). */
  seq: number;
  /** The event's JSON text, without seq and time. */
  json: string;
  /** When it was sent (epoch ms, the server's clock). */
  at: number;
}

/**
 * Gives every recipient its next sequence number and stores the event for each, in one statement (so
 * the numbers and the rows are written together or not at all). `userIds` must be distinct: a counter
 * row may be updated once per statement. Answers the rows in id order.
 */
export async function appendEvent(db: Db | Tx, userIds: number[], json: string, at: Date): Promise<StoredEvent[]> {
  const ids = `{${userIds.map((id) => Math.trunc(id)).join(",")}}`;
  const result = await db.execute(sql`
    with numbered as (
      insert into ${schema.pushCounters} (user_id, last_seq)
      select u, 1 from unnest(${ids}::int[]) as u order by u
      on conflict (user_id) do update set last_seq = ${schema.pushCounters}.last_seq + 1
      returning user_id, last_seq
    )
    insert into ${schema.pushEvents} (user_id, seq, event, created_at)
    select user_id, last_seq, ${json}::jsonb, ${at.toISOString()}::timestamptz from numbered
    returning id, user_id, seq`);
  return rowsOf<{ id: number | string; user_id: number; seq: number }>(result)
    .map((r) => ({ id: Number(r.id), userId: Number(r.user_id), seq: Number(r.seq), json, at: at.getTime() }))
    .sort((a, b) => a.id - b.id);
}

/** The user's last sequence number (0 before the first event). */
export async function currentSeq(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ lastSeq: schema.pushCounters.lastSeq })
    .from(schema.pushCounters)
    .where(eq(schema.pushCounters.userId, userId));
  return row?.lastSeq ?? 0;
}

const storedColumns = {
  id: schema.pushEvents.id,
  userId: schema.pushEvents.userId,
  seq: schema.pushEvents.seq,
  json: sql<string>`${schema.pushEvents.event}::text`,
  createdAt: schema.pushEvents.createdAt,
};

const toStored = (r: { id: number; userId: number; seq: number; json: string; createdAt: Date }): StoredEvent => ({
  id: Number(r.id),
  userId: r.userId,
  seq: r.seq,
  json: r.json,
  at: r.createdAt.getTime(),
});

/** The user's events with seq in (after, upTo], in order (those still kept). */
export async function eventsOfUser(db: Db, userId: number, after: number, upTo: number): Promise<StoredEvent[]> {
  const rows = await db
    .select(storedColumns)
    .from(schema.pushEvents)
    .where(
      and(eq(schema.pushEvents.userId, userId), gt(schema.pushEvents.seq, after), lte(schema.pushEvents.seq, upTo)),
    )
    .orderBy(asc(schema.pushEvents.seq));
  return rows.map(toStored);
}

/** Up to `limit` stored events after the global id `cursor`, in id order (what other instances sent). */
export async function eventsAfter(db: Db, cursor: number, limit: number): Promise<StoredEvent[]> {
  const rows = await db
    .select(storedColumns)
    .from(schema.pushEvents)
    .where(gt(schema.pushEvents.id, cursor))
    .orderBy(asc(schema.pushEvents.id))
    .limit(limit);
  return rows.map(toStored);
}

/** The highest global id stored (0 when none). */
export async function lastEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(schema.pushEvents.id) }).from(schema.pushEvents);
  return Number(row?.id ?? 0);
}

/** Deletes what is past the history: beyond the last HISTORY_PER_USER of a user, or older than a day. */
export async function trimHistory(db: Db, now: Date): Promise<number> {
  const beyond = await db.execute(sql`
    delete from ${schema.pushEvents} e using ${schema.pushCounters} c
    where e.user_id = c.user_id and e.seq <= c.last_seq - ${HISTORY_PER_USER}`);
  const old = await db
    .delete(schema.pushEvents)
    .where(
      sql`${schema.pushEvents.createdAt} < ${new Date(now.getTime() - HISTORY_MAX_AGE_MS).toISOString()}::timestamptz`,
    );
  return affected(beyond) + affected(old);
}

function affected(result: unknown): number {
  const r = result as { rowCount?: number | null; affectedRows?: number };
  return Number(r.rowCount ?? r.affectedRows ?? 0);
}
