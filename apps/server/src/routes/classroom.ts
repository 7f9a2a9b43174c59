// The course and sign-in slice: courses, class sessions, sign-in and check-in, the face database,
// uploads, classroom control, share links and the environment.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { type components } from "@smartclass/api";
import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import { type FastifyReply, type FastifyRequest } from "fastify";

import { type AuthUser } from "../auth.js";
import {
  announceChange,
  answeredCounts,
  endSessionActivities,
  openActivities,
  openActivityTodo,
  studentOpenActivities,
} from "../classroom/activities.js";
import { classroomMessages } from "../classroom/messages.js";
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
  studentsOfCourse,
  teacherCurrentItem,
} from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import { type Handler, me, ms, op, type Services } from "./types.js";

const NO_CLASS = classroomMessages.noClass;

type SignInRow = typeof schema.signIns.$inferSelect;
type TodoItem = components["schemas"]["TodoItem"];

/** A sign-in whose time is up counts as ended even before anyone ends it. */
function signInStatus(s: SignInRow, now: Date): number {
  if (s.status === 1 && s.deadline.getTime() <= now.getTime()) return 2;
  return s.status;
}

function signInView(s: SignInRow, now: Date) {
  const status = signInStatus(s, now);
  return {
    id: s.id,
    courseItemId: s.courseItemId,
    ...(s.title ? { title: s.title } : {}),
    face: s.mode === 2,
    duration: s.duration,
    status,
    startTime: s.startTime.getTime(),
    endTime: status === 1 ? s.deadline.getTime() : (s.endedAt ?? s.deadline).getTime(),
  };
}

