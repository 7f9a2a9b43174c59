// The practice builder's values, their checks and the contract's PracticeCreate. The questions are the
// assignment editor's question drafts (same types 1–4, right answers, points), so the assignment's
// question editor, its question checks and its conversion serve both.
import {
  type AssignmentDraft,
  type AssignmentQuestionDraft,
  draftErrors,
  emptyDraft,
  emptyQuestion,
  questionInput,
} from "../assignment/assignment-draft";
import { practiceMessages } from "./messages";
import type { PracticeCreate } from "./practice-api";

const text = practiceMessages.builder;

/** The builder's values (numbers as the inputs hold them). */
interface PracticeDraft {
  title: string;
  /** Time limit in minutes; "" for none. */
  minutes: string;
  questions: AssignmentQuestionDraft[];
}

/** The values of a new practice: one single-choice question, no time limit. */
function emptyPracticeDraft(): PracticeDraft {
  return { title: "", minutes: "", questions: [{ ...emptyQuestion(1), points: "1" }] };
}

/** Every message of the values, by field path ("title", "minutes", "questions.0.options.1.text"). */
function practiceDraftErrors(values: PracticeDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = text.titleRequired;
  else if (values.title.trim().length > 200) errors.title = text.titleTooLong;
  if (values.minutes.trim() !== "") {
    const minutes = Number(values.minutes);
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440) errors.minutes = text.minutesInvalid;
  }
  if (values.questions.length > 100) errors["questions.root"] = text.tooManyQuestions;
  // The questions are checked by the assignment's rules (the server's are the same).
  const assignment: AssignmentDraft = { ...emptyDraft(), title: "-", questions: values.questions };
  for (const [path, message] of Object.entries(draftErrors(assignment, { intent: "draft", now: 0 }))) {
    if (path.startsWith("questions")) errors[path] ??= message;
  }
  return errors;
}

/** The values as the contract's PracticeCreate. */
function practiceInput(classroomRecordId: number, values: PracticeDraft, publish: boolean): PracticeCreate {
  const minutes = values.minutes.trim() === "" ? null : Number(values.minutes);
  return {
    classroomRecordId,
    title: values.title.trim(),
    ...(minutes === null ? {} : { duration: minutes * 60 }),
    publish,
    questions: values.questions.map((q) => {
      const { type, title, options, answer, score } = questionInput(q);
      // A practice has no file questions (the builder does not offer them).
      return { type: type === 5 ? 4 : type, title, options: options ?? [], answer: answer ?? "", score };
    }),
  };
}

export { emptyPracticeDraft, practiceDraftErrors, practiceInput };
export type { PracticeDraft };
