// Lookups every classroom activity shares: a class session and who may act on it (its teacher, an
// administrator, its course's students), the sessions in progress, and students as the contract
// shows them (ClassStudent).
import type { components } from "@smartclass/api";
import { and, desc, eq, inArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { businessError, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomCodes, classroomMessages as m } from "./messages.js";
import { MAX_INT } from "../lib/ids.js";

// Many classroom modules take the id range (larger ids are simply not found) from here with the
// other session lookups.
export { MAX_INT };

export type CourseItemRow = typeof schema.courseItems.$inferSelect;
export type ClassStudent = components["schemas"]["ClassStudent"];

/** Whether the caller administers everything (and so may act for any teacher). */
export const isAdmin = (user: AuthUser) => user.roles.includes("admin") || user.permissions.includes("*:*:*");

/** A class session by id, or undefined (ids beyond the database range are not found). */
export async function itemById(services: Services, courseItemId: number): Promise<CourseItemRow | undefined> {
  if (courseItemId > MAX_INT) return undefined;
  const [item] = await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, courseItemId));
  return item;
}

/** A class session the caller teaches (or any, for an administrator); 404 or 403 otherwise. */
export async function ownItem(services: Services, user: AuthUser, courseItemId: number): Promise<CourseItemRow> {
  const item = await itemById(services, courseItemId);
  if (!item) throw notFound(m.itemNotFound(courseItemId));
  if (item.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourItem);
  return item;
}

/** A class session whose course the caller studies in; 404 or 403 otherwise. */
export async function enrolledItem(services: Services, user: AuthUser, courseItemId: number): Promise<CourseItemRow> {
  const item = await itemById(services, courseItemId);
  if (!item) throw notFound(m.itemNotFound(courseItemId));
  if (!(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.notEnrolled);
  return item;
}

export async function studentIdsOfCourse(services: Services, courseId: number): Promise<number[]> {
  const rows = await services.db
    .select({ userId: schema.courseStudents.userId })
    .from(schema.courseStudents)
    .where(eq(schema.courseStudents.courseId, courseId));
  return rows.map((r) => r.userId);
}

/** The students of a session's course, by user id. */
export async function studentIdsOfItem(services: Services, courseItemId: number): Promise<number[]> {
  const rows = await services.db
    .select({ userId: schema.courseStudents.userId })
    .from(schema.courseItems)
    .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
    .where(eq(schema.courseItems.id, courseItemId));
  return rows.map((r) => r.userId);
}

export async function isEnrolled(services: Services, userId: number, courseId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ userId: schema.courseStudents.userId })
    .from(schema.courseStudents)
    .where(and(eq(schema.courseStudents.courseId, courseId), eq(schema.courseStudents.userId, userId)));
  return Boolean(row);
}

/** The teacher's class session in progress (the latest started), if any. */
export async function teacherCurrentItem(services: Services, userId: number) {
  const [item] = await services.db
    .select()
    .from(schema.courseItems)
    .where(and(eq(schema.courseItems.teacherId, userId), eq(schema.courseItems.status, 1)))
    .orderBy(desc(schema.courseItems.startedAt))
    .limit(1);
  return item;
}

/** The student's class session in progress (the latest started), if any. */
export async function studentCurrentItem(services: Services, userId: number) {
  const [row] = await services.db
    .select({ item: schema.courseItems })
    .from(schema.courseItems)
    .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
    .where(and(eq(schema.courseStudents.userId, userId), eq(schema.courseItems.status, 1)))
    .orderBy(desc(schema.courseItems.startedAt))
    .limit(1);
  return row?.item;
}

/** Students as the contract shows them, in the order of `userIds` (unknown ids are left out). */
export async function classStudents(services: Services, userIds: number[]): Promise<ClassStudent[]> {
  if (userIds.length === 0) return [];
  const rows = await services.db
    .select({
      id: schema.users.id,
      nickname: schema.users.nickname,
      avatar: schema.users.avatar,
      username: schema.users.username,
    })
    .from(schema.users)
    .where(inArray(schema.users.id, [...new Set(userIds)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return userIds
    .map((id) => byId.get(id))
    .filter((r): r is NonNullable<typeof r> => Boolean(r))
    .map((r) => ({
      userId: r.id,
      nickname: r.nickname,
      ...(r.avatar ? { avatar: r.avatar } : {}),
      studentNo: r.username,
    }));
}

/** Every student of a course as ClassStudent, by student number. */
export async function studentsOfCourse(services: Services, courseId: number): Promise<ClassStudent[]> {
  const rows = await services.db
    .select({
      id: schema.users.id,
      nickname: schema.users.nickname,
      avatar: schema.users.avatar,
      username: schema.users.username,
    })
    .from(schema.courseStudents)
    .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
    .where(eq(schema.courseStudents.courseId, courseId))
    .orderBy(schema.users.username);
  return rows.map((r) => ({
    userId: r.id,
    nickname: r.nickname,
    ...(r.avatar ? { avatar: r.avatar } : {}),
    studentNo: r.username,
  }));
}

/** The session a teacher operation is about: the one named (theirs), or their session in progress. */
export async function teacherSession(services: Services, user: AuthUser, courseItemId: number | undefined) {
  if (courseItemId !== undefined) return ownItem(services, user, courseItemId);
  const item = await teacherCurrentItem(services, user.id);
  if (!item) throw businessError(classroomCodes.noClass, m.noClass);
  return item;
}

/** Refuses to start an activity in a session that is not in progress. */
export function requireRunning(item: CourseItemRow): void {
  if (item.status !== 1) throw businessError(classroomCodes.classNotRunning, m.classNotRunning);
}
