// What questions and surveys share with the session around them: the activityChanged push (to the
// students and the teacher), closing everything when the class ends, and
// what a student still has to do in a session (stu/todo, the catch-up after a reload).
import type { components } from "@smartclass/api";
import { and, count, desc, eq, gt, isNull, notExists, or, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { type Db, schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { openAt } from "./question.js";
import { MAX_INT } from "../lib/ids.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type ActivityChanged = components["schemas"]["ActivityChangedPushEvent"];

/** SQL: the question is asked of this student (everyone in mode 0, or they are a target). */
const askedOf = (userId: number) =>
  or(eq(schema.askQuestions.mode, 0), sql`${schema.askQuestions.userIds} @> ${JSON.stringify([userId])}::jsonb`);

/**
 * Tells the given students and the session's teacher that an activity ended, was cancelled, or changed its
 * time: the teacher's panels offer the next activity without a reload, students' pages refetch.
 */
export async function announceChange(
  services: Services,
  userIds: number[],
  activity: ActivityChanged["activity"],
  id: number,
  courseItemId: number,
  status: ActivityChanged["status"],
): Promise<void> {
  const event: ActivityChanged = { type: "activityChanged", activity, id, courseItemId, status };
  const [item] = await services.db
    .select({ teacherId: schema.courseItems.teacherId })
    .from(schema.courseItems)
    .where(eq(schema.courseItems.id, courseItemId));
  const audience = new Set(userIds);
  if (item) audience.add(item.teacherId);
  await services.push.send([...audience], event);
}

/**
 * Ends the session's open questions and surveys (the class ends); answers what to announce. One whose
 * deadline passed unnoticed ends at its deadline, and is announced like the others.
 */
export async function endSessionActivities(tx: Tx, courseItemId: number, now: Date) {
  const questions = await tx
    .update(schema.askQuestions)
    .set({ status: 2, endedAt: endedBy(schema.askQuestions.deadline, now) })
    .where(and(eq(schema.askQuestions.courseItemId, courseItemId), eq(schema.askQuestions.status, 1)))
    .returning();
  const surveys = await tx
    .update(schema.surveys)
    .set({ status: 2, endedAt: endedBy(schema.surveys.deadline, now) })
    .where(and(eq(schema.surveys.courseItemId, courseItemId), eq(schema.surveys.status, 1)))
    .returning({ id: schema.surveys.id });
  return { questions, surveys: surveys.map((s) => s.id) };
}

/** SQL: the earlier of the deadline (when there is one) and `now` — when an activity ended by the class ended. */
export function endedBy(deadline: AnyPgColumn, now: Date) {
  return sql`least(${deadline}, ${now.toISOString()}::timestamptz)`;
}

/** SQL: the survey is still open at `now` (in progress, deadline not passed). */
export function surveyOpenAt(now: Date) {
  return and(eq(schema.surveys.status, 1), or(isNull(schema.surveys.deadline), gt(schema.surveys.deadline, now)))!;
}

/**
 * What the student may still do in a session: the open question they are asked and have not
 * answered, and the open survey they have not answered.
 */
export async function studentOpenActivities(services: Services, courseItemId: number, userId: number) {
  const now = services.clock.now();
  const [question] = await services.db
    .select({ id: schema.askQuestions.id })
    .from(schema.askQuestions)
    .where(
      and(
        eq(schema.askQuestions.courseItemId, courseItemId),
        openAt(now),
        askedOf(userId),
        notExists(
          services.db
            .select({ id: schema.questionAnswers.id })
            .from(schema.questionAnswers)
            .where(
              and(
                eq(schema.questionAnswers.questionId, schema.askQuestions.id),
                eq(schema.questionAnswers.userId, userId),
              ),
            ),
        ),
      ),
    )
    .limit(1);
  const [survey] = await services.db
    .select({ id: schema.surveys.id })
    .from(schema.surveys)
    .where(
      and(
        eq(schema.surveys.courseItemId, courseItemId),
        surveyOpenAt(now),
        notExists(
          services.db
            .select({ id: schema.surveyAnswers.id })
            .from(schema.surveyAnswers)
            .where(and(eq(schema.surveyAnswers.surveyId, schema.surveys.id), eq(schema.surveyAnswers.userId, userId))),
        ),
      ),
    )
    .limit(1);
  return { questionId: question?.id ?? null, itemSurveyId: survey?.id ?? null };
}

/** The session's open question and survey with their start times (classroom/status). */
export async function openActivities(services: Services, courseItemId: number) {
  const now = services.clock.now();
  const [question] = await services.db
    .select({ id: schema.askQuestions.id, startTime: schema.askQuestions.startTime })
    .from(schema.askQuestions)
    .where(and(eq(schema.askQuestions.courseItemId, courseItemId), openAt(now)))
    .orderBy(desc(schema.askQuestions.id))
    .limit(1);
  const [survey] = await services.db
    .select({ id: schema.surveys.id, startTime: schema.surveys.startTime })
    .from(schema.surveys)
    .where(and(eq(schema.surveys.courseItemId, courseItemId), surveyOpenAt(now)))
    .orderBy(desc(schema.surveys.id))
    .limit(1);
  return { question, survey };
}

type TodoItem = components["schemas"]["TodoItem"];

/**
 * Open questions and surveys as todo items: a teacher's own, or those a student is asked and has
 * not answered yet.
 */
export async function openActivityTodo(
  services: Services,
  who: { teacherId: number } | { studentId: number },
): Promise<TodoItem[]> {
  const now = services.clock.now();
  const db = services.db;
  let questions: { id: number; title: string; courseItemId: number; deadline: Date | null }[];
  let surveys: { id: number; title: string; courseItemId: number | null; deadline: Date | null }[];
  const q = {
    id: schema.askQuestions.id,
    title: schema.askQuestions.title,
    courseItemId: schema.askQuestions.courseItemId,
    deadline: schema.askQuestions.deadline,
  };
  const s = {
    id: schema.surveys.id,
    title: schema.surveys.title,
    courseItemId: schema.surveys.courseItemId,
    deadline: schema.surveys.deadline,
  };
  if ("teacherId" in who) {
    questions = await db
      .select(q)
      .from(schema.askQuestions)
      .where(and(eq(schema.askQuestions.teacherId, who.teacherId), openAt(now)));
    surveys = await db
      .select(s)
      .from(schema.surveys)
      .where(and(eq(schema.surveys.teacherId, who.teacherId), surveyOpenAt(now)));
  } else {
    const userId = who.studentId;
    const enrolled = and(
      eq(schema.courseStudents.courseId, schema.courseItems.courseId),
      eq(schema.courseStudents.userId, userId),
    );
    questions = await db
      .select(q)
      .from(schema.askQuestions)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.askQuestions.courseItemId))
      .innerJoin(schema.courseStudents, enrolled)
      .leftJoin(
        schema.questionAnswers,
        and(eq(schema.questionAnswers.questionId, schema.askQuestions.id), eq(schema.questionAnswers.userId, userId)),
      )
      .where(and(openAt(now), askedOf(userId), isNull(schema.questionAnswers.id)));
    surveys = await db
      .select(s)
      .from(schema.surveys)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.surveys.courseItemId))
      .innerJoin(schema.courseStudents, enrolled)
      .leftJoin(
        schema.surveyAnswers,
        and(eq(schema.surveyAnswers.surveyId, schema.surveys.id), eq(schema.surveyAnswers.userId, userId)),
      )
      .where(and(surveyOpenAt(now), isNull(schema.surveyAnswers.id)));
  }
  return [
    ...questions.map((x) => ({ type: "askQuestion" as const, ...x, deadline: x.deadline?.getTime() ?? null })),
    ...surveys.map((x) => ({ type: "survey" as const, ...x, deadline: x.deadline?.getTime() ?? null })),
  ];
}

/** How many questions and surveys a student answered (in one course, or in all). */
export async function answeredCounts(services: Services, userId: number, courseId?: number) {
  const inCourse = courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(courseId, MAX_INT))] : [];
  const [questions] = await services.db
    .select({ n: count() })
    .from(schema.questionAnswers)
    .innerJoin(schema.askQuestions, eq(schema.askQuestions.id, schema.questionAnswers.questionId))
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.askQuestions.courseItemId))
    .where(and(eq(schema.questionAnswers.userId, userId), ...inCourse));
  const [surveys] = await services.db
    .select({ n: count() })
    .from(schema.surveyAnswers)
    .innerJoin(schema.surveys, eq(schema.surveys.id, schema.surveyAnswers.surveyId))
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.surveys.courseItemId))
    .where(and(eq(schema.surveyAnswers.userId, userId), ...inCourse));
  return { questions: questions?.n ?? 0, surveys: surveys?.n ?? 0 };
}
