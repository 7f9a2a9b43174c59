// Surveys over real HTTP and WebSocket: save and reuse, start (saved or written inline, exactly one),
// push to the session's students, answer once (double taps included) with validation per question
// type, the teacher's live count (surveyAnswered), results per question, anonymous surveys, end and
// time limit, the teacher's and the student's lists, catch-up (stu/todo), and the role matrix.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit, pause, students, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ItemSurvey = components["schemas"]["ItemSurvey"];
type Statistics = components["schemas"]["SurveyStatistics"];
type Paged<T> = { list: T[]; total: number };

const QUESTIONS = [
  { type: 1, title: "节奏如何？", options: ["太快", "合适", "太慢"] },
  { type: 2, title: "哪些环节有帮助？", options: ["讲解", "演示", "练习", "讨论"] },
  { type: 4, title: "总体评分" },
  { type: 3, title: "其他建议" },
];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineSurveyTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    async function startSurvey(teacher: string, body: Record<string, unknown>) {
      return s.call<ItemSurvey>("POST", "/teach/survey/start", { token: await token(teacher), body });
    }
    async function answer(student: string, body: Record<string, unknown>) {
      return s.call<boolean>("POST", "/teach/survey/record", { token: await token(student), body });
    }
    async function statistics(teacher: string, itemSurveyId: number) {
      return (
        await s.call<Statistics>("GET", "/teach/survey/record/detail", {
          token: await token(teacher),
          query: { itemSurveyId },
        })
      ).data;
    }
    /** Answers for the QUESTIONS survey: single choice index, multiple indexes, stars, text. */
    const answersFor = (run: ItemSurvey, single: number, multiple: number[], rating: number, text?: string) => [
      { questionId: run.questions[0]!.id, options: [single] },
      { questionId: run.questions[1]!.id, options: multiple },
      { questionId: run.questions[2]!.id, rating },
      ...(text !== undefined ? [{ questionId: run.questions[3]!.id, text }] : []),
    ];

    describe("saved surveys", () => {
      it("lists the seeded 课堂反馈 and saves a new survey for reuse (status 0, no session)", async () => {
        const list = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
          token: await token("teacher1"),
          query: { pageNo: 1, pageSize: 20 },
        });
        const feedback = list.data.list.find((x) => x.title === "课堂反馈")!;
        expect(feedback).toMatchObject({ status: 0, courseItemId: null, anonymous: true, answerCount: 0 });
        expect(feedback.questions.map((q) => q.type)).toEqual([1, 2, 4, 3]);
        const created = await s.call<ItemSurvey>("POST", "/teach/survey/create", {
          token: await token("teacher2"),
          body: { title: "期中反馈", questions: QUESTIONS, duration: 600 },
        });
        expect(created.data).toMatchObject({ status: 0, courseItemId: null, title: "期中反馈", anonymous: false });
        expect(created.data.questions.map((q) => [q.sort, q.type, q.title, q.options])).toEqual([
          [0, 1, "节奏如何？", ["太快", "合适", "太慢"]],
          [1, 2, "哪些环节有帮助？", ["讲解", "演示", "练习", "讨论"]],
          [2, 4, "总体评分", []],
          [3, 3, "其他建议", []],
        ]);
        const mine = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
          token: await token("teacher2"),
          query: { pageNo: 1, pageSize: 20 },
        });
        expect(mine.data.list.map((x) => x.title)).toEqual(["期中反馈"]);
      });

      it("refuses bad surveys with a message naming the field, and writes nothing", async () => {
        const before = await rowCounts();
        const cases: [Record<string, unknown>, string][] = [
          [{ title: "x", questions: [{ type: 1, title: "q", options: ["只有一个"] }] }, "body.questions[0].options"],
          [{ title: "x", questions: [{ type: 2, title: "q", options: ["a", "a"] }] }, "body.questions[0].options"],
          [
            { title: "x", questions: [QUESTIONS[0], { type: 4, title: "q", options: ["1"] }] },
            "body.questions[1].options",
          ],
          [{ title: "x", questions: [{ type: 1, title: "q", options: ["a", " "] }] }, "body.questions[0].options"],
          [{ title: "x", questions: [] }, "body.questions"],
          [{ title: "", questions: QUESTIONS }, "body.title"],
          [{ title: "x", questions: [{ type: 5, title: "q" }] }, "body.questions"],
          [{ questions: QUESTIONS }, "body.title"],
        ];
        for (const [body, field] of cases) {
          const r = await s.call("POST", "/teach/survey/create", { token: await token("teacher2"), body });
          expect([r.status, r.code], JSON.stringify(body)).toEqual([400, 400]);
          expect(r.msg, JSON.stringify(body)).toContain(field);
        }
        expect(await rowCounts()).toEqual(before);
      });
    });

    describe("a survey in class (数据结构: student01 … student10)", () => {
      let item: { id: number; courseId: number };
      let run: ItemSurvey;

      beforeAll(async () => {
        item = await freshSession("teacher2");
      });

      it("accepts exactly one of a saved survey or one written inline (400 otherwise, nothing written)", async () => {
        const before = await rowCounts();
        const saved = (
          await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
            token: await token("teacher2"),
            query: { pageNo: 1, pageSize: 20 },
          })
        ).data.list[0]!;
        const both = await startSurvey("teacher2", {
          courseItemId: item.id,
          surveyId: saved.id,
          title: "x",
          questions: QUESTIONS,
        });
        expect([both.status, both.code]).toEqual([400, 400]);
        expect(both.msg).toContain("body.surveyId");
        const neither = await startSurvey("teacher2", { courseItemId: item.id });
        expect(neither.status).toBe(400);
        expect(neither.msg).toContain("body.surveyId");
        expect((await startSurvey("teacher2", { courseItemId: item.id, title: "x" })).msg).toContain("body.questions");
        expect((await startSurvey("teacher2", { courseItemId: item.id, questions: QUESTIONS })).msg).toContain(
          "body.title",
        );
        const feedback = (
          await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
            token: await token("teacher1"),
            query: { pageNo: 1, pageSize: 20 },
          })
        ).data.list.find((x) => x.title === "课堂反馈")!;
        const notMine = await startSurvey("teacher2", { courseItemId: item.id, surveyId: feedback.id });
        expect([notMine.status, notMine.code]).toEqual([403, 403]);
        expect(await rowCounts()).toEqual(before);
      });

      it("runs a copy of a saved survey and pushes `survey` to exactly the session's students", async () => {
        const saved = (
          await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
            token: await token("teacher2"),
            query: { pageNo: 1, pageSize: 20 },
          })
        ).data.list.find((x) => x.title === "期中反馈")!;
        const members = students(1, 10);
        const others = ["student11", "student30", "teacher1", "teacher2"];
        const clients = await connectAll([...members, ...others]);
        const started = await startSurvey("teacher2", { courseItemId: item.id, surveyId: saved.id, anonymous: false });
        expect(started.code).toBe(0);
        run = started.data;
        expect(run.id).not.toBe(saved.id);
        expect(run).toMatchObject({
          courseItemId: item.id,
          courseName: "数据结构",
          status: 1,
          title: "期中反馈",
          answerCount: 0,
        });
        expect(run.endTime! - run.startTime).toBe(600_000);
        expect(run.questions.map((q) => q.title)).toEqual(saved.questions.map((q) => q.title));
        expect(run.questions.map((q) => q.id)).not.toEqual(saved.questions.map((q) => q.id));
        const expected = { type: "survey", itemSurveyId: run.id, courseItemId: item.id };
        expect(await until(() => members.every((u) => clients.get(u)!.events.length === 1))).toBe(true);
        for (const u of members) expect(clients.get(u)!.events).toEqual([expected]);
        await pause(200);
        for (const u of others) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);
        // The saved survey stays as it was, ready for the next class.
        const [again] = await s.database.db.select().from(schema.surveys).where(eq(schema.surveys.id, saved.id));
        expect(again).toMatchObject({ status: 0, courseItemId: null });
        // One survey at a time in a session.
        const second = await startSurvey("teacher2", {
          courseItemId: item.id,
          title: "再来一份",
          questions: QUESTIONS,
        });
        expect(second.code).not.toBe(0);
        expect(second.msg).toContain("已有进行中的问卷");
      });

      it("shows the open survey to a student of the course, and to no one else", async () => {
        const get = await s.call<ItemSurvey>("GET", "/teach/survey/get", {
          token: await token("student02"),
          query: { itemSurveyId: run.id },
        });
        expect(get.data).toMatchObject({ id: run.id, answered: false });
        expect(get.data.myAnswers).toBeUndefined();
        const todo = await s.call<components["schemas"]["StudentTodo"]>("GET", "/teach/course-item/stu/todo", {
          token: await token("student02"),
          query: { courseItemId: item.id },
        });
        expect(todo.data.itemSurveyId).toBe(run.id);
        const status = await s.call<components["schemas"]["ClassroomStatus"]>(
          "GET",
          "/teach/course-item/classroom/status",
          { token: await token("teacher2"), query: { courseItemId: item.id } },
        );
        expect(status.data.activity).toEqual({ type: "survey", id: run.id });
        for (const who of ["student20", "teacher1"]) {
          const r = await s.call("GET", "/teach/survey/get", {
            token: await token(who),
            query: { itemSurveyId: run.id },
          });
          expect([r.status, r.code], who).toEqual([403, 403]);
        }
      });

      it("checks answers per question type (400 naming the field, nothing written)", async () => {
        const before = await rowCounts();
        const [single, multiple, rating, text] = run.questions.map((q) => q.id) as [number, number, number, number];
        const cases: [unknown[], string][] = [
          [
            [
              { questionId: multiple, options: [0] },
              { questionId: rating, rating: 4 },
            ],
            "第 1 题",
          ],
          [
            [
              { questionId: single, options: [0, 1] },
              { questionId: multiple, options: [0] },
              { questionId: rating, rating: 4 },
            ],
            "body.answers[0].options",
          ],
          [
            [
              { questionId: single, options: [3] },
              { questionId: multiple, options: [0] },
              { questionId: rating, rating: 4 },
            ],
            "body.answers[0].options",
          ],
          [
            [
              { questionId: single, options: [1] },
              { questionId: multiple, options: [] },
              { questionId: rating, rating: 4 },
            ],
            "body.answers[1].options",
          ],
          [
            [
              { questionId: single, options: [1] },
              { questionId: multiple, options: [1, 1] },
              { questionId: rating, rating: 4 },
            ],
            "body.answers[1].options",
          ],
          [
            [{ questionId: single, options: [1] }, { questionId: multiple, options: [1] }, { questionId: rating }],
            "body.answers[2].rating",
          ],
          [
            [
              { questionId: single, options: [1] },
              { questionId: multiple, options: [1] },
              { questionId: rating, rating: 6 },
            ],
            "rating",
          ],
          [
            [
              { questionId: single, options: [1] },
              { questionId: multiple, options: [1] },
              { questionId: rating, rating: 3 },
              { questionId: 999_999, text: "x" },
            ],
            "body.answers[3].questionId",
          ],
          [
            [
              { questionId: single, options: [1] },
              { questionId: single, options: [1] },
            ],
            "body.answers[1].questionId",
          ],
          [[{ questionId: text, text: "x".repeat(2001) }], "text"],
        ];
        for (const [answers, field] of cases) {
          const r = await answer("student01", { itemSurveyId: run.id, answers });
          expect([r.status, r.code], JSON.stringify(answers)).toEqual([400, 400]);
          expect(r.msg, JSON.stringify(answers)).toContain(field);
        }
        const outsider = await answer("student20", { itemSurveyId: run.id, answers: answersFor(run, 1, [0], 5) });
        expect([outsider.status, outsider.code]).toEqual([403, 403]);
        const teacher = await answer("teacher2", { itemSurveyId: run.id, answers: answersFor(run, 1, [0], 5) });
        expect(teacher.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
      });

      it("records answers once (double taps too) and tells only the teacher the new count", async () => {
        const clients = await connectAll(["teacher2", "teacher1", "student01", "student03"]);
        // Free text may be left out.
        expect((await answer("student01", { itemSurveyId: run.id, answers: answersFor(run, 1, [0, 2], 5) })).data).toBe(
          true,
        );
        expect(await until(() => clients.get("teacher2")!.of("surveyAnswered").length === 1)).toBe(true);
        expect(clients.get("teacher2")!.events).toEqual([
          { type: "surveyAnswered", itemSurveyId: run.id, courseItemId: item.id, answerCount: 1 },
        ]);
        const taps = await Promise.all(
          Array.from({ length: 5 }, (_, i) =>
            answer("student02", { itemSurveyId: run.id, answers: answersFor(run, i % 3, [1], 4, "多一些例题") }),
          ),
        );
        expect(taps.every((t) => t.data === true)).toBe(true);
        expect(
          (await answer("student03", { itemSurveyId: run.id, answers: answersFor(run, 1, [2], 3, "  很好  ") })).data,
        ).toBe(true);
        // Answering again changes nothing.
        expect(
          (await answer("student01", { itemSurveyId: run.id, answers: answersFor(run, 2, [3], 1, "改主意了") })).data,
        ).toBe(true);
        expect(await until(() => clients.get("teacher2")!.of("surveyAnswered").length === 3)).toBe(true);
        await pause(200);
        expect(
          clients
            .get("teacher2")!
            .of("surveyAnswered")
            .map((e) => e.answerCount),
        ).toEqual([1, 2, 3]);
        for (const u of ["teacher1", "student01", "student03"]) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);
        const rows = await s.database.db
          .select()
          .from(schema.surveyAnswers)
          .where(eq(schema.surveyAnswers.surveyId, run.id));
        expect(rows).toHaveLength(3);
        expect(new Set(rows.map((r) => r.userId)).size).toBe(3);
      });

      it("shows the student their answers and the survey as answered; their todo no longer names it", async () => {
        const get = await s.call<ItemSurvey>("GET", "/teach/survey/get", {
          token: await token("student01"),
          query: { itemSurveyId: run.id },
        });
        expect(get.data.answered).toBe(true);
        expect(get.data.myAnswers).toEqual(answersFor(run, 1, [0, 2], 5));
        const list = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/student/list", {
          token: await token("student03"),
          query: { pageNo: 1, pageSize: 10 },
        });
        const mine = list.data.list.find((x) => x.id === run.id)!;
        expect(mine).toMatchObject({ answered: true, courseName: "数据结构" });
        expect(mine.myAnswers).toContainEqual({ questionId: run.questions[3]!.id, text: "很好" });
        const unanswered = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/student/list", {
          token: await token("student04"),
          query: { pageNo: 1, pageSize: 10 },
        });
        expect(unanswered.data.list.find((x) => x.id === run.id)).toMatchObject({ answered: false });
        const todo = await s.call<components["schemas"]["StudentTodo"]>("GET", "/teach/course-item/stu/todo", {
          token: await token("student01"),
          query: { courseItemId: item.id },
        });
        expect(todo.data.itemSurveyId).toBeNull();
        const stats = await s.call<components["schemas"]["StudentStatistics"]>(
          "GET",
          "/teach/course-item/stu/statistics",
          { token: await token("student01"), query: { courseId: item.courseId } },
        );
        expect(stats.data.surveyCount).toBe(1);
        // Students of other courses see nothing of it.
        const outsider = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/student/list", {
          token: await token("student20"),
          query: { pageNo: 1, pageSize: 10 },
        });
        expect(outsider.data.list.map((x) => x.id)).not.toContain(run.id);
      });

      it("sums up each question: counts, percentages of its respondents (one decimal), texts, average stars", async () => {
        const stats = await statistics("teacher2", run.id);
        expect(stats).toMatchObject({ total: 10, answered: 3 });
        const [single, multiple, rating, text] = stats.questions;
        expect(single).toMatchObject({ type: 1, respondents: 3, average: null, texts: [] });
        expect(single!.options.map((o) => [o.label, o.count, o.percent])).toEqual([
          ["太快", expect.any(Number), expect.any(Number)],
          ["合适", expect.any(Number), expect.any(Number)],
          ["太慢", expect.any(Number), expect.any(Number)],
        ]);
        expect(single!.options.reduce((n, o) => n + o.count, 0)).toBe(3);
        expect(multiple!.options.map((o) => [o.label, o.count, o.percent])).toEqual([
          ["讲解", 1, 33.3],
          ["演示", 1, 33.3],
          ["练习", 2, 66.7],
          ["讨论", 0, 0],
        ]);
        expect(rating).toMatchObject({ type: 4, respondents: 3, average: 4 });
        expect(rating!.options.map((o) => [o.label, o.count])).toEqual([
          ["1", 0],
          ["2", 0],
          ["3", 1],
          ["4", 1],
          ["5", 1],
        ]);
        expect(text).toMatchObject({ type: 3, respondents: 2, texts: ["多一些例题", "很好"], average: null });
        // Survey results name no one.
        expect(JSON.stringify(stats)).not.toContain("学生0");
        const other = await s.call("GET", "/teach/survey/record/detail", {
          token: await token("teacher1"),
          query: { itemSurveyId: run.id },
        });
        expect([other.status, other.code]).toEqual([403, 403]);
      });

      it("ends the survey (students hear of it); a late answer is refused", async () => {
        const clients = await connectAll(["student05", "student06", "student20"]);
        expect(
          (
            await s.call("POST", "/teach/survey/end", {
              token: await token("teacher2"),
              query: { itemSurveyId: run.id },
            })
          ).data,
        ).toBe(true);
        expect(await until(() => clients.get("student05")!.events.length === 1)).toBe(true);
        expect(clients.get("student06")!.events).toEqual([
          { type: "activityChanged", activity: "survey", id: run.id, courseItemId: item.id, status: 2 },
        ]);
        await pause(150);
        expect(clients.get("student20")!.events).toEqual([]);
        await closeAll(clients);
        const before = await rowCounts();
        const late = await answer("student05", { itemSurveyId: run.id, answers: answersFor(run, 0, [0], 2) });
        expect(late.msg).toBe("问卷已结束");
        expect(await rowCounts()).toEqual(before);
        const sessionList = await s.call<ItemSurvey[]>("GET", "/teach/survey/record", {
          token: await token("teacher2"),
          query: { courseItemId: item.id },
        });
        expect(sessionList.data.map((x) => [x.id, x.status, x.answerCount])).toEqual([[run.id, 2, 3]]);
      });

      it("ends a survey by its time limit without anyone ending it", async () => {
        const timed = await startSurvey("teacher2", {
          courseItemId: item.id,
          title: "一分钟小调查",
          duration: 60,
          questions: [{ type: 4, title: "今天的收获" }],
        });
        expect(timed.code).toBe(0);
        const rating = timed.data.questions[0]!.id;
        expect(
          (await answer("student07", { itemSurveyId: timed.data.id, answers: [{ questionId: rating, rating: 5 }] }))
            .data,
        ).toBe(true);
        s.clock.advance(61_000);
        const late = await answer("student08", {
          itemSurveyId: timed.data.id,
          answers: [{ questionId: rating, rating: 4 }],
        });
        expect(late.msg).toBe("问卷已结束");
        const get = await s.call<ItemSurvey>("GET", "/teach/survey/get", {
          token: await token("teacher2"),
          query: { itemSurveyId: timed.data.id },
        });
        expect(get.data).toMatchObject({ status: 2, endTime: timed.data.endTime, answerCount: 1 });
        const todo = await s.call<components["schemas"]["StudentTodo"]>("GET", "/teach/course-item/stu/todo", {
          token: await token("student08"),
          query: { courseItemId: item.id },
        });
        expect(todo.data.itemSurveyId).toBeNull();
        // A new survey may start once the time is up.
        const next = await startSurvey("teacher2", {
          courseItemId: item.id,
          title: "下一份",
          questions: [{ type: 3, title: "想法" }],
        });
        expect(next.code).toBe(0);
        await s.call("POST", "/teach/survey/end", {
          token: await token("teacher2"),
          query: { itemSurveyId: next.data.id },
        });
      });

      it("keeps an anonymous survey's texts in an order that tells nothing", async () => {
        const anon = await startSurvey("teacher2", {
          courseItemId: item.id,
          title: "匿名意见",
          anonymous: true,
          questions: [{ type: 3, title: "意见" }],
        });
        const q = anon.data.questions[0]!.id;
        for (const [u, text] of [
          ["student01", "c 第三"],
          ["student02", "a 第一"],
          ["student03", "b 第二"],
        ] as const)
          await answer(u, { itemSurveyId: anon.data.id, answers: [{ questionId: q, text }] });
        // Nobody else learns who answered what: results and the teacher's views carry no names.
        const stats = await statistics("teacher2", anon.data.id);
        expect(stats.questions[0]!.texts).toEqual(["a 第一", "b 第二", "c 第三"]);
        const teacherView = await s.call<ItemSurvey>("GET", "/teach/survey/get", {
          token: await token("teacher2"),
          query: { itemSurveyId: anon.data.id },
        });
        expect(teacherView.data.myAnswers).toBeUndefined();
        expect(JSON.stringify([stats, teacherView.data])).not.toMatch(/学生|userId/);
        // An empty survey answer (only free text, left empty) is still an answer.
        expect(
          (await answer("student04", { itemSurveyId: anon.data.id, answers: [{ questionId: q, text: " " }] })).data,
        ).toBe(true);
        expect((await statistics("teacher2", anon.data.id)).answered).toBe(4);
        await s.call("POST", "/teach/survey/end", {
          token: await token("teacher2"),
          query: { itemSurveyId: anon.data.id },
        });
      });

      it("filters the teacher's list by course and lists drafts and runs newest first", async () => {
        const teacher = await token("teacher2");
        const all = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
          token: teacher,
          query: { pageNo: 1, pageSize: 50 },
        });
        const ids = all.data.list.map((x) => x.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        expect(all.data.list.some((x) => x.status === 0)).toBe(true);
        expect(all.data.total).toBe(all.data.list.length);
        const byCourse = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
          token: teacher,
          query: { pageNo: 1, pageSize: 50, courseId: item.courseId },
        });
        expect(byCourse.data.list.every((x) => x.courseItemId !== null)).toBe(true);
        expect(byCourse.data.total).toBe(all.data.total - 1);
        const page2 = await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
          token: teacher,
          query: { pageNo: 2, pageSize: 2 },
        });
        expect(page2.data.list.map((x) => x.id)).toEqual(ids.slice(2, 4));
      });

      it("refuses students on teacher operations and teachers of other sessions, and writes nothing", async () => {
        const saved = (
          await s.call<Paged<ItemSurvey>>("GET", "/teach/survey/teacher/list", {
            token: await token("teacher2"),
            query: { pageNo: 1, pageSize: 50 },
          })
        ).data.list.find((x) => x.status === 0)!;
        const calls: [string, string, { query?: Record<string, number>; body?: unknown }][] = [
          ["POST", "/teach/survey/create", { body: { title: "x", questions: QUESTIONS } }],
          ["POST", "/teach/survey/start", { body: { courseItemId: item.id, surveyId: saved.id } }],
          ["POST", "/teach/survey/end", { query: { itemSurveyId: run.id } }],
          ["GET", "/teach/survey/record/detail", { query: { itemSurveyId: run.id } }],
          ["GET", "/teach/survey/record", { query: { courseItemId: item.id } }],
        ];
        const before = await rowCounts();
        for (const [method, path, options] of calls) {
          const r = await s.call(method, path, { token: await token("student01"), ...options });
          expect([r.status, r.code], `student01 ${method} ${path}`).toEqual([403, 403]);
        }
        for (const [method, path, options] of calls.slice(1)) {
          const r = await s.call(method, path, { token: await token("teacher1"), ...options });
          expect([r.status, r.code], `teacher1 ${method} ${path}`).toEqual([403, 403]);
        }
        const studentList = await s.call("GET", "/teach/survey/student/list", {
          token: await token("teacher2"),
          query: { pageNo: 1, pageSize: 10 },
        });
        expect(studentList.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
        const admin = await statistics("admin", run.id);
        expect(admin.survey.id).toBe(run.id);
        const ended = await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
        expect(ended.data).toBe(true);
        const afterClass = await startSurvey("teacher2", { courseItemId: item.id, surveyId: saved.id });
        expect(afterClass.msg).toBe("课堂未开始或已结束，不能发起活动");
      });
    });
  });
}
