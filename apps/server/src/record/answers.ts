// A student's practice answers: checked against the questions (option indexes in range, one option for
// single choice and true/false, every question answered), choice questions marked at once; the
// answers as the student or teacher reads them, and the statistics per question and per student.
import type { components } from "@smartclass/api";

import { isChoice, QUESTION_TYPES } from "../assignment/assignments.js";
import { invalid } from "../classroom/messages.js";
import type { ClassStudent } from "../classroom/sessions.js";
import type { PracticeAnswerRow } from "../db/schema-record.js";
import { badRequest } from "../lib/errors.js";
import { recordMessages as m } from "./messages.js";
import type { PracticeQuestionRow } from "./practices.js";

type Schemas = components["schemas"];
type AnswerInput = Schemas["SubmissionAnswerInput"];
type StoredAnswers = { userId: number; answers: PracticeAnswerRow[]; score: number; submitTime: Date };

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Whether the chosen options are exactly the right answer. */
function isRight(q: Pick<PracticeQuestionRow, "answer">, options: number[]): boolean {
  const right = q.answer === "" ? [] : q.answer.split(",").map(Number);
  return options.length === right.length && options.every((o, i) => o === right[i]);
}

/** Checks one given answer against its question; 400 naming the field. */
function checkAnswer(q: PracticeQuestionRow, a: AnswerInput, field: string): void {
  const options = a.options ?? [];
  if (!isChoice(q.type)) {
    if (options.length > 0) throw badRequest(invalid(`${field}.options`, m.textNotOptions));
    return;
  }
  if (options.some((o) => o >= q.options.length))
    throw badRequest(invalid(`${field}.options`, m.optionOutOfRange(q.options.length - 1)));
  if (q.type !== QUESTION_TYPES.multiple && new Set(options).size > 1)
    throw badRequest(invalid(`${field}.options`, m.oneOptionOnly));
}

/**
 * The answers to store, in question order, choice ones marked: 400 naming the first bad answer, then
 * the first question left unanswered.
 */
export function practiceAnswersOf(questions: PracticeQuestionRow[], input: AnswerInput[]): PracticeAnswerRow[] {
  const given = new Map<number, AnswerInput>();
  input.forEach((a, i) => {
    const q = questions.find((x) => x.id === a.questionId);
    const field = `body.answers[${i}]`;
    if (!q) throw badRequest(invalid(`${field}.questionId`, m.notAQuestion(a.questionId)));
    if (given.has(a.questionId)) throw badRequest(invalid(`${field}.questionId`, m.answeredTwice));
    checkAnswer(q, a, field);
    given.set(a.questionId, a);
  });
  return questions.map((q, n) => {
    const a = given.get(q.id);
    if (isChoice(q.type)) {
      const options = [...new Set(a?.options ?? [])].sort((x, y) => x - y);
      if (options.length === 0) throw badRequest(m.practiceUnanswered(n + 1));
      const correct = isRight(q, options);
      return { questionId: q.id, content: "", options, correct, score: correct ? q.score : 0 };
    }
    const content = (a?.content ?? "").trim();
    if (content === "") throw badRequest(m.practiceUnanswered(n + 1));
    return { questionId: q.id, content, options: [], correct: null, score: null };
  });
}

/** The sum of the marked answers. */
export const scoreOf = (answers: PracticeAnswerRow[]) => round2(answers.reduce((s, a) => s + (a.score ?? 0), 0));

/** A student's answers as PracticeRecord; right/wrong and scores only when `reveal`. */
export function practiceRecordView(
  practiceId: number,
  userId: number,
  row: StoredAnswers | undefined,
  reveal: boolean,
): Schemas["PracticeRecord"] {
  return {
    practiceId,
    userId,
    score: row && reveal ? row.score : null,
    submitTime: row ? row.submitTime.getTime() : null,
    answers: (row?.answers ?? []).map((a) => ({
      questionId: a.questionId,
      content: a.content,
      options: a.options,
      correct: reveal ? a.correct : null,
      score: reveal ? a.score : null,
    })),
  };
}

/** Statistics of a practice over the submitted answers, with every student of the course. */
export function practiceStatistics(
  practiceId: number,
  questions: PracticeQuestionRow[],
  rows: StoredAnswers[],
  students: ClassStudent[],
): Schemas["PracticeStatistics"] {
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  return {
    practiceId,
    studentCount: students.length,
    submittedCount: rows.length,
    averageScore: rows.length ? round2(rows.reduce((s, r) => s + r.score, 0) / rows.length) : null,
    totalScore: round2(questions.reduce((s, q) => s + q.score, 0)),
    questions: questions.map((q) => {
      const answers = rows
        .map((r) => r.answers.find((a) => a.questionId === q.id))
        .filter((a): a is PracticeAnswerRow => Boolean(a));
      const choice = isChoice(q.type);
      return {
        questionId: q.id,
        correctRate:
          choice && answers.length ? round2(answers.filter((a) => a.correct === true).length / answers.length) : null,
        optionCounts: choice ? q.options.map((_, i) => answers.filter((a) => a.options.includes(i)).length) : [],
        answeredCount: answers.length,
      };
    }),
    students: students.map((s) => {
      const r = byUser.get(s.userId);
      return {
        userId: s.userId,
        nickname: s.nickname,
        studentNo: s.studentNo ?? "",
        submitTime: r ? r.submitTime.getTime() : null,
        score: r ? r.score : null,
        correctCount: r ? r.answers.filter((a) => a.correct === true).length : 0,
      };
    }),
  };
}
