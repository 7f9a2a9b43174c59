// Small pure helpers of the teacher's assignment widgets: badge colours, dates, the stage stepper's
// steps and the guard of each next move (the rules of the shapes file, stated before the server
// refuses).
import { formatDateTime as formatSchoolDateTime, parseSchoolTime, toDateTimeInputValue } from "@smartclass/ui";

import type { AssignmentBasic, AssignmentStage } from "./assignment-api";
import { teacherAssignmentMessages as text } from "./teacher-messages";

/** The badge colour of each stage. */
const stageVariant = {
  draft: "default",
  published: "primary",
  peerReview: "info",
  grade: "warning",
  final: "success",
  closed: "default",
} as const satisfies Record<AssignmentStage, string>;

/** The badge colour of each submission status. */
const statusVariant = { 0: "default", 1: "primary", 2: "success" } as const;

/** The stages an assignment goes through (without peerReview when peer review is off). */
function stepsOf(a: Pick<AssignmentBasic, "peerReview">): AssignmentStage[] {
  const all: AssignmentStage[] = ["draft", "published", "peerReview", "grade", "final", "closed"];
  return a.peerReview ? all : all.filter((s) => s !== "peerReview");
}

/** A stage an assignment can move to (every one but draft). */
type TargetStage = Exclude<AssignmentStage, "draft">;

/** The legal next stages (the server's NEXT_STAGES). */
const NEXT_STAGES: Record<AssignmentStage, TargetStage[]> = {
  draft: ["published"],
  published: ["peerReview", "grade"],
  peerReview: ["grade"],
  grade: ["final"],
  final: ["closed"],
  closed: [],
};

/** A next move offered to the teacher, and why it is not possible yet (null when it is). */
interface StageMove {
  to: TargetStage;
  blocked: string | null;
}

/** The moves the overview offers from the assignment's stage, with their guard texts at `now`. */
function nextMoves(a: Pick<AssignmentBasic, "stage" | "deadline" | "peerReview">, now: number): StageMove[] {
  return NEXT_STAGES[a.stage]
    .filter((to) => to !== "peerReview" || a.peerReview)
    .map((to) => {
      if (to === "published" && (a.deadline === null || a.deadline <= now)) {
        return { to, blocked: text.overview.guards.needsDeadline };
      }
      if (to === "peerReview" && (a.deadline === null || now < a.deadline)) {
        return { to, blocked: text.overview.guards.beforeDeadline };
      }
      return { to, blocked: null };
    });
}

/** A date and time as 2026-11-23 09:00 in the school's time zone; — when missing. */
function formatDateTime(ms: number | null | undefined): string {
  return ms === null || ms === undefined ? text.none : formatSchoolDateTime(ms);
}

/** A `datetime-local` input's value for epoch milliseconds, in the school's time zone ("" when missing):
 * a teacher whose computer is in another zone still types and reads school time. */
function toLocalInput(ms: number | null | undefined): string {
  return toDateTimeInputValue(ms);
}

/** Epoch milliseconds of a `datetime-local` value read as school time, or null when empty or invalid. */
function fromLocalInput(value: string): number | null {
  return parseSchoolTime(value);
}

/** A score for a table cell: one decimal at most, — when missing. */
function formatScore(score: number | null | undefined): string {
  return score === null || score === undefined ? text.none : String(Math.round(score * 10) / 10);
}

export { formatDateTime, formatScore, fromLocalInput, nextMoves, stageVariant, statusVariant, stepsOf, toLocalInput };
