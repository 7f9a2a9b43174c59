// A student's answers: checked against the questions (option indexes in range, one option for
// single choice and true/false, files that this student uploaded within the type and size limits),
// complete when submitted (第 N 题还未作答), and choice questions marked at once.
import type { components } from "@smartclass/api";

import { classroomMessages as m, invalid } from "../classroom/messages.js";
import type { AnswerRow } from "../db/schema-assignment.js";
import { badRequest } from "../lib/errors.js";
import { purposeRefusal } from "../lib/file-types.js";
import { uploadsOf } from "../lib/files.js";
import type { Services } from "../routes/types.js";
import { isChoice, QUESTION_TYPES, type QuestionRow } from "./assignments.js";

type AnswerInput = components["schemas"]["SubmissionAnswerInput"];

/** At most this many files per file question, each at most FILE_MAX_BYTES. */
const FILES_PER_QUESTION = 5;
const FILE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * Whether an upload is of a kind an assignment accepts (lib/file-types.ts: images, PDF, Office, text,
 * zip, audio, video), judged by the type its bytes showed when it was uploaded, not by its name.
 */
export function allowedFile(mime: string | null): boolean {
  return purposeRefusal("assignment", (mime ?? "").toLowerCase(), 0) === undefined;
}

/** Full points when the chosen set equals the right answer, else 0. */
export function markChoice(q: Pick<QuestionRow, "answer" | "score">, options: number[]): number {
  const right = q.answer === "" ? [] : q.answer.split(",").map(Number);
  const chosen = [...new Set(options)].sort((x, y) => x - y);
  return chosen.length === right.length && chosen.every((o, i) => o === right[i]) ? q.score : 0;
}

/** Whether an answer counts as answered for its question type. */
function answered(q: Pick<QuestionRow, "type">, a: Pick<AnswerRow, "content" | "options" | "fileUrls">) {
  if (isChoice(q.type)) return a.options.length > 0;
  if (q.type === QUESTION_TYPES.file) return a.fileUrls.length > 0;
  return a.content.trim() !== "";
}

/**
 * The answers to store, in question order: a draft keeps any subset, a submission must answer every
 * question and has its choice questions marked. 400 naming the first bad answer.
 */
export async function answersOf(
  services: Services,
  userId: number,
  questions: QuestionRow[],
  input: AnswerInput[],
  submit: boolean,
): Promise<AnswerRow[]> {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, AnswerInput>();
  input.forEach((a, i) => {
    if (!byId.has(a.questionId))
      throw badRequest(invalid(`body.answers[${i}].questionId`, m.assignmentNotAQuestion(a.questionId)));
    if (given.has(a.questionId)) throw badRequest(invalid(`body.answers[${i}].questionId`, m.answeredTwice));
    given.set(a.questionId, a);
  });
  const paths = [...new Set(input.flatMap((a) => a.fileUrls ?? []))];
  const uploads = await uploadsOf(services, userId, paths);
  const out: AnswerRow[] = [];
  questions.forEach((q, n) => {
    const a = given.get(q.id);
    const i = input.findIndex((x) => x.questionId === q.id);
    const field = `body.answers[${i}]`;
    const row: AnswerRow = { questionId: q.id, content: "", options: [], fileUrls: [], score: null };
    if (a && isChoice(q.type)) {
      const options = [...new Set(a.options ?? [])].sort((x, y) => x - y);
      if (options.some((o) => o >= q.options.length))
        throw badRequest(invalid(`${field}.options`, m.assignmentOptionRange(q.options.length - 1)));
      if (q.type !== QUESTION_TYPES.multiple && options.length > 1)
        throw badRequest(invalid(`${field}.options`, m.assignmentOneOption));
      row.options = options;
    } else if (a && q.type === QUESTION_TYPES.file) {
      const files = a.fileUrls ?? [];
      if (files.length > FILES_PER_QUESTION) throw badRequest(m.assignmentTooManyFiles(n + 1));
      for (const path of files) {
        const file = uploads.get(path);
        if (!file) throw badRequest(invalid(`${field}.fileUrls`, m.assignmentNotYourFile(path)));
        if (!allowedFile(file.mime)) throw badRequest(m.assignmentFileNotAllowed(file.name));
        if (file.size > FILE_MAX_BYTES) throw badRequest(m.assignmentFileTooLarge(file.name));
      }
      row.fileUrls = [...new Set(files)];
    } else if (a) {
      row.content = a.content ?? "";
    }
    if (submit && !answered(q, row)) throw badRequest(m.assignmentUnanswered(n + 1));
    if (submit && isChoice(q.type)) row.score = markChoice(q, row.options);
    if (a || submit) out.push(row);
  });
  return out;
}
