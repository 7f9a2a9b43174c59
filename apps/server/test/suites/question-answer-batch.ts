// Answers arriving together (classroom/question-answers.ts): a group is judged by one query and
// written by one statement, and what each student and the teacher see is what they would see had the
// answers come one by one: a student's second answer in the group answers the first one's record, a
// refused answer gets its usual message and does not fail the others, the teacher hears of each new
// answer once with counts 1, 2, 3 …, and nothing is written for a closed question. Requests handed to
// the writer in the same turn of the event loop are one group (lib/batch.ts); the same storms also go
// over HTTP at once.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import type { AuthUser } from "../../src/auth.js";
import type { AnswerRequest } from "../../src/classroom/question-answers.js";
import { classroomMessages as m } from "../../src/classroom/messages.js";
import { ApiError } from "../../src/lib/errors.js";
import { activityKit, type AskQuestion, CHOICES, pause, questionCalls, students, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineQuestionAnswerBatchTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);
    const { start, answer, answersOf } = questionCalls(() => s, token);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    const userOf = async (username: string): Promise<AuthUser> => s.services.auth.authenticate(await token(username));

    /** Hands every answer to the writer in one turn of the event loop (one group) and settles them. */
    async function oneGroup(answers: [string, Omit<AnswerRequest["body"], "questionId">][], questionId: number) {
      const users = await Promise.all(answers.map(([username]) => userOf(username)));
      const at = s.clock.now();
      return Promise.allSettled(
        answers.map(([, body], k) =>
          s.services.questionAnswers.record({ questionId, user: users[k]!, body: { questionId, ...body }, at }),
        ),
      );
    }

    const idOf = (r: PromiseSettledResult<number> | undefined) => (r?.status === "fulfilled" ? r.value : undefined);
    const errorOf = (r: PromiseSettledResult<number> | undefined) =>
      r?.status === "rejected" && r.reason instanceof ApiError
        ? { code: r.reason.code, message: r.reason.message }
        : undefined;

    describe("a question in 数据结构 (teacher2, student01 … student10)", () => {
      let item: { id: number; courseId: number };
      let q: AskQuestion;

      beforeAll(async () => {
        item = await freshSession("teacher2");
        const started = await start("teacher2", {
          courseItemId: item.id,
          title: "栈的特点是？",
          type: 1,
          options: CHOICES,
          answer: ["B"],
          duration: 300,
        });
        q = started.data;
      });

      it("keeps a student's first answer of a group and answers the second with the same record; the teacher hears once", async () => {
        const teacher = (await connectAll(["teacher2"])).get("teacher2")!;
        const results = await oneGroup(
          [
            ["student01", { choices: ["B"] }],
            ["student02", { choices: ["A"] }],
            ["student01", { choices: ["C"] }],
            ["student03", { choices: ["D"] }],
          ],
          q.id,
        );
        expect(results.map((r) => r.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
        expect(idOf(results[2])).toBe(idOf(results[0]));
        expect(new Set(results.map(idOf)).size).toBe(3);
        const rows = await answersOf(q.id);
        expect(rows).toHaveLength(3);
        const student01 = await userId("student01");
        expect(rows.find((r) => r.userId === student01)).toMatchObject({
          id: idOf(results[0]),
          choices: ["B"],
          correct: true,
        });
        expect(await until(() => teacher.of("questionAnswered").length === 3)).toBe(true);
        await pause(200);
        const events = teacher.of("questionAnswered") as {
          answerCount: number;
          record: { id: number; userId: number; nickname: string; choices: string[] };
        }[];
        expect(events).toHaveLength(3);
        expect(events.map((e) => e.answerCount).sort()).toEqual([1, 2, 3]);
        expect(events.find((e) => e.record.userId === student01)?.record).toMatchObject({
          id: idOf(results[0]),
          nickname: "学生01",
          choices: ["B"],
        });
        await teacher.close();
        // The question's count is what the teacher was told.
        const summary = await s.call<{ question: AskQuestion }>("GET", "/teach/ask-question/record", {
          token: await token("teacher2"),
          query: { questionId: q.id },
        });
        expect(summary.data.question.answerCount).toBe(3);
      });

      it("refuses a bad answer of a group with its usual message and keeps the others", async () => {
        const before = (await answersOf(q.id)).length;
        const results = await oneGroup(
          [
            ["student04", { choices: ["E"] }],
            ["student05", { choices: ["B"] }],
            ["student15", { choices: ["B"] }],
            ["student06", { choices: ["A", "B"] }],
            ["student07", { choices: ["B"], images: ["https://evil.example/x.png"] }],
            ["student06", { choices: ["A"] }],
            ["student08", { content: "我觉得是 B" }],
          ],
          q.id,
        );
        expect(errorOf(results[0])).toEqual({ code: 400, message: expect.stringContaining("body.choices") as string });
        expect(errorOf(results[0])!.message).toContain("含有不存在的选项：E");
        expect(idOf(results[1])).toEqual(expect.any(Number));
        expect(errorOf(results[2])).toEqual({ code: 403, message: m.notEnrolled });
        expect(errorOf(results[3])).toEqual({
          code: 400,
          message: expect.stringContaining("单选题只能选一个") as string,
        });
        expect(errorOf(results[4])).toEqual({
          code: 400,
          message: expect.stringContaining("body.images[0]") as string,
        });
        // student06's first answer was refused: the second one of the same group is the one kept.
        expect(idOf(results[5])).toEqual(expect.any(Number));
        expect(errorOf(results[6])?.message).toContain("body.choices");
        const rows = await answersOf(q.id);
        expect(rows).toHaveLength(before + 2);
        const student06 = await userId("student06");
        expect(rows.find((r) => r.userId === student06)).toMatchObject({ id: idOf(results[5]), choices: ["A"] });
        // Over HTTP, all at once (in whatever order they arrive): the same answers and messages.
        const overHttp = await Promise.all([
          answer("student09", { questionId: q.id, choices: ["E"] }),
          answer("student10", { questionId: q.id, choices: ["B"] }),
          answer("student10", { questionId: q.id, choices: ["C"] }),
        ]);
        expect(overHttp[0]).toMatchObject({ status: 400, code: 400 });
        expect(overHttp[0]!.msg).toContain("含有不存在的选项：E");
        expect([overHttp[1]!.code, overHttp[2]!.code]).toEqual([0, 0]);
        expect(overHttp[2]!.data).toBe(overHttp[1]!.data);
        const student10 = await userId("student10");
        const kept = (await answersOf(q.id)).filter((r) => r.userId === student10);
        expect(kept).toHaveLength(1);
        expect(kept[0]!.id).toBe(overHttp[1]!.data);
        expect([["B"], ["C"]]).toContainEqual(kept[0]!.choices);
      });

      it("refuses every new answer of a group once the time is up, writes nothing, and answers earlier answers' records", async () => {
        const answered = new Map((await answersOf(q.id)).map((r) => [r.userId, r.id]));
        s.clock.advance(301_000);
        const before = await rowCounts();
        const members = students(1, 10);
        const results = await oneGroup(
          members.map((u): [string, { choices: string[] }] => [u, { choices: ["B"] }]),
          q.id,
        );
        const ids = await Promise.all(members.map((u) => userId(u)));
        // student04, 07, 08 and 09 had only bad answers, refused: now the time is up.
        expect(members.filter((_, k) => !answered.has(ids[k]!))).toEqual([
          "student04",
          "student07",
          "student08",
          "student09",
        ]);
        members.forEach((u, k) => {
          const earlier = answered.get(ids[k]!);
          if (earlier === undefined) expect(errorOf(results[k]), u).toMatchObject({ message: m.questionEnded });
          else expect(idOf(results[k]), u).toBe(earlier);
        });
        expect(await rowCounts()).toEqual(before);
      });
    });

    it("counts each question of a group on its own and tells each teacher only of theirs", async () => {
      const [item1, item2] = [await freshSession("teacher1"), await freshSession("teacher2")];
      const short = (await start("teacher1", { courseItemId: item1.id, title: "什么是过拟合？", type: 4 })).data;
      const tf = (await start("teacher2", { courseItemId: item2.id, title: "栈是先进后出的", type: 3, answer: ["T"] }))
        .data;
      const clients = await connectAll(["teacher1", "teacher2"]);
      const group: [number, string, Omit<AnswerRequest["body"], "questionId">][] = [
        [short.id, "student11", { content: "在训练集上好、在新数据上差" }],
        [tf.id, "student01", { choices: ["T"] }],
        [short.id, "student01", { content: "记住了噪声" }],
        [tf.id, "student11", { choices: ["T"] }],
        [tf.id, "student02", { choices: ["F"] }],
        [short.id, "student12", { content: "   " }],
      ];
      const users = await Promise.all(group.map(([, u]) => userOf(u)));
      const at = s.clock.now();
      const results = await Promise.allSettled(
        group.map(([questionId, , body], k) =>
          s.services.questionAnswers.record({ questionId, user: users[k]!, body: { questionId, ...body }, at }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual([
        "fulfilled",
        "fulfilled",
        "fulfilled",
        "rejected",
        "fulfilled",
        "rejected",
      ]);
      expect(errorOf(results[3])).toEqual({ code: 403, message: m.notEnrolled });
      expect(errorOf(results[5])?.message).toContain("简答题需要填写答案");
      expect((await answersOf(short.id)).map((a) => a.content).sort()).toEqual(
        ["在训练集上好、在新数据上差", "记住了噪声"].sort(),
      );
      expect((await answersOf(tf.id)).map((a) => [a.choices, a.correct])).toEqual(
        expect.arrayContaining([
          [["T"], true],
          [["F"], false],
        ]),
      );
      const heard = (teacher: string) =>
        clients.get(teacher)!.of("questionAnswered") as { questionId: number; answerCount: number }[];
      expect(await until(() => heard("teacher1").length === 2 && heard("teacher2").length === 2)).toBe(true);
      await pause(150);
      expect(heard("teacher1").map((e) => [e.questionId, e.answerCount])).toEqual([
        [short.id, 1],
        [short.id, 2],
      ]);
      expect(heard("teacher2").map((e) => [e.questionId, e.answerCount])).toEqual([
        [tf.id, 1],
        [tf.id, 2],
      ]);
      await closeAll(clients);
    });
  });
}
