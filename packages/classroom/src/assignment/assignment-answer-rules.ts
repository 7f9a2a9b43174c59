// The student's assignment answers as pure rules: what a draft holds, when a question counts as
// answered (the server's rule: choice ≥ 1 option, single and true/false exactly 1, text non-empty, file
// ≥ 1 file), the body sent, the upload limits, and the links and names of uploaded files.
import type { Schema } from "@smartclass/api";

import { studentAssignmentMessages as text } from "./student-messages";

type AssignmentQuestion = Schema<"AssignmentQuestion">;
type SubmissionAnswer = Schema<"SubmissionAnswer">;
type AssignmentSubmit = Schema<"AssignmentSubmit">;

/** A file attached to an answer: its stored path, and its name and size when this page uploaded it. */
interface AttachedFile {
  path: string;
  name?: string;
  size?: number;
}

/** One question's answer being written. */
interface AnswerDraft {
  /** Chosen option indexes (single, multiple and true/false). */
  options: number[];
  /** Text (text questions). */
  text: string;
  /** Uploaded files (file questions). */
  files: AttachedFile[];
}

/** Answers being written, by question id. */
type AnswerDrafts = Record<number, AnswerDraft>;

/** Uploads the server takes: images, PDF, Office documents, text, zip; ≤ 10 MB each; ≤ 5 per question. */
const FILE_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxFiles: 5,
  extensions: [
    ".png",
    ".jpg",
    ".jpeg",
    ".gif",
    ".webp",
    ".bmp",
    ".pdf",
    ".doc",
    ".docx",
    ".xls",
    ".xlsx",
    ".ppt",
    ".pptx",
    ".txt",
    ".md",
    ".csv",
    ".zip",
  ],
} as const;

/** The file input's `accept`: the extensions above. */
const FILE_ACCEPT = FILE_LIMITS.extensions.join(",");

/** An empty answer. */
const emptyAnswer = (): AnswerDraft => ({ options: [], text: "", files: [] });

/** Whether a question has an answer that may be submitted (the server's rule). */
function isAnswered(question: Pick<AssignmentQuestion, "type">, answer: AnswerDraft | undefined): boolean {
  if (!answer) return false;
  switch (question.type) {
    case 1:
    case 3:
      return answer.options.length === 1;
    case 2:
      return answer.options.length > 0;
    case 4:
      return answer.text.trim().length > 0;
    case 5:
      return answer.files.length > 0;
  }
}

/** 请回答此题 for every question without an answer, by question id. */
function missingAnswers(
  questions: readonly Pick<AssignmentQuestion, "id" | "type">[],
  answers: AnswerDrafts,
): Record<number, string> {
  const errors: Record<number, string> = {};
  for (const question of questions) {
    if (!isAnswered(question, answers[question.id])) errors[question.id] = text.form.required;
  }
  return errors;
}

/** The body of `POST record`: every question's answer in its type's shape; `draft` keeps any subset. */
function toSubmitBody(
  questions: readonly Pick<AssignmentQuestion, "id" | "type">[],
  answers: AnswerDrafts,
  draft: boolean,
): AssignmentSubmit {
  const list: AssignmentSubmit["answers"] = [];
  for (const question of questions) {
    const answer = answers[question.id];
    if (!answer) continue;
    if (question.type === 4) {
      if (draft && answer.text.length === 0) continue;
      list.push({ questionId: question.id, content: draft ? answer.text : answer.text.trim() });
    } else if (question.type === 5) {
      if (answer.files.length === 0) continue;
      list.push({ questionId: question.id, fileUrls: answer.files.map((file) => file.path) });
    } else {
      if (answer.options.length === 0) continue;
      list.push({ questionId: question.id, options: [...answer.options].sort((a, b) => a - b) });
    }
  }
  return draft ? { draft: true, answers: list } : { answers: list };
}

/** A saved submission's (or draft's) answers as drafts, to continue writing them. */
function draftsFrom(answers: readonly SubmissionAnswer[] | undefined): AnswerDrafts {
  const drafts: AnswerDrafts = {};
  for (const answer of answers ?? []) {
    drafts[answer.questionId] = {
      options: [...answer.options],
      text: answer.content,
      files: answer.fileUrls.map((path) => ({ path })),
    };
  }
  return drafts;
}

/** Why a picked file cannot be uploaded to a question already holding `held` files, or null. */
function fileProblem(file: Pick<File, "name" | "size">, held: number): string | null {
  if (held >= FILE_LIMITS.maxFiles) return text.form.tooManyFiles;
  const dot = file.name.lastIndexOf(".");
  const extension = dot >= 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!(FILE_LIMITS.extensions as readonly string[]).includes(extension)) return text.form.fileType(file.name);
  if (file.size > FILE_LIMITS.maxBytes) return text.form.fileTooLarge(file.name);
  return null;
}

/** Where an answer's file can be opened: a stored path through the server's file read, a URL as is. */
function fileHref(path: string, base = "/admin-api"): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith("/")) return path;
  return `${base}/infra/file/get/${path.split("/").map(encodeURIComponent).join("/")}`;
}

/** A file's name for people: its own when known, else 附件 N with the stored extension. */
function fileLabel(file: AttachedFile, index: number): string {
  if (file.name) return file.name;
  const last = file.path.split("/").pop() ?? "";
  const dot = last.lastIndexOf(".");
  return `${text.answers.files} ${index + 1}${dot >= 0 ? last.slice(dot) : ""}`;
}

/** The option label of a question (true/false ones have the fixed 正确/错误). */
function optionLabels(question: Pick<AssignmentQuestion, "type" | "options">): readonly string[] {
  return question.type === 3 && question.options.length === 0 ? text.trueFalse : question.options;
}

/** The right options of a choice question from its stored answer (indexes joined by ","), or null. */
function rightOptions(question: Pick<AssignmentQuestion, "type" | "answer">): number[] | null {
  if (question.type > 3 || !question.answer) return null;
  const indexes = question.answer
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((n) => Number.isInteger(n) && n >= 0);
  return indexes.length > 0 ? indexes : null;
}

export {
  draftsFrom,
  emptyAnswer,
  FILE_ACCEPT,
  fileHref,
  fileLabel,
  fileProblem,
  isAnswered,
  missingAnswers,
  optionLabels,
  rightOptions,
  toSubmitBody,
};
export type { AnswerDraft, AnswerDrafts, AttachedFile };
