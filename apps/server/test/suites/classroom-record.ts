// Classroom records over real HTTP, on one server: create (the session's teacher only, several per
// session), get with the session's facts (attendance and each activity's result are the part in
// classroom-record-results.ts), page (filters, newest first, own records; administrators all), delete
// with its practices and their answers, bad input refused with nothing written, and the role matrix.
import type { components } from "@smartclass/api";
import { and, count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { reviewCastKit } from "../review-cast-kit.js";
import { defineRecordResultsTests } from "./classroom-record-results.js";

type ClassroomRecord = components["schemas"]["ClassroomRecord"];
type Paged<T> = { list: T[]; total: number };

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomRecordTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const kit = activityKit(() => s);
    const { token, freshSession, rowCounts } = kit;
    const { publishedAssignment, submit } = reviewCastKit(() => s, kit);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    async function create(user: string, body: Record<string, unknown>) {
      return s.call<number>("POST", "/teach/classroom-record/create", { token: await token(user), body });
    }
    async function get(user: string, id: number) {
      return s.call<ClassroomRecord>("GET", "/teach/classroom-record/get", { token: await token(user), query: { id } });
    }
    async function page(user: string, query: Record<string, string | number> = {}) {
      return s.call<Paged<ClassroomRecord>>("GET", "/teach/classroom-record/page", {
        token: await token(user),
        query: { pageNo: 1, pageSize: 10, ...query },
      });
    }
    const countOf = async (table: typeof schema.classroomPractices | typeof schema.practiceAnswers) =>
      (await s.database.db.select({ n: count() }).from(table))[0]!.n;

    describe("a record of a class session", () => {
      let item: { id: number; courseId: number };
      let recordId: number;

      beforeAll(async () => {
        item = await freshSession("teacher2");
      });

      it("is written by the session's teacher and read back with the session's facts", async () => {
        const t = await token("teacher2");
        const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: t,
          body: { courseItemId: item.id, duration: 120 },
        });
        expect(signIn.code).toBe(0);
        for (const u of ["student01", "student02", "student03"])
          expect(
            (
              await s.call("POST", "/teach/sign-in/record", {
                token: await token(u),
                query: { signId: signIn.data.id },
              })
            ).code,
          ).toBe(0);
        const survey = await s.call<{ id: number; questions: { id: number }[] }>("POST", "/teach/survey/start", {
          token: t,
          body: {
            courseItemId: item.id,
            title: "课堂小调查",
            questions: [{ type: 1, title: "听懂了吗？", options: ["懂了", "没懂"] }],
          },
        });
        expect(survey.code).toBe(0);
        await s.call("POST", "/teach/survey/record", {
          token: await token("student01"),
          body: { itemSurveyId: survey.data.id, answers: [{ questionId: survey.data.questions[0]!.id, options: [0] }] },
        });

        const created = await create("teacher2", {
          courseItemId: item.id,
          title: " 第三章 栈与队列 ",
          content: "<p>讲了栈</p>",
        });
        expect(created.code).toBe(0);
        recordId = created.data;
        s.clock.advance(90_000);
        const r = await get("teacher2", recordId);
        expect(r.code).toBe(0);
        expect(r.data).toMatchObject({
          id: recordId,
          courseId: item.courseId,
          courseItemId: item.id,
          title: "第三章 栈与队列",
          content: "<p>讲了栈</p>",
          practiceCount: 0,
          courseName: "数据结构",
        });
        const summary = r.data.summary!;
        expect(summary).toMatchObject({ studentCount: 10, signInCount: 1, signedCount: 3, endTime: null });
        expect(summary.startTime).toEqual(expect.any(Number));
        // The session runs: its duration so far, by the server's clock.
        expect(summary.duration).toBeGreaterThanOrEqual(90);
        expect(summary.activities.map((a) => [a.type, a.id, a.title, a.count])).toEqual([
          ["signIn", signIn.data.id, expect.any(String), 3],
          ["survey", survey.data.id, "课堂小调查", 1],
        ]);
      });

      it("carries the practices and the end of the session once it ended", async () => {
        const practice = await s.call<number>("POST", "/teach/classroom-practice/create", {
          token: await token("teacher2"),
          body: {
            classroomRecordId: recordId,
            title: "随堂练习",
            publish: true,
            questions: [{ type: 3, title: "栈是后进先出的", answer: "0", score: 5 }],
          },
        });
        expect(practice.code).toBe(0);
        await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
        const r = (await get("teacher2", recordId)).data;
        expect(r.practiceCount).toBe(1);
        expect(r.summary!.endTime).toEqual(expect.any(Number));
        expect(r.summary!.duration).toBe(Math.round((r.summary!.endTime! - r.summary!.startTime!) / 1000));
        expect(r.summary!.activities.map((a) => a.type)).toEqual(["signIn", "survey", "practice"]);
      });

      it("lets only the session's teacher (or an administrator) write or read it", async () => {
        const before = await rowCounts();
        const other = await create("teacher1", { courseItemId: item.id, title: "不是我的课" });
        expect([other.status, other.code]).toEqual([403, 403]);
        expect(other.msg).toBe("这不是您的课堂");
        const student = await create("student01", { courseItemId: item.id, title: "学生" });
        expect(student.status).toBe(403);
        expect(await rowCounts()).toEqual(before);
        expect((await get("teacher1", recordId)).status).toBe(403);
        expect((await get("teacher1", recordId)).msg).toBe("这不是您的课堂记录");
        expect((await get("student01", recordId)).status).toBe(403);
        // Nor a student of another class.
        expect((await get("student15", recordId)).status).toBe(403);
        expect((await get("admin", recordId)).data.title).toBe("第三章 栈与队列");
        expect((await get("teacher2", 999_999)).status).toBe(404);
        expect((await get("teacher2", 99_999_999_999)).status).toBe(404);
      });

      it("refuses bad input with a 400 naming the field, and writes nothing", async () => {
        const before = await rowCounts();
        const cases: [Record<string, unknown>, string][] = [
          [{ courseItemId: item.id, title: "" }, "body.title"],
          [{ courseItemId: item.id }, "body.title"],
          [{ title: "无课堂" }, "body.courseItemId"],
          [{ courseItemId: 0, title: "x" }, "body.courseItemId"],
          [{ courseItemId: item.id, title: "x".repeat(201) }, "body.title"],
          [{ courseItemId: item.id, title: "x", extra: 1 }, "body"],
        ];
        for (const [body, field] of cases) {
          const r = await create("teacher2", body);
          expect([r.status, r.code], JSON.stringify(body)).toEqual([400, 400]);
          expect(r.msg, JSON.stringify(body)).toContain(field);
        }
        const missing = await create("teacher2", { courseItemId: 999_999, title: "x" });
        expect([missing.status, missing.msg]).toEqual([404, "课堂不存在：999999"]);
        expect(await rowCounts()).toEqual(before);
      });
    });

    defineRecordResultsTests({ server: () => s, ...kit, publishedAssignment, submit, create, get });

    describe("the list", () => {
      it("pages the teacher's own records newest first, filtered by course, session and title", async () => {
        const a = await freshSession("teacher1");
        const b = await freshSession("teacher1");
        const ids: number[] = [];
        for (const [itemId, title] of [
          [a.id, "线性回归 笔记"],
          [a.id, "线性回归 补充"],
          [b.id, "决策树 100%_纯度"],
        ] as const) {
          ids.push((await create("teacher1", { courseItemId: itemId, title })).data);
          s.clock.advance(1000);
        }
        // Each session also has its automatic record, written when it started (before these).
        const autoOf = async (courseItemId: number) =>
          (
            await s.database.db
              .select({ id: schema.classroomRecords.id })
              .from(schema.classroomRecords)
              .where(
                and(
                  eq(schema.classroomRecords.courseItemId, courseItemId),
                  eq(schema.classroomRecords.automatic, true),
                ),
              )
          ).map((r) => r.id);
        const [autoA] = await autoOf(a.id);
        const [autoB] = await autoOf(b.id);
        const all = await page("teacher1");
        expect(all.data.total).toBe(5);
        expect(all.data.list.map((r) => r.id)).toEqual([...[...ids].reverse(), autoB, autoA]);
        expect(all.data.list[0]).toMatchObject({ courseName: "人工智能导论", courseItemId: b.id });
        expect(all.data.list[0]!.summary).toBeUndefined();
        const paged = await page("teacher1", { pageNo: 2, pageSize: 2 });
        expect([paged.data.total, paged.data.list.map((r) => r.id)]).toEqual([5, [ids[0], autoB]]);
        // One session's list starts with its automatic record, then the others newest first.
        expect((await page("teacher1", { courseItemId: a.id })).data.list.map((r) => r.id)).toEqual([
          autoA,
          ids[1],
          ids[0],
        ]);
        expect((await page("teacher1", { title: "补充" })).data.list.map((r) => r.id)).toEqual([ids[1]]);
        // LIKE wildcards in the filter are taken literally.
        expect((await page("teacher1", { title: "%_" })).data.list.map((r) => r.id)).toEqual([ids[2]]);
        expect((await page("teacher1", { title: "_" })).data.list.map((r) => r.id)).toEqual([ids[2]]);
        expect((await page("teacher1", { courseId: a.courseId })).data.total).toBe(5);
        // Another teacher sees none of them; an administrator sees everyone's.
        expect((await page("teacher2", { courseId: a.courseId })).data).toEqual({ list: [], total: 0 });
        expect((await page("teacher2")).data.list.every((r) => r.courseName === "数据结构")).toBe(true);
        const admin = await page("admin", { pageSize: 100 });
        expect(admin.data.list.map((r) => r.courseName).sort()).toEqual(
          expect.arrayContaining(["人工智能导论", "数据结构"]),
        );
        expect(admin.data.total).toBe((await page("teacher1")).data.total + (await page("teacher2")).data.total);
        expect((await page("student01")).data).toEqual({ list: [], total: 0 });
      });
    });

    describe("delete", () => {
      it("removes the record with its practices, their questions and answers; others may not", async () => {
        const item = await freshSession("teacher2");
        const recordId = (await create("teacher2", { courseItemId: item.id, title: "要删除的记录" })).data;
        const keep = (await create("teacher2", { courseItemId: item.id, title: "留下的记录" })).data;
        const make = async (classroomRecordId: number) =>
          (
            await s.call<number>("POST", "/teach/classroom-practice/create", {
              token: await token("teacher2"),
              body: {
                classroomRecordId,
                title: "练习",
                publish: true,
                questions: [{ type: 1, title: "1+1=?", options: ["1", "2"], answer: "1", score: 2 }],
              },
            })
          ).data;
        const doomed = await make(recordId);
        const kept = await make(keep);
        for (const id of [doomed, kept])
          for (const u of ["student01", "student02"]) {
            const q = await s.call<{ questions: { id: number }[] }>("GET", "/teach/classroom-practice/get", {
              token: await token(u),
              query: { id },
            });
            const r = await s.call("POST", "/teach/classroom-practice/record", {
              token: await token(u),
              query: { id },
              body: { answers: [{ questionId: q.data.questions[0]!.id, options: [1] }] },
            });
            expect(r.code).toBe(0);
          }
        const practices = await countOf(schema.classroomPractices);
        const answers = await countOf(schema.practiceAnswers);
        const before = await rowCounts();
        for (const u of ["teacher1", "student01"]) {
          const r = await s.call("DELETE", "/teach/classroom-record/delete", {
            token: await token(u),
            query: { id: recordId },
          });
          expect(r.status, u).toBe(403);
        }
        expect(await rowCounts()).toEqual(before);
        const del = await s.call<boolean>("DELETE", "/teach/classroom-record/delete", {
          token: await token("teacher2"),
          query: { id: recordId },
        });
        expect([del.code, del.data]).toEqual([0, true]);
        expect((await get("teacher2", recordId)).status).toBe(404);
        expect(await countOf(schema.classroomPractices)).toBe(practices - 1);
        expect(await countOf(schema.practiceAnswers)).toBe(answers - 2);
        const orphans = await s.database.db
          .select()
          .from(schema.practiceQuestions)
          .where(eq(schema.practiceQuestions.practiceId, doomed));
        expect(orphans).toEqual([]);
        // The other record of the session and its practice are untouched.
        expect((await get("teacher2", keep)).data.practiceCount).toBe(1);
        const again = await s.call("DELETE", "/teach/classroom-record/delete", {
          token: await token("teacher2"),
          query: { id: recordId },
        });
        expect(again.status).toBe(404);
      });
    });
  });
}
