// The automatic classroom record: every class session gets exactly one, written when it starts (and,
// for a session started before records were automatic, when it ends), titled
// `{courseName} · {courseItemName}`. The partial unique index classroom_records_automatic_idx keeps it
// to one under two concurrent starts.
import { and, eq, sql } from "drizzle-orm";

import type { CourseItemRow } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";

/** Writes the session's automatic record unless it has one. */
export async function ensureSessionRecord(services: Services, item: CourseItemRow): Promise<void> {
  const [course] = await services.db
    .select({ name: schema.courses.name })
    .from(schema.courses)
    .where(eq(schema.courses.id, item.courseId));
  if (!course) return;
  const t = schema.classroomRecords;
  const [existing] = await services.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.courseItemId, item.id), eq(t.automatic, true)));
  if (existing) return;
  await services.db
    .insert(t)
    .values({
      courseId: item.courseId,
      courseItemId: item.id,
      teacherId: item.teacherId,
      title: `${course.name} · ${item.name}`,
      automatic: true,
      createdAt: services.clock.now(),
    })
    .onConflictDoNothing({ target: t.courseItemId, where: sql`${t.automatic}` });
}
