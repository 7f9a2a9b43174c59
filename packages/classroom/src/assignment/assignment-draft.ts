// The assignment editor's form values, their validation (the resolver of react-hook-form: messages at
// the fields, stricter for publishing than for a draft) and the conversion to and from the contract's
// AssignmentCreate / Assignment.
import type { FieldErrors, Resolver } from "react-hook-form";

import type {
  Assignment,
  AssignmentCreate,
  AssignmentLatePolicy,
  AssignmentQuestion,
  AssignmentQuestionInput,
} from "./assignment-api";
import { fromLocalInput, toLocalInput } from "./assignment-format";
import { teacherAssignmentMessages } from "./teacher-messages";

const text = teacherAssignmentMessages.editor;

/** 1 single, 2 multiple, 3 true/false, 4 text, 5 file. */
type AssignmentQuestionType = AssignmentQuestion["type"];

/** A choice as edited (the options editor's shape: a stable id, its text, the right mark). */
interface ChoiceDraft {
  id: string;
  text: string;
  right?: boolean;
}

/** One question as edited (numbers as the inputs hold them). */
interface AssignmentQuestionDraft {
  /** The stored question's id, when editing a saved draft. */
  id?: number;
  type: AssignmentQuestionType;
  title: string;
  /** The choices (single and multiple choice). */
  options: ChoiceDraft[];
  /** The right answer of a true/false question: "0" 正确, "1" 错误, "" not chosen. */
  trueFalse: string;
  /** The reference answer of a text question. */
  reference: string;
  points: string;
}

let nextChoice = 0;
/** A new empty choice with a fresh id. */
function emptyChoice(text = "", right = false): ChoiceDraft {
  nextChoice += 1;
  return { id: `choice-${nextChoice}`, text, right };
}

/** One rubric criterion as edited. */
interface CriterionDraft {
  title: string;
  description: string;
  points: string;
}

/** The editor's values. */
interface AssignmentDraft {
  title: string;
  /** The instructions (HTML from the rich-text editor). */
  description: string;
  questions: AssignmentQuestionDraft[];
  /** `datetime-local` value. */
  deadline: string;
  latePolicy: AssignmentLatePolicy;
  latePenalty: string;
  peerReview: boolean;
  reviewsPerStudent: string;
  anonymous: boolean;
  reviewDeadline: string;
  weight: string;
  rubric: CriterionDraft[];
}

/** How the values are checked: a draft needs less than publishing (no deadline yet). */
interface DraftCheck {
  intent: "draft" | "publish";
  now: number;
}

/** A new question of a type (two empty choices for choice questions). */
function emptyQuestion(type: AssignmentQuestionType = 1): AssignmentQuestionDraft {
  return {
    type,
    title: "",
    options: type === 1 || type === 2 ? [emptyChoice(), emptyChoice()] : [],
    trueFalse: "",
    reference: "",
    points: "10",
  };
}

/** A new criterion. */
function emptyCriterion(): CriterionDraft {
  return { title: "", description: "", points: "5" };
}

/** The values of a new assignment. */
function emptyDraft(): AssignmentDraft {
  return {
    title: "",
    description: "",
    questions: [emptyQuestion()],
    deadline: "",
    latePolicy: "refuse",
    latePenalty: "10",
    peerReview: false,
    reviewsPerStudent: "2",
    anonymous: true,
    reviewDeadline: "",
    weight: "20",
    rubric: [emptyCriterion()],
  };
}

const rightOf = (answer: string | undefined) =>
  answer
    ? answer
        .split(",")
        .filter((x) => x !== "")
        .map(Number)
    : [];

/** The values of a saved assignment, to edit. */
function draftOf(a: Assignment): AssignmentDraft {
  const settings = a.peerReviewSettings;
  return {
    title: a.title,
    description: a.description,
    questions: a.questions.map((q) => ({
      id: q.id,
      type: q.type,
      title: q.title,
      options:
        q.type === 1 || q.type === 2 ? q.options.map((o, i) => emptyChoice(o, rightOf(q.answer).includes(i))) : [],
      trueFalse: q.type === 3 ? (rightOf(q.answer).map(String)[0] ?? "") : "",
      reference: q.type === 4 ? (q.answer ?? "") : "",
      points: String(q.score),
    })),
    deadline: toLocalInput(a.deadline),
    latePolicy: a.latePolicy,
    latePenalty: String(a.latePenalty || 10),
    peerReview: a.peerReview,
    reviewsPerStudent: String(settings?.reviewsPerStudent ?? 2),
    anonymous: settings?.anonymous ?? true,
    reviewDeadline: toLocalInput(settings?.reviewDeadline),
    weight: String(settings?.weight ?? 20),
    rubric: settings?.rubric.length
      ? settings.rubric.map((c) => ({ title: c.title, description: c.description, points: String(c.points) }))
      : [emptyCriterion()],
  };
}

/** A number typed in an input, or NaN. */
const numberOf = (value: string) => (value.trim() === "" ? Number.NaN : Number(value));
const isIn = (value: number, min: number, max: number) => Number.isFinite(value) && value >= min && value <= max;

/** The total points of the questions as typed (invalid ones count 0). */
function totalPoints(questions: readonly Pick<AssignmentQuestionDraft, "points">[]): number {
  return questions.reduce((sum, q) => sum + (isIn(numberOf(q.points), 0, 1000) ? numberOf(q.points) : 0), 0);
}

