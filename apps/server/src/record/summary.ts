// The session's facts a record carries (ClassroomRecordSummary), computed from the activities' own
// tables whenever a record is read: start, end and duration, attendance from the sign-ins (every student
// of the course, checked in or not, with how and when they first checked in), and every activity of the
// session (sign-ins, questions, surveys, AI topics, assignments, practices) with how many students took
// part and its result figure, oldest first; and the recorded parts (video start … end). A fixed number
// of queries, however many students and activities the session has.
import type { components } from "@smartclass/api";
import { and, asc, count, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";

import { videoSegmentsOf } from "../classroom/control.js";
import type { CourseItemRow } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";

type Summary = components["schemas"]["ClassroomRecordSummary"];
type Activity = Summary["activities"][number];
type Attendee = Summary["attendance"][number];

/** sign_in_records.type as the contract's check-in kind (1 plain, 2 face, 3 made up by the teacher). */
const checkInKinds: Record<number, NonNullable<Attendee["kind"]>> = { 1: "plain", 2: "face", 3: "supplement" };

/** Question types with a right answer the server marks (single, multiple choice, true/false). */
const MARKED_TYPES = [1, 2, 3];

/** `count(*) filter (where …)` of the rows a left join matched, as a number. */
const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** Every student of the course and everyone who checked in at the session's sign-ins (a student who
 * left the course since), by name: checked in or not, with the kind and time of the first check-in. */
function attendanceOf(
  students: { id: number; nickname: string }[],
  checkIns: { userId: number; nickname: string; type: number; time: Date }[],
): Attendee[] {
  const first = new Map(checkIns.map((c) => [c.userId, c]));
  const rows: Attendee[] = students.map((u) => {
    const c = first.get(u.id);
    return {
      userId: u.id,
      nickname: u.nickname,
      signed: c !== undefined,
      kind: c ? (checkInKinds[c.type] ?? "plain") : null,
      time: c ? c.time.getTime() : null,
    };
  });
  const enrolled = new Set(students.map((u) => u.id));
  for (const c of checkIns)
    if (!enrolled.has(c.userId))
      rows.push({
        userId: c.userId,
        nickname: c.nickname,
        signed: true,
        kind: checkInKinds[c.type] ?? "plain",
        time: c.time.getTime(),
      });
  return rows.sort((a, b) => a.nickname.localeCompare(b.nickname, "zh-CN", { numeric: true }) || a.userId - b.userId);
}

