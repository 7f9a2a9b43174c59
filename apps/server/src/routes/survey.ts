// Surveys (/teach/survey): save for reuse, start in a session (a saved one is copied), answer once,
// end, results per question, and the teacher's and the student's lists.
import type { components } from "@smartclass/api";
import { and, count, desc, eq, inArray, ne, type SQL } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { announceChange, surveyOpenAt } from "../classroom/activities.js";
import { endExpiredActivities } from "../classroom/deadlines.js";
import { classroomCodes, classroomMessages as m, invalid } from "../classroom/messages.js";
import { isAdmin, isEnrolled, MAX_INT, ownItem, requireRunning, studentIdsOfItem } from "../classroom/sessions.js";
import {
  statisticsOf,
  insertSurveyAnswer,
  surveyAnswersOf,
  surveyQuestionsOf,
  type SurveyRow,
  surveyStatus,
  surveyViews,
} from "../classroom/survey.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import { type Handler, me, op, type Services } from "./types.js";
import { type Page, pageOffset } from "../lib/paging.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
const codes = classroomCodes;

async function surveyById(services: Services, id: number): Promise<SurveyRow> {
  const [s] = id <= MAX_INT ? await services.db.select().from(schema.surveys).where(eq(schema.surveys.id, id)) : [];
  if (!s) throw notFound(m.surveyNotFound(id));
  return s;
}

const owns = (user: AuthUser, s: SurveyRow) => s.teacherId === user.id || isAdmin(user);

/** A survey the caller made (or any, for an administrator); 404 or 403 otherwise. */
async function ownSurvey(services: Services, user: AuthUser, id: number): Promise<SurveyRow> {
  const s = await surveyById(services, id);
  if (!owns(user, s)) throw forbidden(m.notYourSurvey);
  return s;
}

async function openSurvey(services: Services, courseItemId: number) {
  const [s] = await services.db
    .select()
    .from(schema.surveys)
    .where(and(eq(schema.surveys.courseItemId, courseItemId), surveyOpenAt(services.clock.now())))
    .limit(1);
  return s;
}

async function oneView(services: Services, s: SurveyRow, student?: AuthUser) {
  return (await surveyViews(services, [s], student))[0]!;
}

/** What a survey asks: a saved one's content, or the one written in the request. */
async function contentToStart(services: Services, user: AuthUser, body: Body<"SurveyStart">) {
  const inline = body.title !== undefined || body.questions !== undefined;
  if (body.surveyId !== undefined && inline) throw badRequest(invalid("body.surveyId", m.surveyIdWithInline));
  if (body.surveyId === undefined) {
    if (!inline) throw badRequest(invalid("body.surveyId", m.surveyIdOrInline));
    if (body.title === undefined) throw badRequest(invalid("body.title", "is required"));
    if (body.questions === undefined) throw badRequest(invalid("body.questions", "is required"));
    return {
      title: body.title,
      anonymous: body.anonymous ?? false,
      duration: body.duration ?? null,
      sourceId: null,
      questions: surveyQuestionsOf(body.questions),
    };
  }
  const saved = await ownSurvey(services, user, body.surveyId);
  if (saved.status !== 0 || saved.courseItemId !== null)
    throw badRequest(invalid("body.surveyId", m.notASavedSurvey(body.surveyId)));
  const questions = await services.db
    .select()
    .from(schema.surveyQuestions)
    .where(eq(schema.surveyQuestions.surveyId, saved.id))
    .orderBy(schema.surveyQuestions.sort);
  return {
    title: saved.title,
    anonymous: body.anonymous ?? saved.anonymous,
    duration: body.duration ?? saved.duration,
    sourceId: saved.id,
    questions: questions.map((q) => ({ sort: q.sort, type: q.type, title: q.title, options: q.options })),
  };
}

