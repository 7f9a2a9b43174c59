// The to-do items of the AI topics and the assignments (teacher/handle, student/handle): what the
// questions, surveys and sign-ins do not cover. A student's: open topics not responded to, assignments
// still open to them and not submitted, peer reviews allocated and not given. A teacher's: their open
// topics, assignments with submissions waiting for a grade, and those whose peer review period ended.
import type { components } from "@smartclass/api";
import { and, count, eq, gt, inArray, isNotNull, isNull, ne, or } from "drizzle-orm";

import { topicOpenAt } from "../ai/topics.js";
import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { classroomMessages as m } from "./messages.js";

type TodoItem = components["schemas"]["TodoItem"];

/** The stages in which the teacher may grade a submission (as grading.ts allows). */
const GRADABLE = ["published", "peerReview", "grade", "final"];

/** Sorts to-do items by deadline, earliest first, those without one last (stable otherwise). */
export function byDeadline(items: TodoItem[]): TodoItem[] {
  return [...items].sort((a, b) => (a.deadline ?? Number.POSITIVE_INFINITY) - (b.deadline ?? Number.POSITIVE_INFINITY));
}

/** SQL: the student is enrolled in the course of the joined session. */
const enrolled = (userId: number) =>
  and(eq(schema.courseStudents.courseId, schema.courseItems.courseId), eq(schema.courseStudents.userId, userId));

const topicColumns = {
  id: schema.aiTopics.id,
  title: schema.aiTopics.title,
  courseItemId: schema.aiTopics.courseItemId,
  deadline: schema.aiTopics.deadline,
};

/** Open AI topics (their session still running): a teacher's own, or a student's not responded to. */
export async function aiTopicTodo(
  services: Services,
  who: { teacherId: number } | { studentId: number },
): Promise<TodoItem[]> {
  const now = services.clock.now();
  const open = and(topicOpenAt(now), eq(schema.courseItems.status, 1));
  let rows: { id: number; title: string; courseItemId: number; deadline: Date | null }[];
  if ("teacherId" in who) {
    rows = await services.db
      .select(topicColumns)
      .from(schema.aiTopics)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.aiTopics.courseItemId))
      .where(and(eq(schema.aiTopics.teacherId, who.teacherId), open));
  } else {
    const userId = who.studentId;
    rows = await services.db
      .select(topicColumns)
      .from(schema.aiTopics)
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.aiTopics.courseItemId))
      .innerJoin(schema.courseStudents, enrolled(userId))
      .leftJoin(
        schema.aiTopicSubmissions,
        and(eq(schema.aiTopicSubmissions.topicId, schema.aiTopics.id), eq(schema.aiTopicSubmissions.userId, userId)),
      )
      .where(and(open, isNull(schema.aiTopicSubmissions.id)));
  }
  return rows.map((r) => ({ type: "aiTopic", ...r, deadline: r.deadline?.getTime() ?? null }));
}

/**
 * A student's assignments: those still accepting their submission and not submitted (a draft still
 * counts as to do), and their allocated peer reviews not given while the review period is open
 * (type peerReview, id = the assignment).
 */
export async function studentAssignmentTodo(services: Services, userId: number): Promise<TodoItem[]> {
  const now = services.clock.now();
  const a = schema.assignments;
  const mine = schema.assignmentSubmissions;
  const open = await services.db
    .select({ id: a.id, title: a.title, courseItemId: a.courseItemId, deadline: a.deadline })
    .from(a)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, a.courseItemId))
    .innerJoin(schema.courseStudents, enrolled(userId))
    .leftJoin(mine, and(eq(mine.assignmentId, a.id), eq(mine.userId, userId)))
    .where(
      and(
        isNull(mine.submitTime),
        or(
          and(eq(a.stage, "published"), or(gt(a.deadline, now), ne(a.latePolicy, "refuse"))),
          and(inArray(a.stage, ["peerReview", "grade"]), ne(a.latePolicy, "refuse")),
        ),
      ),
    );
  const reviews = await services.db
    .select({ a, n: count() })
    .from(schema.assignmentReviews)
    .innerJoin(a, eq(a.id, schema.assignmentReviews.assignmentId))
    .where(
      and(
        eq(schema.assignmentReviews.reviewerId, userId),
        isNull(schema.assignmentReviews.submitTime),
        eq(a.stage, "peerReview"),
      ),
    )
    .groupBy(a.id);
  return [
    ...open.map((r) => ({ type: "assignment" as const, ...r, deadline: r.deadline?.getTime() ?? null })),
    ...reviews
      .map((r) => ({ ...r, reviewDeadline: r.a.peerReview?.reviewDeadline ?? null }))
      .filter((r) => r.reviewDeadline === null || r.reviewDeadline > now.getTime())
      .map((r) => ({
        type: "peerReview" as const,
        id: r.a.id,
        title: m.todoPeerReview(r.a.title, r.n),
        courseItemId: r.a.courseItemId,
        deadline: r.reviewDeadline,
      })),
  ];
}

/**
 * A teacher's assignments waiting for them (type grade, one item per assignment): submissions not
 * graded yet, or, in the peer-review stage, a review period that has ended (the final grades wait).
 */
export async function teacherAssignmentTodo(services: Services, teacherId: number): Promise<TodoItem[]> {
  const now = services.clock.now().getTime();
  const a = schema.assignments;
  const subs = schema.assignmentSubmissions;
  const waiting = await services.db
    .select({ id: a.id, n: count() })
    .from(subs)
    .innerJoin(a, eq(a.id, subs.assignmentId))
    .where(and(eq(a.teacherId, teacherId), inArray(a.stage, GRADABLE), isNotNull(subs.submitTime), isNull(subs.grade)))
    .groupBy(a.id);
  const toGrade = new Map(waiting.map((w) => [w.id, w.n]));
  const rows = await services.db
    .select()
    .from(a)
    .where(and(eq(a.teacherId, teacherId), inArray(a.stage, GRADABLE)))
    .orderBy(a.id);
  const items: TodoItem[] = [];
  for (const row of rows) {
    const n = toGrade.get(row.id) ?? 0;
    const reviewDeadline = row.peerReview?.reviewDeadline ?? null;
    const reviewEnded = row.stage === "peerReview" && reviewDeadline !== null && reviewDeadline <= now;
    if (n > 0)
      items.push({
        type: "grade",
        id: row.id,
        title: m.todoToGrade(row.title, n),
        courseItemId: row.courseItemId,
        deadline: row.deadline?.getTime() ?? null,
      });
    else if (reviewEnded)
      items.push({
        type: "grade",
        id: row.id,
        title: m.todoReviewEnded(row.title),
        courseItemId: row.courseItemId,
        deadline: reviewDeadline,
      });
  }
  return items;
}
