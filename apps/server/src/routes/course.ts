// Courses (/teach/course and the free-lesson channel): create, the teacher's and the recent lists,
// the timetables, a free lesson, the spreadsheet exports and the head count.
import { and, desc, eq, inArray, sql } from "drizzle-orm";

import { type CourseExportType, courseWorkbook } from "../classroom/course-export.js";
import { courseItemView, courseViews } from "../classroom/courses.js";
import { plannedSpan, scheduleOf, scheduleWeek } from "../classroom/schedule.js";
import { isAdmin, MAX_INT, ownItem, studentIdsOfCourse } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { classroomMessages as m } from "../classroom/messages.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import { sendFile } from "../lib/files.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import { type Handler, me, op } from "./types.js";

export const courseHandlers: Record<string, Handler> = {
  "POST /teach/course/create": op<
    never,
    { name: string; description?: string; cover?: string; classroomName?: string; studentIds?: number[] }
  >(async (ctx) => {
    const user = me(ctx);
    const { body, services } = ctx;
    const studentIds = [...new Set(body.studentIds ?? [])];
    if (studentIds.some((id) => id > MAX_INT)) throw badRequest(m.studentIdsUnknown);
    if (studentIds.length) {
      const found = await services.db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(and(inArray(schema.userRoles.userId, studentIds), eq(schema.roles.code, "student")));
      const ok = new Set(found.map((f) => f.id));
      const missing = studentIds.find((id) => !ok.has(id));
      if (missing !== undefined) throw badRequest(m.studentIdUnknown(missing));
    }
    return services.db.transaction(async (tx) => {
      const [course] = await tx
        .insert(schema.courses)
        .values({
          name: body.name,
          teacherId: user.id,
          description: body.description ?? null,
          cover: body.cover ?? null,
          classroomName: body.classroomName ?? null,
        })
        .returning({ id: schema.courses.id });
      if (studentIds.length)
        await tx.insert(schema.courseStudents).values(studentIds.map((userId) => ({ courseId: course!.id, userId })));
      return course!.id;
    });
  }),

  "GET /teach/course/my": op(async (ctx) => {
    const rows = await ctx.services.db
      .select({ id: schema.courses.id })
      .from(schema.courses)
      .where(eq(schema.courses.teacherId, me(ctx).id))
      .orderBy(desc(schema.courses.id));
    return courseViews(
      ctx.services,
      rows.map((r) => r.id),
    );
  }),

  "GET /teach/course/recent": op(async (ctx) => {
    const rows = await ctx.services.db
      .select({
        id: schema.courses.id,
        last: sql<Date | null>`max(coalesce(${schema.courseItems.startedAt}, ${schema.courseItems.planStart}))`,
      })
      .from(schema.courses)
      .leftJoin(schema.courseItems, eq(schema.courseItems.courseId, schema.courses.id))
      .where(eq(schema.courses.teacherId, me(ctx).id))
      .groupBy(schema.courses.id)
      .orderBy(sql`2 desc nulls last`, desc(schema.courses.id))
      .limit(5);
    return courseViews(
      ctx.services,
      rows.map((r) => r.id),
    );
  }),

  "GET /teach/course/tenant/classSchedule": op<{ weekStart?: string }>(async (ctx) =>
    scheduleOf(
      ctx.services,
      eq(schema.courseItems.freedom, false),
      scheduleWeek(ctx.query.weekStart, ctx.services.clock.now(), ctx.services.config.schoolTimeZone),
    ),
  ),

  "GET /teach/course/my/freedomSchedule": op<{ weekStart?: string }>(async (ctx) =>
    scheduleOf(
      ctx.services,
      and(eq(schema.courseItems.teacherId, me(ctx).id), eq(schema.courseItems.freedom, true)),
      scheduleWeek(ctx.query.weekStart, ctx.services.clock.now(), ctx.services.config.schoolTimeZone),
    ),
  ),

  "POST /teach/channels/freedom/create": op<never, { name: string; courseId?: number; start?: number; end?: number }>(
    async (ctx) => {
      const user = me(ctx);
      const { services, body } = ctx;
      // Every check comes before the first write: a refused lesson leaves no course behind.
      const span = plannedSpan(body, services.clock.now(), services.config.schoolTimeZone);
      if (body.courseId !== undefined) {
        const [course] =
          body.courseId <= MAX_INT
            ? await services.db.select().from(schema.courses).where(eq(schema.courses.id, body.courseId))
            : [];
        if (!course) throw notFound(m.courseNotFound(body.courseId));
        if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourCourse);
      }
      const item = await services.db.transaction(async (tx) => {
        let courseId = body.courseId;
        if (courseId === undefined) {
          const [course] = await tx
            .insert(schema.courses)
            .values({ name: body.name, teacherId: user.id })
            .returning({ id: schema.courses.id });
          courseId = course!.id;
        }
        const [created] = await tx
          .insert(schema.courseItems)
          .values({
            courseId,
            teacherId: user.id,
            name: body.name,
            planStart: span.start,
            planEnd: span.end,
            freedom: true,
          })
          .returning();
        return created!;
      });
      return courseItemView(services, item);
    },
  ),

  "GET /teach/course/export/{type}": op<{ courseId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query, reply } = ctx;
    // The contract validates the path: one of the export types.
    const type = String(ctx.params.type) as CourseExportType;
    const [course] =
      query.courseId <= MAX_INT
        ? await services.db.select().from(schema.courses).where(eq(schema.courses.id, query.courseId))
        : [];
    if (!course) throw notFound(m.courseNotFound(query.courseId));
    if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourCourse);
    const buffer = await courseWorkbook(services, course.id, type);
    await auditFromRequest(ctx, {
      action: "export",
      kind: type === "grade" ? "grade-export" : "record-export",
      detail: `course=${course.id} type=${type}`,
    });
    return sendFile(reply, buffer, `${course.name}-${type}.xlsx`);
  }),

  "GET /teach/course/stuCount": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    return (await studentIdsOfCourse(ctx.services, item.courseId)).length;
  }),
};