export const surveyHandlers: Record<string, Handler> = {
  "POST /teach/survey/create": op<never, Body<"SurveyCreate">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const questions = surveyQuestionsOf(body.questions);
    const saved = await services.db.transaction(async (tx) => {
      const [s] = await tx
        .insert(schema.surveys)
        .values({
          teacherId: user.id,
          title: body.title,
          anonymous: body.anonymous ?? false,
          duration: body.duration ?? null,
          status: 0,
          createdAt: services.clock.now(),
        })
        .returning();
      await tx.insert(schema.surveyQuestions).values(questions.map((q) => ({ ...q, surveyId: s!.id })));
      return s!;
    });
    return oneView(services, saved);
  }),

  "POST /teach/survey/start": op<never, Body<"SurveyStart">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const item = await ownItem(services, user, body.courseItemId);
    requireRunning(item);
    const content = await contentToStart(services, user, body);
    const running = await openSurvey(services, item.id);
    if (running) throw businessError(codes.surveyRunning, m.surveyRunning(running.title));
    const now = services.clock.now();
    // One whose time ran out but is not stored as ended yet ends (and is announced) before the new one starts.
    await endExpiredActivities(services, now, item.id);
    const run = await services.db.transaction(async (tx) => {
      const [s] = await tx
        .insert(schema.surveys)
        .values({
          teacherId: item.teacherId,
          courseItemId: item.id,
          sourceId: content.sourceId,
          title: content.title,
          anonymous: content.anonymous,
          duration: content.duration,
          status: 1,
          startTime: now,
          deadline: content.duration ? new Date(now.getTime() + content.duration * 1000) : null,
          createdAt: now,
        })
        // A start racing this one won (the one-in-progress index).
        .onConflictDoNothing()
        .returning();
      if (!s) return undefined;
      await tx.insert(schema.surveyQuestions).values(content.questions.map((q) => ({ ...q, surveyId: s.id })));
      return s;
    });
    if (!run)
      throw businessError(codes.surveyRunning, m.surveyRunning((await openSurvey(services, item.id))?.title ?? ""));
    const event: Body<"SurveyPushEvent"> = { type: "survey", itemSurveyId: run.id, courseItemId: item.id };
    await services.push.send(await studentIdsOfItem(services, item.id), event);
    return oneView(services, run);
  }),

  "POST /teach/survey/end": op<{ itemSurveyId: number }>(async (ctx) => {
    const { services } = ctx;
    const s = await ownSurvey(services, me(ctx), ctx.query.itemSurveyId);
    if (s.status === 0) throw businessError(codes.surveyNotStarted, m.surveyNotStarted);
    if (s.status !== 1) return true;
    const now = services.clock.now();
    const [ended] = await services.db
      .update(schema.surveys)
      .set({ status: 2, endedAt: surveyStatus(s, now) === 1 ? now : s.deadline })
      .where(and(eq(schema.surveys.id, s.id), eq(schema.surveys.status, 1)))
      .returning();
    if (ended && s.courseItemId !== null)
      await announceChange(
        services,
        await studentIdsOfItem(services, s.courseItemId),
        "survey",
        s.id,
        s.courseItemId,
        2,
      );
    return true;
  }),

  "POST /teach/survey/record": op<never, Body<"SurveyAnswerCreate">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const [row] =
      body.itemSurveyId <= MAX_INT
        ? await services.db
            .select({
              s: schema.surveys,
              teacherId: schema.courseItems.teacherId,
              enrolled: schema.courseStudents.userId,
              existing: schema.surveyAnswers.id,
            })
            .from(schema.surveys)
            .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.surveys.courseItemId))
            .leftJoin(
              schema.courseStudents,
              and(
                eq(schema.courseStudents.courseId, schema.courseItems.courseId),
                eq(schema.courseStudents.userId, user.id),
              ),
            )
            .leftJoin(
              schema.surveyAnswers,
              and(eq(schema.surveyAnswers.surveyId, schema.surveys.id), eq(schema.surveyAnswers.userId, user.id)),
            )
            .where(eq(schema.surveys.id, body.itemSurveyId))
        : [];
    // A saved survey (no session) is not answerable: it is not found for students.
    if (!row) throw notFound(m.surveyNotFound(body.itemSurveyId));
    const { s } = row;
    if (row.enrolled === null) throw forbidden(m.notStudentOfSurvey);
    // Once each: answering again changes nothing.
    if (row.existing !== null) return true;
    const now = services.clock.now();
    if (surveyStatus(s, now) !== 1) throw businessError(codes.surveyEnded, m.surveyEnded);
    const questions = await services.db
      .select()
      .from(schema.surveyQuestions)
      .where(eq(schema.surveyQuestions.surveyId, s.id));
    const answers = surveyAnswersOf(questions, body.answers);
    const answerCount = await insertSurveyAnswer(services, s.id, user.id, answers, now);
    if (answerCount !== undefined) {
      const event: Body<"SurveyAnsweredPushEvent"> = {
        type: "surveyAnswered",
        itemSurveyId: s.id,
        courseItemId: s.courseItemId!,
        answerCount,
      };
      await services.push.send([row.teacherId], event);
    }
    return true;
  }),

  "GET /teach/survey/teacher/list": op<Page & { courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const conditions: (SQL | undefined)[] = [];
    if (!isAdmin(user)) conditions.push(eq(schema.surveys.teacherId, user.id));
    if (query.courseId !== undefined) {
      const items = services.db
        .select({ id: schema.courseItems.id })
        .from(schema.courseItems)
        .where(eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT)));
      conditions.push(inArray(schema.surveys.courseItemId, items));
    }
    const where = and(...conditions);
    const [total] = await services.db.select({ n: count() }).from(schema.surveys).where(where);
    const rows = await services.db
      .select()
      .from(schema.surveys)
      .where(where)
      .orderBy(desc(schema.surveys.id))
      .limit(query.pageSize)
      .offset(pageOffset(query));
    return { list: await surveyViews(services, rows), total: total?.n ?? 0 };
  }),

  "GET /teach/survey/student/list": op<Page & { courseId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const where = and(
      eq(schema.courseStudents.userId, user.id),
      ne(schema.surveys.status, 0),
      ne(schema.surveys.status, 3),
      ...(query.courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(query.courseId, MAX_INT))] : []),
    );
    const base = () =>
      services.db
        .select({ s: schema.surveys })
        .from(schema.surveys)
        .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.surveys.courseItemId))
        .innerJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
        .where(where);
    const [total] = await services.db.select({ n: count() }).from(base().as("mine"));
    const rows = await base().orderBy(desc(schema.surveys.id)).limit(query.pageSize).offset(pageOffset(query));
    return {
      list: await surveyViews(
        services,
        rows.map((r) => r.s),
        user,
      ),
      total: total?.n ?? 0,
    };
  }),

  "GET /teach/survey/record/detail": op<{ itemSurveyId: number }>(async (ctx) => {
    const { services } = ctx;
    const s = await ownSurvey(services, me(ctx), ctx.query.itemSurveyId);
    const [survey, questions, answers, students] = await Promise.all([
      oneView(services, s),
      services.db.select().from(schema.surveyQuestions).where(eq(schema.surveyQuestions.surveyId, s.id)),
      services.db
        .select({ answers: schema.surveyAnswers.answers })
        .from(schema.surveyAnswers)
        .where(eq(schema.surveyAnswers.surveyId, s.id))
        .orderBy(schema.surveyAnswers.id),
      s.courseItemId !== null ? studentIdsOfItem(services, s.courseItemId) : Promise.resolve([]),
    ]);
    return {
      survey,
      total: students.length,
      answered: answers.length,
      questions: statisticsOf(
        questions,
        answers.map((a) => a.answers),
        s.anonymous,
      ),
    };
  }),

  "GET /teach/survey/get": op<{ itemSurveyId: number }>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const s = await surveyById(services, ctx.query.itemSurveyId);
    if (owns(user, s)) return oneView(services, s);
    const [item] =
      s.courseItemId !== null
        ? await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, s.courseItemId))
        : [];
    if (!item || !(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.notStudentOfSurvey);
    return oneView(services, s, user);
  }),

  "GET /teach/survey/record": op<{ courseItemId: number }>(async (ctx) => {
    const { services } = ctx;
    const item = await ownItem(services, me(ctx), ctx.query.courseItemId);
    const rows = await services.db
      .select()
      .from(schema.surveys)
      .where(eq(schema.surveys.courseItemId, item.id))
      .orderBy(desc(schema.surveys.id));
    return surveyViews(services, rows);
  }),
};
