// A student's work as the contract shows it (AssignmentSubmission), for three readers: the teacher
// (everything; drafts stay private), its author (grades, comments and peer reviews only once the
// final grades are published; reviewer names hidden when anonymous) and an allocated peer reviewer
// (answers only, under the anonymous label).
import type { components } from "@smartclass/api";

import type { AnswerRow } from "../db/schema-assignment.js";
import { reviewCastMessages } from "./review-cast-messages.js";
import { round1, scalePeer } from "./grades.js";
import {
  type AssignmentRow,
  isSubmitted,
  type QuestionRow,
  rubricTotalOf,
  stageAtLeast,
  type SubmissionRow,
  totalOf,
} from "./assignments.js";

type Schemas = components["schemas"];
export type SubmissionView = Schemas["AssignmentSubmission"];
type PeerReviewView = Schemas["PeerReview"];
export type Reader = "teacher" | "author" | "peer";

/** Peer scores of one reviewee (peerScoresOf's value). */
export interface PeerScores {
  average: number;
  reviews: PeerReviewView[];
}

export interface Student {
  userId: number;
  nickname: string;
}

/** 0 not submitted (or a draft), 1 submitted, 2 graded. */
export const statusOf = (row: SubmissionRow | undefined): 0 | 1 | 2 =>
  !isSubmitted(row) ? 0 : row.grade === null ? 1 : 2;

/** The peer average of a reviewee scaled to the assignment's full marks, one decimal (null without reviews). */
export function peerScoreOf(a: AssignmentRow, questions: QuestionRow[], peer: PeerScores | undefined): number | null {
  const scaled = scalePeer(peer?.average, rubricTotalOf(a.peerReview), totalOf(questions));
  return scaled === null ? null : round1(scaled);
}

function answersInOrder(questions: QuestionRow[], answers: AnswerRow[], withMarks: boolean) {
  const byId = new Map(answers.map((x) => [x.questionId, x]));
  return questions
    .map((q) => byId.get(q.id))
    .filter((x): x is AnswerRow => Boolean(x))
    .map((x) => ({
      questionId: x.questionId,
      content: x.content,
      options: x.options,
      fileUrls: x.fileUrls,
      score: withMarks ? x.score : null,
      ...(withMarks && x.comment ? { comment: x.comment } : {}),
    }));
}

/**
 * A submission (or its absence: status 0) for `reader`. `id` of a student with no row is the student's
 * user id, as the contract's id must be a positive integer.
 */
export function submissionView(
  a: AssignmentRow,
  questions: QuestionRow[],
  student: Student,
  row: SubmissionRow | undefined,
  reader: Reader,
  peer: PeerScores | undefined,
  label?: string,
): SubmissionView {
  const submitted = isSubmitted(row);
  const base = {
    id: row?.id ?? null,
    assignmentId: a.id,
    userId: student.userId,
    nickname: student.nickname,
    status: statusOf(row),
    submitTime: submitted ? row.submitTime.getTime() : null,
  };
  if (reader === "peer") {
    const anonymous = a.peerReview?.anonymous ?? true;
    return {
      ...base,
      nickname: anonymous && label ? label : student.nickname,
      answers: submitted ? answersInOrder(questions, row.answers, false) : [],
      grade: null,
      peerReviewScore: null,
      finalScore: null,
    };
  }
  const shows = reader === "teacher" || stageAtLeast(a.stage, "final");
  // The teacher does not read drafts; the author reads their own.
  const answers = row && (submitted || reader === "author") ? answersInOrder(questions, row.answers, shows) : [];
  const anonymous = a.peerReview?.anonymous ?? true;
  const reviews = (peer?.reviews ?? []).map((r) =>
    reader === "author" && anonymous
      ? { ...r, reviewerId: null, reviewerName: reviewCastMessages.anonymousReviewer }
      : r,
  );
  return {
    ...base,
    answers,
    grade: shows ? (row?.grade ?? null) : null,
    peerReviewScore: shows ? peerScoreOf(a, questions, peer) : null,
    finalScore: shows ? (row?.finalScore ?? null) : null,
    late: row?.late ?? false,
    draft: Boolean(row && !submitted),
    ...(shows
      ? { comment: row?.comment ?? "", peerReviews: reviews, finalOverridden: row?.finalOverridden ?? false }
      : {}),
  };
}
