// MSW handlers for surveys over the mock classroom: save, start (saved or new), answer once, end,
// lists, and the results computed from the answers as the contract shapes them.
import { http } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, page, refusal, seen } from "./mock-http";

type Survey = Schemas["ItemSurvey"];

function withQuestions(inputs: Schemas["SurveyQuestionInput"][]): Survey["questions"] {
  return inputs.map((q, i) => ({ id: i + 1, sort: i + 1, type: q.type, title: q.title, options: q.options ?? [] }));
}

/** A survey's results from the answers given so far. */
function statistics(state: MockClassroom, s: Survey): Schemas["SurveyStatistics"] {
  const answers = state.surveyAnswers.filter((a) => a.itemSurveyId === s.id).map((a) => a.answers);
  const percent = (count: number, of: number) => (of === 0 ? 0 : Math.round((count / of) * 1000) / 10);
  return {
    survey: { ...s, answerCount: answers.length },
    answered: answers.length,
    total: state.students.length,
    questions: s.questions.map((q) => {
      const given = answers.flatMap((list) => list.filter((a) => a.questionId === q.id));
      const respondents = given.length;
      const labels = q.type === 4 ? ["1", "2", "3", "4", "5"] : q.options;
      const counts = labels.map((_, i) =>
        q.type === 4
          ? given.filter((a) => a.rating === i + 1).length
          : given.filter((a) => (a.options ?? []).includes(i)).length,
      );
      const ratings = given.map((a) => a.rating ?? 0).filter((r) => r > 0);
      return {
        questionId: q.id,
        title: q.title,
        type: q.type,
        respondents,
        options:
          q.type === 3
            ? []
            : labels.map((label, i) => ({
                label,
                count: counts[i] ?? 0,
                percent: percent(counts[i] ?? 0, respondents),
              })),
        texts: q.type === 3 ? given.map((a) => a.text ?? "").filter(Boolean) : [],
        average:
          q.type === 4 && ratings.length > 0
            ? Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10
            : null,
      };
    }),
  };
}

/** The handlers of the survey calls. */
function surveyHandlers(state: MockClassroom) {
  const find = (id: number) => state.surveys.find((s) => s.id === id);
  const notFound = (id: number) => refusal(`问卷不存在：${id}`, 1_003_004_000);
  const studentView = (s: Survey): Survey => {
    const mine = state.surveyAnswers.find((a) => a.itemSurveyId === s.id && a.userId === state.me.userId);
    return { ...s, answered: Boolean(mine), ...(mine ? { myAnswers: mine.answers } : {}) };
  };
  return [
    http.post(`${BASE}/teach/survey/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["SurveyCreate"];
      const refused = await seen(state, "createSurvey", `${body.title}:${body.questions.length}`);
      if (refused) return refused;
      const saved: Survey = {
        id: state.nextId++,
        courseItemId: null,
        title: body.title,
        anonymous: body.anonymous ?? false,
        answerCount: 0,
        status: 0,
        startTime: Date.now(),
        endTime: null,
        questions: withQuestions(body.questions),
      };
      state.surveys = [saved, ...state.surveys];
      return ok(saved);
    }),
    http.post(`${BASE}/teach/survey/start`, async ({ request }) => {
      const body = (await request.json()) as Schemas["SurveyStart"];
      const refused = await seen(state, "startSurvey", body.surveyId ? `saved:${body.surveyId}` : (body.title ?? ""));
      if (refused) return refused;
      const running = state.surveys.find((s) => s.status === 1);
      if (running) return refusal(`已有进行中的问卷（${running.title}），请先结束`);
      const source = body.surveyId ? find(body.surveyId) : undefined;
      if (body.surveyId && !source) return notFound(body.surveyId);
      const now = Date.now();
      const started: Survey = {
        id: state.nextId++,
        courseItemId: body.courseItemId,
        courseName: "高一数学",
        title: source?.title ?? body.title ?? "",
        anonymous: source?.anonymous ?? body.anonymous ?? false,
        answerCount: 0,
        status: 1,
        startTime: now,
        endTime: body.duration ? now + body.duration * 1000 : null,
        questions: source?.questions ?? withQuestions(body.questions ?? []),
      };
      state.surveys = [started, ...state.surveys];
      return ok(started);
    }),
    http.post(`${BASE}/teach/survey/end`, async ({ request }) => {
      const id = numberParam(request, "itemSurveyId");
      const refused = await seen(state, "endSurvey", String(id));
      if (refused) return refused;
      state.surveys = state.surveys.map((s) => (s.id === id ? { ...s, status: 2, endTime: Date.now() } : s));
      return ok(true);
    }),
    http.post(`${BASE}/teach/survey/record`, async ({ request }) => {
      const body = (await request.json()) as Schemas["SurveyAnswerCreate"];
      const refused = await seen(state, "answerSurvey", JSON.stringify(body.answers));
      if (refused) return refused;
      const s = find(body.itemSurveyId);
      if (!s) return notFound(body.itemSurveyId);
      if (s.status !== 1) return refusal("问卷已结束");
      const already = state.surveyAnswers.some((a) => a.itemSurveyId === s.id && a.userId === state.me.userId);
      if (!already) {
        state.surveyAnswers = [
          ...state.surveyAnswers,
          { itemSurveyId: s.id, userId: state.me.userId, answers: body.answers },
        ];
      }
      return ok(true);
    }),
    http.get(`${BASE}/teach/survey/get`, async ({ request }) => {
      const id = numberParam(request, "itemSurveyId");
      const refused = await seen(state, "survey", String(id));
      if (refused) return refused;
      const s = find(id);
      return s ? ok(studentView(s)) : notFound(id);
    }),
    http.get(`${BASE}/teach/survey/record/detail`, async ({ request }) => {
      const id = numberParam(request, "itemSurveyId");
      const refused = await seen(state, "surveyStatistics", String(id));
      if (refused) return refused;
      const s = find(id);
      return s ? ok(statistics(state, s)) : notFound(id);
    }),
    http.get(`${BASE}/teach/survey/teacher/list`, async ({ request }) => {
      const refused = await seen(state, "teacherSurveyPage", new URL(request.url).searchParams.get("pageNo") ?? "1");
      if (refused) return refused;
      return ok(page(request, state.surveys));
    }),
    http.get(`${BASE}/teach/survey/student/list`, async ({ request }) => {
      const refused = await seen(state, "studentSurveyPage", new URL(request.url).searchParams.get("pageNo") ?? "1");
      if (refused) return refused;
      return ok(page(request, state.surveys.filter((s) => s.status !== 0).map(studentView)));
    }),
  ];
}

export { surveyHandlers };
