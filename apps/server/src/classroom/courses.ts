// Courses and class sessions as the contract shows them, and the school calendar the schedules use:
// shared by the course and course-item handlers.
import { count, eq, inArray } from "drizzle-orm";

import { schema } from "../db/index.js";
import { schoolDate, schoolTimeOfDay, wallTimeOf } from "../lib/school-time.js";
import { ms, type Services } from "../routes/types.js";
import type { CourseItemRow } from "./sessions.js";

/** A class session as the contract shows it (CourseItem), with its course's and teacher's names. */
export async function courseItemView(services: Services, item: CourseItemRow) {
  const [row] = await services.db
    .select({ courseName: schema.courses.name, teacherName: schema.users.nickname })
    .from(schema.courses)
    .innerJoin(schema.users, eq(schema.users.id, schema.courses.teacherId))
    .where(eq(schema.courses.id, item.courseId));
  return {
    id: item.id,
    courseId: item.courseId,
    courseName: row?.courseName ?? "",
    name: item.name,
    teacherId: item.teacherId,
    teacherName: row?.teacherName ?? "",
    status: item.status,
    startTime: ms(item.startedAt),
    endTime: ms(item.endedAt),
    mode: item.mode,
    freedom: item.freedom,
  };
}

/** Courses as the contract shows them, in the order of `courseIds` (unknown ids are left out). */
export async function courseViews(services: Services, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  const rows = await services.db
    .select({ course: schema.courses, teacherName: schema.users.nickname })
    .from(schema.courses)
    .innerJoin(schema.users, eq(schema.users.id, schema.courses.teacherId))
    .where(inArray(schema.courses.id, courseIds));
  const counts = await services.db
    .select({ courseId: schema.courseStudents.courseId, n: count() })
    .from(schema.courseStudents)
    .where(inArray(schema.courseStudents.courseId, courseIds))
    .groupBy(schema.courseStudents.courseId);
  const byId = new Map(rows.map((r) => [r.course.id, r]));
  return courseIds
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map(({ course, teacherName }) => ({
      id: course.id,
      name: course.name,
      ...(course.description ? { description: course.description } : {}),
      ...(course.cover ? { cover: course.cover } : {}),
      teacherId: course.teacherId,
      teacherName,
      ...(course.classroomName ? { classroomName: course.classroomName } : {}),
      studentCount: counts.find((c) => c.courseId === course.id)?.n ?? 0,
      status: course.status,
      createTime: course.createdAt.getTime(),
    }));
}

/**
 * A moment on the school's calendar (SCHOOL_TIME_ZONE, default Asia/Shanghai): ISO weekday 1–7, `HH:mm`
 * and `YYYY-MM-DD`.
 */
export function schoolCalendar(d: Date, timeZone: string) {
  return { weekday: wallTimeOf(d, timeZone).weekday, hhmm: schoolTimeOfDay(d, timeZone), day: schoolDate(d, timeZone) };
}
