// Questions in class (/teach/ask-question): start, answer once, end, cancel, delay, edit, score, and
// the teacher's and the student's views. Random pick and named call-out are in call-out.ts.
import type { components } from "@smartclass/api";
import { and, asc, count, desc, eq, lte, ne, or, sql, type SQL } from "drizzle-orm";

import { announceChange } from "../classroom/activities.js";
import { endExpiredActivities } from "../classroom/deadlines.js";
import { classroomCodes, classroomMessages as m, invalid } from "../classroom/messages.js";
import {
  answerView,
  audienceOf,
  isTarget,
  openAt,
  openQuestion,
  ownQuestion,
  questionContent,
  questionStatus,
  questionView,
  questionViews,
  requireOpen,
} from "../classroom/question.js";
import {
  classStudents,
  enrolledItem,
  isAdmin,
  MAX_INT,
  ownItem,
  requireRunning,
  studentCurrentItem,
  studentIdsOfCourse,
  studentsOfCourse,
  teacherSession,
} from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import { type Handler, me, op, type Services } from "./types.js";
import { type Page, pageOffset } from "../lib/paging.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
const codes = classroomCodes;

async function answersWithNames(services: Services, where: SQL) {
  return services.db
    .select({ answer: schema.questionAnswers, nickname: schema.users.nickname, avatar: schema.users.avatar })
    .from(schema.questionAnswers)
    .innerJoin(schema.users, eq(schema.users.id, schema.questionAnswers.userId))
    .where(where)
    .orderBy(asc(schema.questionAnswers.id));
}

