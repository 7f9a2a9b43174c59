// MSW handlers for questions, the fair random pick and the named call-out, over the mock classroom.
// They keep the server's rules: a student answers once, answers after the end are refused with
// 提问已结束, nobody is picked twice in a round.
import { http } from "msw";

import type { Schemas } from "./contract-types";
import { answerOf, type MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, page, refusal, seen } from "./mock-http";

type Question = Schemas["AskQuestion"];

/** The question's state now: a timed question past its deadline has ended. */
function statusOf(q: Question): Question["status"] {
  return q.status === 1 && q.endTime !== null && q.endTime <= Date.now() ? 2 : q.status;
}

/** A question as the teacher sees it. */
function teacherView(state: MockClassroom, q: Question): Question {
  return { ...q, status: statusOf(q), answerCount: state.answers.filter((a) => a.questionId === q.id).length };
}

/** A question as the mock's student sees it: the right answer and correctness hidden until it ends. */
function studentView(state: MockClassroom, q: Question): Question {
  const view = teacherView(state, q);
  const ended = view.status === 2;
  const mine = state.answers.find((a) => a.questionId === q.id && a.userId === state.me.userId) ?? null;
  return {
    ...view,
    answer: ended ? q.answer : [],
    myAnswer: mine ? { ...mine, correct: ended ? mine.correct : null } : null,
  };
}

function targets(state: MockClassroom, q: Question) {
  return q.userIds.length > 0 ? state.students.filter((s) => q.userIds.includes(s.userId)) : state.students;
}

/** The handlers of the question calls. */
function questionHandlers(state: MockClassroom) {
  const find = (id: number) => state.questions.find((q) => q.id === id);
  const notFound = (id: number) => refusal(`提问不存在：${id}`, 1_003_002_000);
  return [
    http.post(`${BASE}/teach/ask-question/start`, async ({ request }) => {
      const body = (await request.json()) as Schemas["AskQuestionStart"];
      const refused = await seen(state, "startQuestion", `${body.type}:${body.mode ?? 0}:${body.duration ?? 0}`);
      if (refused) return refused;
      const running = state.questions.find((q) => statusOf(q) === 1);
      if (running) return refusal(`已有进行中的提问（${running.title}），请先结束`);
      const now = Date.now();
      const options =
        body.type === 3
          ? [
              { key: "T", text: "正确" },
              { key: "F", text: "错误" },
            ]
          : body.type === 4
            ? []
            : (body.options ?? []);
      const userIds = body.userIds ?? [];
      const created: Question = {
        id: state.nextId++,
        courseItemId: body.courseItemId,
        title: body.title,
        content: body.content ?? "",
        type: body.type,
        options,
        answer: body.answer ?? [],
        mode: body.mode ?? 0,
        userIds,
        total: userIds.length > 0 ? userIds.length : state.students.length,
        answerCount: 0,
        status: 1,
        startTime: now,
        endTime: body.duration ? now + body.duration * 1000 : null,
        duration: body.duration ?? null,
      };
      state.questions = [created, ...state.questions];
      return ok(created);
    }),
    http.get(`${BASE}/teach/ask-question/record`, async ({ request }) => {
      const id = numberParam(request, "questionId");
      const refused = await seen(state, "questionSummary", String(id));
      if (refused) return refused;
      const q = find(id);
      if (!q) return notFound(id);
      const view = teacherView(state, q);
      return ok<Schemas["AskQuestionSummary"]>({
        question: view,
        records: state.answers.filter((a) => a.questionId === id),
        total: view.total,
      });
    }),
    http.get(`${BASE}/teach/ask-question/student/complete`, async ({ request }) => {
      const id = numberParam(request, "questionId");
      const refused = await seen(state, "questionCompletion", String(id));
      if (refused) return refused;
      const q = find(id);
      if (!q) return notFound(id);
      const answered = new Set(state.answers.filter((a) => a.questionId === id).map((a) => a.userId));
      const all = targets(state, q);
      return ok<Schemas["QuestionCompletion"]>({
        completed: all.filter((s) => answered.has(s.userId)),
        uncompleted: all.filter((s) => !answered.has(s.userId)),
      });
    }),
    http.post(`${BASE}/teach/ask-question/end`, async ({ request }) => {
      const id = numberParam(request, "questionId");
      const refused = await seen(state, "endQuestion", String(id));
      if (refused) return refused;
      state.questions = state.questions.map((q) => (q.id === id ? { ...q, status: 2, endTime: Date.now() } : q));
      return ok(true);
    }),
    http.post(`${BASE}/teach/ask-question/cancle`, async ({ request }) => {
      const id = numberParam(request, "askQuestionId");
      const refused = await seen(state, "cancelQuestion", String(id));
      if (refused) return refused;
      state.questions = state.questions.map((q) => (q.id === id ? { ...q, status: 3, endTime: Date.now() } : q));
      return ok(true);
    }),
    http.get(`${BASE}/teach/ask-question/delay`, async ({ request }) => {
      const id = numberParam(request, "questionId");
      const duration = numberParam(request, "duration");
      const refused = await seen(state, "delayQuestion", String(duration));
      if (refused) return refused;
      const q = find(id);
      if (!q) return notFound(id);
      if (q.endTime === null) return refusal("该提问不限时，无需延时");
      const delayed = { ...q, endTime: q.endTime + duration * 1000, duration: (q.duration ?? 0) + duration };
      state.questions = state.questions.map((each) => (each.id === id ? delayed : each));
      return ok(teacherView(state, delayed));
    }),
    http.post(`${BASE}/teach/ask-question/score`, async ({ request }) => {
      const body = (await request.json()) as Schemas["QuestionScore"];
      const refused = await seen(state, "scoreAnswer", `${body.recordId}:${body.score}:${body.comment ?? ""}`);
      if (refused) return refused;
      state.answers = state.answers.map((a) =>
        a.id === body.recordId ? { ...a, score: body.score, ...(body.comment ? { comment: body.comment } : {}) } : a,
      );
      return ok(true);
    }),
    http.get(`${BASE}/teach/ask-question/page`, async ({ request }) => {
      const refused = await seen(state, "questionPage", new URL(request.url).searchParams.get("pageNo") ?? "1");
      if (refused) return refused;
      const status = new URL(request.url).searchParams.get("status");
      const list = state.questions
        .map((q) => teacherView(state, q))
        .filter((q) => status === null || q.status === Number(status));
      return ok(page(request, list));
    }),
    http.get(`${BASE}/teach/ask-question/student`, async ({ request }) => {
      const questionId = numberParam(request, "questionId");
      const refused = await seen(state, questionId ? "studentQuestionPreview" : "studentQuestion");
      if (refused) return refused;
      if (questionId) {
        const q = find(questionId);
        return q ? ok(studentView(state, q)) : notFound(questionId);
      }
      const open = state.questions.find((q) => statusOf(q) === 1);
      return ok(open ? studentView(state, open) : null);
    }),
    http.post(`${BASE}/teach/ask-question/record`, async ({ request }) => {
      const body = (await request.json()) as Schemas["QuestionAnswerCreate"];
      const refused = await seen(state, "answerQuestion", (body.choices ?? []).join("") || (body.content ?? ""));
      if (refused) return refused;
      const q = find(body.questionId);
      if (!q) return notFound(body.questionId);
      const status = statusOf(q);
      if (status === 3) return refusal("提问已取消");
      if (status !== 1) return refusal("提问已结束");
      const mine = state.answers.find((a) => a.questionId === q.id && a.userId === state.me.userId);
      if (mine) return ok(mine.id);
      const created = answerOf(q, state.me, body, state.nextId++);
      state.answers = [...state.answers, created];
      return ok(created.id);
    }),
    http.get(`${BASE}/teach/ask-question/stu/page`, async ({ request }) => {
      const refused = await seen(state, "studentQuestionPage", new URL(request.url).searchParams.get("pageNo") ?? "1");
      if (refused) return refused;
      return ok(
        page(
          request,
          state.questions.map((q) => studentView(state, q)),
        ),
      );
    }),
  ];
}

