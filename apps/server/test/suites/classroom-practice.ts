// Classroom practice over real HTTP and WebSocket, on one server: create inside a record (the record's
// teacher only; bad questions refused with nothing written: the part in classroom-practice-building.ts),
// `practice` pushed to exactly the session's students, students see no right answers until the
// practice ends, answer once (bad option, not enrolled, twice, after the end refused) with the teacher
// told each answer's count (practiceAnswered), their list and to-do, the teacher's list, a student's
// answers, statistics per question and per student for a small class, and delete with the answers.
import type { components } from "@smartclass/api";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit, pause, students, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { definePracticeBuildingTests } from "./classroom-practice-building.js";
import { answersFor, type Practice, practiceCalls, QUESTIONS } from "./classroom-practice-kit.js";

type Statistics = components["schemas"]["PracticeStatistics"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomPracticeTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = activityKit(() => s);
    const { token, userId, connectAll, closeAll, rowCounts } = kit;
    const calls = practiceCalls(() => s, kit);
    const { newRecord, create, get, answer, detail, listStu, todo } = calls;

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    definePracticeBuildingTests(kit, calls);

    describe("a practice in class (数据结构: student01 … student10)", () => {
      let item: { id: number; courseId: number };
      let recordId: number;
      let practice: Practice;

      beforeAll(async () => {
        ({ item, recordId } = await newRecord("teacher2"));
      });

      it("pushes `practice` to exactly the session's students when published", async () => {
        const members = students(1, 10);
        const others = ["student11", "student30", "teacher1", "teacher2"];
        const clients = await connectAll([...members, ...others]);
        const r = await create("teacher2", {
          classroomRecordId: recordId,
          title: "第三章 随堂练习",
          duration: 600,
          publish: true,
          questions: QUESTIONS,
        });
        expect(r.code).toBe(0);
        const expected = { type: "practice", id: r.data, courseItemId: item.id };
        expect(await until(() => members.every((u) => clients.get(u)!.events.length === 1))).toBe(true);
        for (const u of members) expect(clients.get(u)!.events).toEqual([expected]);
        await pause(200);
        for (const u of others) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);
        practice = (await get("teacher2", r.data)).data;
        expect(practice).toMatchObject({
          status: 1,
          classroomRecordId: recordId,
          courseItemId: item.id,
          duration: 600,
        });
        expect(practice.endTime! - practice.startTime!).toBe(600_000);
      });

      it("shows students the questions without the right answers, and only to the course's students", async () => {
        const view = await get("student01", practice.id);
        expect(view.data).toMatchObject({ id: practice.id, status: 1, done: false });
        expect(view.data.questions.map((q) => q.title)).toEqual(QUESTIONS.map((q) => q.title));
        for (const q of view.data.questions) expect(q).not.toHaveProperty("answer");
        const outsider = await get("student11", practice.id);
        expect([outsider.status, outsider.msg]).toEqual([403, "您不在这份练习所属课程的学生名单中"]);
        expect((await get("teacher1", practice.id)).status).toBe(403);
        expect((await get("admin", practice.id)).data.questions[0]!.answer).toBe("1");
      });

      it("refuses bad answers with a 400, outsiders with a 403, and writes nothing", async () => {
        const before = await rowCounts();
        const cases: [unknown[], number, string][] = [
          [answersFor(practice, [3], [0], [0], "x"), 400, "选项序号必须在 0 到 2 之间"],
          [answersFor(practice, [0, 1], [0], [0], "x"), 400, "单选题与判断题只能选一个选项"],
          [answersFor(practice, [0], [0], [2], "x"), 400, "选项序号必须在 0 到 1 之间"],
          [answersFor(practice, [0], [0], [0], "  "), 400, "第 4 题还未作答"],
          [answersFor(practice, [0], [], [0], "x"), 400, "第 2 题还未作答"],
          [[{ questionId: 999_999, options: [0] }], 400, "不是这份练习的题目：999999"],
          [
            [...answersFor(practice, [0], [0], [0], "x"), { questionId: practice.questions[0]!.id, options: [1] }],
            400,
            "同一题只能作答一次",
          ],
          [[{ questionId: practice.questions[3]!.id, content: "x", options: [0] }], 400, "简答题请填写文字，不选选项"],
          [[{ questionId: practice.questions[0]!.id, options: [-1] }], 400, "body.answers"],
        ];
        for (const [answers, status, msg] of cases) {
          const r = await answer("student01", practice.id, answers);
          expect([r.status, r.code], JSON.stringify(answers)).toEqual([status, status]);
          expect(r.msg, JSON.stringify(answers)).toContain(msg);
        }
        const outsider = await answer("student11", practice.id, answersFor(practice, [1], [0, 1], [0], "x"));
        expect([outsider.status, outsider.msg]).toEqual([403, "您不在这份练习所属课程的学生名单中"]);
        const teacher = await answer("teacher2", practice.id, answersFor(practice, [1], [0, 1], [0], "x"));
        expect(teacher.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
      });

      it("takes each student's answers once and marks the choice questions", async () => {
        const clients = await connectAll(["teacher2", "teacher1", "student01", "student05"]);
        expect((await todo("student01")).map((p) => p.id)).toContain(practice.id);
        const given: [string, number[], number[], number[]][] = [
          ["student01", [1], [0, 1], [0]],
          ["student02", [0], [0], [0]],
          ["student03", [1], [1, 0], [1]],
        ];
        for (const [u, a, b, c] of given) {
          const r = await answer(u, practice.id, answersFor(practice, a, b, c, `${u} 的回答`));
          expect([r.code, r.data], u).toEqual([0, true]);
        }
        const before = await rowCounts();
        const twice = await answer("student01", practice.id, answersFor(practice, [0], [0], [0], "再来"));
        expect([twice.status, twice.msg]).toEqual([400, "您已提交过这份练习，不能再次作答"]);
        // Double taps at once: one is stored, the other refused.
        const taps = await Promise.all(
          [1, 2].map(() => answer("student04", practice.id, answersFor(practice, [2], [3], [1], "快"))),
        );
        expect(taps.map((t) => t.status).sort()).toEqual([200, 400]);
        const [{ n }] = (await s.database.db
          .select({ n: count() })
          .from(schema.practiceAnswers)
          .where(eq(schema.practiceAnswers.practiceId, practice.id))) as [{ n: number }];
        expect(n).toBe(4);
        expect((await rowCounts()).practice_answers).toBe(before.practice_answers! + 1);
        // The teacher hears of each stored answer once, with the count so far; refused ones say nothing.
        const answered = () => clients.get("teacher2")!.of("practiceAnswered");
        expect(await until(() => answered().length === 4)).toBe(true);
        await pause(200);
        expect(clients.get("teacher2")!.events).toEqual(
          [1, 2, 3, 4].map((answerCount) => ({
            type: "practiceAnswered",
            id: practice.id,
            courseItemId: item.id,
            answerCount,
          })),
        );
        for (const u of ["teacher1", "student01", "student05"]) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);

        // Answered but not ended: still no right answers, no marks for the student.
        const view = (await get("student01", practice.id)).data;
        expect(view.done).toBe(true);
        for (const q of view.questions) expect(q).not.toHaveProperty("answer");
        const mine = (await detail("student01", practice.id)).data;
        expect(mine).toMatchObject({ practiceId: practice.id, userId: await userId("student01"), score: null });
        expect(mine.submitTime).toEqual(expect.any(Number));
        expect(mine.answers.map((a) => [a.options, a.content, a.correct, a.score])).toEqual([
          [[1], "", null, null],
          [[0, 1], "", null, null],
          [[0], "", null, null],
          [[], "student01 的回答", null, null],
        ]);
        expect((await detail("student01", practice.id, await userId("student02"))).status).toBe(403);
        expect((await detail("student11", practice.id)).status).toBe(403);
        // The teacher sees the marks at once.
        const marked = (await detail("teacher2", practice.id, await userId("student03"))).data;
        expect(marked.score).toBe(5);
        expect(marked.answers.map((a) => [a.correct, a.score])).toEqual([
          [true, 2],
          [true, 3],
          [false, 0],
          [null, null],
        ]);
        const none = (await detail("teacher2", practice.id, await userId("student09"))).data;
        expect(none).toMatchObject({ submitTime: null, score: null, answers: [] });
        expect((await todo("student01")).map((p) => p.id)).not.toContain(practice.id);
        expect((await todo("student05")).map((p) => p.id)).toContain(practice.id);
      });

      it("tells each student what is left: the session's to-do, the handle list and their statistics", async () => {
        const t = async (u: string) =>
          (
            await s.call<components["schemas"]["StudentTodo"]>("GET", "/teach/course-item/stu/todo", {
              token: await token(u),
              query: { courseItemId: item.id },
            })
          ).data;
        expect((await t("student05")).practiceId).toBe(practice.id);
        expect((await t("student01")).practiceId).toBeNull();
        const handle = async (u: string) =>
          (
            await s.call<components["schemas"]["TodoItem"][]>("GET", "/teach/course-item/student/handle", {
              token: await token(u),
            })
          ).data.filter((x) => x.type === "practice");
        expect(await handle("student05")).toEqual([
          {
            type: "practice",
            id: practice.id,
            title: "第三章 随堂练习",
            courseItemId: item.id,
            deadline: practice.endTime,
          },
        ]);
        expect(await handle("student01")).toEqual([]);
        const statistics = async (u: string) =>
          (
            await s.call<components["schemas"]["StudentStatistics"]>("GET", "/teach/course-item/stu/statistics", {
              token: await token(u),
              query: { courseId: item.courseId },
            })
          ).data.practiceCount;
        expect([await statistics("student01"), await statistics("student05")]).toEqual([1, 0]);
      });

      it("lists the student's practices with done, by course", async () => {
        const mine = await listStu("student01", item.courseId);
        expect(mine.find((p) => p.id === practice.id)).toMatchObject({ done: true, status: 1 });
        expect((await listStu("student05")).find((p) => p.id === practice.id)).toMatchObject({ done: false });
        expect(await listStu("student01", 999_999)).toEqual([]);
        expect((await listStu("student11")).map((p) => p.id)).not.toContain(practice.id);
      });

      it("counts per question and per student for the teacher", async () => {
        const r = await s.call<Statistics>("GET", "/teach/classroom-practice/statistics", {
          token: await token("teacher2"),
          query: { id: practice.id },
        });
        expect(r.code).toBe(0);
        const st = r.data;
        // student04 chose [2], [3], [1]: all wrong, score 0.
        expect(st).toMatchObject({ practiceId: practice.id, studentCount: 10, submittedCount: 4, totalScore: 10 });
        expect(st.averageScore).toBe(3); // (6 + 1 + 5 + 0) / 4
        expect(st.questions.map((q) => [q.correctRate, q.optionCounts, q.answeredCount])).toEqual([
          [0.5, [1, 2, 1], 4],
          [0.5, [3, 2, 0, 1], 4],
          [0.5, [2, 2], 4],
          [null, [], 4],
        ]);
        const byNo = new Map(st.students!.map((x) => [x.studentNo, x]));
        expect(st.students!.map((x) => x.studentNo)).toEqual(students(1, 10));
        expect(
          [1, 2, 3, 4, 5].map((n) => [byNo.get(`student0${n}`)!.score, byNo.get(`student0${n}`)!.correctCount]),
        ).toEqual([
          [6, 3],
          [1, 1],
          [5, 2],
          [0, 0],
          [null, 0],
        ]);
        expect(byNo.get("student05")!.submitTime).toBeNull();
        for (const u of ["teacher1", "student01"]) {
          const refused = await s.call("GET", "/teach/classroom-practice/statistics", {
            token: await token(u),
            query: { id: practice.id },
          });
          expect(refused.status, u).toBe(403);
        }
      });

      it("lists a record's practices for its teacher only", async () => {
        const r = await s.call<Practice[]>("GET", "/teach/classroom-practice/list", {
          token: await token("teacher2"),
          query: { classroomRecordId: recordId },
        });
        expect(r.data.map((p) => [p.id, p.title, p.questions.length])).toEqual([[practice.id, "第三章 随堂练习", 4]]);
        expect(r.data[0]!.questions[1]!.answer).toBe("0,1");
        for (const u of ["teacher1", "student01"]) {
          const refused = await s.call("GET", "/teach/classroom-practice/list", {
            token: await token(u),
            query: { classroomRecordId: recordId },
          });
          expect(refused.status, u).toBe(403);
        }
      });

      it("closes at its time limit: no more answers, and students see the right answers and their marks", async () => {
        s.clock.advance(601_000);
        const late = await answer("student06", practice.id, answersFor(practice, [1], [0, 1], [0], "迟到"));
        expect([late.status, late.code, late.msg]).toEqual([200, 1_003_006_001, "练习已结束，不能再作答"]);
        const view = (await get("student01", practice.id)).data;
        expect(view.status).toBe(2);
        expect(view.questions.map((q) => q.answer)).toEqual(["1", "0,1", "0", "函数调用、括号匹配"]);
        const mine = (await detail("student01", practice.id)).data;
        expect(mine.score).toBe(6);
        expect(mine.answers.map((a) => a.correct)).toEqual([true, true, true, null]);
        expect((await todo("student06")).map((p) => p.id)).not.toContain(practice.id);
      });

      it("closes with its session when it has no time limit", async () => {
        const open = await create("teacher2", {
          classroomRecordId: recordId,
          title: "不限时练习",
          publish: true,
          questions: [QUESTIONS[2]],
        });
        expect((await get("student01", open.data)).data).toMatchObject({ status: 1, endTime: null });
        await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
        const ended = (await get("student01", open.data)).data;
        expect(ended.status).toBe(2);
        expect(ended.endTime).toEqual(expect.any(Number));
        expect(ended.questions[0]!.answer).toBe("0");
        const late = await answer("student01", open.data, [{ questionId: ended.questions[0]!.id, options: [0] }]);
        expect(late.msg).toBe("练习已结束，不能再作答");
      });

      it("publishes after class without a push, open until its own time limit", async () => {
        const clients = await connectAll(["student01"]);
        const after = await create("teacher2", {
          classroomRecordId: recordId,
          title: "课后练习",
          duration: 3600,
          publish: true,
          questions: [QUESTIONS[0]],
        });
        await pause(200);
        expect(clients.get("student01")!.events).toEqual([]);
        await closeAll(clients);
        const view = (await get("student01", after.data)).data;
        expect(view.status).toBe(1);
        expect(
          (await answer("student01", after.data, [{ questionId: view.questions[0]!.id, options: [1] }])).code,
        ).toBe(0);
      });

      it("is deleted by its teacher with its questions and answers; others may not", async () => {
        const answers = () =>
          s.database.db.select().from(schema.practiceAnswers).where(eq(schema.practiceAnswers.practiceId, practice.id));
        expect(await answers()).toHaveLength(4);
        const before = await rowCounts();
        for (const u of ["teacher1", "student01"]) {
          const r = await s.call("DELETE", "/teach/classroom-practice/delete", {
            token: await token(u),
            query: { id: practice.id },
          });
          expect(r.status, u).toBe(403);
        }
        expect(await rowCounts()).toEqual(before);
        const del = await s.call<boolean>("DELETE", "/teach/classroom-practice/delete", {
          token: await token("teacher2"),
          query: { id: practice.id },
        });
        expect([del.code, del.data]).toEqual([0, true]);
        expect(await answers()).toEqual([]);
        const questions = await s.database.db
          .select()
          .from(schema.practiceQuestions)
          .where(eq(schema.practiceQuestions.practiceId, practice.id));
        expect(questions).toEqual([]);
        expect((await get("teacher2", practice.id)).status).toBe(404);
        expect((await listStu("student01")).map((p) => p.id)).not.toContain(practice.id);
      });
    });
  });
}
