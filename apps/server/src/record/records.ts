// Classroom records: lookups with their ownership checks (the session's teacher, or an administrator)
// and the record as the contract shows it (with its course, session and practice count).
import type { components } from "@smartclass/api";
import { count, eq, inArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { isAdmin, MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { recordMessages as m } from "./messages.js";

export type RecordRow = typeof schema.classroomRecords.$inferSelect;
export type RecordView = components["schemas"]["ClassroomRecord"];

/** A record by id; 404 when there is none (ids beyond the database range are not found). */
async function recordById(services: Services, id: number): Promise<RecordRow> {
  const [r] =
    id <= MAX_INT
      ? await services.db.select().from(schema.classroomRecords).where(eq(schema.classroomRecords.id, id))
      : [];
  if (!r) throw notFound(m.recordNotFound(id));
  return r;
}

/** Whether the caller may read and change a record: its teacher, or an administrator. */
export const ownsRecord = (user: AuthUser, r: Pick<RecordRow, "teacherId">) => r.teacherId === user.id || isAdmin(user);

/** A record the caller owns; 404 or 403 otherwise. */
export async function ownRecord(services: Services, user: AuthUser, id: number): Promise<RecordRow> {
  const r = await recordById(services, id);
  if (!ownsRecord(user, r)) throw forbidden(m.notYourRecord);
  return r;
}

/** Records as the contract shows them, in the order given. */
export async function recordViews(services: Services, rows: RecordRow[]): Promise<RecordView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [practices, names] = await Promise.all([
    services.db
      .select({ id: schema.classroomPractices.classroomRecordId, n: count() })
      .from(schema.classroomPractices)
      .where(inArray(schema.classroomPractices.classroomRecordId, ids))
      .groupBy(schema.classroomPractices.classroomRecordId),
    services.db
      .select({ itemId: schema.courseItems.id, itemName: schema.courseItems.name, courseName: schema.courses.name })
      .from(schema.courseItems)
      .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
      .where(inArray(schema.courseItems.id, [...new Set(rows.map((r) => r.courseItemId))])),
  ]);
  const practiceCount = new Map(practices.map((p) => [p.id, p.n]));
  const nameOf = new Map(names.map((n) => [n.itemId, n]));
  return rows.map((r) => ({
    id: r.id,
    courseId: r.courseId,
    courseItemId: r.courseItemId,
    title: r.title,
    content: r.content,
    practiceCount: practiceCount.get(r.id) ?? 0,
    createTime: r.createdAt.getTime(),
    courseName: nameOf.get(r.courseItemId)?.courseName ?? "",
    courseItemName: nameOf.get(r.courseItemId)?.itemName ?? "",
  }));
}
