// A question's life over real HTTP and WebSocket: start, push to exactly the session's students,
// answer once (double taps included), bad answers (nothing written), the teacher's live count
// (questionAnswered), scores, end and late answers, the student's views and catch-up (stu/todo),
// the role matrix, and the teacher's push of check-ins (signInChecked). The rules of each question
// type, time limits and lists are in question-rules.ts.
import type { components } from "@smartclass/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  activityKit,
  type AskQuestion,
  CHOICES,
  type Paged,
  pause,
  type QuestionCompletion,
  questionCalls,
  type QuestionSummary,
  students,
  until,
} from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Answer = components["schemas"]["QuestionAnswer"];
type Summary = QuestionSummary;
type Completion = QuestionCompletion;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAskQuestionTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);
    const { start, answer, studentView, todo, answersOf } = questionCalls(() => s, token);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    describe("a single-choice question in 数据结构 (teacher2, student01 … student10)", () => {
      const members = students(1, 10);
      let item: { id: number; courseId: number };
      let q: AskQuestion;

      beforeAll(async () => {
        item = await freshSession("teacher2");
      });

      it("pushes askQuestion to exactly the session's students and shows the question to them", async () => {
        const others = ["student11", "student25", "student40", "teacher1", "teacher2", "admin"];
        const clients = await connectAll([...members, ...others]);
        const started = await start("teacher2", {
          courseItemId: item.id,
          title: "下列哪种属于无监督学习？",
          content: "单选",
          type: 1,
          options: CHOICES,
          answer: ["B"],
          duration: 120,
        });
        expect(started.code).toBe(0);
        q = started.data;
        expect(q).toMatchObject({
          courseItemId: item.id,
          type: 1,
          mode: 0,
          status: 1,
          duration: 120,
          answerCount: 0,
          total: 10,
          options: CHOICES,
          answer: ["B"],
          userIds: [],
        });
        expect(q.endTime! - q.startTime).toBe(120_000);
        const expected = { type: "askQuestion", questionId: q.id, courseItemId: item.id };
        expect(await until(() => members.every((u) => clients.get(u)!.events.length === 1))).toBe(true);
        for (const u of members) expect(clients.get(u)!.events).toEqual([expected]);
        await pause(200);
        for (const u of others) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);

        // A student sees the open question without the right answer.
        const view = await studentView("student03", item.id);
        expect(view).toMatchObject({ id: q.id, status: 1, answer: [], myAnswer: null, options: CHOICES });
        // The classroom shows it as the running activity; the student's todo names it (catch-up).
        const status = await s.call<components["schemas"]["ClassroomStatus"]>(
          "GET",
          "/teach/course-item/classroom/status",
          { token: await token("teacher2"), query: { courseItemId: item.id } },
        );
        expect(status.data.activity).toEqual({ type: "askQuestion", id: q.id });
        expect((await todo("student03", item.id)).questionId).toBe(q.id);
        const handle = await s.call<components["schemas"]["TodoItem"][]>("GET", "/teach/course-item/student/handle", {
          token: await token("student03"),
        });
        expect(handle.data).toContainEqual(expect.objectContaining({ type: "askQuestion", id: q.id }));
        const teacherTodo = await s.call<components["schemas"]["TodoItem"][]>(
          "GET",
          "/teach/course-item/teacher/handle",
          { token: await token("teacher2") },
        );
        expect(teacherTodo.data).toContainEqual({
          type: "askQuestion",
          id: q.id,
          title: q.title,
          courseItemId: item.id,
          deadline: q.endTime,
        });
      });

      it("records an answer once, marks it right, and tells only the teacher (questionAnswered)", async () => {
        const clients = await connectAll(["teacher2", "teacher1", "student03", "student05"]);
        const first = await answer("student03", { questionId: q.id, choices: ["B"] });
        expect(first.code).toBe(0);
        expect(await until(() => clients.get("teacher2")!.of("questionAnswered").length === 1)).toBe(true);
        const event = clients.get("teacher2")!.of("questionAnswered")[0]!;
        expect(event).toMatchObject({
          type: "questionAnswered",
          questionId: q.id,
          courseItemId: item.id,
          answerCount: 1,
          record: {
            id: first.data,
            userId: await userId("student03"),
            nickname: "学生03",
            choices: ["B"],
            correct: true,
          },
        });
        // A repeated tap (even with another choice) answers the same record and changes nothing.
        const again = await answer("student03", { questionId: q.id, choices: ["C"] });
        expect(again.data).toBe(first.data);
        const rows = await answersOf(q.id);
        expect(rows).toHaveLength(1);
        expect(rows[0]!.choices).toEqual(["B"]);
        await pause(200);
        expect(clients.get("teacher2")!.of("questionAnswered")).toHaveLength(1);
        for (const u of ["teacher1", "student03", "student05"]) expect(clients.get(u)!.events, u).toEqual([]);
        await closeAll(clients);

        // While the question runs, the student sees their answer but not whether it is right.
        const view = await studentView("student03", item.id);
        expect(view!.myAnswer).toMatchObject({ id: first.data, choices: ["B"], correct: null });
        expect(view!.answer).toEqual([]);
        expect((await todo("student03", item.id)).questionId).toBeNull();
        expect((await todo("student04", item.id)).questionId).toBe(q.id);
        const handle = await s.call<components["schemas"]["TodoItem"][]>("GET", "/teach/course-item/student/handle", {
          token: await token("student03"),
        });
        expect(handle.data.map((t) => t.type)).not.toContain("askQuestion");
        const stats = await s.call<components["schemas"]["StudentStatistics"]>(
          "GET",
          "/teach/course-item/stu/statistics",
          { token: await token("student03"), query: { courseId: item.courseId } },
        );
        expect(stats.data.questionCount).toBe(1);
      });

      it("keeps one answer under concurrent double taps", async () => {
        const teacher = (await connectAll(["teacher2"])).get("teacher2")!;
        const taps = await Promise.all(
          Array.from({ length: 6 }, (_, i) => answer("student04", { questionId: q.id, choices: [i % 2 ? "A" : "B"] })),
        );
        expect(taps.every((t) => t.code === 0)).toBe(true);
        expect(new Set(taps.map((t) => t.data)).size).toBe(1);
        const student04 = await userId("student04");
        const mine = (await answersOf(q.id)).filter((a) => a.userId === student04);
        expect(mine).toHaveLength(1);
        expect(mine[0]!.id).toBe(taps[0]!.data);
        await pause(300);
        expect(teacher.of("questionAnswered")).toHaveLength(1);
        expect(teacher.of("questionAnswered")[0]).toMatchObject({ answerCount: 2 });
        await teacher.close();
      });

      it("refuses bad answers with a message naming the field, and writes nothing", async () => {
        // A web page uploaded under a picture's name and type is no answer image.
        const page = new FormData();
        page.append("file", new Blob(["<html><body>x</body></html>"], { type: "image/png" }), "answer.png");
        const upload = await s.call<{ url: string }>("POST", "/teach/file/s3/ali/api", {
          token: await token("student06"),
          rawBody: page,
        });
        expect(upload.code).toBe(0);
        const before = await rowCounts();
        const cases: [Record<string, unknown>, string][] = [
          [{ questionId: q.id, choices: ["A", "B"] }, "body.choices"],
          [{ questionId: q.id, choices: ["E"] }, "body.choices"],
          [{ questionId: q.id }, "body.choices"],
          [{ questionId: q.id, content: "我觉得是 B" }, "body.choices"],
          [{ questionId: q.id, choices: ["a"] }, "body.choices"],
          [{ questionId: q.id, choices: ["B"], images: ["https://evil.example/x.png"] }, "body.images[0]"],
          [{ questionId: q.id, choices: ["B"], images: [upload.data.url] }, "answer.png（答题图片只接受 PNG"],
          [{ questionId: q.id, choices: ["B"], extra: 1 }, "extra"],
          [{ choices: ["B"] }, "body.questionId"],
        ];
        for (const [body, field] of cases) {
          const r = await answer("student06", body);
          expect([r.status, r.code], JSON.stringify(body)).toEqual([400, 400]);
          expect(r.msg, JSON.stringify(body)).toContain(field);
        }
        expect(await rowCounts()).toEqual(before);
      });

      it("refuses students of another course (403), unknown questions (404) and teachers (403)", async () => {
        const before = await rowCounts();
        const outsider = await answer("student15", { questionId: q.id, choices: ["B"] });
        expect([outsider.status, outsider.code]).toEqual([403, 403]);
        expect(outsider.msg).toBe("您不在这节课的学生名单中");
        expect((await answer("student06", { questionId: 999_999, choices: ["B"] })).status).toBe(404);
        expect((await answer("teacher2", { questionId: q.id, choices: ["B"] })).status).toBe(403);
        expect(
          (
            await s.call("GET", "/teach/ask-question/student", {
              token: await token("student15"),
              query: { courseItemId: item.id },
            })
          ).status,
        ).toBe(403);
        expect(await rowCounts()).toEqual(before);
      });

      it("shows the teacher every answer, who did not answer, and scores an answer with a comment", async () => {
        const teacher = await token("teacher2");
        const summary = await s.call<Summary>("GET", "/teach/ask-question/record", {
          token: teacher,
          query: { questionId: q.id },
        });
        expect(summary.data.total).toBe(10);
        expect(summary.data.question.answerCount).toBe(2);
        expect(summary.data.records.map((r) => r.nickname)).toEqual(["学生03", "学生04"]);
        const completion = await s.call<Completion>("GET", "/teach/ask-question/student/complete", {
          token: teacher,
          query: { questionId: q.id },
        });
        expect(completion.data.completed.map((c) => c.nickname)).toEqual(["学生03", "学生04"]);
        expect(completion.data.uncompleted.map((c) => c.studentNo)).toEqual(
          members.filter((m) => m !== "student03" && m !== "student04"),
        );
        const recordId = summary.data.records[0]!.id;
        const scored = await s.call("POST", "/teach/ask-question/score", {
          token: teacher,
          body: { recordId, score: 8.5, comment: "思路清晰" },
        });
        expect(scored.data).toBe(true);
        const detail = await s.call<Answer>("GET", "/teach/ask-question/record/detail", {
          token: teacher,
          query: { recordId, id: q.id },
        });
        expect(detail.data).toMatchObject({ score: 8.5, comment: "思路清晰", correct: true, nickname: "学生03" });
        // The student reads their own answer (and its score), not another's.
        const own = await s.call<Answer>("GET", "/teach/ask-question/record/detail", {
          token: await token("student03"),
          query: { recordId, id: q.id },
        });
        expect(own.data).toMatchObject({ score: 8.5, correct: null });
        const peer = await s.call("GET", "/teach/ask-question/record/detail", {
          token: await token("student04"),
          query: { recordId, id: q.id },
        });
        expect(peer.status).toBe(403);
        expect(
          (
            await s.call("GET", "/teach/ask-question/record/detail", {
              token: teacher,
              query: { recordId, id: q.id + 1 },
            })
          ).status,
        ).toBe(404);
        expect(
          (await s.call("POST", "/teach/ask-question/score", { token: teacher, body: { recordId, score: -1 } })).msg,
        ).toContain("body.score");
      });

      it("refuses a second question while one runs, ends it, and then refuses late answers", async () => {
        const second = await start("teacher2", { courseItemId: item.id, title: "第二题", type: 3 });
        expect(second.status).toBe(200);
        expect(second.code).not.toBe(0);
        expect(second.msg).toContain("已有进行中的提问");
        const clients = await connectAll(["student01", "student07", "student20"]);
        expect(
          (
            await s.call("POST", "/teach/ask-question/end", {
              token: await token("teacher2"),
              query: { questionId: q.id },
            })
          ).data,
        ).toBe(true);
        const changed = {
          type: "activityChanged",
          activity: "askQuestion",
          id: q.id,
          courseItemId: item.id,
          status: 2,
        };
        expect(await until(() => ["student01", "student07"].every((u) => clients.get(u)!.events.length === 1))).toBe(
          true,
        );
        expect(clients.get("student01")!.events).toEqual([changed]);
        await pause(150);
        expect(clients.get("student20")!.events).toEqual([]);
        await closeAll(clients);
        const before = await rowCounts();
        const late = await answer("student07", { questionId: q.id, choices: ["B"] });
        expect(late.msg).toBe("提问已结束");
        expect(late.code).not.toBe(0);
        expect(await rowCounts()).toEqual(before);
        // Ended: no open question; the student's history shows the right answer and whether theirs was.
        expect(await studentView("student03", item.id)).toBeNull();
        const history = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/stu/page", {
          token: await token("student03"),
          query: { pageNo: 1, pageSize: 10 },
        });
        const past = history.data.list.find((x) => x.id === q.id)!;
        expect(past).toMatchObject({
          status: 2,
          answer: ["B"],
          myAnswer: { choices: ["B"], correct: true, score: 8.5 },
        });
        // The preview of that past question: the same view, by id; never for someone it was not put to.
        const preview = await s.call<AskQuestion>("GET", "/teach/ask-question/student", {
          token: await token("student03"),
          query: { questionId: q.id },
        });
        expect(preview.data).toMatchObject({ id: q.id, status: 2, answer: ["B"], myAnswer: { choices: ["B"] } });
        const previewOf = async (user: string, questionId: number) =>
          (await s.call("GET", "/teach/ask-question/student", { token: await token(user), query: { questionId } }))
            .status;
        expect(await previewOf("student15", q.id)).toBe(403);
        expect(await previewOf("student03", 999_999)).toBe(404);
        // The student who already answered gets their record id back even now.
        const repeat = await answer("student03", { questionId: q.id, choices: ["B"] });
        expect(repeat.code).toBe(0);
      });
    });

    describe("roles", () => {
      it("refuses students on teacher operations and teachers of other sessions, and writes nothing", async () => {
        const item = await freshSession("teacher2");
        const q = await start("teacher2", { courseItemId: item.id, title: "角色", type: 1, options: CHOICES });
        const qid = q.data.id;
        const calls: [string, string, { query?: Record<string, number>; body?: unknown }][] = [
          ["POST", "/teach/ask-question/start", { body: { courseItemId: item.id, title: "x", type: 4 } }],
          ["GET", "/teach/ask-question/record", { query: { questionId: qid } }],
          ["POST", "/teach/ask-question/end", { query: { questionId: qid } }],
          ["POST", "/teach/ask-question/cancle", { query: { askQuestionId: qid } }],
          ["GET", "/teach/ask-question/delay", { query: { questionId: qid, duration: 10 } }],
          ["PUT", "/teach/ask-question/update", { body: { id: qid, title: "改" } }],
          ["GET", "/teach/ask-question/student/complete", { query: { questionId: qid } }],
          ["GET", "/teach/ask-question/count", { query: { courseItemId: item.id } }],
          ["GET", "/teach/ask-question/page", { query: { pageNo: 1, pageSize: 10, courseItemId: item.id } }],
          ["GET", "/teach/ask-question/random", { query: { count: 1, courseItemId: item.id } }],
          ["GET", "/teach/ask-question/random/round", { query: { courseItemId: item.id } }],
          ["POST", "/teach/ask-question/random/reset", { query: { courseItemId: item.id } }],
          [
            "POST",
            "/teach/ask-question/specific",
            { body: { courseItemId: item.id, userIds: [await userId("student01")] } },
          ],
        ];
        const clients = await connectAll(students(1, 10));
        const before = await rowCounts();
        for (const who of ["student01", "teacher1"]) {
          for (const [method, path, options] of calls) {
            const r = await s.call(method, path, { token: await token(who), ...options });
            expect([r.status, r.code], `${who} ${method} ${path}`).toEqual([403, 403]);
          }
        }
        // A teacher cannot answer, nor read a student's open question.
        for (const [method, path, options] of [
          ["POST", "/teach/ask-question/record", { body: { questionId: qid, choices: ["A"] } }],
          ["GET", "/teach/ask-question/student", { query: { courseItemId: item.id } }],
          ["GET", "/teach/ask-question/stu/page", { query: { pageNo: 1, pageSize: 10 } }],
        ] as const) {
          const r = await s.call(method, path, { token: await token("teacher2"), ...options });
          expect([r.status, r.code], `teacher2 ${method} ${path}`).toEqual([403, 403]);
        }
        expect(await rowCounts()).toEqual(before);
        await pause(150);
        for (const c of clients.values()) expect(c.events).toEqual([]);
        await closeAll(clients);
        // An administrator may act for the teacher.
        const admin = await s.call<Summary>("GET", "/teach/ask-question/record", {
          token: await token("admin"),
          query: { questionId: qid },
        });
        expect(admin.data.question.id).toBe(qid);
      });
    });

    describe("teacher-side push of check-ins", () => {
      it("tells the session's teacher of each new check-in (signInChecked), once, and no one else", async () => {
        const item = await freshSession("teacher2");
        const clients = await connectAll(["teacher2", "teacher1", "student01", "student02"]);
        const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: await token("teacher2"),
          body: { courseItemId: item.id, duration: 120 },
        });
        expect(await until(() => clients.get("student01")!.of("signIn").length === 1)).toBe(true);
        for (let i = 0; i < 2; i++)
          await s.call("POST", "/teach/sign-in/record", {
            token: await token("student01"),
            query: { signId: signIn.data.id },
          });
        expect(await until(() => clients.get("teacher2")!.of("signInChecked").length === 1)).toBe(true);
        expect(clients.get("teacher2")!.of("signInChecked")[0]).toMatchObject({
          type: "signInChecked",
          signInId: signIn.data.id,
          courseItemId: item.id,
          record: {
            signId: signIn.data.id,
            userId: await userId("student01"),
            nickname: "学生01",
            face: false,
            status: 1,
          },
        });
        await pause(200);
        expect(clients.get("teacher2")!.of("signInChecked")).toHaveLength(1);
        expect(clients.get("teacher1")!.events).toEqual([]);
        expect(clients.get("student01")!.of("signInChecked")).toEqual([]);
        expect(clients.get("student02")!.of("signInChecked")).toEqual([]);
        await closeAll(clients);
      });
    });
  });
}
