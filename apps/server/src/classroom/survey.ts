// Surveys: their state (a run whose deadline passed counts as ended), what a teacher may ask
// (single and multiple choice with 2–20 options, free text, 1–5 star rating), what a student may
// answer (every question except free text, which may be left empty), results per question, and the
// shape the contract shows (ItemSurvey) for a teacher or for a student.
import type { components } from "@smartclass/api";
import { and, eq, inArray, sql } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import type { SurveyAnswerItem } from "../db/schema.js";
import { badRequest } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomMessages as m, invalid } from "./messages.js";
import { rowsOf } from "./sql.js";

export type SurveyRow = typeof schema.surveys.$inferSelect;
export type SurveyQuestionRow = typeof schema.surveyQuestions.$inferSelect;
export type ItemSurveyView = components["schemas"]["ItemSurvey"];
type SurveyQuestionInput = components["schemas"]["SurveyQuestionInput"];
type SurveyAnswerInput = components["schemas"]["SurveyAnswerCreate"]["answers"][number];
type SurveyStatistics = components["schemas"]["SurveyStatistics"];

const CHOICE = 1;
const MULTIPLE_CHOICE = 2;
const FREE_TEXT = 3;
const RATING = 4;

/** The state a person sees: a running survey whose deadline passed has ended. */
export function surveyStatus(s: Pick<SurveyRow, "status" | "deadline">, now: Date): 0 | 1 | 2 | 3 {
  if (s.status === 1 && s.deadline && s.deadline.getTime() <= now.getTime()) return 2;
  return s.status as 0 | 1 | 2 | 3;
}

/** Checks the questions of a survey to save or start; answers them as stored (without ids). */
export function surveyQuestionsOf(questions: SurveyQuestionInput[]) {
  return questions.map((q, i) => {
    const field = `body.questions[${i}].options`;
    const options = (q.options ?? []).map((o) => o.trim());
    if (q.type === CHOICE || q.type === MULTIPLE_CHOICE) {
      if (options.length < 2 || options.length > 20) throw badRequest(invalid(field, m.surveyOptionsCount));
      if (options.some((o) => !o)) throw badRequest(invalid(field, m.optionEmpty));
      if (new Set(options).size !== options.length) throw badRequest(invalid(field, m.optionRepeated));
    } else if (options.length) {
      throw badRequest(invalid(field, m.onlyChoiceHasOptions));
    }
    return { sort: i, type: q.type, title: q.title.trim() || q.title, options };
  });
}

/**
 * Checks a student's answers against the survey's questions; answers what to store. Every question
 * must be answered, except free-text ones, which may be left out or empty.
 */
