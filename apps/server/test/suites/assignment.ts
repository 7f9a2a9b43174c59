// Assignments over real HTTP: create (validation, nothing written on 400), the phases and their
// guards, drafts and submissions (completeness, option ranges, own uploads, file types, the deadline),
// auto-marking, the submission views for teacher/author/reviewer, grading, final scores by the stated
// rule, statistics, the grade book (.xlsx read back cell by cell), and role and ownership checks.
import type { components } from "@smartclass/api";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { type PushClient, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { assignmentCalls, type Submission } from "./assignment-calls.js";
import { defineLatePolicyTests } from "./assignment-late.js";

type Schemas = components["schemas"];
type Paged<T> = { list: T[]; total: number };
const HOUR = 3600_000;

const QUESTIONS = [
  { type: 1, title: "单选", options: ["甲", "乙", "丙"], answer: "1", score: 2 },
  { type: 2, title: "多选", options: ["甲", "乙", "丙", "丁"], answer: "0,2", score: 3 },
  { type: 3, title: "判断", answer: "0", score: 1 },
  { type: 4, title: "简答", answer: "参考答案", score: 4 },
  { type: 5, title: "上传报告", score: 10 },
];
const PEER = {
  reviewsPerStudent: 2,
  anonymous: true,
  weight: 40,
  rubric: [
    { title: "完整性", points: 5 },
    { title: "表达", points: 5 },
  ],
};

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineAssignmentTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const {
      token,
      userId,
      freshSession,
      connect,
      api,
      create,
      update,
      submit,
      detail,
      upload,
      questionIds,
      unchanged,
    } = assignmentCalls(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    describe("the whole loop with peer review", () => {
      let item: { id: number; courseId: number };
      let id = 0;
      let q: number[] = [];
      let teacherPush: PushClient;
      let studentPush: PushClient;
      const answersOf = (single: number, multiple: number[], tf: number, text: string, file: string) => [
        { questionId: q[0], options: [single] },
        { questionId: q[1], options: multiple },
        { questionId: q[2], options: [tf] },
        { questionId: q[3], content: text },
        { questionId: q[4], fileUrls: [file] },
      ];

      beforeAll(async () => {
        item = await freshSession("teacher2");
        teacherPush = await connect("teacher2");
        studentPush = await connect("student01");
      });
      afterAll(async () => {
        await teacherPush?.close();
        await studentPush?.close();
        s.clock.reset();
      });

      it("refuses bad assignments with 400 (or 403 for another's session) and writes nothing", async () => {
        const good = { courseItemId: item.id, title: "实验报告", questions: QUESTIONS };
        await unchanged(
          () => create("teacher2", { ...good, questions: [{ type: 1, title: "x", options: ["a", "b"], score: 1 }] }),
          400,
          "正确答案",
        );
        await unchanged(
          () =>
            create("teacher2", {
              ...good,
              questions: [{ type: 1, title: "x", options: ["a", "b"], answer: "2", score: 1 }],
            }),
          400,
          "0 到 1",
        );
        await unchanged(
          () =>
            create("teacher2", {
              ...good,
              questions: [{ type: 1, title: "x", options: ["a", "b"], answer: "0,1", score: 1 }],
            }),
          400,
          "只能有一个",
        );
        await unchanged(() => create("teacher2", { ...good, peerReview: true }), 400, "互评设置");
        await unchanged(() => create("teacher2", { ...good, questions: [] }), 400);
        await unchanged(() => create("teacher1", good), 403);
        await unchanged(() => create("student01", good), 403);
      });

      it("creates a draft that only its teacher sees, with reference answers", async () => {
        const deadline = s.clock.now().getTime() + HOUR;
        const r = await create("teacher2", {
          courseItemId: item.id,
          title: "实验报告",
          description: "<p>说明</p>",
          deadline,
          peerReview: true,
          peerReviewSettings: PEER,
          questions: QUESTIONS,
        });
        expect(r.code).toBe(0);
        id = r.data;
        const got = await api<Schemas["Assignment"]>("teacher2", "GET", "/get", { query: { id } });
        expect(got.data).toMatchObject({
          stage: "draft",
          totalScore: 20,
          deadline,
          peerReview: true,
          studentCount: 10,
          submittedCount: 0,
        });
        expect(got.data.peerReviewSettings).toMatchObject({ weight: 40, anonymous: true, reviewDeadline: null });
        expect(got.data.peerReviewSettings!.rubric.map((c) => [c.id, c.points])).toEqual([
          [1, 5],
          [2, 5],
        ]);
        expect(got.data.questions.map((x) => [x.type, x.options, x.answer])).toEqual([
          [1, ["甲", "乙", "丙"], "1"],
          [2, ["甲", "乙", "丙", "丁"], "0,2"],
          [3, ["正确", "错误"], "0"],
          [4, [], "参考答案"],
          [5, [], ""],
        ]);
        q = got.data.questions.map((x) => x.id);
        expect((await api("student01", "GET", "/getBasic", { query: { id } })).status).toBe(404);
        expect((await api("teacher1", "GET", "/get", { query: { id } })).status).toBe(403);
        const list = await api<Schemas["AssignmentBasic"][]>("teacher2", "GET", "/teacher/list", {
          query: { courseItemId: item.id },
        });
        expect(list.data.map((a) => a.id)).toEqual([id]);
        expect(
          (await api<unknown[]>("teacher1", "GET", "/teacher/list", { query: { courseItemId: item.id } })).data,
        ).toEqual([]);
        const byCourse = async (who: string, courseId: number) =>
          (await api<Schemas["AssignmentBasic"][]>(who, "GET", "/teacher/list", { query: { courseId } })).data;
        expect((await byCourse("teacher2", item.courseId)).map((a) => a.id)).toContain(id);
        expect((await byCourse("teacher2", item.courseId + 1000)).map((a) => a.id)).not.toContain(id);
        expect((await byCourse("admin", item.courseId)).map((a) => a.id)).toContain(id);
        // Newest first.
        const later = (await create("teacher2", { courseItemId: item.id, title: "另一份", questions: QUESTIONS })).data;
        expect((await byCourse("teacher2", item.courseId)).slice(0, 2).map((a) => a.id)).toEqual([later, id]);
      });

      it("moves only forward: no skipping, no publishing without a future deadline", async () => {
        await unchanged(() => update("teacher2", { id, stage: "grade" }), 400, "不能把作业从「草稿」改到「批改中」");
        await unchanged(
          () => update("teacher2", { id, stage: "final" }),
          400,
          "不能把作业从「草稿」改到「已公布成绩」",
        );
        await unchanged(
          () => update("teacher2", { id, deadline: s.clock.now().getTime() - 1000, stage: "published" }),
          400,
          "截止时间",
        );
        await unchanged(() => update("teacher1", { id, stage: "published" }), 403);
        // Questions stay editable before anyone submits.
        expect(
          (
            await update("teacher2", {
              id,
              questions: QUESTIONS.map((x, i) => ({ ...x, id: q[i], title: `${x.title}题` })),
            })
          ).code,
        ).toBe(0);
        expect(await questionIds(id)).toEqual(q);
        expect((await update("teacher2", { id, stage: "published" })).code).toBe(0);
        expect(await until(() => studentPush.of("assignment").length > 0)).toBe(true);
        expect(studentPush.of("assignment")[0]).toEqual({
          type: "assignment",
          kind: "published",
          assignmentId: id,
          courseItemId: item.id,
        });
        await unchanged(() => update("teacher2", { id, stage: "draft" }), 400, "不能把作业从「已发布」改到「草稿」");
        await unchanged(() => update("teacher2", { id, stage: "peerReview" }), 400, "截止时间之前不能开始互评");
      });

      it("shows it to the session's students without reference answers, and not to others", async () => {
        const got = await api<Schemas["Assignment"]>("student01", "GET", "/get", { query: { id } });
        expect(got.data.questions.every((x) => x.answer === "")).toBe(true);
        expect(got.data).toMatchObject({ mySubmitted: false, myDraft: false, myFinalScore: null, myReviewsToDo: 0 });
        const fresh = await api<Paged<Schemas["AssignmentBasic"]>>("student01", "GET", "/student/list", {
          query: { pageNo: 1, pageSize: 10, filter: "new" },
        });
        expect(fresh.data.list.map((a) => a.id)).toContain(id);
        expect(fresh.data.list.find((a) => a.id === id)).toMatchObject({
          courseName: expect.any(String),
          totalScore: 20,
        });
        const paged = await api<Paged<Schemas["AssignmentBasic"]>>("student01", "GET", "/student/list", {
          query: { pageNo: 1, pageSize: 1 },
        });
        expect(paged.data.list).toHaveLength(1);
        expect(paged.data.total).toBeGreaterThanOrEqual(1);
        expect((await api("student11", "GET", "/getBasic", { query: { id } })).status).toBe(403);
        await unchanged(() => submit("student11", id, { answers: [] }), 403);
        const other = await api<Paged<Schemas["AssignmentBasic"]>>("student11", "GET", "/student/list", {
          query: { pageNo: 1, pageSize: 50 },
        });
        expect(other.data.list.map((a) => a.id)).not.toContain(id);
      });

      it("saves drafts, refuses incomplete or foreign answers, and marks choice questions at once", async () => {
        expect((await api("student04", "GET", "/record", { query: { assignmentId: id } })).data).toBeNull();
        expect(
          (await submit("student04", id, { draft: true, answers: [{ questionId: q[3], content: "草稿" }] })).code,
        ).toBe(0);
        const draft = await api<Submission>("student04", "GET", "/record", { query: { assignmentId: id } });
        expect(draft.data).toMatchObject({ status: 0, draft: true, submitTime: null, grade: null });
        expect(draft.data.answers).toEqual([
          { questionId: q[3], content: "草稿", options: [], fileUrls: [], score: null },
        ]);
        expect(
          (await api<Schemas["AssignmentBasic"]>("student04", "GET", "/getBasic", { query: { id } })).data.myDraft,
        ).toBe(true);

        const mine = await upload("student01", "report.pdf", "application/pdf");
        const theirs = await upload("student02", "report.pdf", "application/pdf");
        const exe = await upload("student01", "tool.exe", "application/x-msdownload");
        // A file over 10 MB is refused by the upload already (UPLOAD_LIMIT; an answer checks it again).
        const big = new FormData();
        big.append("file", new Blob([Buffer.alloc(10 * 1024 * 1024 + 1, 7)], { type: "application/pdf" }), "scan.pdf");
        const tooBig = await s.call("POST", "/teach/file/s3/ali/api", {
          token: await token("student01"),
          rawBody: big,
        });
        expect([tooBig.status, tooBig.msg]).toEqual([413, "请求体过大"]);
        await unchanged(
          () => submit("student01", id, { answers: answersOf(1, [0, 2], 0, "答", mine).slice(0, 4) }),
          400,
          "第 5 题还未作答",
        );
        await unchanged(
          () => submit("student01", id, { answers: answersOf(1, [0, 2], 0, "", mine) }),
          400,
          "第 4 题还未作答",
        );
        await unchanged(
          () => submit("student01", id, { answers: answersOf(3, [0, 2], 0, "答", mine) }),
          400,
          "选项序号",
        );
        await unchanged(
          () => submit("student01", id, { answers: [{ questionId: q[0], options: [0, 1] }], draft: true }),
          400,
          "只能选一个",
        );
        await unchanged(
          () => submit("student01", id, { answers: answersOf(1, [0, 2], 0, "答", theirs) }),
          400,
          "不是您上传的文件",
        );
        await unchanged(
          () => submit("student01", id, { answers: answersOf(1, [0, 2], 0, "答", exe) }),
          400,
          "不支持的文件类型",
        );
        await unchanged(
          () => submit("student01", id, { answers: answersOf(1, [0, 2], 0, "答", "uploads/none.pdf") }),
          400,
        );
        await unchanged(
          () =>
            submit("student01", id, {
              answers: [...answersOf(1, [0, 2], 0, "答", mine), { questionId: 999_999, content: "x" }],
            }),
          400,
        );

        expect((await submit("student01", id, { answers: answersOf(1, [0, 2], 0, "学生一的回答", mine) })).code).toBe(
          0,
        );
        expect(await until(() => teacherPush.of("assignment").some((e) => e.kind === "submitted"))).toBe(true);
        expect(teacherPush.of("assignment").find((e) => e.kind === "submitted")).toEqual({
          type: "assignment",
          kind: "submitted",
          assignmentId: id,
          courseItemId: item.id,
        });
        expect((await submit("student02", id, { answers: answersOf(0, [0], 1, "学生二的回答", theirs) })).code).toBe(0);
        const third = await upload("student03", "photo.png", "image/png");
        // A first version, then replaced before the deadline.
        expect((await submit("student03", id, { answers: answersOf(0, [1], 1, "初稿", third) })).code).toBe(0);
        expect((await submit("student03", id, { answers: answersOf(1, [2, 0], 1, "学生三的回答", third) })).code).toBe(
          0,
        );
        await unchanged(() => submit("student03", id, { draft: true, answers: [] }), 400, "已提交");

        const one = (await detail("teacher2", id, "student01")).data;
        expect(one).toMatchObject({ status: 1, late: false, grade: null, nickname: expect.any(String) });
        expect(one.answers.map((x) => x.score)).toEqual([2, 3, 1, null, null]);
        expect((await detail("teacher2", id, "student02")).data.answers.map((x) => x.score)).toEqual([
          0,
          0,
          0,
          null,
          null,
        ]);
        expect((await detail("teacher2", id, "student03")).data.answers.map((x) => [x.options, x.score])).toEqual([
          [[1], 2],
          [[0, 2], 3],
          [[1], 0],
          [[], null],
          [[], null],
        ]);
        // The teacher does not read drafts.
        expect((await detail("teacher2", id, "student04")).data).toMatchObject({ status: 0, draft: true, answers: [] });
        // The author sees no marks before the final grades.
        const own = (await api<Submission>("student01", "GET", "/record", { query: { assignmentId: id } })).data;
        expect(own.answers.map((x) => x.score)).toEqual([null, null, null, null, null]);
        expect(own.peerReviews).toBeUndefined();
      });

      it("locks the questions once someone has submitted", async () => {
        await unchanged(() => update("teacher2", { id, questions: QUESTIONS }), 400, "不能再修改题目");
      });

      it("lets a student read only their own work, or an allocated reviewee's after submitting", async () => {
        expect((await detail("student01", id, "student01")).data.status).toBe(1);
        await unchanged(() => detail("student04", id, "student01"), 403, "提交作业后才能评阅同学的作业");
        await unchanged(() => detail("student01", id, "student02"), 403, "只能评阅分配给你的同学");
        await unchanged(() => detail("student11", id, "student01"), 403);
      });

      it("refuses submissions after the deadline under refuse, then opens peer review", async () => {
        s.clock.advance(2 * HOUR);
        await unchanged(
          () => submit("student05", id, { answers: answersOf(1, [0], 0, "x", "none") }),
          400,
          "已过截止时间，不能再提交",
        );
        await unchanged(() => submit("student02", id, { answers: answersOf(1, [0], 0, "x", "none") }), 400);
        expect((await update("teacher2", { id, stage: "peerReview" })).code).toBe(0);
        const [a] = await s.database.db.select().from(schema.assignments).where(eq(schema.assignments.id, id));
        expect(a!.reviewsAllocatedAt).not.toBeNull();
        const peer = await detail("student01", id, "student02");
        expect(peer.status).toBe(200);
        expect(peer.data.nickname).toMatch(/^同学 [AB]$/);
        expect(peer.data).toMatchObject({ grade: null, finalScore: null, peerReviewScore: null });
        expect(peer.data.comment).toBeUndefined();
        expect(peer.data.peerReviews).toBeUndefined();
        expect(peer.data.answers.map((x) => x.score)).toEqual([null, null, null, null, null]);
        expect(
          (await api<Schemas["AssignmentBasic"]>("student01", "GET", "/getBasic", { query: { id } })).data
            .myReviewsToDo,
        ).toBe(2);
      });

      it("takes peer reviews, grades per question with validation, and publishes final scores by the rule", async () => {
        const review = async (who: string, whom: string, a: number, b: number) => {
          const r = await s.call("POST", "/teach/assignment/grade/peerreview", {
            token: await token(who),
            body: {
              assignmentId: id,
              userId: await userId(whom),
              criteria: [
                { criterionId: 1, points: a },
                { criterionId: 2, points: b },
              ],
              comment: `${who}→${whom}`,
            },
          });
          expect(r.code).toBe(0);
        };
        await review("student01", "student02", 5, 5);
        await review("student01", "student03", 4, 4);
        await review("student02", "student01", 4, 4);
        await review("student02", "student03", 3, 4);
        await review("student03", "student01", 3, 3);
        await review("student03", "student02", 5, 5);
        expect((await update("teacher2", { id, stage: "grade" })).code).toBe(0);

        const grade = async (who: string, text: number, file: number, extra: object[] = []) =>
          api("teacher2", "POST", "/grade", {
            body: {
              assignmentId: id,
              userId: await userId(who),
              comment: "好",
              scores: [
                { questionId: q[3], score: text, comment: "简答点评" },
                { questionId: q[4], score: file },
                ...extra,
              ],
            },
          });
        await unchanged(() => grade("student01", 5, 8), 400, "第 4 题的得分不能超过 4 分");
        await unchanged(
          async () =>
            api("teacher2", "POST", "/grade", {
              body: { assignmentId: id, userId: await userId("student01"), scores: [{ questionId: q[3], score: 4 }] },
            }),
          400,
          "第 5 题还未评分",
        );
        await unchanged(() => grade("student05", 1, 1), 400, "该学生还未提交");
        expect((await detail("teacher2", id, "student01")).data.grade).toBeNull();
        expect((await grade("student01", 4, 8)).code).toBe(0);
        await unchanged(
          async () =>
            api("teacher1", "POST", "/grade", {
              body: { assignmentId: id, userId: await userId("student01"), scores: [] },
            }),
          403,
        );
        expect((await grade("student02", 2, 5)).code).toBe(0);
        expect((await grade("student03", 3, 7)).code).toBe(0);
        const graded = (await detail("teacher2", id, "student01")).data;
        expect(graded).toMatchObject({ status: 2, grade: 18, comment: "好", peerReviewScore: 14 });
        expect(graded.answers[3]).toMatchObject({ score: 4, comment: "简答点评" });
        expect(graded.peerReviews!.map((r) => r.score).sort()).toEqual([6, 8]);
        expect(graded.peerReviews!.every((r) => r.reviewerId !== null)).toBe(true);
        // A choice question's mark may be overridden.
        expect((await grade("student02", 2, 5, [{ questionId: q[0], score: 1 }])).code).toBe(0);
        expect((await detail("teacher2", id, "student02")).data.grade).toBe(8);
        expect((await grade("student02", 2, 5, [{ questionId: q[0], score: 0 }])).code).toBe(0);

        await unchanged(
          async () =>
            api("teacher2", "POST", "/grade/final", {
              body: { assignmentId: id, userId: await userId("student03"), score: 21 },
            }),
          400,
          "满分 20",
        );
        expect(
          (
            await api("teacher2", "POST", "/grade/final", {
              body: { assignmentId: id, userId: await userId("student03"), score: 17.5 },
            })
          ).code,
        ).toBe(0);
        // Before the final grades the author sees no grade.
        expect(
          (await api<Submission>("student01", "GET", "/record", { query: { assignmentId: id } })).data.grade,
        ).toBeNull();

        expect((await update("teacher2", { id, stage: "final" })).code).toBe(0);
        const list = (await api<Submission[]>("teacher2", "GET", "/correct/list", { query: { assignmentId: id } }))
          .data;
        expect(list).toHaveLength(10);
        const finals = await Promise.all(
          ["student01", "student02", "student03"].map(async (u) => (await detail("teacher2", id, u)).data),
        );
        // 18 × 60% + 14 × 40% = 16.4; 7 × 60% + 20 × 40% = 12.2; student03 set by hand.
        expect(finals.map((x) => [x.grade, x.peerReviewScore, x.finalScore, x.finalOverridden])).toEqual([
          [18, 14, 16.4, false],
          [7, 20, 12.2, false],
          [15, 15, 17.5, true],
        ]);
        expect(list.map((x) => x.status)).toEqual([2, 2, 2, 0, 0, 0, 0, 0, 0, 0]);
        // Students who saved nothing are listed without a submission id.
        const nothingSaved = list.filter((x) => x.status === 0 && !x.draft);
        expect(nothingSaved.length).toBeGreaterThan(0);
        expect(nothingSaved.every((x) => x.id === null)).toBe(true);
        expect(list.slice(0, 3).every((x) => typeof x.id === "number")).toBe(true);

        const own = (await api<Submission>("student01", "GET", "/record", { query: { assignmentId: id } })).data;
        expect(own).toMatchObject({ grade: 18, finalScore: 16.4, comment: "好", status: 2 });
        expect(own.peerReviews!.map((r) => [r.reviewerId, r.reviewerName])).toEqual([
          [null, "同学"],
          [null, "同学"],
        ]);
        expect(
          (await api<Schemas["AssignmentBasic"]>("student01", "GET", "/getBasic", { query: { id } })).data.myFinalScore,
        ).toBe(16.4);
      });

      it("answers statistics: bands, correct rates, agreement", async () => {
        const st = (await api<Schemas["AssignmentStatistics"]>("teacher2", "GET", "/get/statistics", { query: { id } }))
          .data;
        expect(st).toMatchObject({
          studentCount: 10,
          submittedCount: 3,
          gradedCount: 3,
          lateCount: 0,
          totalScore: 20,
          averageScore: 15.4,
          maxScore: 17.5,
          minScore: 12.2,
        });
        expect(st.distribution.map((d) => [d.label, d.count])).toEqual([
          ["0–59%", 0],
          ["60–69%", 1],
          ["70–79%", 0],
          ["80–89%", 2],
          ["90–100%", 0],
        ]);
        expect(st.questions.map((x) => x.correctRate)).toEqual([0.67, 0.67, 0.33, null, null]);
        // |14 − 18| = 4, |20 − 7| = 13, |15 − 15| = 0: mean 5.7, one of three within 2 points.
        expect(st.peerAgreement).toEqual({ pairs: 3, meanAbsoluteDifference: 5.7, withinTenPercent: 0.33 });
        expect((await api("teacher1", "GET", "/get/statistics", { query: { id } })).status).toBe(403);
        expect((await api("admin", "GET", "/get/statistics", { query: { id } })).code).toBe(0);
        const answer = await api<Schemas["SubmissionAnswer"]>("teacher2", "GET", "/submission/quesiton/detail", {
          query: { questionId: q[3], userId: await userId("student01") },
        });
        expect(answer.data).toEqual({
          questionId: q[3],
          content: "学生一的回答",
          options: [],
          fileUrls: [],
          score: 4,
          comment: "简答点评",
        });
        expect(
          (
            await api("teacher1", "GET", "/submission/quesiton/detail", {
              query: { questionId: q[3], userId: await userId("student01") },
            })
          ).status,
        ).toBe(403);
        expect((await api("student01", "GET", "/correct/list", { query: { assignmentId: id } })).status).toBe(403);
      });

      it("exports the grade book, one row per student, cell by cell", async () => {
        const r = await s.call("GET", "/teach/assignment/export", {
          token: await token("teacher2"),
          query: { assignmentId: id },
        });
        expect(r.status).toBe(200);
        expect(r.headers.get("content-disposition")).toContain(
          `filename*=UTF-8''${encodeURIComponent("实验报告-成绩.xlsx")}`,
        );
        const book = new ExcelJS.Workbook();
        await book.xlsx.load(r.raw as unknown as ArrayBuffer);
        const sheet = book.getWorksheet("成绩")!;
        const row = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
        expect(row(1)).toEqual([
          "学号",
          "姓名",
          "状态",
          "提交时间",
          "迟交",
          "第 1 题（2 分）",
          "第 2 题（3 分）",
          "第 3 题（1 分）",
          "第 4 题（4 分）",
          "第 5 题（10 分）",
          "教师评分",
          "互评平均分",
          "最终成绩",
        ]);
        expect(sheet.rowCount).toBe(11);
        const first = row(2);
        expect(first[0]).toBe("student01");
        expect(first[3]).toBeInstanceOf(Date);
        expect([first[2], ...first.slice(4)]).toEqual(["已批改", "否", 2, 3, 1, 4, 8, 18, 14, 16.4]);
        expect([row(4)[0], row(4)[2], row(4)[12]]).toEqual(["student03", "已批改", 17.5]);
        expect(row(5).slice(0, 3)).toEqual(["student04", expect.any(String), "未提交"]);
        expect(
          row(5)
            .slice(3)
            .filter((x) => x !== undefined && x !== null),
        ).toEqual([]);
        expect(
          (
            await s.call("GET", "/teach/assignment/export", {
              token: await token("teacher1"),
              query: { assignmentId: id },
            })
          ).status,
        ).toBe(403);
      });

      it("changes nothing once closed", async () => {
        expect((await update("teacher2", { id, stage: "closed" })).code).toBe(0);
        await unchanged(() => update("teacher2", { id, title: "新标题" }), 400, "作业已结束");
        await unchanged(
          () => update("teacher2", { id, stage: "final" }),
          400,
          "不能把作业从「已结束」改到「已公布成绩」",
        );
        await unchanged(
          async () =>
            api("teacher2", "POST", "/grade", {
              body: {
                assignmentId: id,
                userId: await userId("student02"),
                scores: [
                  { questionId: q[3], score: 1 },
                  { questionId: q[4], score: 1 },
                ],
              },
            }),
          400,
        );
        await unchanged(() => submit("student06", id, { answers: [] }), 400);
      });
    });

    defineLatePolicyTests(() => s);
  });
}
