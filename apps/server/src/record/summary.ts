// The session's facts a record carries (ClassroomRecordSummary), computed from the activities' own
// tables whenever a record is read: start, end and duration, attendance from the sign-ins, and every
// activity of the session (sign-ins, questions, surveys, AI topics, assignments, practices) with how
// many students took part, oldest first; and the recorded parts (video start … end).
import { type components } from "@smartclass/api";
import { and, count, countDistinct, eq, isNotNull, ne } from "drizzle-orm";

import { videoSegmentsOf } from "../classroom/control.js";
import { type CourseItemRow } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { type Services } from "../routes/types.js";

type Summary = components["schemas"]["ClassroomRecordSummary"];
type Activity = Summary["activities"][number];

/** The summary of a class session, as of `now`. */
export async function sessionSummary(services: Services, item: CourseItemRow, now: Date): Promise<Summary> {
  const db = services.db;
  const [students, signIns, signed, questions, surveys, topics, assignments, practices, videoSegments] =
    await Promise.all([
      db.select({ n: count() }).from(schema.courseStudents).where(eq(schema.courseStudents.courseId, item.courseId)),
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
      db
        .select({ n: countDistinct(schema.signInRecords.userId) })
        .from(schema.signInRecords)
        .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
        .where(eq(schema.signIns.courseItemId, item.id)),
      db
        .select({
          id: schema.askQuestions.id,
          title: schema.askQuestions.title,
          time: schema.askQuestions.startTime,
          n: schema.askQuestions.answerCount,
        })
        .from(schema.askQuestions)
        .where(eq(schema.askQuestions.courseItemId, item.id)),
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
        })
        .from(schema.classroomPractices)
        .leftJoin(schema.practiceAnswers, eq(schema.practiceAnswers.practiceId, schema.classroomPractices.id))
        .where(eq(schema.classroomPractices.courseItemId, item.id))
        .groupBy(schema.classroomPractices.id),
      videoSegmentsOf(services, item.id),
    ]);
  const activities: Activity[] = [
    ...signIns.map((r) => ({
      type: "signIn" as const,
      id: r.id,
      title: r.title ?? "签到",
      time: r.time.getTime(),
      count: r.n,
    })),
    ...questions.map((r) => ({
      type: "question" as const,
      id: r.id,
      title: r.title,
      time: r.time.getTime(),
      count: r.n,
    })),
    ...surveys.map((r) => ({
      type: "survey" as const,
      id: r.id,
      title: r.title,
      time: (r.time ?? r.created).getTime(),
      count: r.n,
    })),
    ...topics.map((r) => ({ type: "aiTopic" as const, id: r.id, title: r.title, time: r.time.getTime(), count: r.n })),
    ...assignments.map((r) => ({
      type: "assignment" as const,
      id: r.id,
      title: r.title,
      time: r.time.getTime(),
      count: r.n,
    })),
    ...practices.map((r) => ({
      type: "practice" as const,
      id: r.id,
      title: r.title,
      time: (r.time ?? r.created).getTime(),
      count: r.n,
    })),
  ].sort((a, b) => a.time - b.time || a.id - b.id);
  const start = item.startedAt;
  const end = item.status === 2 && start && item.endedAt && item.endedAt >= start ? item.endedAt : null;
  return {
    startTime: start ? start.getTime() : null,
    endTime: end ? end.getTime() : null,
    duration: start ? Math.max(0, Math.round(((end ?? now).getTime() - start.getTime()) / 1000)) : null,
    studentCount: students[0]?.n ?? 0,
    signInCount: signIns.length,
    signedCount: signed[0]?.n ?? 0,
    activities,
    videoSegments,
  };
}
