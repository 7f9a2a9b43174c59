// What the retention job removes: for each kind of data, exactly the rows older than the kind's period
// (0 days keeps them forever). Each kind is removed in a transaction of its own, so a failure in one
// leaves the others done and is reported with the run.
import { lt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import { schema, type Db } from "../db/index.js";
import { privacyAuditEntries } from "../db/schema-privacy-audit.js";
import type { Services } from "../routes/types.js";
import { type RetentionKind, retentionPeriodsOf } from "./retention-periods.js";

const DAY_MS = 24 * 3600 * 1000;

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Rows removed by one kind's removal; files also go from storage once the rows are gone. */
interface Removal {
  count: number;
  files?: string[];
}

/** Deletes the rows of `table` whose `column` is before `cutoff`; answers how many. */
async function removeOlder(tx: Tx, table: PgTable, column: PgColumn, cutoff: Date): Promise<number> {
  return (
    await tx
      .delete(table)
      .where(lt(column, cutoff))
      .returning({ one: sql`1` })
  ).length;
}

const removals: Record<RetentionKind, (tx: Tx, cutoff: Date) => Promise<Removal>> = {
  // A conversation's age is its last message; its messages go with it (foreign key cascade).
  aiConversations: async (tx, cutoff) => {
    const t = schema.aiChatConversations;
    return { count: await removeOlder(tx, t, t.updatedAt, cutoff) };
  },
  uploadedFiles: async (tx, cutoff) => {
    const t = schema.files;
    const gone = await tx.delete(t).where(lt(t.createdAt, cutoff)).returning({ path: t.path });
    return { count: gone.length, files: gone.map((f) => f.path) };
  },
  // Every answer a student gives: to questions, surveys, practices, assignments and AI topics.
  answers: async (tx, cutoff) => {
    let count = 0;
    count += await removeOlder(tx, schema.questionAnswers, schema.questionAnswers.createdAt, cutoff);
    count += await removeOlder(tx, schema.surveyAnswers, schema.surveyAnswers.createdAt, cutoff);
    count += await removeOlder(tx, schema.practiceAnswers, schema.practiceAnswers.submitTime, cutoff);
    count += await removeOlder(tx, schema.assignmentSubmissions, schema.assignmentSubmissions.updatedAt, cutoff);
    count += await removeOlder(tx, schema.aiTopicSubmissions, schema.aiTopicSubmissions.updatedAt, cutoff);
    return { count };
  },
  // A class's records: the teacher's classroom records (their practices and video parts go with them)
  // and the students' check-ins.
  classRecords: async (tx, cutoff) => {
    const records = await removeOlder(tx, schema.classroomRecords, schema.classroomRecords.createdAt, cutoff);
    const checkIns = await removeOlder(tx, schema.signInRecords, schema.signInRecords.createdAt, cutoff);
    return { count: records + checkIns };
  },
  // The trail's trigger refuses every DELETE but the retention job's, which marks its transaction.
  auditEntries: async (tx, cutoff) => {
    await tx.execute(sql`SELECT set_config('smartclass.retention', 'on', true)`);
    return { count: await removeOlder(tx, privacyAuditEntries, privacyAuditEntries.at, cutoff) };
  },
};

export interface RetentionResult {
  /** Rows removed per kind (kinds kept forever are absent). */
  counts: Partial<Record<RetentionKind, number>>;
  /** The failures, one line per kind that failed; null when every kind was done. */
  error: string | null;
}

/** Removes, kind by kind, the rows older than their period at `now`. */
export async function applyRetention(services: Services, now: Date): Promise<RetentionResult> {
  const counts: RetentionResult["counts"] = {};
  const errors: string[] = [];
  for (const { kind, days } of await retentionPeriodsOf(services.db)) {
    if (days <= 0) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    try {
      const removal = await services.db.transaction((tx) => removals[kind](tx, cutoff));
      counts[kind] = removal.count;
      for (const path of removal.files ?? []) await services.storage.delete(path);
    } catch (err) {
      services.log.error({ err, kind }, "retention failed");
      errors.push(`${kind}: ${(err as Error).message}`);
    }
  }
  return { counts, error: errors.length ? errors.join("\n") : null };
}
