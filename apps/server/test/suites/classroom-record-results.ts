// A classroom record's attendance and activities over real HTTP: who checked in (how and when) and who
// did not, and each activity of the session (questions, surveys, practices, random picks, AI topics,
// assignments) with its participation and result figure.
import type { components } from "@smartclass/api";
import { beforeAll, describe, expect, it } from "vitest";

import { type activityKit, CHOICES } from "../activity-kit.js";
import type { Answer, TestServer } from "../helpers.js";
import type { reviewCastKit } from "../review-cast-kit.js";

type ClassroomRecord = components["schemas"]["ClassroomRecord"];

/** What the results part uses of the record suite: its server, the demo accounts and sessions, and its calls. */
export type RecordSuiteKit = Pick<ReturnType<typeof activityKit>, "token" | "userId" | "freshSession"> &
  Pick<ReturnType<typeof reviewCastKit>, "publishedAssignment" | "submit"> & {
    server(): TestServer;
    create(user: string, body: Record<string, unknown>): Promise<Answer<number>>;
    get(user: string, id: number): Promise<Answer<ClassroomRecord>>;
  };

/** The attendance and activity results part of the classroom record suite. */
export function defineRecordResultsTests(kit: RecordSuiteKit) {
  const { token, userId, freshSession, publishedAssignment, submit, create, get } = kit;
  let s: TestServer;

  describe("attendance and each activity's result", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("lists who checked in (how and when) and who did not, and a result figure per activity", async () => {
      // 数据结构 (teacher2): student01 … student10; the assignment's session is the running one.
      const a = await publishedAssignment("teacher2", { title: "链表作业" });
      const itemId = a.courseItemId;
      const t = await token("teacher2");
      const ok = <T>(r: { code: number; msg: string; data: T }, what: string) => {
        expect(r.code, `${what}: ${r.msg}`).toBe(0);
        return r.data;
      };

      // Sign-in: student01 checks in, student02 makes up (supplement); the other eight do not.
      const signIn = ok(
        await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: t,
          body: { courseItemId: itemId, duration: 120 },
        }),
        "sign-in",
      );
      // The server's clock runs on in real time: each check-in's time lies within its call.
      const timed = async (call: () => Promise<unknown>) => {
        const from = s.clock.now().getTime();
        await call();
        return [from, s.clock.now().getTime()] as const;
      };
      const plainAt = await timed(async () =>
        ok(
          await s.call("POST", "/teach/sign-in/record", {
            token: await token("student01"),
            query: { signId: signIn.id },
          }),
          "check-in",
        ),
      );
      s.clock.advance(60_000);
      const madeUpAt = await timed(async () =>
        ok(
          await s.call("GET", "/teach/course-item/stu/signIn/supplement", { token: await token("student02") }),
          "supplement",
        ),
      );

      // A choice question with a right answer: two of three correct; then a short answer: one answer.
      s.clock.advance(60_000);
      const choice = ok(
        await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
          token: t,
          body: { courseItemId: itemId, title: "哪一种属于无监督学习？", type: 1, options: CHOICES, answer: ["B"] },
        }),
        "question",
      );
      for (const [u, pick] of [
        ["student01", "B"],
        ["student02", "A"],
        ["student03", "B"],
      ] as const)
        ok(
          await s.call("POST", "/teach/ask-question/record", {
            token: await token(u),
            body: { questionId: choice.id, choices: [pick] },
          }),
          `answer ${u}`,
        );
      ok(await s.call("POST", "/teach/ask-question/end", { token: t, query: { questionId: choice.id } }), "end");
      s.clock.advance(60_000);
      const open = ok(
        await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
          token: t,
          body: { courseItemId: itemId, title: "说说链表的用处", type: 4 },
        }),
        "short answer",
      );
      ok(
        await s.call("POST", "/teach/ask-question/record", {
          token: await token("student04"),
          body: { questionId: open.id, content: "插入删除快" },
        }),
        "short answer by student04",
      );
      ok(await s.call("POST", "/teach/ask-question/end", { token: t, query: { questionId: open.id } }), "end");

      // A survey nobody answers, an AI topic with one response.
      s.clock.advance(60_000);
      const survey = ok(
        await s.call<{ id: number }>("POST", "/teach/survey/start", {
          token: t,
          body: {
            courseItemId: itemId,
            title: "没人答的问卷",
            questions: [{ type: 1, title: "听懂了吗？", options: ["懂了", "没懂"] }],
          },
        }),
        "survey",
      );
      s.clock.advance(60_000);
      const topic = ok(
        await s.call<{ id: number }>("POST", "/teach/ai-topic/start", {
          token: t,
          body: { courseItemId: itemId, title: "链表与数组", content: "谈谈你的看法" },
        }),
        "topic",
      );
      ok(
        await s.call("POST", "/teach/ai-topic/record", {
          token: await token("student05"),
          body: { aiTopicId: topic.id, content: "各有所长" },
        }),
        "topic response",
      );

      // The assignment: three submit, one of them graded.
      for (const u of ["student01", "student02", "student03"]) await submit(u, a);
      ok(
        await s.call("POST", "/teach/assignment/grade", {
          token: t,
          body: {
            assignmentId: a.id,
            userId: await userId("student01"),
            scores: [
              { questionId: a.questions[0]!, score: 10 },
              { questionId: a.questions[1]!, score: 8 },
            ],
          },
        }),
        "grade",
      );

      // A practice: a choice (2 points) and a true/false (3) marked at once, a text (5) not; two answer.
      s.clock.advance(60_000);
      const recordId = ok(await create("teacher2", { courseItemId: itemId, title: "链表课" }), "record");
      const practice = ok(
        await s.call<number>("POST", "/teach/classroom-practice/create", {
          token: t,
          body: {
            classroomRecordId: recordId,
            title: "链表练习",
            publish: true,
            questions: [
              { type: 1, title: "链表插入的复杂度", options: ["O(1)", "O(n)"], answer: "0", score: 2 },
              { type: 3, title: "链表支持随机访问", answer: "1", score: 3 },
              { type: 4, title: "链表的缺点", answer: "", score: 5 },
            ],
          },
        }),
        "practice",
      );
      for (const [u, first, second] of [
        ["student01", 0, 1],
        ["student02", 1, 1],
      ] as const) {
        const q = ok(
          await s.call<{ questions: { id: number }[] }>("GET", "/teach/classroom-practice/get", {
            token: await token(u),
            query: { id: practice },
          }),
          "practice get",
        ).questions;
        ok(
          await s.call("POST", "/teach/classroom-practice/record", {
            token: await token(u),
            query: { id: practice },
            body: {
              answers: [
                { questionId: q[0]!.id, options: [first] },
                { questionId: q[1]!.id, options: [second] },
                { questionId: q[2]!.id, content: "不能随机访问" },
              ],
            },
          }),
          `practice ${u}`,
        );
      }

      const summary = ok(await get("teacher2", recordId), "get").summary!;
      expect(summary).toMatchObject({ studentCount: 10, signedCount: 2 });
      const [student01, student02, student04] = await Promise.all(
        ["student01", "student02", "student04"].map((u) => userId(u)),
      );
      // Everyone of the course, by name: the two who checked in, with how and when; the others not.
      expect(summary.attendance).toHaveLength(10);
      expect(summary.attendance.map((p) => p.nickname)).toEqual(
        Array.from({ length: 10 }, (_, i) => `学生${String(i + 1).padStart(2, "0")}`),
      );
      expect(summary.attendance[0]).toEqual({
        userId: student01,
        nickname: "学生01",
        signed: true,
        kind: "plain",
        time: expect.any(Number),
      });
      expect(summary.attendance[0]!.time).toBeGreaterThanOrEqual(plainAt[0]);
      expect(summary.attendance[0]!.time).toBeLessThanOrEqual(plainAt[1]);
      expect(summary.attendance[1]).toEqual({
        userId: student02,
        nickname: "学生02",
        signed: true,
        kind: "supplement",
        time: expect.any(Number),
      });
      expect(summary.attendance[1]!.time).toBeGreaterThanOrEqual(madeUpAt[0]);
      expect(summary.attendance[1]!.time).toBeLessThanOrEqual(madeUpAt[1]);
      expect(summary.attendance[3]).toEqual({
        userId: student04,
        nickname: "学生04",
        signed: false,
        kind: null,
        time: null,
      });
      expect(summary.attendance.filter((p) => !p.signed)).toHaveLength(8);

      expect(summary.activities.map((x) => [x.type, x.id, x.result])).toEqual([
        ["assignment", a.id, { kind: "submissions", submitted: 3, graded: 1, total: 10 }],
        ["signIn", signIn.id, { kind: "checkIn", signed: 2, total: 10 }],
        ["question", choice.id, { kind: "correctRate", correct: 2, answered: 3 }],
        ["question", open.id, { kind: "answers", answered: 1 }],
        ["survey", survey.id, { kind: "responses", responses: 0, total: 10 }],
        ["aiTopic", topic.id, { kind: "responses", responses: 1, total: 10 }],
        // (2 + 3) and (0 + 3) of the marked 5 points: 4 on average; the text question is not marked.
        ["practice", practice, { kind: "score", submitted: 2, total: 10, averageScore: 4, fullScore: 5 }],
      ]);
    });

    it("lists everyone as not checked in when the session had no sign-in, and a practice nobody answered", async () => {
      const item = await freshSession("teacher2");
      const recordId = (await create("teacher2", { courseItemId: item.id, title: "没有签到的课" })).data;
      const practice = await s.call<number>("POST", "/teach/classroom-practice/create", {
        token: await token("teacher2"),
        body: {
          classroomRecordId: recordId,
          title: "只有简答",
          publish: true,
          questions: [{ type: 4, title: "今天学了什么", answer: "", score: 5 }],
        },
      });
      expect(practice.code).toBe(0);
      const summary = (await get("teacher2", recordId)).data.summary!;
      expect(summary.signedCount).toBe(0);
      expect(summary.attendance).toHaveLength(10);
      expect(summary.attendance.every((p) => !p.signed && p.kind === null && p.time === null)).toBe(true);
      expect(summary.activities.map((x) => x.result)).toEqual([
        { kind: "score", submitted: 0, total: 10, averageScore: null, fullScore: 0 },
      ]);
    });
  });
}
