// Classroom practice (/teach/classroom-practice): the teacher builds a set of choice and free-text
// questions inside a classroom record and publishes it (pushed as `practice` to the session's students
// while the class runs); each student answers once, choice questions are marked at once; students see
// the right answers when the practice has ended; the teacher reads each student's answers and the
// statistics per question and per student.
import type { components } from "@smartclass/api";
import { and, count, eq } from "drizzle-orm";

import { questionRowsOf } from "../assignment/inputs.js";
import { announceChange } from "../classroom/activities.js";
import { itemById, studentIdsOfItem, studentsOfCourse } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import { practiceAnswersOf, practiceRecordView, practiceStatistics, scoreOf } from "../record/answers.js";
import { recordCodes, recordMessages as m } from "../record/messages.js";
import {
  ownPractice,
  practiceById,
  practiceStatus,
  practiceViews,
  questionsOf,
  studentPractices,
  studiesIn,
} from "../record/practices.js";
import { ownRecord, ownsRecord } from "../record/records.js";
import { type Handler, me, op, type Services } from "./types.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
type PracticeRow = Awaited<ReturnType<typeof practiceById>>;

/** A practice a student of its course may see: published; 403 or 404 otherwise. */
async function studentPractice(services: Services, row: PracticeRow, userId: number) {
  if (!(await studiesIn(services, userId, row.item))) throw forbidden(m.notStudentOfPractice);
  if (row.p.status === 0) throw notFound(m.practiceNotFound(row.p.id));
}

async function answersOfUser(services: Services, practiceId: number, userId: number) {
  const [row] = await services.db
    .select()
    .from(schema.practiceAnswers)
    .where(and(eq(schema.practiceAnswers.practiceId, practiceId), eq(schema.practiceAnswers.userId, userId)));
  return row;
}

