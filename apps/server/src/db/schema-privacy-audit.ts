// The audit trail of personal data (who viewed, exported, changed or erased whose data) and the retention
// job's settings and runs. The audit table is append-only: the migration adds a trigger that refuses every
// UPDATE, and every DELETE except the retention job's (a transaction that set `smartclass.retention` on).
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const privacyAuditEntries = pgTable(
  "privacy_audit_entries",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The server clock's time of the action. */
    at: ts("at").notNull(),
    /** Who acted; null for the server itself (the retention job). No foreign key: the fact outlives the account. */
    actorUserId: integer("actor_user_id"),
    /** `view` | `export` | `change` | `erase`. */
    action: text("action").notNull(),
    /** What was touched: `user-export`, `grade-export`, `record-export`, `face-data-list`, `submission`, … */
    kind: text("kind").notNull(),
    /** Whose data, when it is one person's. */
    subjectUserId: integer("subject_user_id"),
    /** Non-personal detail: ids and counts, never names or contents. */
    detail: text("detail"),
    clientAddress: text("client_address"),
  },
  (t) => [
    index("privacy_audit_entries_at_idx").on(t.at),
    index("privacy_audit_entries_actor_idx").on(t.actorUserId),
    index("privacy_audit_entries_subject_idx").on(t.subjectUserId),
  ],
);

/** One retention period per kind of data; 0 days keeps it forever. Missing kinds take the documented default. */
export const retentionPeriods = pgTable("retention_periods", {
  kind: text("kind").primaryKey(),
  days: integer("days").notNull(),
  updatedAt: ts("updated_at")
    .notNull()
    .default(sql`now()`),
});

/** Each run of the retention job: when, how many rows of each kind it removed, and the error if it failed. */
export const retentionRuns = pgTable("retention_runs", {
  id: serial("id").primaryKey(),
  startedAt: ts("started_at").notNull(),
  finishedAt: ts("finished_at"),
  /** `scheduled` or `manual`. */
  trigger: text("trigger").notNull(),
  counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
  error: text("error"),
});
