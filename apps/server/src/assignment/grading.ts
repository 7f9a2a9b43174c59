// The teacher's marks: per-question grading of a submission (text and file questions must be scored,
// choice ones may be overridden, never above the question's points), the final score set by hand,
// and the statistics over the submitted work.
import type { components } from "@smartclass/api";
import { and, eq, isNotNull } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { classroomMessages as m, invalid } from "../classroom/messages.js";
import { studentIdsOfItem } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import {
  type AssignmentRow,
  isChoice,
  isSubmitted,
  ownAssignment,
  questionsOf,
  rubricTotalOf,
  totalOf,
} from "./assignments.js";
import { finalScoreOf, round1, scalePeer, statisticsOf } from "./grades.js";
import { peerScoresOf } from "./peer-review.js";
import { submissionsOf } from "./update.js";

type Schemas = components["schemas"];
const GRADABLE = ["published", "peerReview", "grade", "final"];

async function submittedOf(services: Services, a: AssignmentRow, userId: number) {
  const [row] = await submissionsOf(services, a.id, [userId]);
  if (!isSubmitted(row)) throw badRequest(m.assignmentNoSubmission);
  return row;
}

/** `POST grade`: stores the per-question scores and comments, grade = their sum, status 已批改. */
export async function gradeSubmission(services: Services, user: AuthUser, body: Schemas["GradeRequest"]) {
  const a = await ownAssignment(services, user, body.assignmentId);
  if (!GRADABLE.includes(a.stage)) throw badRequest(m.assignmentNotGradable);
  const row = await submittedOf(services, a, body.userId);
  const questions = await questionsOf(services, a.id);
  const given = new Map<number, Schemas["GradeRequest"]["scores"][number]>();
  body.scores.forEach((s, i) => {
    const n = questions.findIndex((q) => q.id === s.questionId);
    if (n < 0) throw badRequest(invalid(`body.scores[${i}].questionId`, m.assignmentNotAQuestion(s.questionId)));
    if (given.has(s.questionId)) throw badRequest(invalid(`body.scores[${i}].questionId`, m.assignmentScoredTwice));
    if (s.score > questions[n]!.score) throw badRequest(m.assignmentScoreAbove(n + 1, questions[n]!.score));
    given.set(s.questionId, s);
  });
  const answers = questions.map((q, n) => {
    const stored = row.answers.find((x) => x.questionId === q.id) ?? {
      questionId: q.id,
      content: "",
      options: [],
      fileUrls: [],
      score: null,
    };
    const g = given.get(q.id);
    if (!g && !isChoice(q.type)) throw badRequest(m.assignmentScoreMissing(n + 1));
    return g ? { ...stored, score: g.score, comment: g.comment ?? stored.comment ?? "" } : stored;
  });
  const grade = round1(answers.reduce((sum, x) => sum + (x.score ?? 0), 0));
  const set: Partial<typeof schema.assignmentSubmissions.$inferInsert> = {
    answers,
    grade,
    ...(body.comment !== undefined ? { comment: body.comment } : {}),
    updatedAt: services.clock.now(),
  };
  // Regraded after the finals were published: the computed final follows the new grade.
  if (a.stage === "final" && !row.finalOverridden) {
    const peers = await peerScoresOf(services, a.id);
    set.finalScore = finalScoreOf({
      teacher: grade,
      peer: scalePeer(peers.get(row.userId)?.average, rubricTotalOf(a.peerReview), totalOf(questions)),
      weight: a.peerReview?.weight ?? 0,
      penalty: row.late && a.latePolicy === "penalty" ? a.latePenalty : 0,
    });
  }
  await services.db.update(schema.assignmentSubmissions).set(set).where(eq(schema.assignmentSubmissions.id, row.id));
}

/** `POST grade/final`: the teacher's own final score (0…full marks), kept over the computed one. */
export async function setFinal(services: Services, user: AuthUser, body: Schemas["FinalGrade"]) {
  const a = await ownAssignment(services, user, body.assignmentId);
  if (a.stage !== "grade" && a.stage !== "final") throw badRequest(m.assignmentFinalStage);
  const total = totalOf(await questionsOf(services, a.id));
  if (body.score > total) throw badRequest(m.assignmentFinalAbove(total));
  const row = await submittedOf(services, a, body.userId);
  await services.db
    .update(schema.assignmentSubmissions)
    .set({
      finalScore: round1(body.score),
      finalOverridden: true,
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      updatedAt: services.clock.now(),
    })
    .where(eq(schema.assignmentSubmissions.id, row.id));
}

/** `GET get/statistics`: over the submitted work of the session's students. */
export async function statisticsFor(services: Services, a: AssignmentRow): Promise<Schemas["AssignmentStatistics"]> {
  const [questions, peers, rows, students] = await Promise.all([
    questionsOf(services, a.id),
    peerScoresOf(services, a.id),
    services.db
      .select()
      .from(schema.assignmentSubmissions)
      .where(
        and(eq(schema.assignmentSubmissions.assignmentId, a.id), isNotNull(schema.assignmentSubmissions.submitTime)),
      ),
    studentIdsOfItem(services, a.courseItemId),
  ]);
  const total = totalOf(questions);
  const rubricTotal = rubricTotalOf(a.peerReview);
  return statisticsOf(
    a.id,
    questions,
    rows.map((r) => ({
      answers: r.answers,
      late: r.late,
      grade: r.grade,
      finalScore: r.finalScore,
      peer: scalePeer(peers.get(r.userId)?.average, rubricTotal, total),
    })),
    students.length,
  );
}
