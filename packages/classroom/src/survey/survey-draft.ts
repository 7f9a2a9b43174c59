// The survey builder's rules as pure functions: questions of four types with their choices, reorder,
// validation with the messages shown at each field, and the bodies of save and start.
import { draftId, moveItem, removeAt, updateAt } from "../lib/list-edit";
import { type EditableOption, optionTextErrors } from "../lib/option-rules";
import { messages } from "../messages";
import type { SurveyCreate, SurveyQuestionInput, SurveyStart } from "./survey-api";

/** 1 single choice, 2 multiple choice, 3 free text, 4 rating (1–5 stars). */
type SurveyQuestionType = SurveyQuestionInput["type"];

/** A question being written. */
interface SurveyQuestionDraft {
  id: string;
  type: SurveyQuestionType;
  title: string;
  options: EditableOption[];
}

/** What the builder holds. */
interface SurveyDraft {
  title: string;
  anonymous: boolean;
  /** Seconds; 0 for no limit. */
  duration: number;
  questions: SurveyQuestionDraft[];
}

/** The validation messages: the survey's own, and per question id. */
interface SurveyErrors {
  title?: string;
  questions?: string;
  items?: Record<string, { title?: string; options?: string; optionTexts?: Record<string, string> }>;
}

/** Fewest and most choices of a choice question (the contract's 2–20). */
const MIN_SURVEY_OPTIONS = 2;
const MAX_SURVEY_OPTIONS = 20;
/** Most questions in one survey. */
const MAX_SURVEY_QUESTIONS = 50;
/** Longest title. */
const MAX_SURVEY_TITLE = 100;

/** A new empty choice. */
function newChoice(): EditableOption {
  return { id: draftId("c"), text: "" };
}

/** Whether the type has choices. */
function hasChoices(type: SurveyQuestionType): boolean {
  return type === 1 || type === 2;
}

/** A new question of a type (choice questions start with two empty choices). */
function newSurveyQuestion(type: SurveyQuestionType = 1): SurveyQuestionDraft {
  return { id: draftId("q"), type, title: "", options: hasChoices(type) ? [newChoice(), newChoice()] : [] };
}

/** An empty survey with one single-choice question. */
function emptySurveyDraft(): SurveyDraft {
  return { title: "", anonymous: false, duration: 0, questions: [newSurveyQuestion(1)] };
}

/** Adds a question (up to 50). */
function addQuestion(draft: SurveyDraft, type: SurveyQuestionType = 1): SurveyDraft {
  if (draft.questions.length >= MAX_SURVEY_QUESTIONS) return draft;
  return { ...draft, questions: [...draft.questions, newSurveyQuestion(type)] };
}

/** Removes a question. */
function removeQuestion(draft: SurveyDraft, index: number): SurveyDraft {
  return { ...draft, questions: removeAt(draft.questions, index) };
}

/** Moves a question. */
function moveQuestion(draft: SurveyDraft, from: number, to: number): SurveyDraft {
  return { ...draft, questions: moveItem(draft.questions, from, to) };
}

/** Changes a question; a choice type gets two empty choices when it has none. */
function updateQuestion(
  draft: SurveyDraft,
  index: number,
  patch: Partial<Omit<SurveyQuestionDraft, "id">>,
): SurveyDraft {
  return {
    ...draft,
    questions: updateAt(draft.questions, index, (question) => {
      const next = { ...question, ...patch };
      if (hasChoices(next.type) && next.options.length === 0) next.options = [newChoice(), newChoice()];
      return next;
    }),
  };
}

/** The validation messages of a draft (empty when it can be saved or started). */
function validateSurvey(draft: SurveyDraft): SurveyErrors {
  const text = messages.surveyBuilder.errors;
  const errors: SurveyErrors = {};
  const title = draft.title.trim();
  if (!title) errors.title = text.title;
  else if (title.length > MAX_SURVEY_TITLE) errors.title = text.titleTooLong(MAX_SURVEY_TITLE);
  if (draft.questions.length === 0) errors.questions = text.noQuestions;
  const items: NonNullable<SurveyErrors["items"]> = {};
  for (const question of draft.questions) {
    const item: NonNullable<SurveyErrors["items"]>[string] = {};
    if (!question.title.trim()) item.title = text.questionTitle;
    if (hasChoices(question.type)) {
      const optionTexts = optionTextErrors(question.options, {
        empty: text.optionEmpty,
        duplicate: text.optionDuplicate,
      });
      if (Object.keys(optionTexts).length > 0) item.optionTexts = optionTexts;
      if (question.options.length < MIN_SURVEY_OPTIONS) item.options = text.tooFewOptions(MIN_SURVEY_OPTIONS);
    }
    if (Object.keys(item).length > 0) items[question.id] = item;
  }
  if (Object.keys(items).length > 0) errors.items = items;
  return errors;
}

/** Whether a validation result has no message. */
function isSurveyValid(errors: SurveyErrors): boolean {
  return Object.keys(errors).length === 0;
}

function questionInputs(draft: SurveyDraft): SurveyQuestionInput[] {
  return draft.questions.map((question) => ({
    type: question.type,
    title: question.title.trim(),
    ...(hasChoices(question.type) ? { options: question.options.map((option) => option.text.trim()) } : {}),
  }));
}

/** The body that saves a valid draft for later. */
function toSurveyCreate(draft: SurveyDraft): SurveyCreate {
  return {
    title: draft.title.trim(),
    anonymous: draft.anonymous,
    ...(draft.duration > 0 ? { duration: draft.duration } : {}),
    questions: questionInputs(draft),
  };
}

/** The body that starts a valid draft in a session now. */
function toSurveyStart(draft: SurveyDraft, courseItemId: number): SurveyStart {
  return { courseItemId, ...toSurveyCreate(draft) };
}

export {
  addQuestion,
  emptySurveyDraft,
  hasChoices,
  isSurveyValid,
  MAX_SURVEY_OPTIONS,
  MAX_SURVEY_QUESTIONS,
  MAX_SURVEY_TITLE,
  MIN_SURVEY_OPTIONS,
  moveQuestion,
  newChoice,
  newSurveyQuestion,
  removeQuestion,
  toSurveyCreate,
  toSurveyStart,
  updateQuestion,
  validateSurvey,
};
export type { SurveyDraft, SurveyErrors, SurveyQuestionDraft, SurveyQuestionType };
