// The audit trail's filters: what the filter row holds (text as typed) and the query they make for the
// server (ids as numbers, days as the instants that bound them on the school's calendar).
import { endOfSchoolDay, startOfSchoolDay } from "../../lib/time";
import { privacyMessages as m } from "./privacy-messages";

/** One entry as the server answers it. */
type AuditEntryRow = {
  id: number;
  /** ms since the epoch */
  time: number;
  actorUserId: number | null;
  actorName: string | null;
  action: "view" | "export" | "change" | "erase";
  kind: string;
  subjectUserId: number | null;
  subjectName: string | null;
  detail: string | null;
  clientAddress: string | null;
};

type AuditFilters = {
  action: "" | AuditEntryRow["action"];
  kind: string;
  /** User ids as typed. */
  actorUserId: string;
  subjectUserId: string;
  /** Days as `yyyy-MM-dd`, or "". */
  from: string;
  to: string;
};

const noAuditFilters: AuditFilters = { action: "", kind: "", actorUserId: "", subjectUserId: "", from: "", to: "" };

/** The query the server takes for these filters. */
type AuditQuery = {
  action?: AuditEntryRow["action"];
  kind?: string;
  actorUserId?: number;
  subjectUserId?: number;
  from?: number;
  to?: number;
};

const positiveId = (text: string): number | undefined | null => {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return /^[1-9]\d{0,15}$/.test(trimmed) ? Number(trimmed) : null;
};

/** The filters' query, or what is wrong with them (an id that is not one, an end before the start). */
function auditFilterQuery(filters: AuditFilters): { query: AuditQuery } | { error: string } {
  const actor = positiveId(filters.actorUserId);
  const subject = positiveId(filters.subjectUserId);
  if (actor === null || subject === null) return { error: m.badId };
  if (filters.from && filters.to && filters.to < filters.from) return { error: m.reversedRange };
  const from = filters.from ? startOfSchoolDay(filters.from) : null;
  // The end day is included: the query's bound (exclusive) is the second after its last second.
  const end = filters.to ? endOfSchoolDay(filters.to) : null;
  const to = end === null ? null : end + 1000;
  return {
    query: {
      ...(filters.action ? { action: filters.action } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      ...(actor !== undefined ? { actorUserId: actor } : {}),
      ...(subject !== undefined ? { subjectUserId: subject } : {}),
      ...(from !== null ? { from } : {}),
      ...(to !== null ? { to } : {}),
    },
  };
}

export { auditFilterQuery, noAuditFilters };
export type { AuditEntryRow, AuditFilters, AuditQuery };
