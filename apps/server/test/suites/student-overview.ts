// The to-do lists and the student's statistics over real HTTP: every to-do type (AI topic, assignment,
// peer review, teacher's grading, practice) appears for the right person while it is due and goes
// once done; the lists are sorted by deadline; stu/statistics counts AI topics, submitted assignments
// and the mean of published final scores, with and without courseId.
import type { components } from "@smartclass/api";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { HOUR, type MadeAssignment, reviewCastKit } from "../review-cast-kit.js";

type TodoItem = components["schemas"]["TodoItem"];
type Statistics = components["schemas"]["StudentStatistics"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineStudentOverviewTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = activityKit(() => s);
    const { token, userId, courseOf, freshSession } = kit;
    const { publishedAssignment, update, submit, tasks, review } = reviewCastKit(() => s, kit);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    /** The caller's to-do list (teacher/handle or student/handle by the user name). */
    async function handle(user: string): Promise<TodoItem[]> {
      const path = user.startsWith("teacher")
        ? "/teach/course-item/teacher/handle"
        : "/teach/course-item/student/handle";
      const r = await s.call<TodoItem[]>("GET", path, { token: await token(user) });
      if (r.code !== 0) throw new Error(`${path}: ${r.msg}`);
      return r.data;
    }
    /** The caller's items of one type and id. */
    const itemsOf = async (user: string, type: TodoItem["type"], id: number) =>
      (await handle(user)).filter((x) => x.type === type && x.id === id);

    async function statistics(student: string, courseId?: number): Promise<Statistics> {
      const r = await s.call<Statistics>("GET", "/teach/course-item/stu/statistics", {
        token: await token(student),
        query: courseId === undefined ? {} : { courseId },
      });
      if (r.code !== 0) throw new Error(`statistics: ${r.msg}`);
      return r.data;
    }

    async function startTopic(teacher: string, courseItemId: number, title: string) {
      const r = await s.call<{ id: number; endTime: number | null }>("POST", "/teach/ai-topic/start", {
        token: await token(teacher),
        body: { courseItemId, title, content: "谈谈你的看法", duration: 600 },
      });
      if (r.code !== 0) throw new Error(`topic: ${r.msg}`);
      return r.data;
    }
    async function respond(student: string, aiTopicId: number) {
      const r = await s.call("POST", "/teach/ai-topic/record", {
        token: await token(student),
        body: { aiTopicId, content: `${student} 的看法` },
      });
      if (r.code !== 0) throw new Error(`respond: ${r.msg}`);
    }
    /** Grades a submission of the kit's assignment: the choice as marked, `text` points for the text. */
    async function grade(teacher: string, a: MadeAssignment, student: string, choice: number, text: number) {
      const r = await s.call("POST", "/teach/assignment/grade", {
        token: await token(teacher),
        body: {
          assignmentId: a.id,
          userId: await userId(student),
          scores: [
            { questionId: a.questions[0]!, score: choice },
            { questionId: a.questions[1]!, score: text },
          ],
        },
      });
      if (r.code !== 0) throw new Error(`grade: ${r.msg}`);
    }
    async function saveDraft(student: string, a: MadeAssignment) {
      const r = await s.call("POST", "/teach/assignment/record", {
        token: await token(student),
        query: { assignmentId: a.id },
        body: { draft: true, answers: [{ questionId: a.questions[0]!, options: [0] }] },
      });
      if (r.code !== 0) throw new Error(`draft: ${r.msg}`);
    }

    it("lists an open AI topic to its teacher and to the session's students until they respond", async () => {
      const item = await freshSession("teacher2"); // 数据结构: student01 … student10
      const topic = await startTopic("teacher2", item.id, "算法与公平");
      const expected = {
        type: "aiTopic",
        id: topic.id,
        title: "算法与公平",
        courseItemId: item.id,
        deadline: topic.endTime,
      };
      expect(await itemsOf("teacher2", "aiTopic", topic.id)).toEqual([expected]);
      expect(await itemsOf("student01", "aiTopic", topic.id)).toEqual([expected]);
      expect(await itemsOf("student02", "aiTopic", topic.id)).toEqual([expected]);
      // Not someone else's: another teacher, a student of another course.
      expect(await itemsOf("teacher1", "aiTopic", topic.id)).toEqual([]);
      expect(await itemsOf("student11", "aiTopic", topic.id)).toEqual([]);

      await respond("student01", topic.id);
      expect(await itemsOf("student01", "aiTopic", topic.id)).toEqual([]);
      expect(await itemsOf("student02", "aiTopic", topic.id)).toEqual([expected]);

      const ended = await s.call("POST", "/teach/ai-topic/end", {
        token: await token("teacher2"),
        query: { aiTopicId: topic.id },
      });
      expect(ended.code).toBe(0);
      expect(await itemsOf("teacher2", "aiTopic", topic.id)).toEqual([]);
      expect(await itemsOf("student02", "aiTopic", topic.id)).toEqual([]);
    });

    it("lists an assignment to submit until it is submitted or its deadline passes (refused late)", async () => {
      const a = await publishedAssignment("teacher2", { title: "排序作业" });
      const [mine] = await itemsOf("student01", "assignment", a.id);
      expect(mine).toEqual({
        type: "assignment",
        id: a.id,
        title: "排序作业",
        courseItemId: a.courseItemId,
        deadline: expect.any(Number),
      });
      expect(mine!.deadline).toBeGreaterThan(s.clock.now().getTime());
      expect(await itemsOf("student11", "assignment", a.id)).toEqual([]);
      expect(await itemsOf("teacher2", "assignment", a.id)).toEqual([]);
      // A draft is not a submission.
      await saveDraft("student01", a);
      expect(await itemsOf("student01", "assignment", a.id)).toHaveLength(1);
      await submit("student01", a);
      expect(await itemsOf("student01", "assignment", a.id)).toEqual([]);
      expect(await itemsOf("student02", "assignment", a.id)).toHaveLength(1);
      s.clock.advance(HOUR + 1000);
      expect(await itemsOf("student02", "assignment", a.id)).toEqual([]);
    });

    it("keeps an assignment accepting late work on the list after its deadline", async () => {
      const a = await publishedAssignment("teacher2", { title: "迟交可收", latePolicy: "accept" });
      s.clock.advance(HOUR + 1000);
      expect(await itemsOf("student03", "assignment", a.id)).toHaveLength(1);
      await submit("student03", a);
      expect(await itemsOf("student03", "assignment", a.id)).toEqual([]);
    });

    it("lists an assignment to its teacher while submissions wait for a grade, with how many", async () => {
      const a = await publishedAssignment("teacher2", { title: "链表作业" });
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([]);
      await submit("student01", a);
      await submit("student02", a);
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([
        {
          type: "grade",
          id: a.id,
          title: "链表作业（2 份待批改）",
          courseItemId: a.courseItemId,
          deadline: expect.any(Number),
        },
      ]);
      expect(await itemsOf("teacher1", "grade", a.id)).toEqual([]);
      expect(await itemsOf("student01", "grade", a.id)).toEqual([]);
      await grade("teacher2", a, "student01", 10, 6);
      expect((await itemsOf("teacher2", "grade", a.id)).map((x) => x.title)).toEqual(["链表作业（1 份待批改）"]);
      await grade("teacher2", a, "student02", 10, 8);
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([]);
    });

    it("lists allocated peer reviews until given, and the ended review period to the teacher", async () => {
      const a = await publishedAssignment("teacher2", {
        title: "树的遍历",
        peerReview: { reviewsPerStudent: 1, anonymous: true, reviewDeadlineIn: HOUR },
      });
      for (const st of ["student01", "student02", "student03"]) await submit(st, a);
      s.clock.advance(HOUR + 1000);
      expect((await update("teacher2", a.id, "peerReview")).code).toBe(0);
      const reviewDeadline = (await tasks("student01", a.id)).data[0]!.reviewDeadline;
      expect(reviewDeadline).toEqual(expect.any(Number));
      const expected = {
        type: "peerReview",
        id: a.id,
        title: "树的遍历（待互评 1 份）",
        courseItemId: a.courseItemId,
        deadline: reviewDeadline,
      };
      for (const st of ["student01", "student02", "student03"])
        expect(await itemsOf(st, "peerReview", a.id), st).toEqual([expected]);
      // student04 did not submit: no review to give, and the refused-late assignment is gone too.
      expect((await handle("student04")).filter((x) => x.id === a.id)).toEqual([]);
      expect(await itemsOf("teacher2", "peerReview", a.id)).toEqual([]);

      const [task] = (await tasks("student01", a.id)).data;
      const given = await review("student01", {
        assignmentId: a.id,
        userId: task!.userId,
        criteria: a.rubric.map((c) => ({ criterionId: c.id, points: c.points - 1 })),
      });
      expect(given.code).toBe(0);
      expect(await itemsOf("student01", "peerReview", a.id)).toEqual([]);
      expect(await itemsOf("student02", "peerReview", a.id)).toEqual([expected]);

      // The teacher grades all three: then only the end of the review period puts it back on their list.
      for (const st of ["student01", "student02", "student03"]) await grade("teacher2", a, st, 10, 7);
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([]);
      s.clock.advance(2 * HOUR + 2000);
      expect(await itemsOf("student02", "peerReview", a.id)).toEqual([]);
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([
        {
          type: "grade",
          id: a.id,
          title: "树的遍历（互评已结束，待评定最终成绩）",
          courseItemId: a.courseItemId,
          deadline: reviewDeadline,
        },
      ]);
      expect((await update("teacher2", a.id, "grade")).code).toBe(0);
      expect(await itemsOf("teacher2", "grade", a.id)).toEqual([]);
    });

    it("lists an open practice to the session's students until answered", async () => {
      const item = await freshSession("teacher2");
      const record = await s.call<number>("POST", "/teach/classroom-record/create", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, title: "课堂记录" },
      });
      const created = await s.call<number>("POST", "/teach/classroom-practice/create", {
        token: await token("teacher2"),
        body: {
          classroomRecordId: record.data,
          title: "栈的练习",
          duration: 600,
          publish: true,
          questions: [{ type: 1, title: "栈的特点是？", options: ["先进先出", "后进先出"], answer: "1", score: 2 }],
        },
      });
      expect(created.code).toBe(0);
      const [mine] = await itemsOf("student01", "practice", created.data);
      expect(mine).toMatchObject({ title: "栈的练习", courseItemId: item.id, deadline: expect.any(Number) });
      expect(await itemsOf("student11", "practice", created.data)).toEqual([]);
      const practice = await s.call<{ questions: { id: number }[] }>("GET", "/teach/classroom-practice/get", {
        token: await token("student01"),
        query: { id: created.data },
      });
      const answered = await s.call("POST", "/teach/classroom-practice/record", {
        token: await token("student01"),
        query: { id: created.data },
        body: { answers: [{ questionId: practice.data.questions[0]!.id, options: [1] }] },
      });
      expect(answered.code).toBe(0);
      expect(await itemsOf("student01", "practice", created.data)).toEqual([]);
      expect(await itemsOf("student02", "practice", created.data)).toHaveLength(1);
    });

    it("sorts the to-do lists by deadline, items without one last", async () => {
      await publishedAssignment("teacher2", { title: "第二份作业" });
      await publishedAssignment("teacher2", { title: "第三份作业" });
      const item2 = await freshSession("teacher2");
      const open = await s.call<{ id: number }>("POST", "/teach/ai-topic/start", {
        token: await token("teacher2"),
        body: { courseItemId: item2.id, title: "开放话题", content: "" },
      });
      expect(open.code).toBe(0);
      for (const user of ["student05", "teacher2"]) {
        const list = await handle(user);
        expect(list.length, user).toBeGreaterThan(1);
        const deadlines = list.map((x) => x.deadline);
        const firstNull = deadlines.indexOf(null);
        const timed = (firstNull < 0 ? deadlines : deadlines.slice(0, firstNull)) as number[];
        expect(timed, user).toEqual([...timed].sort((x, y) => x - y));
        if (firstNull >= 0)
          expect(
            deadlines.slice(firstNull).every((d) => d === null),
            user,
          ).toBe(true);
      }
      expect((await handle("student05")).at(-1)).toMatchObject({ type: "aiTopic", id: open.data.id, deadline: null });
    });

    it("counts AI topics responded to, assignments submitted and the mean final score, per course or in all", async () => {
      const ds = await courseOf("teacher2");
      const ai = await courseOf("teacher1");
      const zero = { aiTopicCount: 0, assignmentCount: 0, averageScore: null };
      expect(await statistics("student07")).toMatchObject(zero);

      const item = await freshSession("teacher2");
      const topic = await startTopic("teacher2", item.id, "复杂度");
      await respond("student07", topic.id);
      expect((await statistics("student07")).aiTopicCount).toBe(1);
      expect((await statistics("student07", ds)).aiTopicCount).toBe(1);
      expect((await statistics("student07", ai)).aiTopicCount).toBe(0);

      const a = await publishedAssignment("teacher2", { title: "数据结构期中" });
      await saveDraft("student07", a);
      expect((await statistics("student07")).assignmentCount).toBe(0);
      await submit("student07", a);
      await grade("teacher2", a, "student07", 10, 8);
      // Graded, but the final grades are not published yet: no average.
      expect(await statistics("student07")).toMatchObject({ assignmentCount: 1, averageScore: null });
      expect((await update("teacher2", a.id, "grade")).code).toBe(0);
      expect((await update("teacher2", a.id, "final")).code).toBe(0);
      expect(await statistics("student07")).toMatchObject({ assignmentCount: 1, averageScore: 18 });

      const b = await publishedAssignment("teacher1", { title: "人工智能作业" });
      await submit("student07", b, 1); // the wrong choice: 0 points
      await grade("teacher1", b, "student07", 0, 7);
      expect((await update("teacher1", b.id, "grade")).code).toBe(0);
      const c = await publishedAssignment("teacher1", { title: "人工智能作业二" });
      await submit("student07", c);
      await grade("teacher1", c, "student07", 10, 5.5);
      // Straight from published to final is refused: c's grade is not published, so not counted yet.
      expect((await update("teacher1", c.id, "final")).status).toBe(400);
      expect((await update("teacher1", b.id, "final")).code).toBe(0);
      expect(await statistics("student07", ai)).toMatchObject({ assignmentCount: 2, averageScore: 7 });
      expect((await update("teacher1", c.id, "grade")).code).toBe(0);
      // A final score the teacher sets before publishing stays out of the average until published.
      const set = await s.call("POST", "/teach/assignment/grade/final", {
        token: await token("teacher1"),
        body: { assignmentId: c.id, userId: await userId("student07"), score: 16 },
      });
      expect(set.code).toBe(0);
      expect((await statistics("student07", ai)).averageScore).toBe(7);
      expect((await update("teacher1", c.id, "final")).code).toBe(0);
      // (18 + 7 + 16) / 3 = 13.67 → 13.7; per course: 数据结构 18, 人工智能导论 (7 + 16) / 2 = 11.5.
      expect(await statistics("student07")).toMatchObject({ aiTopicCount: 1, assignmentCount: 3, averageScore: 13.7 });
      expect(await statistics("student07", ds)).toMatchObject({
        aiTopicCount: 1,
        assignmentCount: 1,
        averageScore: 18,
      });
      expect(await statistics("student07", ai)).toMatchObject({
        aiTopicCount: 0,
        assignmentCount: 2,
        averageScore: 11.5,
      });
      // Someone else's figures are their own.
      expect(await statistics("student08")).toMatchObject(zero);
    });
  });
}
