// Questions asked in class: their state (a deadline that passed counts as ended), what a teacher
// may ask (types, options, right answers, targets), what a student may answer, and the shapes the
// contract shows (AskQuestion, QuestionAnswer) for a teacher or for a student.
import type { components } from "@smartclass/api";
import { and, count, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import type { QuestionOptionRow } from "../db/schema.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomCodes, classroomMessages as m, invalid } from "./messages.js";
import { isAdmin, MAX_INT, studentIdsOfItem } from "./sessions.js";

export type QuestionRow = typeof schema.askQuestions.$inferSelect;
export type AnswerRow = typeof schema.questionAnswers.$inferSelect;
export type AskQuestionView = components["schemas"]["AskQuestion"];
export type QuestionAnswerView = components["schemas"]["QuestionAnswer"];
type AskQuestionStart = components["schemas"]["AskQuestionStart"];
type QuestionAnswerCreate = components["schemas"]["QuestionAnswerCreate"];

const SINGLE = 1;
const MULTIPLE = 2;
const TRUE_FALSE = 3;
const SHORT_ANSWER = 4;

/** The options of every true/false question. */
const TRUE_FALSE_OPTIONS: QuestionOptionRow[] = [
  { key: "T", text: "正确" },
  { key: "F", text: "错误" },
];

/** The state a person sees: a running question whose deadline passed has ended. */
export function questionStatus(q: Pick<QuestionRow, "status" | "deadline">, now: Date): 1 | 2 | 3 {
  if (q.status === 1 && q.deadline && q.deadline.getTime() <= now.getTime()) return 2;
  return q.status as 1 | 2 | 3;
}

/** SQL: the question is still open at `now` (in progress, deadline not passed). */
export function openAt(now: Date): SQL {
  return and(
    eq(schema.askQuestions.status, 1),
    or(isNull(schema.askQuestions.deadline), gt(schema.askQuestions.deadline, now)),
  )!;
}

/** When a question ended (or will end), as the contract's endTime. */
function endTime(q: QuestionRow, now: Date): number | null {
  const status = questionStatus(q, now);
  if (status === 1) return q.deadline ? q.deadline.getTime() : null;
  return (q.endedAt ?? q.deadline ?? now).getTime();
}

/** Refuses an answer, a delay or an edit of a question that is no longer open. */
export function requireOpen(q: QuestionRow, now: Date): void {
  const status = questionStatus(q, now);
  if (status === 3) throw businessError(classroomCodes.questionCancelled, m.questionCancelled);
  if (status === 2) throw businessError(classroomCodes.questionEnded, m.questionEnded);
}

/** Whether a student may answer: everyone in mode 0, only the targets in modes 1 and 2. */
export const isTarget = (q: Pick<QuestionRow, "mode" | "userIds">, userId: number) =>
  q.mode === 0 || q.userIds.includes(userId);

/** Checks a question to start and answers its options and right answer as stored. */
export function questionContent(body: AskQuestionStart): { options: QuestionOptionRow[]; answer: string[] } {
  const answer = body.answer ?? [];
  if (body.type === SHORT_ANSWER) {
    if (answer.length) throw badRequest(invalid("body.answer", m.shortAnswerNoKey));
    return { options: [], answer: [] };
  }
  const options = body.type === TRUE_FALSE ? TRUE_FALSE_OPTIONS : (body.options ?? []);
  if (body.type === SINGLE || body.type === MULTIPLE) {
    if (options.length < 2 || options.length > 10) throw badRequest(invalid("body.options", m.questionOptionsCount));
    const keys = new Set(options.map((o) => o.key));
    if (keys.size !== options.length) throw badRequest(invalid("body.options", m.optionKeyRepeated));
  }
  const keys = new Set(options.map((o) => o.key));
  const unknown = answer.find((k) => !keys.has(k));
  if (unknown !== undefined) throw badRequest(invalid("body.answer", m.unknownOption(unknown)));
  if ((body.type === SINGLE || body.type === TRUE_FALSE) && answer.length > 1)
    throw badRequest(invalid("body.answer", m.oneCorrectAnswer));
  return { options: options.map((o) => ({ key: o.key, text: o.text })), answer: [...answer] };
}

/** Checks a student's answer against the question and answers what to store. */
export function answerContent(
  q: QuestionRow,
  body: QuestionAnswerCreate,
): { content: string; choices: string[]; correct: boolean | null } {
  const content = body.content ?? "";
  const choices = body.choices ?? [];
  if (q.type === SHORT_ANSWER) {
    if (!content.trim()) throw badRequest(invalid("body.content", m.shortAnswerNeedsText));
    if (choices.length) throw badRequest(invalid("body.choices", m.shortAnswerNoChoices));
    return { content, choices: [], correct: null };
  }
  if (choices.length === 0) throw badRequest(invalid("body.choices", m.chooseAnswer));
  if (q.type !== MULTIPLE && choices.length !== 1)
    throw badRequest(invalid("body.choices", q.type === TRUE_FALSE ? m.trueFalseOne : m.singleChoiceOne));
  const keys = new Set(q.options.map((o) => o.key));
  const unknown = choices.find((k) => !keys.has(k));
  if (unknown !== undefined) throw badRequest(invalid("body.choices", m.unknownOption(unknown)));
  // Stored in the question's option order, so that equal answers look equal.
  const ordered = q.options.map((o) => o.key).filter((k) => choices.includes(k));
  const correct = q.answer.length
    ? ordered.length === q.answer.length && ordered.every((k) => q.answer.includes(k))
    : null;
  return { content, choices: ordered, correct };
}

/** An answer as the contract shows it; `hideCorrect` while a student's question is still open. */
export function answerView(
  a: AnswerRow,
  who: { nickname: string; avatar?: string | null },
  hideCorrect = false,
): QuestionAnswerView {
  return {
    id: a.id,
    questionId: a.questionId,
    userId: a.userId,
    nickname: who.nickname,
    ...(who.avatar ? { avatar: who.avatar } : {}),
    content: a.content,
    images: a.images,
    choices: a.choices,
    correct: hideCorrect ? null : a.correct,
    score: a.score,
    ...(a.comment !== null ? { comment: a.comment } : {}),
    createTime: a.createdAt.getTime(),
  };
}

/** Students of each question's course (who is expected to answer in mode 0). */
async function classSizes(services: Services, questions: QuestionRow[]): Promise<Map<number, number>> {
  const itemIds = [...new Set(questions.filter((q) => q.mode === 0).map((q) => q.courseItemId))];
  if (itemIds.length === 0) return new Map();
  const rows = await services.db
    .select({ itemId: schema.courseItems.id, n: count(schema.courseStudents.userId) })
    .from(schema.courseItems)
    .leftJoin(schema.courseStudents, eq(schema.courseStudents.courseId, schema.courseItems.courseId))
    .where(inArray(schema.courseItems.id, itemIds))
    .groupBy(schema.courseItems.id);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

/**
 * Questions as the contract shows them. For a student (`student` given) the right answer and whether
 * their answer is right stay hidden until the question has ended, and `myAnswer` holds their answer.
 */
export async function questionViews(
  services: Services,
  questions: QuestionRow[],
  student?: AuthUser,
): Promise<AskQuestionView[]> {
  const now = services.clock.now();
  const ids = questions.map((q) => q.id);
  const [sizes, mine] = await Promise.all([
    classSizes(services, questions),
    student && ids.length
      ? services.db
          .select()
          .from(schema.questionAnswers)
          .where(and(inArray(schema.questionAnswers.questionId, ids), eq(schema.questionAnswers.userId, student.id)))
      : Promise.resolve([] as AnswerRow[]),
  ]);
  const myAnswers = new Map(mine.map((a) => [a.questionId, a]));
  return questions.map((q) => {
    const status = questionStatus(q, now);
    const hidden = Boolean(student) && status !== 2;
    const my = myAnswers.get(q.id);
    return {
      id: q.id,
      courseItemId: q.courseItemId,
      title: q.title,
      content: q.content,
      mode: q.mode as 0 | 1 | 2,
      duration: q.duration,
      status,
      startTime: q.startTime.getTime(),
      endTime: endTime(q, now),
      answerCount: q.answerCount,
      type: q.type as 1 | 2 | 3 | 4,
      options: q.options,
      answer: hidden ? [] : q.answer,
      userIds: q.userIds,
      total: q.mode === 0 ? (sizes.get(q.courseItemId) ?? 0) : q.userIds.length,
      ...(student ? { myAnswer: my ? answerView(my, student, hidden) : null } : {}),
    };
  });
}

/** One question as the contract shows it. */
export async function questionView(services: Services, q: QuestionRow, student?: AuthUser) {
  return (await questionViews(services, [q], student))[0]!;
}

/** A question the caller asked (or any, for an administrator); 404 or 403 otherwise. */
export async function ownQuestion(services: Services, user: AuthUser, id: number): Promise<QuestionRow> {
  const [q] =
    id <= MAX_INT ? await services.db.select().from(schema.askQuestions).where(eq(schema.askQuestions.id, id)) : [];
  if (!q) throw notFound(m.questionNotFound(id));
  if (q.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourQuestion);
  return q;
}

/** The question open in a session now, if any. */
export async function openQuestion(services: Services, courseItemId: number): Promise<QuestionRow | undefined> {
  const [q] = await services.db
    .select()
    .from(schema.askQuestions)
    .where(and(eq(schema.askQuestions.courseItemId, courseItemId), openAt(services.clock.now())))
    .limit(1);
  return q;
}

/** Who receives a question's events: the course's students in mode 0, only the targets otherwise. */
export async function audienceOf(services: Services, q: QuestionRow): Promise<number[]> {
  return q.mode === 0 ? studentIdsOfItem(services, q.courseItemId) : q.userIds;
}
