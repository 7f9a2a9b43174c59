// What a teacher writes into an assignment, checked and normalised: questions (choice ones with a
// right answer among their options; true/false always 正确/错误) and peer-review settings (rubric ids
// 1…n, the review window after the deadline).
import type { components } from "@smartclass/api";

import { classroomMessages as m, invalid } from "../classroom/messages.js";
import type { PeerReviewSettingsRow } from "../db/schema-assignment.js";
import { badRequest } from "../lib/errors.js";
import { QUESTION_TYPES, TRUE_FALSE } from "./assignments.js";

type Schemas = components["schemas"];

/** A question ready to store (without its assignment id). */
export interface QuestionInputRow {
  id?: number;
  sort: number;
  type: number;
  title: string;
  options: string[];
  answer: string;
  score: number;
}

function choiceAnswer(q: Schemas["AssignmentQuestionInput"], options: string[], field: string): string {
  const raw = (q.answer ?? "").trim();
  const picked = raw === "" ? [] : raw.split(",").map((x) => Number(x.trim()));
  if (picked.length === 0) throw badRequest(invalid(field, m.assignmentKeyRequired));
  if (picked.some((i) => !Number.isInteger(i) || i < 0 || i >= options.length))
    throw badRequest(invalid(field, m.assignmentKeyRange(options.length - 1)));
  const set = [...new Set(picked)].sort((x, y) => x - y);
  if (q.type !== QUESTION_TYPES.multiple && set.length !== 1) throw badRequest(invalid(field, m.assignmentOneKey));
  return set.join(",");
}

/** The questions to store, in the order given; 400 naming the first bad field. */
export function questionRowsOf(input: Schemas["AssignmentQuestionInput"][]): QuestionInputRow[] {
  return input.map((q, i) => {
    const field = `body.questions[${i}]`;
    let options: string[] = [];
    let answer = q.answer ?? "";
    if (q.type === QUESTION_TYPES.single || q.type === QUESTION_TYPES.multiple) {
      options = (q.options ?? []).map((o) => o.trim());
      if (options.length < 2) throw badRequest(invalid(`${field}.options`, m.assignmentTwoOptions));
      if (options.some((o) => o === "")) throw badRequest(invalid(`${field}.options`, m.optionEmpty));
      answer = choiceAnswer(q, options, `${field}.answer`);
    } else if (q.type === QUESTION_TYPES.trueFalse) {
      options = [...TRUE_FALSE];
      answer = choiceAnswer(q, options, `${field}.answer`);
    }
    return {
      ...(q.id !== undefined ? { id: q.id } : {}),
      sort: i,
      type: q.type,
      title: q.title.trim() || q.title,
      options,
      answer,
      score: q.score,
    };
  });
}

/** Peer-review settings to store; `deadline` is the assignment's (the review window closes after it). */
export function peerSettingsOf(
  input: Schemas["PeerReviewSettingsInput"] | undefined,
  deadline: Date | null,
): PeerReviewSettingsRow {
  if (!input) throw badRequest(invalid("body.peerReviewSettings", m.assignmentPeerReviewSettingsRequired));
  if (input.reviewDeadline !== undefined && deadline && input.reviewDeadline <= deadline.getTime())
    throw badRequest(invalid("body.peerReviewSettings.reviewDeadline", m.assignmentReviewDeadlineAfter));
  return {
    reviewsPerStudent: input.reviewsPerStudent,
    anonymous: input.anonymous ?? true,
    reviewDeadline: input.reviewDeadline ?? null,
    weight: input.weight,
    rubric: input.rubric.map((c, i) => ({
      id: i + 1,
      title: c.title,
      description: c.description ?? "",
      points: c.points,
    })),
  };
}
