// MSW handlers for classroom practice over the mock classroom: create (published or kept), the
// teacher's and the student's views (right answers hidden from students until the end), the student's
// to-do (course-item/stu/practice/todo), answer once with the server's refusals, the records and the
// statistics computed from the answers as the contract shapes them. Also the practice fixtures the
// stories build on.
import { http } from "msw";

import type { Schemas } from "./contract-types";
import type { MockClassroom } from "./mock-classroom";
import { BASE, numberParam, ok, refusal, seen } from "./mock-http";

type Practice = Schemas["ClassroomPractice"];
type StoredAnswer = Schemas["PracticeRecord"]["answers"][number];

/** One student's stored answers. */
interface StoredRecord {
  practiceId: number;
  userId: number;
  answers: StoredAnswer[];
  score: number;
  submitTime: number;
}

/** The practices of the mock classroom, as the teacher sees them (right answers included). */
interface MockPractices {
  practices: Practice[];
  records: StoredRecord[];
  /** Whether `get` answers as to the practice's teacher (right answers, unpublished ones too). */
  teacher?: boolean;
}

/** No practices yet. */
function mockPractices(over: Partial<MockPractices> = {}): MockPractices {
  return { practices: [], records: [], ...over };
}

/** A published, open practice of four questions, one of each type (override any field). */
function practice(over: Partial<Practice> = {}): Practice {
  return {
    id: 61,
    classroomRecordId: 5,
    courseItemId: 7,
    title: "单调性随堂练习",
    duration: 600,
    status: 1,
    startTime: Date.UTC(2026, 10, 23, 1, 30),
    endTime: Date.UTC(2026, 10, 23, 1, 40),
    questions: [
      {
        id: 1,
        sort: 1,
        type: 1,
        title: "y = 2x + 1 的单调性",
        options: ["单调递增", "单调递减"],
        answer: "0",
        score: 2,
      },
      {
        id: 2,
        sort: 2,
        type: 2,
        title: "在 (0, +∞) 上单调递增的函数",
        options: ["y = x²", "y = 1/x", "y = √x"],
        answer: "0,2",
        score: 3,
      },
      { id: 3, sort: 3, type: 3, title: "常数函数是单调函数", options: ["正确", "错误"], answer: "1", score: 1 },
      {
        id: 4,
        sort: 4,
        type: 4,
        title: "写出单调递增的定义",
        options: [],
        answer: "任取 x1 < x2，有 f(x1) < f(x2)",
        score: 4,
      },
    ],
    ...over,
  };
}

const isChoice = (type: number) => type !== 4;
const round2 = (x: number) => Math.round(x * 100) / 100;

/** Marks answers as the server does: choice ones all-or-nothing, text ones unmarked. */
function mark(p: Practice, answers: Schemas["PracticeSubmit"]["answers"]): StoredAnswer[] | string {
  const stored: StoredAnswer[] = [];
  for (const [n, q] of p.questions.entries()) {
    const a = answers.find((x) => x.questionId === q.id);
    if (isChoice(q.type)) {
      const options = [...new Set(a?.options ?? [])].sort((x, y) => x - y);
      if (options.length === 0) return `第 ${n + 1} 题还未作答`;
      const correct = options.join(",") === (q.answer ?? "");
      stored.push({ questionId: q.id, content: "", options, correct, score: correct ? q.score : 0 });
    } else {
      const content = (a?.content ?? "").trim();
      if (content === "") return `第 ${n + 1} 题还未作答`;
      stored.push({ questionId: q.id, content, options: [], correct: null, score: null });
    }
  }
  return stored;
}

/** A student's answers as the contract shows them; right/wrong only when `reveal`. */
function recordView(practiceId: number, userId: number, row: StoredRecord | undefined, reveal: boolean) {
  return {
    practiceId,
    userId,
    score: row && reveal ? row.score : null,
    submitTime: row ? row.submitTime : null,
    answers: (row?.answers ?? []).map((a) => ({
      ...a,
      correct: reveal ? a.correct : null,
      score: reveal ? a.score : null,
    })),
  } satisfies Schemas["PracticeRecord"];
}

/** Statistics over the stored answers, with every student of the roster. */
function statistics(state: MockClassroom, p: Practice): Schemas["PracticeStatistics"] {
  const rows = state.practice.records.filter((r) => r.practiceId === p.id);
  return {
    practiceId: p.id,
    studentCount: state.students.length,
    submittedCount: rows.length,
    averageScore: rows.length ? round2(rows.reduce((s, r) => s + r.score, 0) / rows.length) : null,
    totalScore: round2(p.questions.reduce((s, q) => s + q.score, 0)),
    questions: p.questions.map((q) => {
      const answers = rows.flatMap((r) => r.answers.filter((a) => a.questionId === q.id));
      const choice = isChoice(q.type);
      return {
        questionId: q.id,
        correctRate:
          choice && answers.length ? round2(answers.filter((a) => a.correct === true).length / answers.length) : null,
        optionCounts: choice ? q.options.map((_, i) => answers.filter((a) => a.options.includes(i)).length) : [],
        answeredCount: answers.length,
      };
    }),
    students: state.students.map((s) => {
      const row = rows.find((r) => r.userId === s.userId);
      return {
        userId: s.userId,
        nickname: s.nickname,
        studentNo: s.studentNo ?? "",
        submitTime: row ? row.submitTime : null,
        score: row ? row.score : null,
        correctCount: row ? row.answers.filter((a) => a.correct === true).length : 0,
      };
    }),
  };
}