export const askQuestionHandlers: Record<string, Handler> = {
  "POST /teach/ask-question/start": op<never, Body<"AskQuestionStart">>(async (ctx) => {
    const { services, body } = ctx;
    const item = await ownItem(services, me(ctx), body.courseItemId);
    requireRunning(item);
    const { options, answer } = questionContent(body);
    const mode = body.mode ?? 0;
    const userIds = body.userIds ?? [];
    if (mode === 0 && userIds.length) throw badRequest(invalid("body.userIds", m.userIdsOnlyForPick));
    if (mode !== 0) {
      if (userIds.length === 0) throw badRequest(invalid("body.userIds", m.userIdsRequired));
      const students = new Set(await studentIdsOfCourse(services, item.courseId));
      const stranger = userIds.find((id) => !students.has(id));
      if (stranger !== undefined) throw badRequest(invalid("body.userIds", m.notStudentOfClass(stranger)));
    }
    const now = services.clock.now();
    const running = await openQuestion(services, item.id);
    if (running) throw businessError(codes.questionRunning, m.questionRunning(running.title));
    // One whose time ran out but is not stored as ended yet ends (and is announced) before the new one starts.
    await endExpiredActivities(services, now, item.id);
    const [q] = await services.db
      .insert(schema.askQuestions)
      .values({
        courseItemId: item.id,
        teacherId: item.teacherId,
        title: body.title,
        content: body.content ?? "",
        type: body.type,
        options,
        answer,
        mode,
        userIds,
        duration: body.duration ?? null,
        startTime: now,
        deadline: body.duration ? new Date(now.getTime() + body.duration * 1000) : null,
      })
      // A start racing this one won (the one-in-progress index): answer as if it had been seen.
      .onConflictDoNothing()
      .returning();
    if (!q) {
      const other = await openQuestion(services, item.id);
      throw businessError(codes.questionRunning, m.questionRunning(other?.title ?? ""));
    }
    const event: Body<"AskQuestionPushEvent"> = { type: "askQuestion", questionId: q.id, courseItemId: item.id };
    await services.push.send(await audienceOf(services, q), event);
    return questionView(services, q);
  }),

  "GET /teach/ask-question/record": op<{ questionId: number }>(async (ctx) => {
    const { services } = ctx;
    const q = await ownQuestion(services, me(ctx), ctx.query.questionId);
    const [question, rows] = await Promise.all([
      questionView(services, q),
      answersWithNames(services, eq(schema.questionAnswers.questionId, q.id)),
    ]);
    return { question, records: rows.map((r) => answerView(r.answer, r)), total: question.total };
  }),

  "POST /teach/ask-question/record": op<never, Body<"QuestionAnswerCreate">>(async (ctx) => {
    const { services, body } = ctx;
    // Answers arriving together are judged and written together (classroom/question-answers.ts):
    // answer storms stay cheap, and the teacher hears of each new answer after the students.
    return services.questionAnswers.record({
      questionId: body.questionId,
      user: me(ctx),
      body,
      at: services.clock.now(),
    });
  }),

  "POST /teach/ask-question/end": op<{ questionId: number }>(async (ctx) => {
    const { services } = ctx;
    const q = await ownQuestion(services, me(ctx), ctx.query.questionId);
    if (q.status !== 1) return true;
    const now = services.clock.now();
    const [ended] = await services.db
      .update(schema.askQuestions)
      .set({ status: 2, endedAt: questionStatus(q, now) === 1 ? now : q.deadline })
      .where(and(eq(schema.askQuestions.id, q.id), eq(schema.askQuestions.status, 1)))
      .returning();
    if (ended) await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, q.courseItemId, 2);
    return true;
  }),

  "POST /teach/ask-question/cancle": op<{ askQuestionId: number }>(async (ctx) => {
    const { services } = ctx;
    const q = await ownQuestion(services, me(ctx), ctx.query.askQuestionId);
    const now = services.clock.now();
    if (questionStatus(q, now) === 3) return true;
    if (questionStatus(q, now) === 2) throw businessError(codes.questionEnded, m.questionEnded);
    const [cancelled] = await services.db
      .update(schema.askQuestions)
      .set({ status: 3, endedAt: now })
      .where(and(eq(schema.askQuestions.id, q.id), eq(schema.askQuestions.status, 1)))
      .returning();
    if (cancelled)
      await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, q.courseItemId, 3);
    return true;
  }),

  "GET /teach/ask-question/delay": op<{ questionId: number; duration: number }>(async (ctx) => {
    const { services, query } = ctx;
    const q = await ownQuestion(services, me(ctx), query.questionId);
    requireOpen(q, services.clock.now());
    if (!q.deadline || q.duration === null) throw businessError(codes.questionNotTimed, m.questionNotTimed);
    const [updated] = await services.db
      .update(schema.askQuestions)
      .set({
        duration: q.duration + query.duration,
        deadline: new Date(q.deadline.getTime() + query.duration * 1000),
      })
      .where(eq(schema.askQuestions.id, q.id))
      .returning();
    await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, q.courseItemId, 1);
    return questionView(services, updated!);
  }),

  "PUT /teach/ask-question/update": op<never, Body<"AskQuestionUpdate">>(async (ctx) => {
    const { services, body } = ctx;
    const q = await ownQuestion(services, me(ctx), body.id);
    const now = services.clock.now();
    const set: Partial<typeof schema.askQuestions.$inferInsert> = {};
    if (body.title !== undefined) set.title = body.title;
    if (body.content !== undefined) set.content = body.content;
    if (body.duration !== undefined) {
      requireOpen(q, now);
      const deadline = new Date(q.startTime.getTime() + body.duration * 1000);
      if (deadline.getTime() <= now.getTime()) throw businessError(codes.durationTooShort, m.durationTooShort);
      set.duration = body.duration;
      set.deadline = deadline;
    } else if (questionStatus(q, now) === 3) {
      throw businessError(codes.questionCancelled, m.questionCancelled);
    }
    if (Object.keys(set).length === 0) return true;
    const [updated] = await services.db
      .update(schema.askQuestions)
      .set(set)
      .where(eq(schema.askQuestions.id, q.id))
      .returning();
    const status = questionStatus(updated!, now);
    await announceChange(services, await audienceOf(services, q), "askQuestion", q.id, q.courseItemId, status);
    return true;
  }),

  "POST /teach/ask-question/score": op<never, Body<"QuestionScore">>(async (ctx) => {
    const { services, body } = ctx;
    const user = me(ctx);
    const [row] =
      body.recordId <= MAX_INT
        ? await services.db
            .select({ id: schema.questionAnswers.id, teacherId: schema.askQuestions.teacherId })
            .from(schema.questionAnswers)
            .innerJoin(schema.askQuestions, eq(schema.askQuestions.id, schema.questionAnswers.questionId))
            .where(eq(schema.questionAnswers.id, body.recordId))
        : [];
    if (!row) throw notFound(m.answerNotFound(body.recordId));
    if (row.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourQuestion);
    await services.db
      .update(schema.questionAnswers)
      .set({ score: body.score, ...(body.comment !== undefined ? { comment: body.comment } : {}) })
      .where(eq(schema.questionAnswers.id, row.id));
    return true;
  }),

  "GET /teach/ask-question/record/detail": op<{ recordId: number; id: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const [row] =
      query.recordId <= MAX_INT && query.id <= MAX_INT
        ? await services.db
            .select({
              answer: schema.questionAnswers,
              q: schema.askQuestions,
              nickname: schema.users.nickname,
              avatar: schema.users.avatar,
            })
            .from(schema.questionAnswers)
            .innerJoin(schema.askQuestions, eq(schema.askQuestions.id, schema.questionAnswers.questionId))
            .innerJoin(schema.users, eq(schema.users.id, schema.questionAnswers.userId))
            .where(and(eq(schema.questionAnswers.id, query.recordId), eq(schema.questionAnswers.questionId, query.id)))
        : [];
    if (!row) throw notFound(m.answerNotFound(query.recordId));
    if (row.q.teacherId === user.id || isAdmin(user)) return answerView(row.answer, row);
    if (row.answer.userId !== user.id) throw forbidden(m.notYourAnswer);
    return answerView(row.answer, row, questionStatus(row.q, services.clock.now()) !== 2);
  }),

  "GET /teach/ask-question/student": op<{ courseItemId?: number; questionId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    if (query.questionId !== undefined) {
      // A past (or open) question put to this student: its preview, in whatever state it is.
      const [q] =
        query.questionId <= MAX_INT
          ? await services.db.select().from(schema.askQuestions).where(eq(schema.askQuestions.id, query.questionId))
          : [];
      if (!q) throw notFound(m.questionNotFound(query.questionId));
      await enrolledItem(services, user, q.courseItemId);
      if (!isTarget(q, user.id)) throw forbidden(m.notTarget);
      return questionView(services, q, user);
    }
    const item =
      query.courseItemId !== undefined
        ? await enrolledItem(services, user, query.courseItemId)
        : await studentCurrentItem(services, user.id);
    if (!item) return null;
    const q = await openQuestion(services, item.id);
    if (!q || !isTarget(q, user.id)) return null;
    return questionView(services, q, user);
  }),

  "GET /teach/ask-question/count": op<{ courseItemId?: number }>(async (ctx) => {
    const item = await teacherSession(ctx.services, me(ctx), ctx.query.courseItemId);
    const [row] = await ctx.services.db
      .select({ n: count() })
      .from(schema.askQuestions)
      .where(and(eq(schema.askQuestions.courseItemId, item.id), ne(schema.askQuestions.status, 3)));
    return row?.n ?? 0;
  }),

  "GET /teach/ask-question/student/complete": op<{ questionId: number }>(async (ctx) => {
    const { services } = ctx;
    const q = await ownQuestion(services, me(ctx), ctx.query.questionId);
    const [item] = await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, q.courseItemId));
    const expected =
      q.mode === 0 ? await studentsOfCourse(services, item!.courseId) : await classStudents(services, q.userIds);
    const answered = await services.db
      .select({ userId: schema.questionAnswers.userId })
      .from(schema.questionAnswers)
      .where(eq(schema.questionAnswers.questionId, q.id))
      .orderBy(asc(schema.questionAnswers.id));
    const done = new Set(answered.map((a) => a.userId));
    return {
      completed: await classStudents(
        services,
        answered.map((a) => a.userId),
      ),
      uncompleted: expected.filter((s) => !done.has(s.userId)),
    };
  }),

  "GET /teach/ask-question/stu/page": op<Page & { courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const where = and(
      eq(schema.courseStudents.userId, user.id),
      ne(schema.askQuestions.status, 3),
      or(eq(schema.askQuestions.mode, 0), sql`${schema.askQuestions.userIds} @> ${JSON.stringify([user.id])}::jsonb`),
      ...(query.courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT))] : []),
    );
    const base = () =>
      services.db
        .select({ q: schema.askQuestions })
        .from(schema.askQuestions)
        .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.askQuestions.courseItemId))
        .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
        .where(where);
    const [total] = await services.db.select({ n: count() }).from(base().as("mine"));
    const rows = await base().orderBy(desc(schema.askQuestions.id)).limit(query.pageSize).offset(pageOffset(query));
    return {
      list: await questionViews(
        services,
        rows.map((r) => r.q),
        user,
      ),
      total: total?.n ?? 0,
    };
  }),

  "GET /teach/ask-question/page": op<Page & { courseItemId?: number; status?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const now = services.clock.now();
    const conditions: (SQL | undefined)[] = [];
    if (!isAdmin(user)) conditions.push(eq(schema.askQuestions.teacherId, user.id));
    if (query.courseItemId !== undefined) {
      const item = await ownItem(services, user, query.courseItemId);
      conditions.push(eq(schema.askQuestions.courseItemId, item.id));
    }
    if (query.status === 1) conditions.push(openAt(now));
    else if (query.status === 2)
      conditions.push(
        or(
          eq(schema.askQuestions.status, 2),
          and(eq(schema.askQuestions.status, 1), lte(schema.askQuestions.deadline, now)),
        ),
      );
    else if (query.status !== undefined) conditions.push(eq(schema.askQuestions.status, query.status));
    const where = and(...conditions);
    const [total] = await services.db.select({ n: count() }).from(schema.askQuestions).where(where);
    const rows = await services.db
      .select()
      .from(schema.askQuestions)
      .where(where)
      .orderBy(desc(schema.askQuestions.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    return { list: await questionViews(services, rows), total: total?.n ?? 0 };
  }),
};
