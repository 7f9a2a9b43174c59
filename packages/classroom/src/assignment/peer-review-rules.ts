// The peer review form's rules as pure functions: whether the review window is open, the points typed
// for each rubric criterion checked against 0..points (whole numbers), their sum, and the body sent.
import type { AssignmentBasic, PeerReviewGrade, PeerReviewTask, RubricCriterion } from "./assignment-api";
import { studentAssignmentMessages as text } from "./student-messages";

/** The points typed for each criterion, by criterion id (as typed, so a half-typed value survives). */
type RubricDraft = Record<number, string>;

/** Whether reviews can be given or changed now: at stage peerReview, before the review deadline if set. */
function reviewWindowOpen(a: Pick<AssignmentBasic, "stage" | "peerReviewSettings">, now: number): boolean {
  const deadline = a.peerReviewSettings?.reviewDeadline ?? null;
  return a.stage === "peerReview" && (deadline === null || now <= deadline);
}

/** Why the window is shut (互评还未开始 before it opens, 互评已结束 after), or null when open. */
function reviewWindowText(a: Pick<AssignmentBasic, "stage" | "peerReviewSettings">, now: number): string | null {
  if (reviewWindowOpen(a, now)) return null;
  return a.stage === "draft" || a.stage === "published" ? text.peer.notOpen : text.peer.windowClosed;
}

/** A criterion's points as a whole number in 0..points, or null when it is not one. */
function pointsOf(value: string | undefined, max: number): number | null {
  if (value === undefined || value.trim() === "") return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 && n <= max ? n : null;
}

/** The message of each criterion that has no valid points, by criterion id. */
function rubricErrors(rubric: readonly RubricCriterion[], draft: RubricDraft): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const c of rubric) {
    const value = draft[c.id];
    if (value === undefined || value.trim() === "") errors[c.id] = text.peer.required;
    else if (pointsOf(value, c.points) === null) errors[c.id] = text.peer.outOfRange(c.points);
  }
  return errors;
}

/** The sum of the valid points typed so far, and the rubric's full points. */
function rubricSum(rubric: readonly RubricCriterion[], draft: RubricDraft): { sum: number; of: number } {
  let sum = 0;
  let of = 0;
  for (const c of rubric) {
    of += c.points;
    sum += pointsOf(draft[c.id], c.points) ?? 0;
  }
  return { sum, of };
}

/** The points the caller gave before (the task's criteria), so changing a review starts from them. */
function draftOf(task: Pick<PeerReviewTask, "criteria">): RubricDraft {
  const draft: RubricDraft = {};
  for (const c of task.criteria ?? []) draft[c.criterionId] = String(c.points);
  return draft;
}

/** The body of `grade/peerreview` (call after rubricErrors found nothing). */
function toPeerReviewGrade(
  assignmentId: number,
  userId: number,
  rubric: readonly RubricCriterion[],
  draft: RubricDraft,
  comment: string,
): PeerReviewGrade {
  const criteria = rubric.map((c) => ({ criterionId: c.id, points: pointsOf(draft[c.id], c.points) ?? 0 }));
  const trimmed = comment.trim();
  return { assignmentId, userId, criteria, ...(trimmed ? { comment: trimmed } : {}) };
}

export { draftOf, reviewWindowOpen, reviewWindowText, rubricErrors, rubricSum, toPeerReviewGrade };
export type { RubricDraft };