/** The summary of a class session, as of `now`. */
export async function sessionSummary(services: Services, item: CourseItemRow, now: Date): Promise<Summary> {
  const db = services.db;
  const [students, signIns, checkIns, questions, surveys, topics, assignments, practices, fullScores, videoSegments] =
    await Promise.all([
      db
        .select({ id: schema.users.id, nickname: schema.users.nickname })
        .from(schema.courseStudents)
        .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
        .where(eq(schema.courseStudents.courseId, item.courseId)),
      db
        .select({
          id: schema.signIns.id,
          title: schema.signIns.title,
          time: schema.signIns.startTime,
          n: count(schema.signInRecords.id),
        })
        .from(schema.signIns)
        .leftJoin(schema.signInRecords, eq(schema.signInRecords.signInId, schema.signIns.id))
        .where(eq(schema.signIns.courseItemId, item.id))
        .groupBy(schema.signIns.id),
      // Each student's first check-in of the session.
      db
        .selectDistinctOn([schema.signInRecords.userId], {
          userId: schema.signInRecords.userId,
          nickname: schema.users.nickname,
          type: schema.signInRecords.type,
          time: schema.signInRecords.createdAt,
        })
        .from(schema.signInRecords)
        .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
        .innerJoin(schema.users, eq(schema.users.id, schema.signInRecords.userId))
        .where(eq(schema.signIns.courseItemId, item.id))
        .orderBy(asc(schema.signInRecords.userId), asc(schema.signInRecords.createdAt), asc(schema.signInRecords.id)),
      db
        .select({
          id: schema.askQuestions.id,
          title: schema.askQuestions.title,
          time: schema.askQuestions.startTime,
          type: schema.askQuestions.type,
          answer: schema.askQuestions.answer,
          n: schema.askQuestions.answerCount,
          correct: countWhere(sql`${schema.questionAnswers.correct}`),
        })
        .from(schema.askQuestions)
        .leftJoin(schema.questionAnswers, eq(schema.questionAnswers.questionId, schema.askQuestions.id))
        .where(eq(schema.askQuestions.courseItemId, item.id))
        .groupBy(schema.askQuestions.id),
      db
        .select({
          id: schema.surveys.id,
          title: schema.surveys.title,
          time: schema.surveys.startTime,
          created: schema.surveys.createdAt,
          n: schema.surveys.answerCount,
        })
        .from(schema.surveys)
        .where(and(eq(schema.surveys.courseItemId, item.id), ne(schema.surveys.status, 0))),
      db
        .select({
          id: schema.aiTopics.id,
          title: schema.aiTopics.title,
          time: schema.aiTopics.startTime,
          n: count(schema.aiTopicSubmissions.id),
        })
        .from(schema.aiTopics)
        .leftJoin(schema.aiTopicSubmissions, eq(schema.aiTopicSubmissions.topicId, schema.aiTopics.id))
        .where(eq(schema.aiTopics.courseItemId, item.id))
        .groupBy(schema.aiTopics.id),
      db
        .select({
          id: schema.assignments.id,
          title: schema.assignments.title,
          time: schema.assignments.createdAt,
          n: count(schema.assignmentSubmissions.id),
          graded: countWhere(
            sql`${schema.assignmentSubmissions.grade} is not null or ${schema.assignmentSubmissions.finalScore} is not null`,
          ),
        })
        .from(schema.assignments)
        .leftJoin(
          schema.assignmentSubmissions,
          and(
            eq(schema.assignmentSubmissions.assignmentId, schema.assignments.id),
            isNotNull(schema.assignmentSubmissions.submitTime),
          ),
        )
        .where(eq(schema.assignments.courseItemId, item.id))
        .groupBy(schema.assignments.id),
      db
        .select({
          id: schema.classroomPractices.id,
          title: schema.classroomPractices.title,
          time: schema.classroomPractices.startTime,
          created: schema.classroomPractices.createdAt,
          n: count(schema.practiceAnswers.id),
          average: sql<string | null>`round(avg(${schema.practiceAnswers.score})::numeric, 1)`,
        })
        .from(schema.classroomPractices)
        .leftJoin(schema.practiceAnswers, eq(schema.practiceAnswers.practiceId, schema.classroomPractices.id))
        .where(eq(schema.classroomPractices.courseItemId, item.id))
        .groupBy(schema.classroomPractices.id),
      // The full score of each practice's marked questions (a query of its own: joined with the answers
      // above, every question would be counted once per answer).
      db
        .select({
          id: schema.practiceQuestions.practiceId,
          full: sql<number>`coalesce(sum(${schema.practiceQuestions.score}), 0)`.mapWith(Number),
        })
        .from(schema.practiceQuestions)
        .innerJoin(schema.classroomPractices, eq(schema.classroomPractices.id, schema.practiceQuestions.practiceId))
        .where(
          and(
            eq(schema.classroomPractices.courseItemId, item.id),
            inArray(schema.practiceQuestions.type, MARKED_TYPES),
          ),
        )
        .groupBy(schema.practiceQuestions.practiceId),
      videoSegmentsOf(services, item.id),
    ]);
  const total = students.length;
  const full = new Map(fullScores.map((r) => [r.id, r.full]));
  const activities: Activity[] = [
    ...signIns.map((r): Activity => ({
      type: "signIn",
      id: r.id,
      title: r.title ?? "签到",
      time: r.time.getTime(),
      count: r.n,
      result: { kind: "checkIn", signed: r.n, total },
    })),
    ...questions.map((r): Activity => ({
      type: "question",
      id: r.id,
      title: r.title,
      time: r.time.getTime(),
      count: r.n,
      // Answers are marked only where the question has a right answer (see questionAnswers.correct).
      result:
        MARKED_TYPES.includes(r.type) && r.answer.length > 0
          ? { kind: "correctRate", correct: r.correct, answered: r.n }
          : { kind: "answers", answered: r.n },
    })),
    ...surveys.map((r): Activity => ({
      type: "survey",
      id: r.id,
      title: r.title,
      time: (r.time ?? r.created).getTime(),
      count: r.n,
      result: { kind: "responses", responses: r.n, total },
    })),
    ...topics.map((r): Activity => ({
      type: "aiTopic",
      id: r.id,
      title: r.title,
      time: r.time.getTime(),
      count: r.n,
      result: { kind: "responses", responses: r.n, total },
    })),
    ...assignments.map((r): Activity => ({
      type: "assignment",
      id: r.id,
      title: r.title,
      time: r.time.getTime(),
      count: r.n,
      result: { kind: "submissions", submitted: r.n, graded: r.graded, total },
    })),
    ...practices.map((r): Activity => ({
      type: "practice",
      id: r.id,
      title: r.title,
      time: (r.time ?? r.created).getTime(),
      count: r.n,
      result: {
        kind: "score",
        submitted: r.n,
        total,
        averageScore: r.average === null ? null : Number(r.average),
        fullScore: full.get(r.id) ?? 0,
      },
    })),
  ].sort((a, b) => a.time - b.time || a.id - b.id);
  const start = item.startedAt;
  const end = item.status === 2 && start && item.endedAt && item.endedAt >= start ? item.endedAt : null;
  return {
    startTime: start ? start.getTime() : null,
    endTime: end ? end.getTime() : null,
    duration: start ? Math.max(0, Math.round(((end ?? now).getTime() - start.getTime()) / 1000)) : null,
    studentCount: total,
    signInCount: signIns.length,
    signedCount: checkIns.length,
    attendance: attendanceOf(students, checkIns),
    activities,
    videoSegments,
  };
}
