// What the student's widgets decide from an assignment and the clock, as pure functions: the row's
// state (未提交/草稿/已提交/已批改), whether answers may still be sent (the server's submit rule) and
// why not, and when a deadline counts as near.
import type { AssignmentBasic } from "./assignment-api";
import { studentAssignmentMessages as text } from "./student-messages";

/** A deadline within this many ms shows a countdown. */
const NEAR_MS = 24 * 3_600_000;

/** The student's state of an assignment, for a badge. */
type MyState = "notSubmitted" | "draft" | "submitted" | "graded";

/** The student's state: graded once the final score is published, else submitted, draft or not submitted. */
function myStateOf(a: Pick<AssignmentBasic, "mySubmitted" | "myDraft" | "myFinalScore">): MyState {
  if (a.mySubmitted) return a.myFinalScore === null || a.myFinalScore === undefined ? "submitted" : "graded";
  return a.myDraft ? "draft" : "notSubmitted";
}

/** Whether a deadline is ahead and within a day (the list shows a countdown then). */
function deadlineNear(deadline: number | null, now: number): boolean {
  return deadline !== null && deadline > now && deadline - now <= NEAR_MS;
}

/** Why answers cannot be sent now (the server's rule), or null when they can: only at stage published,
 * or with late work accepted also while peer review or grading runs; never after the deadline when
 * late work is refused. */
function submitBlock(a: Pick<AssignmentBasic, "stage" | "deadline" | "latePolicy">, now: number): string | null {
  const lateOk = a.latePolicy !== "refuse";
  if (a.stage === "draft") return text.form.notOpen;
  if (a.stage !== "published" && !(lateOk && (a.stage === "peerReview" || a.stage === "grade"))) {
    return text.form.closed;
  }
  if (!lateOk && a.deadline !== null && now > a.deadline) return text.form.closedAfterDeadline;
  return null;
}

/** The late rule in words (截止后…). */
function latePolicyText(a: Pick<AssignmentBasic, "latePolicy" | "latePenalty">): string {
  if (a.latePolicy === "penalty") return text.form.latePolicy.penalty(a.latePenalty);
  return text.form.latePolicy[a.latePolicy];
}

export { deadlineNear, latePolicyText, myStateOf, submitBlock };
export type { MyState };
