// The audit trail of personal data: one entry for each time someone viewed, exported, changed or erased
// personal data (a user export, a grade or record export, the face data list, a submission opened by a
// teacher, a consent, an erasure). Entries are only ever added: the table's trigger refuses UPDATE, and
// DELETE outside the retention job, so no operation (and no stray SQL) can rewrite what happened.
import type { Ctx, Services } from "../routes/types.js";
import type { Db } from "../db/index.js";
import { privacyAuditEntries } from "../db/schema-privacy-audit.js";

/** What was done with the data. */
export type AuditAction = "view" | "export" | "change" | "erase";

/**
 * What was touched. Known kinds are listed for documentation and filters; a caller may use another
 * kebab-case name for a new place (the column is free text), and should add it here when it does.
 */
type AuditKind =
  | "user-export"
  | "grade-export"
  | "record-export"
  | "face-data-list"
  | "face-data"
  | "submission"
  | "consent"
  | "erasure"
  | "data-export"
  | "audit-export"
  | "retention"
  | (string & {});

export interface AuditEntryInput {
  /** When, by the server's clock (`services.clock.now()`), so tests that move the clock see it moved. */
  at: Date;
  /** Who acted; null when the server itself acted (the retention job). */
  actorUserId: number | null;
  action: AuditAction;
  kind: AuditKind;
  /** Whose data, when the action concerns one person; omit for lists and exports of many. */
  subjectUserId?: number | null;
  /**
   * A short non-personal detail: ids, counts, filters by id (e.g. `assignment=12 rows=30`). Never a name,
   * a mobile number, an answer's content or anything else the trail would then itself have to protect.
   */
  detail?: string | null;
  /** The client's address as the server saw it (`request.ip`). */
  clientAddress?: string | null;
}

/** The longest detail kept; a longer one is cut (details are meant to be ids and counts). */
const DETAIL_MAX = 500;

/**
 * Adds one entry to the audit trail, stamped with the server clock's time. Call it once per action (an
 * export of 300 rows is one entry, with the count in `detail`), after the data was read or changed and
 * inside the same transaction when there is one (pass the transaction as `db`), so a failed action leaves
 * no entry and a done one always leaves its entry.
 *
 * @example
 * await recordAudit(tx, { at: services.clock.now(), actorUserId: admin.id, action: "erase", kind: "erasure",
 *   subjectUserId: student.id, detail: "files=3", clientAddress: req.ip });
 */
export async function recordAudit(db: Pick<Db, "insert">, entry: AuditEntryInput): Promise<void> {
  await db.insert(privacyAuditEntries).values({
    at: entry.at,
    actorUserId: entry.actorUserId,
    action: entry.action,
    kind: entry.kind,
    subjectUserId: entry.subjectUserId ?? null,
    detail: entry.detail ? entry.detail.slice(0, DETAIL_MAX) : null,
    clientAddress: entry.clientAddress ?? null,
  });
}

/**
 * The same from inside an operation handler: the actor is the signed-in caller, the address the request's,
 * the time the server clock's. Pass `db` to write inside a transaction (defaults to `services.db`).
 *
 * @example
 * await auditFromRequest(ctx, { action: "export", kind: "user-export", detail: `rows=${rows.length}` });
 */
export async function auditFromRequest(
  ctx: Pick<Ctx, "req" | "user"> & { services: Pick<Services, "db" | "clock"> },
  entry: Omit<AuditEntryInput, "at" | "actorUserId" | "clientAddress">,
  db: Pick<Db, "insert"> = ctx.services.db,
): Promise<void> {
  await recordAudit(db, {
    ...entry,
    at: ctx.services.clock.now(),
    actorUserId: ctx.user?.id ?? null,
    clientAddress: ctx.req.ip,
  });
}
