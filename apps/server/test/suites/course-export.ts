// Course exports over real HTTP: every type is a real .xlsx read back with ExcelJS and checked cell by
// cell (sheet name, header row, student rows) after a session with a check-in, a question, a survey-free
// practice and an assignment graded to its final score; only the course's teacher (or an
// administrator) may export, bad input answers 400.
import ExcelJS from "exceljs";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit, CHOICES } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Cell = string | number;

/** The first sheet of a workbook: its name and its rows as plain values (empty cells as ""). */
async function readBook(bytes: Buffer): Promise<{ name: string; rows: Cell[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const values: Cell[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const v = row.getCell(c).value;
      values.push(v === null || v === undefined ? "" : (v as Cell));
    }
    while (values.length && values.at(-1) === "") values.pop();
    rows.push(values);
  });
  return { name: sheet.name, rows };
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineCourseExportTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, courseOf, freshSession, rowCounts, practiseOnce } = activityKit(() => s);
    let courseId: number;
    let itemName: string;
    let nick: Map<string, string>;

    async function exportOf(user: string, type: string, id = courseId) {
      return s.call("GET", `/teach/course/export/${type}`, { token: await token(user), query: { courseId: id } });
    }
    async function book(type: string) {
      const r = await exportOf("teacher2", type);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toContain("spreadsheetml");
      return readBook(r.raw);
    }
    /** The row of a student (by 学号 in column `col`) whose first cells match `prefix`. */
    const rowOf = (rows: Cell[][], col: number, student: string, prefix: Cell[] = []) =>
      rows.find((r) => r[col] === student && prefix.every((p, i) => r[i] === p));

    beforeAll(async () => {
      s = await startServer(engine);
      courseId = await courseOf("teacher2");
      const users = await s.database.db.select().from(schema.users);
      nick = new Map(users.map((u) => [u.username, u.nickname]));
      const item = await freshSession("teacher2");
      const [row] = await s.database.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, item.id));
      itemName = row!.name;
      const t = await token("teacher2");
      // A check-in by student01.
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: t,
        body: { courseItemId: item.id, duration: 120 },
      });
      await s.call("POST", "/teach/sign-in/record", {
        token: await token("student01"),
        query: { signId: signIn.data.id },
      });
      // A choice question: student01 right, student02 wrong.
      const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
        token: t,
        body: { courseItemId: item.id, title: "哪种属于无监督学习？", type: 1, options: CHOICES, answer: ["B"] },
      });
      for (const [u, c] of [
        ["student01", "B"],
        ["student02", "A"],
      ] as const)
        expect(
          (
            await s.call("POST", "/teach/ask-question/record", {
              token: await token(u),
              body: { questionId: q.data.id, choices: [c] },
            })
          ).code,
        ).toBe(0);
      // A practice: student01 answers right (5 of 5).
      await practiseOnce("teacher2", item.id, "student01");
      // An assignment: student01 submits and is graded 8 of 10; student02 submits; then the final grades.
      const a = (
        await s.call<number>("POST", "/teach/assignment/create", {
          token: t,
          body: {
            courseItemId: item.id,
            title: "实验报告",
            deadline: s.clock.now().getTime() + 3600_000,
            questions: [{ type: 4, title: "简答", answer: "参考答案", score: 10 }],
          },
        })
      ).data;
      expect(
        (await s.call("PUT", "/teach/assignment/update", { token: t, body: { id: a, stage: "published" } })).code,
      ).toBe(0);
      const [aq] = await s.database.db
        .select()
        .from(schema.assignmentQuestions)
        .where(eq(schema.assignmentQuestions.assignmentId, a));
      for (const u of ["student01", "student02"])
        expect(
          (
            await s.call("POST", "/teach/assignment/record", {
              token: await token(u),
              query: { assignmentId: a },
              body: { answers: [{ questionId: aq!.id, content: "我的答案" }] },
            })
          ).code,
        ).toBe(0);
      s.clock.advance(2 * 3600_000);
      expect(
        (await s.call("PUT", "/teach/assignment/update", { token: t, body: { id: a, stage: "grade" } })).code,
      ).toBe(0);
      const graded = await s.call("POST", "/teach/assignment/grade", {
        token: t,
        body: {
          assignmentId: a,
          userId: await userId("student01"),
          comment: "好",
          scores: [{ questionId: aq!.id, score: 8 }],
        },
      });
      expect(graded.code).toBe(0);
      expect(
        (await s.call("PUT", "/teach/assignment/update", { token: t, body: { id: a, stage: "final" } })).code,
      ).toBe(0);
      s.clock.reset();
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    it("exports the roster", async () => {
      const { name, rows } = await book("student");
      expect(name).toBe("学生");
      expect(rows[0]).toEqual(["学号", "姓名"]);
      expect(rows).toHaveLength(11);
      expect(rows[1]).toEqual(["student01", nick.get("student01")]);
      expect(rows[10]).toEqual(["student10", nick.get("student10")]);
    });

    it("exports the check-ins per sign-in and student", async () => {
      const { name, rows } = await book("signIn");
      expect(name).toBe("签到");
      expect(rows[0]).toEqual(["课堂", "签到编号", "学号", "姓名", "状态", "签到时间"]);
      expect(rows).toHaveLength(11);
      const one = rowOf(rows, 2, "student01")!;
      expect(one.slice(0, 5)).toEqual([itemName, expect.any(Number), "student01", nick.get("student01"), "已签到"]);
      expect(one[5]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(rowOf(rows, 2, "student02")).toEqual([itemName, one[1], "student02", nick.get("student02"), "未签到"]);
    });

    it("exports every answer to the course's questions, right or wrong", async () => {
      const { name, rows } = await book("question");
      expect(name).toBe("提问");
      expect(rows[0]).toEqual(["课堂", "提问", "学号", "姓名", "作答", "结果"]);
      expect(rows).toHaveLength(11);
      const title = "哪种属于无监督学习？";
      expect(rowOf(rows, 2, "student01")).toEqual([itemName, title, "student01", nick.get("student01"), "B", "正确"]);
      expect(rowOf(rows, 2, "student02")).toEqual([itemName, title, "student02", nick.get("student02"), "A", "错误"]);
      expect(rowOf(rows, 2, "student03")).toEqual([itemName, title, "student03", nick.get("student03"), "未作答"]);
    });

    it("exports the assignments' submissions: submitted, late, graded", async () => {
      const { name, rows } = await book("assignment");
      expect(name).toBe("作业");
      expect(rows[0]).toEqual(["作业", "截止时间", "学号", "姓名", "状态", "提交时间", "迟交", "教师评分", "最终成绩"]);
      expect(rows).toHaveLength(11);
      const one = rowOf(rows, 2, "student01")!;
      expect(one[0]).toBe("实验报告");
      expect(one.slice(2)).toEqual(["student01", nick.get("student01"), "已批改", expect.any(String), "否", 8, 8]);
      expect(rowOf(rows, 2, "student02")!.slice(2, 7)).toEqual([
        "student02",
        nick.get("student02"),
        "已提交",
        expect.stringMatching(/^\d{4}-/),
        "否",
      ]);
      expect(rowOf(rows, 2, "student03")!.slice(2)).toEqual(["student03", nick.get("student03"), "未提交"]);
    });

    it("exports the final grades per assignment with each student's average", async () => {
      const { name, rows } = await book("grade");
      expect(name).toBe("成绩");
      expect(rows[0]).toEqual(["学号", "姓名", "实验报告", "平均分"]);
      expect(rows).toHaveLength(11);
      expect(rows[1]).toEqual(["student01", nick.get("student01"), 8, 8]);
      expect(rows[3]).toEqual(["student03", nick.get("student03")]);
    });

    it("exports the practice scores per practice and student", async () => {
      const { name, rows } = await book("practice");
      expect(name).toBe("练习");
      expect(rows[0]).toEqual(["课堂", "练习", "学号", "姓名", "状态", "得分", "满分"]);
      expect(rows).toHaveLength(11);
      expect(rowOf(rows, 2, "student01")).toEqual([
        itemName,
        "随堂练习",
        "student01",
        nick.get("student01"),
        "已作答",
        5,
        5,
      ]);
      expect(rowOf(rows, 2, "student02")).toEqual([
        itemName,
        "随堂练习",
        "student02",
        nick.get("student02"),
        "未作答",
        "",
        5,
      ]);
    });

    it("lets only the course's teacher or an administrator export; bad input answers 4xx", async () => {
      const before = await rowCounts();
      const other = await exportOf("teacher1", "student");
      expect([other.status, other.msg]).toEqual([403, "这不是您的课程"]);
      expect((await exportOf("student01", "student")).status).toBe(403);
      expect((await exportOf("admin", "grade")).status).toBe(200);
      expect((await exportOf("teacher2", "nonsense")).status).toBe(400);
      expect((await exportOf("teacher2", "student", 999_999)).status).toBe(404);
      const noCourse = await s.call("GET", "/teach/course/export/student", { token: await token("teacher2") });
      expect(noCourse.status).toBe(400);
      // The refused calls wrote nothing; the administrator's export is one entry of the audit trail.
      expect(await rowCounts()).toEqual({ ...before, privacy_audit_entries: before.privacy_audit_entries! + 1 });
    });
  });
}
