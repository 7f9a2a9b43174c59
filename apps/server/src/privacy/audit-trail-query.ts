// Reading the audit trail: the administration page's filtered, paged list and its spreadsheet export.
// Names are looked up when the trail is read (the entries themselves keep ids only), so an erased
// person's entries read as the anonymised name the account now carries.
import { aliasedTable, and, desc, eq, gte, lt, type SQL } from "drizzle-orm";

import { schema } from "../db/index.js";
import { privacyAuditEntries as t } from "../db/schema-privacy-audit.js";
import { type Page, pageOf, type PageOf } from "../lib/paging.js";
import { schoolDateTime } from "../lib/school-time.js";
import { workbook } from "../lib/spreadsheet.js";
import type { Services } from "../routes/types.js";
import type { AuditAction } from "./audit-trail.js";

export interface AuditFilter {
  actorUserId?: number;
  subjectUserId?: number;
  action?: AuditAction;
  kind?: string;
  /** At or after (ms since the epoch). */
  from?: number;
  /** Before (ms since the epoch). */
  to?: number;
}

export interface AuditEntryView {
  id: number;
  time: number;
  actorUserId: number | null;
  actorName: string | null;
  action: AuditAction;
  kind: string;
  subjectUserId: number | null;
  subjectName: string | null;
  detail: string | null;
  clientAddress: string | null;
}

/** The most rows one export holds; a wider range is exported in parts by narrowing the time range. */
const AUDIT_EXPORT_MAX_ROWS = 50_000;

function conditions(f: AuditFilter): SQL | undefined {
  return and(
    f.actorUserId !== undefined ? eq(t.actorUserId, f.actorUserId) : undefined,
    f.subjectUserId !== undefined ? eq(t.subjectUserId, f.subjectUserId) : undefined,
    f.action ? eq(t.action, f.action) : undefined,
    f.kind ? eq(t.kind, f.kind) : undefined,
    f.from !== undefined ? gte(t.at, new Date(f.from)) : undefined,
    f.to !== undefined ? lt(t.at, new Date(f.to)) : undefined,
  );
}

async function entries(services: Services, f: AuditFilter, offset: number, limit: number): Promise<AuditEntryView[]> {
  const actor = aliasedTable(schema.users, "actor");
  const subject = aliasedTable(schema.users, "subject");
  const rows = await services.db
    .select({ e: t, actorName: actor.nickname, subjectName: subject.nickname })
    .from(t)
    .leftJoin(actor, eq(actor.id, t.actorUserId))
    .leftJoin(subject, eq(subject.id, t.subjectUserId))
    .where(conditions(f))
    .orderBy(desc(t.at), desc(t.id))
    .offset(offset)
    .limit(limit);
  return rows.map(({ e, actorName, subjectName }) => ({
    id: e.id,
    time: e.at.getTime(),
    actorUserId: e.actorUserId,
    actorName,
    action: e.action as AuditAction,
    kind: e.kind,
    subjectUserId: e.subjectUserId,
    subjectName,
    detail: e.detail,
    clientAddress: e.clientAddress,
  }));
}

/** One page of the trail, newest first. */
export async function pageAudit(services: Services, query: Page & AuditFilter): Promise<PageOf<AuditEntryView>> {
  return pageOf(services.db, t, conditions(query), query, (offset, limit) => entries(services, query, offset, limit));
}

/** The entries matching the filter as a spreadsheet, newest first, and how many rows it holds. */
export async function exportAudit(services: Services, filter: AuditFilter): Promise<{ book: Buffer; rows: number }> {
  const list = await entries(services, filter, 0, AUDIT_EXPORT_MAX_ROWS);
  const zone = services.config.schoolTimeZone;
  const book = await workbook(
    "审计日志",
    ["编号", "时间", "操作人编号", "操作人", "操作", "数据类别", "数据主体编号", "数据主体", "说明", "客户端地址"],
    list.map((e) => [
      e.id,
      schoolDateTime(e.time, zone),
      e.actorUserId ?? "",
      e.actorName ?? "",
      e.action,
      e.kind,
      e.subjectUserId ?? "",
      e.subjectName ?? "",
      e.detail ?? "",
      e.clientAddress ?? "",
    ]),
  );
  return { book, rows: list.length };
}