export function surveyAnswersOf(questions: SurveyQuestionRow[], answers: SurveyAnswerInput[]): SurveyAnswerItem[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<number, { a: SurveyAnswerInput; i: number }>();
  answers.forEach((a, i) => {
    if (!byId.has(a.questionId))
      throw badRequest(invalid(`body.answers[${i}].questionId`, m.notASurveyQuestion(a.questionId)));
    if (given.has(a.questionId)) throw badRequest(invalid(`body.answers[${i}].questionId`, m.answeredTwice));
    given.set(a.questionId, { a, i });
  });
  const out: SurveyAnswerItem[] = [];
  for (const [n, q] of [...questions].sort((x, y) => x.sort - y.sort).entries()) {
    const entry = given.get(q.id);
    const missing = invalid("body.answers", m.surveyAnswerMissing(n + 1, q.title));
    if (q.type === FREE_TEXT) {
      const text = entry?.a.text?.trim();
      if (text) out.push({ questionId: q.id, text });
      continue;
    }
    if (!entry) throw badRequest(missing);
    const { a, i } = entry;
    if (q.type === RATING) {
      if (a.rating === undefined) throw badRequest(invalid(`body.answers[${i}].rating`, m.ratingRequired));
      out.push({ questionId: q.id, rating: a.rating });
      continue;
    }
    const field = `body.answers[${i}].options`;
    const chosen = a.options ?? [];
    if (chosen.length === 0) throw badRequest(invalid(field, m.chooseAnswer));
    if (q.type === CHOICE && chosen.length !== 1) throw badRequest(invalid(field, m.singleChoiceOne));
    if (new Set(chosen).size !== chosen.length) throw badRequest(invalid(field, m.optionRepeated));
    const outOfRange = chosen.find((x) => x >= q.options.length);
    if (outOfRange !== undefined) throw badRequest(invalid(field, m.optionIndexOutOfRange(outOfRange)));
    out.push({ questionId: q.id, options: [...chosen].sort((x, y) => x - y) });
  }
  return out;
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** Results per question; an anonymous survey's texts are sorted, so their order tells nothing. */
export function statisticsOf(
  questions: SurveyQuestionRow[],
  answers: SurveyAnswerItem[][],
  anonymous: boolean,
): SurveyStatistics["questions"] {
  return [...questions]
    .sort((x, y) => x.sort - y.sort)
    .map((q) => {
      const items = answers
        .map((list) => list.find((a) => a.questionId === q.id))
        .filter((a): a is SurveyAnswerItem => Boolean(a));
      const respondents = items.length;
      const share = (n: number) => (respondents ? round1((n / respondents) * 100) : 0);
      const base = { questionId: q.id, type: q.type, title: q.title, respondents };
      if (q.type === FREE_TEXT) {
        const texts = items.map((a) => a.text ?? "");
        return { ...base, options: [], texts: anonymous ? texts.sort() : texts, average: null };
      }
      if (q.type === RATING) {
        const options = [1, 2, 3, 4, 5].map((stars) => {
          const n = items.filter((a) => a.rating === stars).length;
          return { label: String(stars), count: n, percent: share(n) };
        });
        const sum = items.reduce((total, a) => total + (a.rating ?? 0), 0);
        return { ...base, options, texts: [], average: respondents ? round2(sum / respondents) : null };
      }
      const options = q.options.map((label, index) => {
        const n = items.filter((a) => a.options?.includes(index)).length;
        return { label, count: n, percent: share(n) };
      });
      return { ...base, options, texts: [], average: null };
    });
}

/**
 * Surveys as the contract shows them. For a student (`student` given) `answered` tells whether they
 * answered, and `myAnswers` holds their answers once they have.
 */
export async function surveyViews(
  services: Services,
  rows: SurveyRow[],
  student?: AuthUser,
): Promise<ItemSurveyView[]> {
  if (rows.length === 0) return [];
  const now = services.clock.now();
  const ids = rows.map((r) => r.id);
  const itemIds = [...new Set(rows.map((r) => r.courseItemId).filter((id): id is number => id !== null))];
  const [questions, courses, mine] = await Promise.all([
    services.db
      .select()
      .from(schema.surveyQuestions)
      .where(inArray(schema.surveyQuestions.surveyId, ids))
      .orderBy(schema.surveyQuestions.sort),
    itemIds.length
      ? services.db
          .select({ itemId: schema.courseItems.id, name: schema.courses.name })
          .from(schema.courseItems)
          .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
          .where(inArray(schema.courseItems.id, itemIds))
      : Promise.resolve([]),
    student
      ? services.db
          .select()
          .from(schema.surveyAnswers)
          .where(and(inArray(schema.surveyAnswers.surveyId, ids), eq(schema.surveyAnswers.userId, student.id)))
      : Promise.resolve([]),
  ]);
  const courseName = new Map(courses.map((c) => [c.itemId, c.name]));
  const myAnswers = new Map(mine.map((a) => [a.surveyId, a.answers]));
  return rows.map((s) => {
    const status = surveyStatus(s, now);
    const name = s.courseItemId !== null ? courseName.get(s.courseItemId) : undefined;
    const my = myAnswers.get(s.id);
    return {
      id: s.id,
      courseItemId: s.courseItemId,
      ...(name ? { courseName: name } : {}),
      title: s.title,
      anonymous: s.anonymous,
      status,
      startTime: (s.startTime ?? s.createdAt).getTime(),
      endTime:
        status === 1 || status === 0 ? (s.deadline?.getTime() ?? null) : (s.endedAt ?? s.deadline ?? now).getTime(),
      answerCount: s.answerCount,
      questions: questions
        .filter((q) => q.surveyId === s.id)
        .map((q) => ({ id: q.id, sort: q.sort, type: q.type as 1 | 2 | 3 | 4, title: q.title, options: q.options })),
      ...(student ? { answered: Boolean(my), ...(my ? { myAnswers: my } : {}) } : {}),
    };
  });
}

/**
 * Stores a student's survey answers and counts them on the survey, in one statement. Answers the new
 * count, or undefined when the student had already answered (a concurrent tap won).
 */
export async function insertSurveyAnswer(
  services: Services,
  surveyId: number,
  userId: number,
  answers: SurveyAnswerItem[],
  at: Date,
): Promise<number | undefined> {
  const result = await services.db.execute(sql`
    with ins as (
      insert into ${schema.surveyAnswers} (survey_id, user_id, answers, created_at)
      values (${surveyId}, ${userId}, ${JSON.stringify(answers)}::jsonb, ${at.toISOString()}::timestamptz)
      on conflict (survey_id, user_id) do nothing
      returning id
    ), counted as (
      update ${schema.surveys} set answer_count = answer_count + 1
      where id = ${surveyId} and exists (select 1 from ins)
      returning answer_count
    )
    select counted.answer_count from ins cross join counted`);
  const [row] = rowsOf<{ answer_count: number }>(result);
  return row ? Number(row.answer_count) : undefined;
}
