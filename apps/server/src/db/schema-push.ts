// The push history: every event sent to a user, numbered per user (the client's cursor: it asks for
// what came after the last number it saw) and globally (each server instance's cursor: it reads what
// came after the last row it delivered). Kept for a while so that a client reconnecting after a
// network drop or a server restart is sent exactly what it missed.
import { bigserial, index, integer, jsonb, pgTable, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The last sequence number given to each user; sending increments it for every recipient in one
 * statement, so two instances sending to the same user at once never give the same number or skip one.
 * Not a foreign key: a push to a user removed meanwhile is not an error.
 */
export const pushCounters = pgTable("push_counters", {
  userId: integer("user_id").primaryKey(),
  lastSeq: integer("last_seq").notNull(),
});

/** One event as one user received it (a send to 200 students is 200 rows, one per student). */
export const pushEvents = pgTable(
  "push_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id").notNull(),
    seq: integer("seq").notNull(),
    /** The event as the contract's PushEvent union describes it, without its seq and time. */
    event: jsonb("event").notNull(),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("push_events_user_seq_idx").on(t.userId, t.seq),
    // The background trim deletes by age.
    index("push_events_created_idx").on(t.createdAt),
  ],
);
