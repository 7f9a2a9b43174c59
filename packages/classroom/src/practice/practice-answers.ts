// Pure rules of the student's practice: which state the answer card is in, the stored answers in the
// shape the assignment's read-only view takes, and the right/wrong tally of a revealed record.
import type { SubmissionAnswer } from "../assignment/assignment-api";
import type { ClassroomPractice, PracticeRecord } from "./practice-api";

/** What the student's card shows: the form, their answers, the results, or why there is nothing. */
type PracticeCardState = "unpublished" | "open" | "submitted" | "results" | "missed";

/** The card's state from the practice (with `done`) and whether the caller answered just now. */
function practiceCardState(practice: Pick<ClassroomPractice, "status" | "done">, justSent = false): PracticeCardState {
  const answered = practice.done === true || justSent;
  if (practice.status === 0 || practice.status === 3) return "unpublished";
  if (practice.status === 2) return answered ? "results" : "missed";
  return answered ? "submitted" : "open";
}

/** A record's answers as the assignment's SubmissionAnswer (no files or comments in a practice). */
function asSubmissionAnswers(record: Pick<PracticeRecord, "answers">): SubmissionAnswer[] {
  return record.answers.map((a) => ({
    questionId: a.questionId,
    content: a.content,
    options: a.options,
    fileUrls: [],
    score: a.score,
  }));
}

/** Right and wrong among the marked answers (text answers are not marked). */
function tally(record: Pick<PracticeRecord, "answers">): { right: number; wrong: number } {
  let right = 0;
  let wrong = 0;
  for (const a of record.answers) {
    if (a.correct === true) right += 1;
    else if (a.correct === false) wrong += 1;
  }
  return { right, wrong };
}

/** Full marks of a practice: the sum of its questions' scores. */
function fullMarks(practice: Pick<ClassroomPractice, "questions">): number {
  return Math.round(practice.questions.reduce((sum, q) => sum + q.score, 0) * 100) / 100;
}

export { asSubmissionAnswers, fullMarks, practiceCardState, tally };
export type { PracticeCardState };
