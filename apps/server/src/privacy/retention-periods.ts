// How long each kind of personal data is kept before the retention job removes it. A period is a
// number of days (0 keeps the data forever); a kind the administrator never set has its default,
// documented in docs/privacy.md.
import { sql } from "drizzle-orm";

import { retentionPeriods } from "../db/schema-privacy-audit.js";
import type { Db } from "../db/index.js";

const RETENTION_KINDS = ["aiConversations", "uploadedFiles", "answers", "classRecords", "auditEntries"] as const;
export type RetentionKind = (typeof RETENTION_KINDS)[number];

/**
 * The defaults. Uploaded files are kept until the administrator sets a period, because course materials
 * and avatars are uploads too and removing them would break live pages; the rest follow a school's usual
 * horizon: AI conversations a year, answers two, class records and the audit trail three.
 */
const DEFAULT_RETENTION_DAYS: Record<RetentionKind, number> = {
  aiConversations: 365,
  uploadedFiles: 0,
  answers: 730,
  classRecords: 1095,
  auditEntries: 1095,
};

export interface RetentionPeriodView {
  kind: RetentionKind;
  days: number;
  defaultDays: number;
}

/** Every kind's period, in the order of RETENTION_KINDS. */
export async function retentionPeriodsOf(db: Pick<Db, "select">): Promise<RetentionPeriodView[]> {
  const rows = await db.select().from(retentionPeriods);
  const set = new Map(rows.map((r) => [r.kind, r.days]));
  return RETENTION_KINDS.map((kind) => ({
    kind,
    days: set.get(kind) ?? DEFAULT_RETENTION_DAYS[kind],
    defaultDays: DEFAULT_RETENTION_DAYS[kind],
  }));
}

/** Sets the periods given; the other kinds keep theirs. */
export async function setRetentionPeriods(
  db: Pick<Db, "insert">,
  periods: { kind: RetentionKind; days: number }[],
  now: Date,
): Promise<void> {
  if (periods.length === 0) return;
  await db
    .insert(retentionPeriods)
    .values(periods.map((p) => ({ kind: p.kind, days: p.days, updatedAt: now })))
    .onConflictDoUpdate({
      target: retentionPeriods.kind,
      set: { days: sql`excluded.days`, updatedAt: sql`excluded.updated_at` },
    });
}
