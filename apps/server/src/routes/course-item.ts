// Class sessions (/teach/course-item): start and end, the session in progress and its status, the
// teacher's and the student's to-do lists, joining a course, and the student's statistics and catch-up.
import type { components } from "@smartclass/api";
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";

import {
  announceChange,
  endedBy,
  answeredCounts,
  endSessionActivities,
  openActivities,
  openActivityTodo,
  studentOpenActivities,
} from "../classroom/activities.js";
import { announceControlReset, closeVideoSegment } from "../classroom/control.js";
import { courseItemView, courseViews, schoolCalendar } from "../classroom/courses.js";
import { classroomMessages as m } from "../classroom/messages.js";
import { audienceOf } from "../classroom/question.js";
import {
  type CourseItemRow,
  isAdmin,
  isEnrolled,
  MAX_INT,
  ownItem,
  studentCurrentItem,
  studentIdsOfCourse,
  studentIdsOfItem,
  teacherCurrentItem,
} from "../classroom/sessions.js";
import { sessionStudents } from "../classroom/session-students.js";
import { openSignIn, signInStatus } from "../classroom/sign-ins.js";
import { topicAndAssignmentFigures } from "../classroom/student-statistics.js";
import { aiTopicTodo, byDeadline, studentAssignmentTodo, teacherAssignmentTodo } from "../classroom/todo.js";
import { schema } from "../db/index.js";
import { businessError, forbidden, notFound } from "../lib/errors.js";
import { ensureSessionRecord } from "../record/automatic.js";
import { practicesDone, studentPractices } from "../record/practices.js";
import { type Handler, me, op, type Services } from "./types.js";

type TodoItem = components["schemas"]["TodoItem"];
type ClassChanged = components["schemas"]["ClassChangedPushEvent"];

/** Starts a class session (every path that sets status 1 comes here) and writes its automatic record. */
async function startItem(services: Services, item: CourseItemRow): Promise<CourseItemRow> {
  if (item.status === 1) {
    await ensureSessionRecord(services, item);
    return item;
  }
  if (item.status === 2) throw businessError(1_003_000_002, m.classEnded);
  const running = await teacherCurrentItem(services, item.teacherId);
  if (running && running.id !== item.id) throw businessError(1_003_000_001, m.otherClassRunning(running.name));
  const [started] = await services.db
    .update(schema.courseItems)
    .set({ status: 1, startedAt: services.clock.now() })
    .where(and(eq(schema.courseItems.id, item.id), eq(schema.courseItems.status, 0)))
    .returning();
  await ensureSessionRecord(services, started ?? item);
  // Only the call that started it announces it (a second start finds status 1 and returned above).
  if (started) await announceClass(services, started, 1);
  return started ?? item;
}

/** Tells the session's students and its teacher that the class started (1) or ended (2). */
async function announceClass(services: Services, item: CourseItemRow, status: 1 | 2): Promise<void> {
  const event: ClassChanged = { type: "classChanged", courseItemId: item.id, status };
  await services.push.send([...(await studentIdsOfItem(services, item.id)), item.teacherId], event);
}

/** Ends a class session with everything still open in it; students and the teacher hear of the sign-ins, questions and surveys. */
async function endItem(services: Services, item: CourseItemRow): Promise<void> {
  const now = services.clock.now();
  const ended = await services.db.transaction(async (tx) => {
    const signIns = await tx
      .update(schema.signIns)
      .set({ status: 2, endedAt: endedBy(schema.signIns.deadline, now) })
      .where(and(eq(schema.signIns.courseItemId, item.id), eq(schema.signIns.status, 1)))
      .returning({ id: schema.signIns.id });
    const activities = { ...(await endSessionActivities(tx, item.id, now)), signIns: signIns.map((s) => s.id) };
    await closeVideoSegment(tx, item.id, now);
    await tx
      .update(schema.courseItems)
      .set({ status: 2, endedAt: now, videoOn: false, mode: 0 })
      .where(and(eq(schema.courseItems.id, item.id), inArray(schema.courseItems.status, [0, 1])));
    return activities;
  });
  // A session started before records were automatic gets its record now (one never started gets none).
  if (item.status === 1 || item.startedAt) await ensureSessionRecord(services, item);
  // Students' pages drop the lecture banner or the lock cover at once.
  if (item.mode !== 0 || item.videoOn) await announceControlReset(services, item.id);
  if (item.status !== 2) await announceClass(services, item, 2);
  for (const q of ended.questions)
    await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, item.id, 2);
  if (ended.surveys.length || ended.signIns.length) {
    const students = await studentIdsOfItem(services, item.id);
    for (const id of ended.surveys) await announceChange(services, students, "survey", id, item.id, 2);
    for (const id of ended.signIns) await announceChange(services, students, "signIn", id, item.id, 2);
  }
}

