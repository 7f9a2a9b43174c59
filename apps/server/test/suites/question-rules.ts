// The rules of questions over real HTTP and WebSocket: what a teacher may ask (types, options, right
// answers, targets), true/false and multiple choice marking, the time limit (the clock moved, no
// sleeping), delay and edit, call-out questions (mode 2) and cancel, the teacher's lists and counts,
// and the end of the class ending the question.
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
  until,
} from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Summary = QuestionSummary;
type Completion = QuestionCompletion;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineQuestionRuleTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);
    const { start, answer, studentView, todo, answersOf } = questionCalls(() => s, token);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    describe("question types, targets and time", () => {
      let item: { id: number; courseId: number };

      beforeAll(async () => {
        item = await freshSession("teacher2");
      });

      it("checks what a teacher asks: options, keys and right answers (400 naming the field, nothing written)", async () => {
        const before = await rowCounts();
        const cases: [Record<string, unknown>, string][] = [
          [{ type: 1, options: [{ key: "A", text: "只有一个" }] }, "body.options"],
          [
            {
              type: 2,
              options: [
                { key: "A", text: "x" },
                { key: "A", text: "y" },
              ],
            },
            "body.options",
          ],
          [{ type: 1, options: CHOICES, answer: ["E"] }, "body.answer"],
          [{ type: 1, options: CHOICES, answer: ["A", "B"] }, "body.answer"],
          [{ type: 3, answer: ["T", "F"] }, "body.answer"],
          [{ type: 4, answer: ["A"] }, "body.answer"],
          [{ type: 5 }, "body.type"],
          [{ type: 1, options: CHOICES, mode: 2 }, "body.userIds"],
          [{ type: 1, options: CHOICES, mode: 0, userIds: [await userId("student01")] }, "body.userIds"],
          [{ type: 1, options: CHOICES, mode: 2, userIds: [await userId("student20")] }, "body.userIds"],
          [{ type: 1, options: CHOICES, duration: 0 }, "body.duration"],
        ];
        for (const [extra, field] of cases) {
          const r = await start("teacher2", { courseItemId: item.id, title: "题目", ...extra });
          expect([r.status, r.code], JSON.stringify(extra)).toEqual([400, 400]);
          expect(r.msg, JSON.stringify(extra)).toContain(field);
        }
        expect(await rowCounts()).toEqual(before);
      });

      it("true/false always offers 正确 and 错误; the time limit ends it without anyone ending it", async () => {
        const tf = await start("teacher2", {
          courseItemId: item.id,
          title: "神经网络一定需要 GPU",
          type: 3,
          options: [{ key: "A", text: "被忽略" }],
          answer: ["F"],
          duration: 60,
        });
        expect(tf.data.options).toEqual([
          { key: "T", text: "正确" },
          { key: "F", text: "错误" },
        ]);
        expect((await answer("student01", { questionId: tf.data.id, choices: ["T", "F"] })).msg).toContain(
          "body.choices",
        );
        expect((await answer("student01", { questionId: tf.data.id, choices: ["F"] })).code).toBe(0);
        s.clock.advance(61_000);
        const before = await rowCounts();
        const late = await answer("student02", { questionId: tf.data.id, choices: ["F"] });
        expect(late.msg).toBe("提问已结束");
        expect(await rowCounts()).toEqual(before);
        expect(await studentView("student02", item.id)).toBeNull();
        expect((await todo("student02", item.id)).questionId).toBeNull();
        const summary = await s.call<Summary>("GET", "/teach/ask-question/record", {
          token: await token("teacher2"),
          query: { questionId: tf.data.id },
        });
        expect(summary.data.question.status).toBe(2);
        expect(summary.data.question.endTime).toBe(tf.data.endTime);
        // Ended by its time: a new question may start, and the teacher's delay is refused.
        expect(
          (
            await s.call("GET", "/teach/ask-question/delay", {
              token: await token("teacher2"),
              query: { questionId: tf.data.id, duration: 30 },
            })
          ).msg,
        ).toBe("提问已结束");
        const next = await start("teacher2", { courseItemId: item.id, title: "下一题", type: 4 });
        expect(next.code).toBe(0);
        expect(
          (
            await s.call("POST", "/teach/ask-question/end", {
              token: await token("teacher2"),
              query: { questionId: next.data.id },
            })
          ).data,
        ).toBe(true);
      });

      it("delays a timed question (students hear of it), so an answer after the first limit still counts", async () => {
        const timed = await start("teacher2", { courseItemId: item.id, title: "限时题", type: 4, duration: 60 });
        const clients = await connectAll(["student05", "student06"]);
        const delayed = await s.call<AskQuestion>("GET", "/teach/ask-question/delay", {
          token: await token("teacher2"),
          query: { questionId: timed.data.id, duration: 30 },
        });
        expect(delayed.data).toMatchObject({ duration: 90, status: 1, endTime: timed.data.endTime! + 30_000 });
        expect(await until(() => clients.get("student05")!.of("activityChanged").length === 1)).toBe(true);
        expect(clients.get("student06")!.of("activityChanged")[0]).toEqual({
          type: "activityChanged",
          activity: "askQuestion",
          id: timed.data.id,
          courseItemId: item.id,
          status: 1,
        });
        await closeAll(clients);
        s.clock.advance(75_000);
        const late = await answer("student05", {
          questionId: timed.data.id,
          content: "过拟合是训练误差小而测试误差大",
        });
        expect(late.code).toBe(0);
        const [row] = (await answersOf(timed.data.id)).filter((a) => a.id === late.data);
        expect(row).toMatchObject({ content: "过拟合是训练误差小而测试误差大", choices: [], correct: null });
        expect((await answer("student06", { questionId: timed.data.id, content: "  " })).msg).toContain("body.content");
        expect((await answer("student06", { questionId: timed.data.id, choices: ["A"] })).msg).toContain(
          "body.content",
        );
        await s.call("POST", "/teach/ask-question/end", {
          token: await token("teacher2"),
          query: { questionId: timed.data.id },
        });
        const open = await start("teacher2", { courseItemId: item.id, title: "不限时", type: 4 });
        expect(
          (
            await s.call("GET", "/teach/ask-question/delay", {
              token: await token("teacher2"),
              query: { questionId: open.data.id, duration: 30 },
            })
          ).msg,
        ).toBe("该提问不限时，无需延时");
        await s.call("POST", "/teach/ask-question/end", {
          token: await token("teacher2"),
          query: { questionId: open.data.id },
        });
      });

      it("marks multiple choice right only for exactly the right keys, in any order", async () => {
        const multi = await start("teacher2", {
          courseItemId: item.id,
          title: "哪些是深度学习框架？",
          type: 2,
          options: [
            { key: "A", text: "PyTorch" },
            { key: "B", text: "Excel" },
            { key: "C", text: "TensorFlow" },
          ],
          answer: ["A", "C"],
        });
        const right = await answer("student01", { questionId: multi.data.id, choices: ["C", "A"] });
        const partial = await answer("student02", { questionId: multi.data.id, choices: ["A"] });
        await s.call("POST", "/teach/ask-question/end", {
          token: await token("teacher2"),
          query: { questionId: multi.data.id },
        });
        const rows = await answersOf(multi.data.id);
        expect(rows.find((r) => r.id === right.data)).toMatchObject({ choices: ["A", "C"], correct: true });
        expect(rows.find((r) => r.id === partial.data)).toMatchObject({ choices: ["A"], correct: false });
      });

      it("asks only the named students in a call-out question (mode 2): push, answers and views", async () => {
        const targets = ["student01", "student02"];
        const clients = await connectAll([...targets, "student03", "student09"]);
        const named = await start("teacher2", {
          courseItemId: item.id,
          title: "请两位同学回答",
          type: 4,
          mode: 2,
          userIds: [await userId("student01"), await userId("student02")],
        });
        expect(named.data).toMatchObject({ mode: 2, total: 2 });
        expect(await until(() => targets.every((u) => clients.get(u)!.events.length === 1))).toBe(true);
        await pause(150);
        expect(clients.get("student03")!.events).toEqual([]);
        expect(clients.get("student09")!.events).toEqual([]);
        expect((await studentView("student01", item.id))!.id).toBe(named.data.id);
        expect(await studentView("student03", item.id)).toBeNull();
        expect((await todo("student03", item.id)).questionId).toBeNull();
        const before = await rowCounts();
        const notAsked = await answer("student03", { questionId: named.data.id, content: "我也想答" });
        expect([notAsked.status, notAsked.code]).toEqual([403, 403]);
        expect(await rowCounts()).toEqual(before);
        expect((await answer("student01", { questionId: named.data.id, content: "我来答" })).code).toBe(0);
        const completion = await s.call<Completion>("GET", "/teach/ask-question/student/complete", {
          token: await token("teacher2"),
          query: { questionId: named.data.id },
        });
        expect(completion.data.completed.map((c) => c.studentNo)).toEqual(["student01"]);
        expect(completion.data.uncompleted.map((c) => c.studentNo)).toEqual(["student02"]);
        // Cancelled: the named students hear of it, answers are refused, it is no longer counted.
        expect(
          (
            await s.call("POST", "/teach/ask-question/cancle", {
              token: await token("teacher2"),
              query: { askQuestionId: named.data.id },
            })
          ).data,
        ).toBe(true);
        expect(await until(() => clients.get("student02")!.of("activityChanged").length === 1)).toBe(true);
        expect(clients.get("student02")!.of("activityChanged")[0]).toMatchObject({ id: named.data.id, status: 3 });
        expect(clients.get("student03")!.events).toEqual([]);
        await closeAll(clients);
        expect((await answer("student02", { questionId: named.data.id, content: "晚了" })).msg).toBe("提问已取消");
        const listed = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/stu/page", {
          token: await token("student01"),
          query: { pageNo: 1, pageSize: 50 },
        });
        expect(listed.data.list.map((x) => x.id)).not.toContain(named.data.id);
      });

      it("edits a running question's title, text and time; an ended one keeps its time", async () => {
        const teacher = await token("teacher2");
        const q = await start("teacher2", { courseItemId: item.id, title: "旧标题", type: 4, duration: 100 });
        const clients = await connectAll(["student08"]);
        const edited = await s.call("PUT", "/teach/ask-question/update", {
          token: teacher,
          body: { id: q.data.id, title: "新标题", content: "补充说明", duration: 300 },
        });
        expect(edited.data).toBe(true);
        expect(await until(() => clients.get("student08")!.of("activityChanged").length === 1)).toBe(true);
        await closeAll(clients);
        const view = await studentView("student08", item.id);
        expect(view).toMatchObject({ title: "新标题", content: "补充说明", duration: 300 });
        expect(view!.endTime! - view!.startTime).toBe(300_000);
        s.clock.advance(200_000);
        const tooShort = await s.call("PUT", "/teach/ask-question/update", {
          token: teacher,
          body: { id: q.data.id, duration: 150 },
        });
        expect(tooShort.msg).toBe("新的时长已过，请设置更长的时长");
        expect(
          (await s.call("PUT", "/teach/ask-question/update", { token: teacher, body: { id: q.data.id, title: "" } }))
            .msg,
        ).toContain("body.title");
        await s.call("POST", "/teach/ask-question/end", { token: teacher, query: { questionId: q.data.id } });
        expect(
          (
            await s.call("PUT", "/teach/ask-question/update", {
              token: teacher,
              body: { id: q.data.id, duration: 900 },
            })
          ).msg,
        ).toBe("提问已结束");
        expect(
          (
            await s.call("PUT", "/teach/ask-question/update", {
              token: teacher,
              body: { id: q.data.id, title: "改个错字" },
            })
          ).data,
        ).toBe(true);
      });

      it("lists the teacher's questions by session and state, and counts them (cancelled ones left out)", async () => {
        const teacher = await token("teacher2");
        const all = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/page", {
          token: teacher,
          query: { pageNo: 1, pageSize: 50, courseItemId: item.id },
        });
        expect(all.data.total).toBe(all.data.list.length);
        const ids = all.data.list.map((x) => x.id);
        expect(ids).toEqual([...ids].sort((a, b) => b - a));
        const cancelled = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/page", {
          token: teacher,
          query: { pageNo: 1, pageSize: 50, courseItemId: item.id, status: 3 },
        });
        expect(cancelled.data.total).toBe(1);
        const ended = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/page", {
          token: teacher,
          query: { pageNo: 1, pageSize: 50, courseItemId: item.id, status: 2 },
        });
        expect(ended.data.list.every((x) => x.status === 2)).toBe(true);
        expect(ended.data.total).toBe(all.data.total - 1);
        const count = await s.call<number>("GET", "/teach/ask-question/count", {
          token: teacher,
          query: { courseItemId: item.id },
        });
        expect(count.data).toBe(all.data.total - 1);
        const paged = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/page", {
          token: teacher,
          query: { pageNo: 2, pageSize: 2, courseItemId: item.id },
        });
        expect(paged.data.list.map((x) => x.id)).toEqual(ids.slice(2, 4));
        const other = await s.call<Paged<AskQuestion>>("GET", "/teach/ask-question/page", {
          token: await token("teacher1"),
          query: { pageNo: 1, pageSize: 50 },
        });
        expect(other.data.list.some((x) => ids.includes(x.id))).toBe(false);
      });

      it("ends the running question when the class ends, and students hear of it", async () => {
        const q = await start("teacher2", { courseItemId: item.id, title: "下课前最后一题", type: 4 });
        const clients = await connectAll(["student10"]);
        await s.call("GET", "/teach/course-item/end", {
          token: await token("teacher2"),
          query: { courseItemId: item.id },
        });
        expect(await until(() => clients.get("student10")!.of("activityChanged").length === 1)).toBe(true);
        expect(clients.get("student10")!.of("activityChanged")[0]).toMatchObject({ id: q.data.id, status: 2 });
        await closeAll(clients);
        expect((await answer("student10", { questionId: q.data.id, content: "来不及了" })).msg).toBe("提问已结束");
        const started = await start("teacher2", { courseItemId: item.id, title: "下课后", type: 4 });
        expect(started.msg).toBe("课堂未开始或已结束，不能发起活动");
      });
    });
  });
}