/** The handlers of the random pick and the named call-out. */
function pickHandlers(state: MockClassroom) {
  const round = (courseItemId: number): Schemas["RandomPickRound"] => ({
    courseItemId,
    round: state.round.round,
    total: state.students.length,
    picked: state.round.picked,
  });
  return [
    http.get(`${BASE}/teach/ask-question/random`, async ({ request }) => {
      const count = numberParam(request, "count");
      const refused = await seen(state, "pickRandom", String(count));
      if (refused) return refused;
      if (state.students.length === 0) return refusal("没有可抽取的学生（本节课签到的学生为空）");
      // Fair: nobody twice in a round; an exhausted round starts again. The order is the roster's,
      // so that stories know who comes next.
      if (state.round.picked.length >= state.students.length)
        state.round = { round: state.round.round + 1, picked: [] };
      const taken = new Set(state.round.picked.map((s) => s.userId));
      const students = state.students.filter((s) => !taken.has(s.userId)).slice(0, count);
      state.round = { ...state.round, picked: [...state.round.picked, ...students] };
      return ok<Schemas["RandomPickResult"]>({ students, round: round(numberParam(request, "courseItemId")) });
    }),
    http.get(`${BASE}/teach/ask-question/random/round`, async ({ request }) => {
      const refused = await seen(state, "randomRound");
      if (refused) return refused;
      return ok(round(numberParam(request, "courseItemId")));
    }),
    http.post(`${BASE}/teach/ask-question/random/reset`, async ({ request }) => {
      const refused = await seen(state, "resetRandomRound");
      if (refused) return refused;
      state.round = { round: state.round.round + 1, picked: [] };
      return ok(round(numberParam(request, "courseItemId")));
    }),
    http.post(`${BASE}/teach/ask-question/specific`, async ({ request }) => {
      const body = (await request.json()) as Schemas["SpecificCallOut"];
      const refused = await seen(state, "callOut", body.userIds.join(","));
      if (refused) return refused;
      return ok(state.students.filter((s) => body.userIds.includes(s.userId)));
    }),
  ];
}

export { pickHandlers, questionHandlers };