export const courseItemHandlers: Record<string, Handler> = {
  "GET /teach/course-item/students": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    return sessionStudents(ctx.services, item);
  }),

  "GET /teach/course-item/current": op(async (ctx) => {
    const item = await teacherCurrentItem(ctx.services, me(ctx).id);
    return item ? courseItemView(ctx.services, item) : null;
  }),

  "GET /teach/course-item/current/course": op(async (ctx) => {
    const item = await teacherCurrentItem(ctx.services, me(ctx).id);
    return item ? ((await courseViews(ctx.services, [item.courseId]))[0] ?? null) : null;
  }),

  "GET /teach/course-item/student/current": op(async (ctx) => {
    const item = await studentCurrentItem(ctx.services, me(ctx).id);
    return item ? courseItemView(ctx.services, item) : null;
  }),

  "GET /teach/course-item/start": op<{ courseId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [course] =
      query.courseId <= MAX_INT
        ? await services.db.select().from(schema.courses).where(eq(schema.courses.id, query.courseId))
        : [];
    if (!course) throw notFound(m.courseNotFound(query.courseId));
    if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourCourse);
    const zone = services.config.schoolTimeZone;
    const { day } = schoolCalendar(services.clock.now(), zone);
    const candidates = await services.db
      .select()
      .from(schema.courseItems)
      .where(and(eq(schema.courseItems.courseId, course.id), inArray(schema.courseItems.status, [0, 1])))
      .orderBy(desc(schema.courseItems.status), schema.courseItems.planStart);
    let item =
      candidates.find((c) => c.status === 1) ?? candidates.find((c) => schoolCalendar(c.planStart, zone).day === day);
    if (!item) {
      const now = services.clock.now();
      const [created] = await services.db
        .insert(schema.courseItems)
        .values({
          courseId: course.id,
          teacherId: course.teacherId,
          name: `${course.name} ${day}`,
          planStart: now,
          planEnd: new Date(now.getTime() + 2 * 3600_000),
        })
        .returning();
      item = created!;
    }
    return courseItemView(services, await startItem(services, item));
  }),

  "GET /teach/course-item/start/courseItem": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    return courseItemView(ctx.services, await startItem(ctx.services, item));
  }),

  "GET /teach/course-item/end": op<{ courseItemId?: number }>(async (ctx) => {
    const user = me(ctx);
    const item =
      ctx.query.courseItemId !== undefined
        ? await ownItem(ctx.services, user, ctx.query.courseItemId)
        : await teacherCurrentItem(ctx.services, user.id);
    if (!item) throw businessError(1_003_000_003, m.noClass);
    await endItem(ctx.services, item);
    return true;
  }),

  "GET /teach/course-item/classroom/status": op<{ courseItemId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const item =
      ctx.query.courseItemId !== undefined
        ? await ownItem(services, user, ctx.query.courseItemId)
        : await teacherCurrentItem(services, user.id);
    if (!item)
      return {
        courseItemId: null,
        status: 0,
        mode: 0,
        videoOn: false,
        activity: null,
        studentCount: 0,
        signedCount: 0,
      };
    const students = await studentIdsOfCourse(services, item.courseId);
    const signIn = item.status === 1 ? await openSignIn(services, item.id) : undefined;
    // The activity running now: the latest started of the open sign-in, question and survey.
    const { question, survey } = item.status === 1 ? await openActivities(services, item.id) : {};
    const running = [
      ...(signIn ? [{ type: "signIn" as const, id: signIn.id, at: signIn.startTime.getTime() }] : []),
      ...(question ? [{ type: "askQuestion" as const, id: question.id, at: question.startTime.getTime() }] : []),
      ...(survey ? [{ type: "survey" as const, id: survey.id, at: survey.startTime?.getTime() ?? 0 }] : []),
    ].sort((a, b) => b.at - a.at)[0];
    const [signed] = await services.db
      .select({ n: sql<number>`count(distinct ${schema.signInRecords.userId})::int` })
      .from(schema.signInRecords)
      .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
      .where(eq(schema.signIns.courseItemId, item.id));
    return {
      courseItemId: item.id,
      status: item.status,
      mode: item.mode,
      videoOn: item.videoOn,
      activity: running ? { type: running.type, id: running.id } : null,
      studentCount: students.length,
      signedCount: signed?.n ?? 0,
    };
  }),

  "GET /teach/course-item/teacher/handle": op(async (ctx) => {
    const now = ctx.services.clock.now();
    const rows = await ctx.services.db
      .select({ signIn: schema.signIns, itemName: schema.courseItems.name })
      .from(schema.signIns)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
      .where(and(eq(schema.signIns.teacherId, me(ctx).id), eq(schema.signIns.status, 1)));
    const signIns: TodoItem[] = rows
      .filter((r) => signInStatus(r.signIn, now) === 1)
      .map((r) => ({
        type: "signIn",
        id: r.signIn.id,
        title: r.signIn.title || m.todoSignIn(r.itemName),
        courseItemId: r.signIn.courseItemId,
        deadline: r.signIn.deadline.getTime(),
      }));
    const teacherId = me(ctx).id;
    return byDeadline([
      ...signIns,
      ...(await openActivityTodo(ctx.services, { teacherId })),
      ...(await aiTopicTodo(ctx.services, { teacherId })),
      ...(await teacherAssignmentTodo(ctx.services, teacherId)),
    ]);
  }),

  "GET /teach/course-item/teacher/today": op(async (ctx) => {
    const zone = ctx.services.config.schoolTimeZone;
    const { day } = schoolCalendar(ctx.services.clock.now(), zone);
    const items = await ctx.services.db
      .select()
      .from(schema.courseItems)
      .where(eq(schema.courseItems.teacherId, me(ctx).id))
      .orderBy(schema.courseItems.planStart);
    // Today's sessions: planned, held or ended today (ended ones stay listed after class), and one running.
    const isToday = (d: Date | null) => d !== null && schoolCalendar(d, zone).day === day;
    const today = items.filter(
      (i) => i.status === 1 || isToday(i.planStart) || isToday(i.startedAt) || isToday(i.endedAt),
    );
    return Promise.all(today.map((i) => courseItemView(ctx.services, i)));
  }),

  "GET /teach/course-item/student/handle": op(async (ctx) => {
    const user = me(ctx);
    const rows = await ctx.services.db
      .select({ signIn: schema.signIns, itemName: schema.courseItems.name, recordId: schema.signInRecords.id })
      .from(schema.signIns)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
      .innerJoin(
        schema.courseStudents,
        and(eq(schema.courseStudents.courseId, schema.courseItems.courseId), eq(schema.courseStudents.userId, user.id)),
      )
      .leftJoin(
        schema.signInRecords,
        and(eq(schema.signInRecords.signInId, schema.signIns.id), eq(schema.signInRecords.userId, user.id)),
      )
      .where(and(eq(schema.signIns.status, 1), isNull(schema.signInRecords.id)));
    const now = ctx.services.clock.now();
    const signIns: TodoItem[] = rows
      .filter((r) => signInStatus(r.signIn, now) === 1)
      .map((r) => ({
        type: "signIn",
        id: r.signIn.id,
        title: r.signIn.title || m.todoSignIn(r.itemName),
        courseItemId: r.signIn.courseItemId,
        deadline: r.signIn.deadline.getTime(),
      }));
    const practices: TodoItem[] = (await studentPractices(ctx.services, user, undefined, true)).map((p) => ({
      type: "practice",
      id: p.id,
      title: p.title,
      courseItemId: p.courseItemId,
      deadline: p.endTime,
    }));
    return byDeadline([
      ...signIns,
      ...(await openActivityTodo(ctx.services, { studentId: user.id })),
      ...(await aiTopicTodo(ctx.services, { studentId: user.id })),
      ...(await studentAssignmentTodo(ctx.services, user.id)),
      ...practices,
    ]);
  }),

  "GET /teach/course-item/student/set": op<{ courseItemId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [item] =
      query.courseItemId <= MAX_INT
        ? await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, query.courseItemId))
        : [];
    if (!item) throw notFound(m.itemNotFound(query.courseItemId));
    // Joining a course goes through the teacher's share link: this only confirms an enrolment.
    if (!(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.joinByShareLink);
    if (item.status === 2) throw businessError(1_003_000_002, m.classEnded);
    return true;
  }),

  "GET /teach/course-item/stu/statistics": op<{ courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const conditions = [eq(schema.courseStudents.userId, user.id)];
    if (query.courseId !== undefined)
      conditions.push(eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT)));
    const rows = await services.db
      .select({ signIn: schema.signIns, recordId: schema.signInRecords.id })
      .from(schema.signIns)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
      .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
      .leftJoin(
        schema.signInRecords,
        and(eq(schema.signInRecords.signInId, schema.signIns.id), eq(schema.signInRecords.userId, user.id)),
      )
      .where(and(...conditions));
    const now = services.clock.now();
    const answered = await answeredCounts(services, user.id, query.courseId);
    const figures = await topicAndAssignmentFigures(services, user.id, query.courseId);
    return {
      signInCount: rows.filter((r) => r.recordId !== null).length,
      absentCount: rows.filter((r) => r.recordId === null && signInStatus(r.signIn, now) === 2).length,
      questionCount: answered.questions,
      aiTopicCount: figures.aiTopicCount,
      surveyCount: answered.surveys,
      assignmentCount: figures.assignmentCount,
      practiceCount: await practicesDone(services, user.id, query.courseId),
      averageScore: figures.averageScore,
    };
  }),

  // The open practices of the student's courses they have not answered yet.
  "GET /teach/course-item/stu/practice/todo": op(async (ctx) =>
    studentPractices(ctx.services, me(ctx), undefined, true),
  ),

  "GET /teach/course-item/stu/todo": op<{ courseItemId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [item] =
      query.courseItemId <= MAX_INT
        ? await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, query.courseItemId))
        : [];
    if (!item) throw notFound(m.itemNotFound(query.courseItemId));
    if (!(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.notEnrolled);
    const open = item.status === 1 ? await openSignIn(services, item.id) : undefined;
    const records = await services.db
      .select({ signInId: schema.signInRecords.signInId })
      .from(schema.signInRecords)
      .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
      .where(and(eq(schema.signIns.courseItemId, item.id), eq(schema.signInRecords.userId, user.id)));
    const signedOpen = open ? records.some((r) => r.signInId === open.id) : false;
    // A student who connects late, reloads or comes back finds the activity still waiting for them.
    const { questionId, itemSurveyId } = await studentOpenActivities(services, item.id, user.id);
    return {
      courseItemId: item.id,
      signInId: open && !signedOpen ? open.id : null,
      signed: records.length > 0,
      questionId,
      aiTopicId: null,
      itemSurveyId,
      practiceId:
        (await studentPractices(services, user, item.courseId, true)).find((p) => p.courseItemId === item.id)?.id ??
        null,
    };
  }),
};
