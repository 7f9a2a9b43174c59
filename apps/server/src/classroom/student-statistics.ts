// A student's AI-topic and assignment figures for stu/statistics: topics responded to, assignments
// submitted (drafts do not count) and the mean of the final scores they can see (stage final or closed).
import { and, avg, count, eq, inArray, isNotNull } from "drizzle-orm";

import { round1 } from "../assignment/grades.js";
import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { MAX_INT } from "./sessions.js";

/** aiTopicCount, assignmentCount and averageScore of a student, in one course or in all. */
export async function topicAndAssignmentFigures(services: Services, userId: number, courseId?: number) {
  const inCourse = courseId !== undefined ? [eq(schema.courseItems.courseId, Math.min(courseId, MAX_INT))] : [];
  const [topics] = await services.db
    .select({ n: count() })
    .from(schema.aiTopicSubmissions)
    .innerJoin(schema.aiTopics, eq(schema.aiTopics.id, schema.aiTopicSubmissions.topicId))
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.aiTopics.courseItemId))
    .where(and(eq(schema.aiTopicSubmissions.userId, userId), ...inCourse));
  const subs = schema.assignmentSubmissions;
  const submitted = () =>
    services.db
      .select({ n: count(), mean: avg(subs.finalScore) })
      .from(subs)
      .innerJoin(schema.assignments, eq(schema.assignments.id, subs.assignmentId))
      .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.assignments.courseItemId));
  const mine = [eq(subs.userId, userId), isNotNull(subs.submitTime), ...inCourse];
  const [assignments] = await submitted().where(and(...mine));
  // The student's final grades: only those published to them (the final stage or after).
  const [finals] = await submitted().where(
    and(...mine, isNotNull(subs.finalScore), inArray(schema.assignments.stage, ["final", "closed"])),
  );
  const mean = finals?.mean ?? null;
  return {
    aiTopicCount: topics?.n ?? 0,
    assignmentCount: assignments?.n ?? 0,
    averageScore: mean === null ? null : round1(Number(mean)),
  };
}