/** The handlers of the practice calls. */
function practiceHandlers(state: MockClassroom) {
  const find = (id: number) => state.practice.practices.find((p) => p.id === id);
  const notFound = (id: number) => refusal(`课堂练习不存在：${id}`, 1_003_004_000);
  const mine = (id: number) => state.practice.records.find((r) => r.practiceId === id && r.userId === state.me.userId);
  const studentView = (p: Practice): Practice => ({
    ...p,
    done: mine(p.id) !== undefined,
    questions: p.questions.map(({ answer, ...q }) => (p.status === 2 ? { ...q, answer: answer ?? "" } : q)),
  });
  return [
    http.post(`${BASE}/teach/classroom-practice/create`, async ({ request }) => {
      const body = (await request.json()) as Schemas["PracticeCreate"];
      const refused = await seen(state, "createPractice", body.publish ? "publish" : "keep");
      if (refused) return refused;
      const id = state.nextId++;
      const now = Date.now();
      state.practice.practices.push({
        id,
        classroomRecordId: body.classroomRecordId,
        courseItemId: 7,
        title: body.title,
        duration: body.duration ?? null,
        status: body.publish ? 1 : 0,
        startTime: body.publish ? now : null,
        endTime: body.publish && body.duration ? now + body.duration * 1000 : null,
        questions: body.questions.map((q, i) => ({
          id: i + 1,
          sort: i + 1,
          type: q.type,
          title: q.title,
          options: q.options ?? [],
          answer: q.answer ?? "",
          score: q.score,
        })),
      });
      return ok(id);
    }),
    http.get(`${BASE}/teach/classroom-practice/get`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "practice", String(id));
      if (refused) return refused;
      const p = find(id);
      if (p && state.practice.teacher) return ok(p);
      if (!p || p.status === 0) return notFound(id);
      return ok(studentView(p));
    }),
    http.post(`${BASE}/teach/classroom-practice/record`, async ({ request }) => {
      const id = numberParam(request, "id");
      const body = (await request.json()) as Schemas["PracticeSubmit"];
      const refused = await seen(state, "submitPractice", String(id));
      if (refused) return refused;
      const p = find(id);
      if (!p || p.status === 0) return notFound(id);
      if (mine(id)) return refusal("您已提交过这份练习，不能再次作答", 400);
      if (p.status !== 1) return refusal("练习已结束，不能再作答", 1_003_006_001);
      const answers = mark(p, body.answers);
      if (typeof answers === "string") return refusal(answers, 400);
      const score = round2(answers.reduce((s, a) => s + (a.score ?? 0), 0));
      state.practice.records.push({ practiceId: id, userId: state.me.userId, answers, score, submitTime: Date.now() });
      return ok(true);
    }),
    http.get(`${BASE}/teach/classroom-practice/list/stu`, async () => {
      const refused = await seen(state, "studentPractices");
      if (refused) return refused;
      const list = state.practice.practices.filter((p) => p.status !== 0).map(studentView);
      return ok([...list].sort((a, b) => (b.startTime ?? 0) - (a.startTime ?? 0)));
    }),
    // The student's to-do, counted as the server counts it: published, still open, not answered by them.
    http.get(`${BASE}/teach/course-item/stu/practice/todo`, async () => {
      const refused = await seen(state, "practiceTodo");
      if (refused) return refused;
      const todo = state.practice.practices.filter((p) => p.status === 1 && !mine(p.id)).map(studentView);
      return ok(todo.sort((a, b) => b.id - a.id));
    }),
    http.get(`${BASE}/teach/classroom-practice/record/detail`, async ({ request }) => {
      const id = numberParam(request, "id");
      const userId = numberParam(request, "userId");
      const refused = await seen(state, "practiceRecord", userId ? `${id}:${userId}` : String(id));
      if (refused) return refused;
      const p = find(id);
      if (!p) return notFound(id);
      const who = userId || state.me.userId;
      const row = state.practice.records.find((r) => r.practiceId === id && r.userId === who);
      return ok(recordView(id, who, row, userId !== 0 || p.status === 2));
    }),
    http.get(`${BASE}/teach/classroom-practice/list`, async ({ request }) => {
      const classroomRecordId = numberParam(request, "classroomRecordId");
      const refused = await seen(state, "recordPractices", String(classroomRecordId));
      if (refused) return refused;
      return ok(state.practice.practices.filter((p) => p.classroomRecordId === classroomRecordId));
    }),
    http.get(`${BASE}/teach/classroom-practice/statistics`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "practiceStatistics", String(id));
      if (refused) return refused;
      const p = find(id);
      return p ? ok(statistics(state, p)) : notFound(id);
    }),
    http.delete(`${BASE}/teach/classroom-practice/delete`, async ({ request }) => {
      const id = numberParam(request, "id");
      const refused = await seen(state, "deletePractice", String(id));
      if (refused) return refused;
      state.practice.practices = state.practice.practices.filter((p) => p.id !== id);
      state.practice.records = state.practice.records.filter((r) => r.practiceId !== id);
      return ok(true);
    }),
  ];
}

export { mockPractices, practice, practiceHandlers };
export type { MockPractices, StoredRecord };