/** Every message of the values, by field path ("title", "questions.0.options.1", "rubric"). */
function draftErrors(values: AssignmentDraft, { intent, now }: DraftCheck): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.title.trim()) errors.title = text.titleRequired;
  else if (values.title.trim().length > 200) errors.title = text.titleTooLong;
  if (values.questions.length === 0) errors["questions.root"] = text.questionsRequired;
  values.questions.forEach((q, i) => {
    const at = `questions.${i}`;
    if (!q.title.trim()) errors[`${at}.title`] = text.questionTitleRequired;
    if (!isIn(numberOf(q.points), 0, 1000)) errors[`${at}.points`] = text.pointsInvalid;
    if (q.type === 1 || q.type === 2) {
      q.options.forEach((option, j) => {
        if (!option.text.trim()) errors[`${at}.options.${j}.text`] = text.optionRequired;
      });
      const right = q.options.filter((o) => o.right).length;
      if (q.options.length < 2) errors[`${at}.options.root`] = text.optionsTooFew;
      else if (right === 0) errors[`${at}.options.root`] = text.rightRequired;
      else if (q.type === 1 && right > 1) errors[`${at}.options.root`] = text.singleRightOnly;
    }
    if (q.type === 3 && q.trueFalse === "") errors[`${at}.trueFalse`] = text.rightRequired;
  });
  const deadline = fromLocalInput(values.deadline);
  if (intent === "publish" && deadline === null) errors.deadline = text.deadlineRequired;
  else if (intent === "publish" && deadline !== null && deadline <= now) errors.deadline = text.deadlinePast;
  if (values.latePolicy === "penalty" && !isIn(numberOf(values.latePenalty), 1, 100)) {
    errors.latePenalty = text.penaltyInvalid;
  }
  if (values.peerReview) {
    if (!isIn(numberOf(values.reviewsPerStudent), 1, 5) || !Number.isInteger(numberOf(values.reviewsPerStudent))) {
      errors.reviewsPerStudent = text.reviewsInvalid;
    }
    if (!isIn(numberOf(values.weight), 0, 100) || !Number.isInteger(numberOf(values.weight))) {
      errors.weight = text.weightInvalid;
    }
    const reviewDeadline = fromLocalInput(values.reviewDeadline);
    if (reviewDeadline !== null && deadline !== null && reviewDeadline <= deadline) {
      errors.reviewDeadline = text.reviewDeadlineAfter;
    }
    if (values.rubric.length === 0) errors["rubric.root"] = text.rubricRequired;
    values.rubric.forEach((c, i) => {
      if (!c.title.trim()) errors[`rubric.${i}.title`] = text.criterionTitleRequired;
      const points = numberOf(c.points);
      if (!isIn(points, 1, 100) || !Number.isInteger(points))
        errors[`rubric.${i}.points`] = text.criterionPointsInvalid;
    });
  }
  return errors;
}

/** Sets `value` at a dotted path of a nested object (arrays for numeric segments). */
function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: Record<string, unknown> = target;
  parts.forEach((part, i) => {
    if (i === parts.length - 1) {
      node[part] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(parts[i + 1] ?? "");
    node[part] ??= nextIsIndex ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
}

/** The react-hook-form resolver of the editor; `context` says whether a draft or a publication is
 * checked. */
const draftResolver: Resolver<AssignmentDraft, DraftCheck> = (values, context) => {
  const found = draftErrors(values, context ?? { intent: "draft", now: Date.now() });
  if (Object.keys(found).length === 0) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(found)) setPath(errors, path, { type: "validate", message });
  // The nested object built above has the shape of FieldErrors<AssignmentDraft>.
  return { values: {}, errors: errors as FieldErrors<AssignmentDraft> };
};

/** One question as the contract takes it. */
function questionInput(q: AssignmentQuestionDraft): AssignmentQuestionInput {
  const base = { ...(q.id ? { id: q.id } : {}), type: q.type, title: q.title.trim(), score: numberOf(q.points) };
  switch (q.type) {
    case 1:
    case 2:
      return {
        ...base,
        options: q.options.map((o) => o.text.trim()),
        answer: q.options.flatMap((o, i) => (o.right ? [i] : [])).join(","),
      };
    case 3:
      return { ...base, options: [...text.trueFalse], answer: q.trueFalse };
    case 4:
      return { ...base, options: [], answer: q.reference.trim() };
    default:
      return { ...base, options: [], answer: "" };
  }
}

/** The values as the contract's AssignmentCreate (without the session). */
function assignmentInput(values: AssignmentDraft): Omit<AssignmentCreate, "courseItemId"> {
  const deadline = fromLocalInput(values.deadline);
  const reviewDeadline = fromLocalInput(values.reviewDeadline);
  return {
    title: values.title.trim(),
    description: values.description,
    ...(deadline === null ? {} : { deadline }),
    latePolicy: values.latePolicy,
    latePenalty: values.latePolicy === "penalty" ? numberOf(values.latePenalty) : 0,
    peerReview: values.peerReview,
    ...(values.peerReview
      ? {
          peerReviewSettings: {
            reviewsPerStudent: numberOf(values.reviewsPerStudent),
            anonymous: values.anonymous,
            ...(reviewDeadline === null ? {} : { reviewDeadline }),
            weight: numberOf(values.weight),
            rubric: values.rubric.map((c) => ({
              title: c.title.trim(),
              description: c.description.trim(),
              points: numberOf(c.points),
            })),
          },
        }
      : {}),
    questions: values.questions.map(questionInput),
  };
}

export {
  assignmentInput,
  draftErrors,
  draftOf,
  draftResolver,
  emptyChoice,
  emptyCriterion,
  emptyDraft,
  emptyQuestion,
  questionInput,
  totalPoints,
};
export type {
  AssignmentDraft,
  ChoiceDraft,
  CriterionDraft,
  DraftCheck,
  AssignmentQuestionDraft,
  AssignmentQuestionType,
};
