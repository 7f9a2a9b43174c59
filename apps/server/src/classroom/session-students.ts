// The students of a class session as the teacher's student list shows them: every student of the
// course with whether they checked in at a sign-in of this session and how many of its activities
// (questions, surveys, AI topics, practices) they answered — two grouped queries for the whole class.
import { eq, sql } from "drizzle-orm";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { type ClassStudent, type CourseItemRow, studentsOfCourse } from "./sessions.js";
import { rowsOf } from "./sql.js";

/** The session's students with `checkedIn` and `answerCount` filled. */
export async function sessionStudents(services: Services, item: CourseItemRow): Promise<ClassStudent[]> {
  const [students, checkedIn, answered] = await Promise.all([
    studentsOfCourse(services, item.courseId),
    services.db
      .selectDistinct({ userId: schema.signInRecords.userId })
      .from(schema.signInRecords)
      .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
      .where(eq(schema.signIns.courseItemId, item.id)),
    services.db.execute(sql`
      select a.user_id as "userId", count(*)::int as n from (
        select qa.user_id from ${schema.questionAnswers} qa
          join ${schema.askQuestions} q on q.id = qa.question_id where q.course_item_id = ${item.id}
        union all
        select sa.user_id from ${schema.surveyAnswers} sa
          join ${schema.surveys} s on s.id = sa.survey_id where s.course_item_id = ${item.id}
        union all
        select ts.user_id from ${schema.aiTopicSubmissions} ts
          join ${schema.aiTopics} t on t.id = ts.topic_id where t.course_item_id = ${item.id}
        union all
        select pa.user_id from ${schema.practiceAnswers} pa
          join ${schema.classroomPractices} p on p.id = pa.practice_id where p.course_item_id = ${item.id}
      ) a group by a.user_id`),
  ]);
  const signed = new Set(checkedIn.map((r) => r.userId));
  const counts = new Map(rowsOf<{ userId: number; n: number }>(answered).map((r) => [Number(r.userId), Number(r.n)]));
  return students.map((s) => ({ ...s, checkedIn: signed.has(s.userId), answerCount: counts.get(s.userId) ?? 0 }));
}