async function courseItemView(services: Services, item: CourseItemRow) {
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

async function courseViews(services: Services, courseIds: number[]) {
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

async function ownSignIn(services: Services, user: AuthUser, signId: number): Promise<SignInRow> {
  const s =
    signId <= MAX_INT
      ? (await services.db.select().from(schema.signIns).where(eq(schema.signIns.id, signId)))[0]
      : undefined;
  if (!s) throw notFound(`签到不存在：${signId}`);
  if (s.teacherId !== user.id && !isAdmin(user)) throw forbidden("这不是您的签到");
  return s;
}

async function openSignIn(services: Services, courseItemId: number) {
  const rows = await services.db
    .select()
    .from(schema.signIns)
    .where(and(eq(schema.signIns.courseItemId, courseItemId), eq(schema.signIns.status, 1)))
    .orderBy(desc(schema.signIns.id));
  const now = services.clock.now();
  return rows.find((s) => signInStatus(s, now) === 1);
}

async function startItem(services: Services, item: CourseItemRow): Promise<CourseItemRow> {
  if (item.status === 1) return item;
  if (item.status === 2) throw businessError(1_003_000_002, "这节课已经结束");
  const running = await teacherCurrentItem(services, item.teacherId);
  if (running && running.id !== item.id)
    throw businessError(1_003_000_001, `您有一节课正在进行中（${running.name}），请先下课`);
  const [started] = await services.db
    .update(schema.courseItems)
    .set({ status: 1, startedAt: services.clock.now() })
    .where(and(eq(schema.courseItems.id, item.id), eq(schema.courseItems.status, 0)))
    .returning();
  return started ?? item;
}

/** Ends a class session with everything still open in it; students hear of the questions and surveys. */
async function endItem(services: Services, item: CourseItemRow): Promise<void> {
  const now = services.clock.now();
  const ended = await services.db.transaction(async (tx) => {
    await tx
      .update(schema.signIns)
      .set({ status: 2, endedAt: now })
      .where(and(eq(schema.signIns.courseItemId, item.id), eq(schema.signIns.status, 1)));
    const activities = await endSessionActivities(tx, item.id, now);
    await tx
      .update(schema.courseItems)
      .set({ status: 2, endedAt: now, videoOn: false })
      .where(and(eq(schema.courseItems.id, item.id), inArray(schema.courseItems.status, [0, 1])));
    return activities;
  });
  for (const q of ended.questions)
    await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, item.id, 2);
  if (ended.surveys.length) {
    const students = await studentIdsOfItem(services, item.id);
    for (const id of ended.surveys) await announceChange(services, students, "survey", id, item.id, 2);
  }
}

/** A face image must be an uploaded file of this server. */
async function requireUploaded(services: Services, path: string): Promise<void> {
  const [file] = await services.db
    .select({ id: schema.files.id })
    .from(schema.files)
    .where(eq(schema.files.path, path));
  if (!file) throw badRequest(`请求参数不正确：path 不是已上传的文件：${path}`);
}

async function registeredFace(services: Services, userId: number) {
  const [row] = await services.db.select().from(schema.faceDatabase).where(eq(schema.faceDatabase.userId, userId));
  return row;
}

/** Judges a face image with the matcher; a miss is kept for later review and answers 0. */
async function judgeFace(
  services: Services,
  userId: number,
  path: string,
  signInId: number | null,
  courseItemId: number,
) {
  await requireUploaded(services, path);
  const face = await registeredFace(services, userId);
  const matched = face
    ? await services.faceMatcher.match({ userId, registeredPath: face.imagePath, probePath: path })
    : false;
  if (!matched) {
    await services.db
      .insert(schema.faceAttempts)
      .values({ signInId, courseItemId, userId, imagePath: path, result: 0 });
  }
  return matched;
}

/** Records a check-in once; the session's teacher hears of a new one (signInChecked). */
async function recordCheckIn(
  services: Services,
  signIn: SignInRow,
  user: AuthUser,
  type: number,
  imagePath: string | null,
) {
  const [record] = await services.db
    .insert(schema.signInRecords)
    .values({ signInId: signIn.id, userId: user.id, type, imagePath, createdAt: services.clock.now() })
    .onConflictDoNothing({ target: [schema.signInRecords.signInId, schema.signInRecords.userId] })
    .returning();
  if (!record) return;
  const event: components["schemas"]["SignInCheckedPushEvent"] = {
    type: "signInChecked",
    signInId: signIn.id,
    courseItemId: signIn.courseItemId,
    record: {
      id: record.id,
      signId: signIn.id,
      userId: user.id,
      nickname: user.nickname,
      ...(user.avatar ? { avatar: user.avatar } : {}),
      face: type === 2,
      ...(imagePath ? { path: imagePath } : {}),
      status: type === 3 ? 2 : 1,
      createTime: record.createdAt.getTime(),
    },
  };
  await services.push.send([signIn.teacherId], event);
}

function beijing(d: Date) {
  const t = new Date(d.getTime() + 8 * 3600_000);
  return {
    weekday: ((t.getUTCDay() + 6) % 7) + 1,
    hhmm: t.toISOString().slice(11, 16),
    day: t.toISOString().slice(0, 10),
  };
}

async function scheduleOf(services: Services, where: ReturnType<typeof and>) {
  const rows = await services.db
    .select({
      item: schema.courseItems,
      courseName: schema.courses.name,
      classroomName: schema.courses.classroomName,
      teacherName: schema.users.nickname,
    })
    .from(schema.courseItems)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
    .innerJoin(schema.users, eq(schema.users.id, schema.courseItems.teacherId))
    .where(where)
    .orderBy(schema.courseItems.planStart);
  return rows.map((r) => ({
    courseId: r.item.courseId,
    courseName: r.courseName,
    teacherName: r.teacherName,
    ...(r.item.classroom || r.classroomName ? { classroomName: r.item.classroom ?? r.classroomName ?? "" } : {}),
    weekday: beijing(r.item.planStart).weekday,
    startTime: beijing(r.item.planStart).hhmm,
    endTime: beijing(r.item.planEnd).hhmm,
  }));
}

export const classroomHandlers: Record<string, Handler> = {
  "POST /teach/course/create": op<
    never,
    { name: string; description?: string; cover?: string; classroomName?: string; studentIds?: number[] }
  >(async (ctx) => {
    const user = me(ctx);
    const { body, services } = ctx;
    const studentIds = [...new Set(body.studentIds ?? [])];
    if (studentIds.some((id) => id > MAX_INT)) throw badRequest("请求参数不正确：body.studentIds 含有不存在的学生");
    if (studentIds.length) {
      const found = await services.db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(and(inArray(schema.userRoles.userId, studentIds), eq(schema.roles.code, "student")));
      const ok = new Set(found.map((f) => f.id));
      const missing = studentIds.find((id) => !ok.has(id));
      if (missing !== undefined) throw badRequest(`请求参数不正确：body.studentIds 含有不存在的学生：${missing}`);
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

  "GET /teach/course/tenant/classSchedule": op(async (ctx) =>
    scheduleOf(ctx.services, and(eq(schema.courseItems.freedom, false))),
  ),

  "GET /teach/course/my/freedomSchedule": op(async (ctx) =>
    scheduleOf(ctx.services, and(eq(schema.courseItems.teacherId, me(ctx).id), eq(schema.courseItems.freedom, true))),
  ),

  "POST /teach/channels/freedom/create": op<never, { name: string; courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    let courseId = body.courseId;
    if (courseId !== undefined) {
      const [course] =
        courseId <= MAX_INT
          ? await services.db.select().from(schema.courses).where(eq(schema.courses.id, courseId))
          : [];
      if (!course) throw notFound(`课程不存在：${courseId}`);
      if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden("这不是您的课程");
    } else {
      const [course] = await services.db
        .insert(schema.courses)
        .values({ name: body.name, teacherId: user.id })
        .returning({ id: schema.courses.id });
      courseId = course!.id;
    }
    const now = services.clock.now();
    const [item] = await services.db
      .insert(schema.courseItems)
      .values({
        courseId,
        teacherId: user.id,
        name: body.name,
        planStart: now,
        planEnd: new Date(now.getTime() + 2 * 3600_000),
        freedom: true,
      })
      .returning();
    return courseItemView(services, item!);
  }),

  "GET /teach/course/export/{type}": op<{ courseId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query, reply } = ctx;
    const type = String(ctx.params.type);
    const [course] =
      query.courseId <= MAX_INT
        ? await services.db.select().from(schema.courses).where(eq(schema.courses.id, query.courseId))
        : [];
    if (!course) throw notFound(`课程不存在：${query.courseId}`);
    if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden("这不是您的课程");
    const book = new ExcelJS.Workbook();
    const students = await services.db
      .select({ id: schema.users.id, username: schema.users.username, nickname: schema.users.nickname })
      .from(schema.courseStudents)
      .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
      .where(eq(schema.courseStudents.courseId, course.id))
      .orderBy(schema.users.username);
    if (type === "signIn") {
      const sheet = book.addWorksheet("签到");
      sheet.addRow(["课堂", "签到编号", "学号", "姓名", "状态", "签到时间"]);
      const rows = await services.db
        .select({ item: schema.courseItems.name, signIn: schema.signIns.id, record: schema.signInRecords })
        .from(schema.signIns)
        .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
        .leftJoin(schema.signInRecords, eq(schema.signInRecords.signInId, schema.signIns.id))
        .where(eq(schema.courseItems.courseId, course.id));
      const signIns = [...new Map(rows.map((r) => [r.signIn, r.item])).entries()];
      for (const [signId, itemName] of signIns) {
        for (const s of students) {
          const rec = rows.find((r) => r.signIn === signId && r.record?.userId === s.id)?.record;
          sheet.addRow([
            itemName,
            signId,
            s.username,
            s.nickname,
            rec ? (rec.type === 3 ? "补签" : "已签到") : "未签到",
            rec ? rec.createdAt.toISOString() : "",
          ]);
        }
      }
    } else {
      const sheet = book.addWorksheet(type === "student" ? "学生" : type);
      sheet.addRow(["学号", "姓名"]);
      for (const s of students) sheet.addRow([s.username, s.nickname]);
    }
    const buffer = Buffer.from(await book.xlsx.writeBuffer());
    return sendFile(reply, buffer, `${course.name}-${type}.xlsx`);
  }),

  "GET /teach/course/stuCount": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    return (await studentIdsOfCourse(ctx.services, item.courseId)).length;
  }),

  "GET /teach/course-item/students": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    return studentsOfCourse(ctx.services, item.courseId);
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
    if (!course) throw notFound(`课程不存在：${query.courseId}`);
    if (course.teacherId !== user.id && !isAdmin(user)) throw forbidden("这不是您的课程");
    const { day } = beijing(services.clock.now());
    const candidates = await services.db
      .select()
      .from(schema.courseItems)
      .where(and(eq(schema.courseItems.courseId, course.id), inArray(schema.courseItems.status, [0, 1])))
      .orderBy(desc(schema.courseItems.status), schema.courseItems.planStart);
    let item = candidates.find((c) => c.status === 1) ?? candidates.find((c) => beijing(c.planStart).day === day);
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
    if (!item) throw businessError(1_003_000_003, NO_CLASS);
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
        title: r.signIn.title || `${r.itemName} 签到`,
        courseItemId: r.signIn.courseItemId,
        deadline: r.signIn.deadline.getTime(),
      }));
    return [...signIns, ...(await openActivityTodo(ctx.services, { teacherId: me(ctx).id }))];
  }),

  "GET /teach/course-item/teacher/today": op(async (ctx) => {
    const { day } = beijing(ctx.services.clock.now());
    const items = await ctx.services.db
      .select()
      .from(schema.courseItems)
      .where(eq(schema.courseItems.teacherId, me(ctx).id))
      .orderBy(schema.courseItems.planStart);
    const today = items.filter((i) => beijing(i.planStart).day === day || i.status === 1);
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
        title: r.signIn.title || `${r.itemName} 签到`,
        courseItemId: r.signIn.courseItemId,
        deadline: r.signIn.deadline.getTime(),
      }));
    return [...signIns, ...(await openActivityTodo(ctx.services, { studentId: user.id }))];
  }),

  "GET /teach/course-item/student/set": op<{ courseItemId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [item] =
      query.courseItemId <= MAX_INT
        ? await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, query.courseItemId))
        : [];
    if (!item) throw notFound(`课堂不存在：${query.courseItemId}`);
    if (item.status === 2) throw businessError(1_003_000_002, "这节课已经结束");
    await services.db
      .insert(schema.courseStudents)
      .values({ courseId: item.courseId, userId: user.id })
      .onConflictDoNothing();
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
    return {
      signInCount: rows.filter((r) => r.recordId !== null).length,
      absentCount: rows.filter((r) => r.recordId === null && signInStatus(r.signIn, now) === 2).length,
      questionCount: answered.questions,
      aiTopicCount: 0,
      surveyCount: answered.surveys,
      assignmentCount: 0,
      practiceCount: 0,
      averageScore: null,
    };
  }),

  // Classroom practice is not built yet, so there is nothing to do: an honest empty list.
  "GET /teach/course-item/stu/practice/todo": op(async () => []),

  "GET /teach/course-item/stu/todo": op<{ courseItemId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [item] =
      query.courseItemId <= MAX_INT
        ? await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, query.courseItemId))
        : [];
    if (!item) throw notFound(`课堂不存在：${query.courseItemId}`);
    if (!(await isEnrolled(services, user.id, item.courseId))) throw forbidden("您不在这节课的学生名单中");
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
      practiceId: null,
    };
  }),

  "GET /teach/course-item/stu/signIn/supplement": op<{ path?: string }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const item = await studentCurrentItem(services, user.id);
    if (!item) throw businessError(1_003_000_003, NO_CLASS);
    if (query.path && !(await judgeFace(services, user.id, query.path, null, item.id))) return 0;
    let [sheet] = await services.db
      .select()
      .from(schema.signIns)
      .where(eq(schema.signIns.courseItemId, item.id))
      .orderBy(desc(schema.signIns.id))
      .limit(1);
    if (!sheet) {
      // No sign-in was run in this session: an ended, zero-length one holds the supplementary check-ins.
      const now = services.clock.now();
      [sheet] = await services.db
        .insert(schema.signIns)
        .values({
          courseItemId: item.id,
          teacherId: item.teacherId,
          title: "补签",
          mode: 1,
          duration: 0,
          startTime: now,
          deadline: now,
          endedAt: now,
          status: 2,
        })
        .returning();
    }
    await recordCheckIn(services, sheet!, user, 3, query.path ?? null);
    return 1;
  }),

  "POST /teach/sign-in/start": op<never, { courseItemId: number; duration: number; face?: boolean; title?: string }>(
    async (ctx) => {
      const user = me(ctx);
      const { services, body } = ctx;
      const item = await ownItem(services, user, body.courseItemId);
      if (item.status !== 1) throw businessError(1_003_001_001, "课堂未开始或已结束，不能发起签到");
      if (await openSignIn(services, item.id)) throw businessError(1_003_001_002, "已有进行中的签到");
      const now = services.clock.now();
      const [signIn] = await services.db
        .insert(schema.signIns)
        .values({
          courseItemId: item.id,
          teacherId: item.teacherId,
          title: body.title ?? null,
          mode: body.face ? 2 : 1,
          duration: body.duration,
          startTime: now,
          deadline: new Date(now.getTime() + body.duration * 1000),
        })
        .returning();
      const students = await studentIdsOfCourse(services, item.courseId);
      await services.push.send(students, {
        type: "signIn",
        signInId: signIn!.id,
        courseItemId: item.id,
        duration: body.duration,
      });
      return signInView(signIn!, now);
    },
  ),

  "GET /teach/sign-in/record": op<{ signId: number }>(async (ctx) => {
    const { services } = ctx;
    const signIn = await ownSignIn(services, me(ctx), ctx.query.signId);
    const [item] = await services.db
      .select()
      .from(schema.courseItems)
      .where(eq(schema.courseItems.id, signIn.courseItemId));
    const students = await services.db
      .select({
        id: schema.users.id,
        nickname: schema.users.nickname,
        avatar: schema.users.avatar,
        username: schema.users.username,
      })
      .from(schema.courseStudents)
      .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
      .where(eq(schema.courseStudents.courseId, item!.courseId))
      .orderBy(schema.users.username);
    const records = await services.db
      .select()
      .from(schema.signInRecords)
      .where(eq(schema.signInRecords.signInId, signIn.id));
    const byUser = new Map(records.map((r) => [r.userId, r]));
    const list = students.map((s) => {
      const r = byUser.get(s.id);
      return {
        id: r?.id ?? s.id,
        signId: signIn.id,
        userId: s.id,
        nickname: s.nickname,
        ...(s.avatar ? { avatar: s.avatar } : {}),
        face: r?.type === 2,
        ...(r?.imagePath ? { path: r.imagePath } : {}),
        status: r ? (r.type === 3 ? 2 : 1) : 0,
        createTime: r ? r.createdAt.getTime() : null,
      };
    });
    return {
      signIn: signInView(signIn, services.clock.now()),
      total: students.length,
      signed: records.length,
      records: list,
    };
  }),

  "POST /teach/sign-in/record": op<{ signId: number; path?: string }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    // One query for the sign-in, its session and the caller's enrolment: check-in storms stay cheap.
    const [row] =
      query.signId <= MAX_INT
        ? await services.db
            .select({
              signIn: schema.signIns,
              itemStatus: schema.courseItems.status,
              enrolled: schema.courseStudents.userId,
            })
            .from(schema.signIns)
            .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
            .leftJoin(
              schema.courseStudents,
              and(
                eq(schema.courseStudents.courseId, schema.courseItems.courseId),
                eq(schema.courseStudents.userId, user.id),
              ),
            )
            .where(eq(schema.signIns.id, query.signId))
        : [];
    if (!row) throw notFound(`签到不存在：${query.signId}`);
    const { signIn } = row;
    if (row.itemStatus !== 1) throw businessError(1_003_000_003, NO_CLASS);
    if (row.enrolled === null) throw forbidden("您不在这节课的学生名单中");
    if (signInStatus(signIn, services.clock.now()) !== 1) throw businessError(1_003_001_003, "签到已结束");
    if (query.path && signIn.mode === 2) {
      if (!(await judgeFace(services, user.id, query.path, signIn.id, signIn.courseItemId))) return 0;
      await recordCheckIn(services, signIn, user, 2, query.path);
      return 1;
    }
    if (query.path) await requireUploaded(services, query.path);
    await recordCheckIn(services, signIn, user, 1, query.path ?? null);
    return 1;
  }),

  "POST /teach/sign-in/end": op<{ signId: number }>(async (ctx) => {
    const signIn = await ownSignIn(ctx.services, me(ctx), ctx.query.signId);
    const now = ctx.services.clock.now();
    await ctx.services.db
      .update(schema.signIns)
      .set({ status: 2, endedAt: signInStatus(signIn, now) === 1 ? now : (signIn.endedAt ?? signIn.deadline) })
      .where(eq(schema.signIns.id, signIn.id));
    return true;
  }),

  "GET /teach/sign-in/delay": op<{ signId: number; duration: number }>(async (ctx) => {
    const signIn = await ownSignIn(ctx.services, me(ctx), ctx.query.signId);
    const now = ctx.services.clock.now();
    if (signInStatus(signIn, now) !== 1) throw businessError(1_003_001_003, "签到已结束");
    const [updated] = await ctx.services.db
      .update(schema.signIns)
      .set({
        duration: signIn.duration + ctx.query.duration,
        deadline: new Date(signIn.deadline.getTime() + ctx.query.duration * 1000),
      })
      .where(eq(schema.signIns.id, signIn.id))
      .returning();
    return signInView(updated!, now);
  }),

  "GET /teach/sign-in/face/exist": op(async (ctx) => ((await registeredFace(ctx.services, me(ctx).id)) ? 1 : 0)),

  "POST /teach/face-database/create": op<never, { path: string }>(async (ctx) => {
    const user = me(ctx);
    await requireUploaded(ctx.services, ctx.body.path);
    await ctx.services.db
      .insert(schema.faceDatabase)
      .values({ userId: user.id, imagePath: ctx.body.path })
      .onConflictDoUpdate({
        target: schema.faceDatabase.userId,
        set: { imagePath: ctx.body.path, updatedAt: ctx.services.clock.now() },
      });
    return user.id;
  }),

  "GET /teach/face-database/get": op(async (ctx) => {
    const face = await registeredFace(ctx.services, me(ctx).id);
    return face
      ? { id: face.userId, userId: face.userId, path: face.imagePath, createTime: face.createdAt.getTime() }
      : null;
  }),

  "POST /teach/file/s3/ali/api": op(async (ctx) => saveUpload(ctx.services, ctx.req, me(ctx), "file", "path")),

  "PUT /class/resource/saveUploadFilesToCache/api": op<{ partId: string; md5: string }>(async (ctx) => {
    const body = ctx.body as unknown;
    if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest("请求参数不正确：body 必须是非空的二进制数据");
    const { partId, md5 } = ctx.query;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(partId))
      throw badRequest("请求参数不正确：query.partId 只能包含字母、数字、- 和 _");
    if (!/^[a-fA-F0-9]{32}$/.test(md5)) throw badRequest("请求参数不正确：query.md5 必须是 32 位十六进制");
    const actual = createHash("md5").update(body).digest("hex");
    if (actual !== md5.toLowerCase()) throw badRequest("请求参数不正确：query.md5 与上传内容不一致");
    const dir = join(ctx.services.config.dataDir, "chunks", md5.toLowerCase());
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, partId), body);
    return { partId, md5: md5.toLowerCase(), cached: true };
  }),

  "GET /teach/control/video/start": op(async (ctx) => setControl(ctx.services, me(ctx), { videoOn: true })),
  "GET /teach/control/video/end": op(async (ctx) => setControl(ctx.services, me(ctx), { videoOn: false })),
  "GET /teach/control/mode": op<{ mode: number }>(async (ctx) =>
    setControl(ctx.services, me(ctx), { mode: ctx.query.mode }),
  ),

  "POST /teach/course-sharelink/create": op<never, { courseItemId: number; expireMinutes?: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.body.courseItemId);
    const code = randomBytes(9).toString("base64url");
    const expireTime = ctx.body.expireMinutes
      ? new Date(ctx.services.clock.now().getTime() + ctx.body.expireMinutes * 60_000)
      : null;
    const [link] = await ctx.services.db
      .insert(schema.shareLinks)
      .values({ courseItemId: item.id, code, expireTime })
      .returning();
    return shareLinkView(ctx, link!);
  }),

  "GET /teach/course-sharelink/get": op<{ courseItemId: number }>(async (ctx) => {
    const item = await ownItem(ctx.services, me(ctx), ctx.query.courseItemId);
    const links = await ctx.services.db
      .select()
      .from(schema.shareLinks)
      .where(eq(schema.shareLinks.courseItemId, item.id))
      .orderBy(desc(schema.shareLinks.id));
    const live = links.find((l) => !l.expireTime || l.expireTime.getTime() > ctx.services.clock.now().getTime());
    return live ? shareLinkView(ctx, live) : null;
  }),

  "GET /teach/environment/get": op(async ({ req }) => {
    const host = req.headers.host ?? "127.0.0.1";
    return {
      name: process.env.SMARTCLASS_ENV_NAME || "local",
      apiBaseUrl: `${req.protocol}://${host}/admin-api`,
      wsBaseUrl: `${req.protocol === "https" ? "wss" : "ws"}://${host}/admin-api/infra/ws`,
      tenantEnabled: false,
      captchaEnabled: false,
      docsEnabled: false,
      version: "0.1.0",
    };
  }),
};