export const classroomPracticeHandlers: Record<string, Handler> = {
  "POST /teach/classroom-practice/create": op<never, Body<"PracticeCreate">>(async (ctx) => {
    const { services, body } = ctx;
    const record = await ownRecord(services, me(ctx), body.classroomRecordId);
    const questions = questionRowsOf(body.questions);
    const item = await itemById(services, record.courseItemId);
    if (!item) throw notFound(m.recordNotFound(record.id));
    const now = services.clock.now();
    const publish = body.publish ?? false;
    const id = await services.db.transaction(async (tx) => {
      const [p] = await tx
        .insert(schema.classroomPractices)
        .values({
          classroomRecordId: record.id,
          courseItemId: record.courseItemId,
          teacherId: record.teacherId,
          title: body.title.trim() || body.title,
          duration: body.duration ?? null,
          status: publish ? 1 : 0,
          startTime: publish ? now : null,
          endTime: publish && body.duration ? new Date(now.getTime() + body.duration * 1000) : null,
          createdAt: now,
        })
        .returning({ id: schema.classroomPractices.id });
      await tx.insert(schema.practiceQuestions).values(questions.map((q) => ({ ...q, practiceId: p!.id })));
      return p!.id;
    });
    // Students in class land on /student/practice/info/{id}; after class they find it in their list.
    if (publish && item.status === 1) {
      const event: Body<"PracticePushEvent"> = { type: "practice", id, courseItemId: item.id };
      await services.push.send(await studentIdsOfItem(services, item.id), event);
    }
    return id;
  }),

  "GET /teach/classroom-practice/get": op<{ id: number }>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const row = await practiceById(services, ctx.query.id);
    if (ownsRecord(user, row.p)) return (await practiceViews(services, [row]))[0];
    await studentPractice(services, row, user.id);
    return (await practiceViews(services, [row], user))[0];
  }),

  "POST /teach/classroom-practice/record": op<{ id: number }, Body<"PracticeSubmit">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const row = await practiceById(services, ctx.query.id);
    await studentPractice(services, row, user.id);
    const now = services.clock.now();
    if (await answersOfUser(services, row.p.id, user.id)) throw badRequest(m.practiceAnswered);
    if (practiceStatus(row.p, row.item, now) !== 1) throw businessError(recordCodes.practiceEnded, m.practiceEnded);
    const answers = practiceAnswersOf(await questionsOf(services, [row.p.id]), body.answers);
    const [stored] = await services.db
      .insert(schema.practiceAnswers)
      .values({ practiceId: row.p.id, userId: user.id, answers, score: scoreOf(answers), submitTime: now })
      // A double tap racing this one won (the unique index).
      .onConflictDoNothing()
      .returning({ id: schema.practiceAnswers.id });
    if (!stored) throw badRequest(m.practiceAnswered);
    // The teacher's practice card and statistics follow the answers live.
    const [{ answerCount } = { answerCount: 0 }] = await services.db
      .select({ answerCount: count() })
      .from(schema.practiceAnswers)
      .where(eq(schema.practiceAnswers.practiceId, row.p.id));
    const event: Body<"PracticeAnsweredPushEvent"> = {
      type: "practiceAnswered",
      id: row.p.id,
      courseItemId: row.p.courseItemId,
      answerCount,
    };
    await services.push.send([row.p.teacherId], event);
    return true;
  }),

  "GET /teach/classroom-practice/list/stu": op<{ courseId?: number }>(async (ctx) =>
    studentPractices(ctx.services, me(ctx), ctx.query.courseId),
  ),

  "GET /teach/classroom-practice/record/detail": op<{ id: number; userId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const row = await practiceById(services, query.id);
    const userId = query.userId ?? user.id;
    if (ownsRecord(user, row.p))
      return practiceRecordView(row.p.id, userId, await answersOfUser(services, row.p.id, userId), true);
    if (userId !== user.id) throw forbidden(m.notYourPracticeRecord);
    await studentPractice(services, row, user.id);
    const reveal = practiceStatus(row.p, row.item, services.clock.now()) === 2;
    return practiceRecordView(row.p.id, userId, await answersOfUser(services, row.p.id, userId), reveal);
  }),

  "GET /teach/classroom-practice/list": op<{ classroomRecordId: number }>(async (ctx) => {
    const { services } = ctx;
    const record = await ownRecord(services, me(ctx), ctx.query.classroomRecordId);
    const item = await itemById(services, record.courseItemId);
    if (!item) throw notFound(m.recordNotFound(record.id));
    const rows = await services.db
      .select()
      .from(schema.classroomPractices)
      .where(eq(schema.classroomPractices.classroomRecordId, record.id))
      .orderBy(schema.classroomPractices.id);
    return practiceViews(
      services,
      rows.map((p) => ({ p, item })),
    );
  }),

  "GET /teach/classroom-practice/statistics": op<{ id: number }>(async (ctx) => {
    const { services } = ctx;
    const row = await ownPractice(services, me(ctx), ctx.query.id);
    const [questions, answers, students] = await Promise.all([
      questionsOf(services, [row.p.id]),
      services.db.select().from(schema.practiceAnswers).where(eq(schema.practiceAnswers.practiceId, row.p.id)),
      studentsOfCourse(services, row.item.courseId),
    ]);
    return practiceStatistics(row.p.id, questions, answers, students);
  }),

  "DELETE /teach/classroom-practice/delete": op<{ id: number }>(async (ctx) => {
    const { services } = ctx;
    const row = await ownPractice(services, me(ctx), ctx.query.id);
    const wasOpen = practiceStatus(row.p, row.item, services.clock.now()) === 1;
    // Its questions and answers go with it (the foreign keys cascade, one statement).
    await services.db.delete(schema.classroomPractices).where(eq(schema.classroomPractices.id, row.p.id));
    // Deleting a practice students are answering cancels it for them (their page leaves it).
    if (wasOpen)
      await announceChange(
        services,
        await studentIdsOfItem(services, row.p.courseItemId),
        "practice",
        row.p.id,
        row.p.courseItemId,
        3,
      );
    return true;
  }),
};
