// Classroom practices: lookups with who may see them (the record's teacher or an administrator; the
// course's students once published), when a practice is open (published, its time not run out, its
// session not ended since it was published) and the practice as the contract shows it — students get
// the right answers only once the practice has ended.
import type { components } from "@smartclass/api";
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { isEnrolled, MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { recordMessages as m } from "./messages.js";
import { ownsRecord } from "./records.js";

export type PracticeRow = typeof schema.classroomPractices.$inferSelect;
export type PracticeQuestionRow = typeof schema.practiceQuestions.$inferSelect;
export type PracticeView = components["schemas"]["ClassroomPractice"];
type Status = PracticeView["status"];

/** What of its session a practice's state depends on. */
export type SessionTimes = Pick<typeof schema.courseItems.$inferSelect, "status" | "endedAt" | "courseId">;

/** A practice with its session, by id; 404 when there is none. */
export async function practiceById(services: Services, id: number) {
  const [row] =
    id <= MAX_INT
      ? await services.db
          .select({
            p: schema.classroomPractices,
            item: {
              status: schema.courseItems.status,
              endedAt: schema.courseItems.endedAt,
              courseId: schema.courseItems.courseId,
            },
          })
          .from(schema.classroomPractices)
          .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.classroomPractices.courseItemId))
          .where(eq(schema.classroomPractices.id, id))
      : [];
  if (!row) throw notFound(m.practiceNotFound(id));
  return row;
}

/** A practice the caller owns (its teacher, or an administrator); 404 or 403 otherwise. */
export async function ownPractice(services: Services, user: AuthUser, id: number) {
  const row = await practiceById(services, id);
  if (!ownsRecord(user, row.p)) throw forbidden(m.notYourPractice);
  return row;
}

/**
 * When a published practice closes: at its end time, or when its session ended after it was
 * published (one published after the class stays open until its own end time, if any).
 */
function closesAt(p: PracticeRow, item: SessionTimes): Date | null {
  const sessionEnd =
    item.status === 2 && item.endedAt && p.startTime && p.startTime <= item.endedAt ? item.endedAt : null;
  if (p.endTime && sessionEnd) return p.endTime < sessionEnd ? p.endTime : sessionEnd;
  return p.endTime ?? sessionEnd;
}

/** 0 not published, 1 open, 2 ended, as of `now`. */
export function practiceStatus(p: PracticeRow, item: SessionTimes, now: Date): Status {
  if (p.status === 0) return 0;
  const closes = closesAt(p, item);
  return closes && closes <= now ? 2 : 1;
}

/** A practice's questions, in order. */
export async function questionsOf(services: Services, practiceIds: number[]): Promise<PracticeQuestionRow[]> {
  if (practiceIds.length === 0) return [];
  return services.db
    .select()
    .from(schema.practiceQuestions)
    .where(inArray(schema.practiceQuestions.practiceId, practiceIds))
    .orderBy(schema.practiceQuestions.practiceId, schema.practiceQuestions.sort);
}

/**
 * Practices as the contract shows them. With `student`, each carries `done` (they answered) and the
 * right answers are left out until the practice has ended.
 */
export async function practiceViews(
  services: Services,
  rows: { p: PracticeRow; item: SessionTimes }[],
  student?: AuthUser,
): Promise<PracticeView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.p.id);
  const [questions, done] = await Promise.all([
    questionsOf(services, ids),
    student
      ? services.db
          .select({ id: schema.practiceAnswers.practiceId })
          .from(schema.practiceAnswers)
          .where(and(inArray(schema.practiceAnswers.practiceId, ids), eq(schema.practiceAnswers.userId, student.id)))
      : Promise.resolve([]),
  ]);
  const answered = new Set(done.map((d) => d.id));
  const now = services.clock.now();
  return rows.map(({ p, item }) => {
    const status = practiceStatus(p, item, now);
    const showAnswers = !student || status === 2;
    const closes = p.status === 0 ? null : closesAt(p, item);
    return {
      id: p.id,
      classroomRecordId: p.classroomRecordId,
      courseItemId: p.courseItemId,
      title: p.title,
      duration: p.duration,
      status,
      startTime: p.startTime ? p.startTime.getTime() : null,
      endTime: closes ? closes.getTime() : null,
      ...(student ? { done: answered.has(p.id) } : {}),
      questions: questions
        .filter((q) => q.practiceId === p.id)
        .map((q) => ({
          id: q.id,
          sort: q.sort,
          type: q.type as PracticeView["questions"][number]["type"],
          title: q.title,
          options: q.options,
          ...(showAnswers ? { answer: q.answer } : {}),
          score: q.score,
        })),
    };
  });
}

/** Whether a user studies in the course of a practice's session. */
export const studiesIn = (services: Services, userId: number, item: SessionTimes) =>
  isEnrolled(services, userId, item.courseId);

/**
 * The published practices of the student's courses (or of one of them), newest first, with `done`;
 * `todoOnly` keeps the open ones they have not answered (course-item/stu/practice/todo).
 */
export async function studentPractices(
  services: Services,
  student: AuthUser,
  courseId: number | undefined,
  todoOnly = false,
): Promise<PracticeView[]> {
  const rows = await services.db
    .select({
      p: schema.classroomPractices,
      item: {
        status: schema.courseItems.status,
        endedAt: schema.courseItems.endedAt,
        courseId: schema.courseItems.courseId,
      },
    })
    .from(schema.classroomPractices)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.classroomPractices.courseItemId))
    .innerJoin(
      schema.courseStudents,
      and(
        eq(schema.courseStudents.courseId, schema.courseItems.courseId),
        eq(schema.courseStudents.userId, student.id),
      ),
    )
    .where(
      and(
        // Published: running (1) or stored as ended by the deadline sweeper (2).
        ne(schema.classroomPractices.status, 0),
        ...(courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(courseId, MAX_INT))] : []),
      ),
    )
    .orderBy(desc(schema.classroomPractices.id));
  const views = await practiceViews(services, rows, student);
  return todoOnly ? views.filter((v) => v.status === 1 && !v.done) : views;
}

/** How many practices a student has answered (in one course, when given). */
export async function practicesDone(services: Services, userId: number, courseId: number | undefined) {
  const [row] = await services.db
    .select({ n: count() })
    .from(schema.practiceAnswers)
    .innerJoin(schema.classroomPractices, eq(schema.classroomPractices.id, schema.practiceAnswers.practiceId))
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.classroomPractices.courseItemId))
    .where(
      and(
        eq(schema.practiceAnswers.userId, userId),
        ...(courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(courseId, MAX_INT))] : []),
      ),
    );
  return row?.n ?? 0;
}