function shareLinkView(
  ctx: { req: { protocol: string; headers: { host?: string } } },
  link: typeof schema.shareLinks.$inferSelect,
) {
  const host = ctx.req.headers.host ?? "127.0.0.1";
  return {
    id: link.id,
    courseItemId: link.courseItemId,
    code: link.code,
    url: `${ctx.req.protocol}://${host}/share/${link.code}`,
    expireTime: ms(link.expireTime),
  };
}

async function setControl(services: Services, user: AuthUser, set: { videoOn?: boolean; mode?: number }) {
  const item = await teacherCurrentItem(services, user.id);
  if (!item) throw businessError(1_003_000_003, NO_CLASS);
  await services.db.update(schema.courseItems).set(set).where(eq(schema.courseItems.id, item.id));
  return true;
}

/** Sends a file answer with its name (RFC 5987) for the client's blob download. */
export function sendFile(
  reply: FastifyReply,
  data: Buffer,
  name: string,
  type = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
) {
  return reply
    .header("Content-Type", type)
    .header(
      "Content-Disposition",
      `attachment; filename=${encodeURIComponent(name)}; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(data);
}

/** Stores a multipart upload (field `file` or `avatarFile`) and records it. */
export async function saveUpload(
  services: Services,
  req: FastifyRequest,
  user: AuthUser,
  field: string,
  folderField?: string,
  folder = "",
  imageOnly = false,
) {
  if (!req.isMultipart()) throw badRequest(`请求参数不正确：body.${field} is required (multipart/form-data)`);
  let fileData: { buffer: Buffer; filename: string; mimetype: string } | undefined;
  let target = folder;
  for await (const part of req.parts()) {
    if (part.type === "file") {
      if (part.fieldname !== field) {
        part.file.resume();
        continue;
      }
      const buffer = await part.toBuffer();
      fileData = { buffer, filename: part.filename || "file", mimetype: part.mimetype };
    } else if (folderField && part.fieldname === folderField && typeof part.value === "string") {
      if (part.value.length > 255)
        throw badRequest(`请求参数不正确：body.${folderField} must NOT have more than 255 characters`);
      target = part.value;
    }
  }
  if (!fileData || fileData.buffer.length === 0) throw badRequest(`请求参数不正确：body.${field} is required`);
  if (imageOnly && !fileData.mimetype.startsWith("image/"))
    throw badRequest(`请求参数不正确：body.${field} must be an image`);
  const stored = await services.storage.save(fileData.buffer, fileData.filename, fileData.mimetype, target);
  await services.db.insert(schema.files).values({
    userId: user.id,
    name: stored.name,
    path: stored.path,
    url: stored.url,
    mime: stored.type,
    size: stored.size,
  });
  return stored;
}
