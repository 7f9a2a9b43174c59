// The question composer's rules as pure functions: the options editor (add, remove, reorder, mark the
// right ones), switching types, validation with the messages shown at each field, and the start body.
import { draftId } from "../lib/list-edit";
import * as rules from "../lib/option-rules";
import { messages } from "../messages";
import type { AskQuestionStart, QuestionType } from "./question-api";

/** An option being edited; `right` marks a right answer. */
interface OptionDraft {
  id: string;
  text: string;
  right: boolean;
}

/** 0 everyone answers, 1 random pick, 2 named students (the contract's mode). */
type AnswerMode = 0 | 1 | 2;

/** What the composer holds. */
interface QuestionDraft {
  type: QuestionType;
  title: string;
  content: string;
  /** The options of a single or multiple choice question. */
  options: OptionDraft[];
  /** The right answer of a true/false question. */
  trueFalse: "T" | "F" | null;
  /** Time limit in seconds; 0 for none. */
  duration: number;
  mode: AnswerMode;
  /** How many to pick (mode 1), as typed. */
  randomCount: string;
  /** Who answers (mode 2). */
  userIds: number[];
}

/** The validation messages, by field. */
interface QuestionErrors {
  title?: string;
  options?: string;
  /** Per option id. */
  optionTexts?: Record<string, string>;
  answer?: string;
  randomCount?: string;
  userIds?: string;
}

/** Option keys: capital letters A–J, as the contract has them. */
const OPTION_KEYS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] as const;
/** Fewest options of a choice question. */
const MIN_OPTIONS = 2;
/** Most options of a choice question (A–J). */
const MAX_OPTIONS = OPTION_KEYS.length;
/** Longest title. */
const MAX_TITLE = 100;

/** The key of the option at `index` (A, B, …). */
function optionKey(index: number): string {
  return OPTION_KEYS[index] ?? String(index + 1);
}

/** A new option. */
function newOption(text = ""): OptionDraft {
  return { id: draftId("o"), text, right: false };
}

/** An empty single-choice question with four options, everyone answering, no time limit. */
function emptyQuestionDraft(): QuestionDraft {
  return {
    type: 1,
    title: "",
    content: "",
    options: [newOption(), newOption(), newOption(), newOption()],
    trueFalse: null,
    duration: 0,
    mode: 0,
    randomCount: "1",
    userIds: [],
  };
}

/** Whether the type has an options list (single and multiple choice). */
function hasOptions(type: QuestionType): boolean {
  return type === 1 || type === 2;
}

/** Adds an empty option (up to ten). */
function addOption(options: readonly OptionDraft[]): OptionDraft[] {
  return rules.addOption(options, MAX_OPTIONS, () => newOption());
}

/** Removes the option at `index` (never below two). */
function removeOption(options: readonly OptionDraft[], index: number): OptionDraft[] {
  return rules.removeOption(options, index, MIN_OPTIONS);
}

/** Moves an option; its right mark goes with it, the keys follow the new order. */
const moveOption: (options: readonly OptionDraft[], from: number, to: number) => OptionDraft[] = rules.moveOption;

/** Sets an option's text. */
const setOptionText: (options: readonly OptionDraft[], index: number, text: string) => OptionDraft[] =
  rules.setOptionText;

/** Marks an option right or not: a single-choice question has one right option (marking one unmarks
 * the others), a multiple-choice question any number. */
const markRight: (options: readonly OptionDraft[], index: number, right: boolean, single: boolean) => OptionDraft[] =
  rules.markRight;

/** Switches the type; options are kept (switching back restores them), a single-choice question keeps
 * only its first right option. */
function setType(draft: QuestionDraft, type: QuestionType): QuestionDraft {
  if (type !== 1) return { ...draft, type };
  const first = draft.options.findIndex((option) => option.right);
  return { ...draft, type, options: draft.options.map((option, i) => ({ ...option, right: i === first })) };
}

/** The validation messages of a draft (empty when it can start); `students` is the session's size. */
function validateQuestion(draft: QuestionDraft, students: number): QuestionErrors {
  const errors: QuestionErrors = {};
  const text = messages.composer.errors;
  const title = draft.title.trim();
  if (!title) errors.title = text.title;
  else if (title.length > MAX_TITLE) errors.title = text.titleTooLong(MAX_TITLE);

  if (hasOptions(draft.type)) {
    const optionTexts = rules.optionTextErrors(draft.options, {
      empty: text.optionEmpty,
      duplicate: text.optionDuplicate,
    });
    if (Object.keys(optionTexts).length > 0) errors.optionTexts = optionTexts;
    if (draft.options.length < MIN_OPTIONS) errors.options = text.tooFewOptions(MIN_OPTIONS);
    if (!draft.options.some((option) => option.right)) errors.answer = text.answer;
  } else if (draft.type === 3 && draft.trueFalse === null) {
    errors.answer = text.answer;
  }

  if (draft.mode === 1) {
    const count = Number(draft.randomCount);
    if (!Number.isInteger(count) || count < 1 || count > Math.max(1, students)) {
      errors.randomCount = text.randomCount(Math.max(1, students));
    }
  }
  if (draft.mode === 2 && draft.userIds.length === 0) errors.userIds = text.userIds;
  return errors;
}

/** Whether a validation result has no message. */
function isQuestionValid(errors: QuestionErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** The start body of a valid draft; `userIds` are the picked (mode 1) or named (mode 2) students. */
function toQuestionStart(draft: QuestionDraft, courseItemId: number, userIds: number[] = []): AskQuestionStart {
  const body: AskQuestionStart = {
    courseItemId,
    type: draft.type,
    title: draft.title.trim(),
    mode: draft.mode,
  };
  const content = draft.content.trim();
  if (content) body.content = content;
  if (draft.duration > 0) body.duration = draft.duration;
  if (hasOptions(draft.type)) {
    body.options = draft.options.map((option, i) => ({ key: optionKey(i), text: option.text.trim() }));
    body.answer = draft.options.flatMap((option, i) => (option.right ? [optionKey(i)] : []));
  } else if (draft.type === 3 && draft.trueFalse) {
    body.answer = [draft.trueFalse];
  }
  if (draft.mode !== 0) body.userIds = userIds;
  return body;
}

/** Whether a typed score is a number from 0 to 100, with one decimal at most. */
function validScore(value: string): boolean {
  if (!/^\d{1,3}(\.\d)?$/.test(value.trim())) return false;
  const score = Number(value);
  return score >= 0 && score <= 100;
}

export {
  addOption,
  emptyQuestionDraft,
  hasOptions,
  isQuestionValid,
  markRight,
  MAX_OPTIONS,
  MAX_TITLE,
  MIN_OPTIONS,
  moveOption,
  newOption,
  OPTION_KEYS,
  optionKey,
  removeOption,
  setOptionText,
  setType,
  toQuestionStart,
  validateQuestion,
  validScore,
};
export type { AnswerMode, OptionDraft, QuestionDraft, QuestionErrors };
