// A class session's automatic record and its student list over real HTTP: starting a session (from a
// course or by its id) writes exactly one record titled `{course} · {session}` (also under two
// concurrent starts), ending one started without it writes it then, manual records stay allowed;
// the student list tells who checked in and how many activities each answered.
import type { components } from "@smartclass/api";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit, CHOICES } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ClassStudent = components["schemas"]["ClassStudent"];
type CourseItem = components["schemas"]["CourseItem"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomSessionTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, courseOf, freshSession, practiseOnce } = activityKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    const recordsOf = async (courseItemId: number) =>
      s.database.db
        .select()
        .from(schema.classroomRecords)
        .where(eq(schema.classroomRecords.courseItemId, courseItemId))
        .orderBy(schema.classroomRecords.id);
    async function newItem(teacher: string, name: string) {
      const now = s.clock.now();
      const [item] = await s.database.db
        .insert(schema.courseItems)
        .values({
          courseId: await courseOf(teacher),
          teacherId: await userId(teacher),
          name,
          planStart: now,
          planEnd: new Date(now.getTime() + 3600_000),
        })
        .returning();
      return item!;
    }
    const end = async (teacher: string) => s.call("GET", "/teach/course-item/end", { token: await token(teacher) });

    describe("the automatic record", () => {
      it("is written once when the seeded session starts from the timetable", async () => {
        // The seed's session of 数据结构 today, started through its course (course-item/start).
        const started = await s.call<CourseItem>("GET", "/teach/course-item/start", {
          token: await token("teacher2"),
          query: { courseId: await courseOf("teacher2") },
        });
        expect(started.code).toBe(0);
        expect(started.data.name).toBe("第 1 讲：线性表");
        const records = await recordsOf(started.data.id);
        expect(records.map((r) => [r.title, r.automatic])).toEqual([["数据结构 · 第 1 讲：线性表", true]]);
        // Starting it again (it runs) writes no second one.
        await s.call("GET", "/teach/course-item/start/courseItem", {
          token: await token("teacher2"),
          query: { courseItemId: started.data.id },
        });
        expect(await recordsOf(started.data.id)).toHaveLength(1);
        // The running session's record is the first row of its page.
        const page = await s.call<{ list: { id: number; title: string }[] }>("GET", "/teach/classroom-record/page", {
          token: await token("teacher2"),
          query: { pageNo: 1, pageSize: 10, courseItemId: started.data.id },
        });
        expect(page.data.list.map((r) => r.id)).toEqual([records[0]!.id]);
        await end("teacher2");
        expect(await recordsOf(started.data.id)).toHaveLength(1);
      });

      it("stays one under two concurrent starts, and manual records are still allowed", async () => {
        await end("teacher2");
        const item = await newItem("teacher2", "第 2 讲：栈");
        const t = await token("teacher2");
        const starts = await Promise.all(
          [1, 2].map(() =>
            s.call<CourseItem>("GET", "/teach/course-item/start/courseItem", {
              token: t,
              query: { courseItemId: item.id },
            }),
          ),
        );
        expect(starts.map((r) => r.code)).toEqual([0, 0]);
        const created = await s.call<number>("POST", "/teach/classroom-record/create", {
          token: t,
          body: { courseItemId: item.id, title: "板书补充" },
        });
        expect(created.code).toBe(0);
        const records = await recordsOf(item.id);
        expect(records.map((r) => [r.title, r.automatic])).toEqual([
          ["数据结构 · 第 2 讲：栈", true],
          ["板书补充", false],
        ]);
        // The session's page starts with its automatic record, though the manual one is newer.
        const page = await s.call<{ list: { id: number }[] }>("GET", "/teach/classroom-record/page", {
          token: t,
          query: { pageNo: 1, pageSize: 10, courseItemId: item.id },
        });
        expect(page.data.list.map((r) => r.id)).toEqual([records[0]!.id, records[1]!.id]);
        await end("teacher2");
        expect(await recordsOf(item.id)).toHaveLength(2);
      });

      it("is written when a session started without one ends", async () => {
        const item = await freshSession("teacher2");
        // As a session started before records were automatic: no record.
        await s.database.db
          .delete(schema.classroomRecords)
          .where(and(eq(schema.classroomRecords.courseItemId, item.id)));
        expect(await recordsOf(item.id)).toHaveLength(0);
        await end("teacher2");
        const records = await recordsOf(item.id);
        expect(records).toHaveLength(1);
        expect(records[0]!.title).toMatch(/^数据结构 · 测试课 \d+$/);
        expect(records[0]!.automatic).toBe(true);
      });
    });

    describe("a session never started", () => {
      it("gets no record when it is ended", async () => {
        const item = await newItem("teacher2", "第 9 讲：取消的课");
        const ended = await s.call("GET", "/teach/course-item/end", {
          token: await token("teacher2"),
          query: { courseItemId: item.id },
        });
        expect(ended.data).toBe(true);
        expect(await recordsOf(item.id)).toEqual([]);
      });
    });

    describe("the session's students", () => {
      it("tells who checked in and how many activities each answered in this session", async () => {
        // An earlier session's answers do not count in this one.
        const earlier = await freshSession("teacher2");
        const old = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: await token("teacher2"),
          body: { courseItemId: earlier.id, duration: 120 },
        });
        await s.call("POST", "/teach/sign-in/record", {
          token: await token("student05"),
          query: { signId: old.data.id },
        });

        const item = await freshSession("teacher2");
        const t = await token("teacher2");
        const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: t,
          body: { courseItemId: item.id, duration: 120 },
        });
        for (const u of ["student01", "student02"])
          expect(
            (
              await s.call("POST", "/teach/sign-in/record", {
                token: await token(u),
                query: { signId: signIn.data.id },
              })
            ).code,
          ).toBe(0);
        const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
          token: t,
          body: { courseItemId: item.id, title: "哪种属于无监督学习？", type: 1, options: CHOICES, answer: ["B"] },
        });
        expect(q.code).toBe(0);
        expect(
          (
            await s.call("POST", "/teach/ask-question/record", {
              token: await token("student01"),
              body: { questionId: q.data.id, choices: ["B"] },
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
        for (const u of ["student01", "student03"])
          expect(
            (
              await s.call("POST", "/teach/survey/record", {
                token: await token(u),
                body: {
                  itemSurveyId: survey.data.id,
                  answers: [{ questionId: survey.data.questions[0]!.id, options: [0] }],
                },
              })
            ).code,
          ).toBe(0);
        await practiseOnce("teacher2", item.id, "student01");

        const list = await s.call<ClassStudent[]>("GET", "/teach/course-item/students", {
          token: t,
          query: { courseItemId: item.id },
        });
        expect(list.code).toBe(0);
        const byNo = new Map(list.data.map((x) => [x.studentNo, x]));
        expect(list.data).toHaveLength(10);
        expect(byNo.get("student01")).toMatchObject({ checkedIn: true, answerCount: 3 });
        expect(byNo.get("student02")).toMatchObject({ checkedIn: true, answerCount: 0 });
        expect(byNo.get("student03")).toMatchObject({ checkedIn: false, answerCount: 1 });
        expect(byNo.get("student05")).toMatchObject({ checkedIn: false, answerCount: 0 });
        expect(list.data.every((x) => typeof x.checkedIn === "boolean" && typeof x.answerCount === "number")).toBe(
          true,
        );
        // Another teacher may not read the list.
        const other = await s.call("GET", "/teach/course-item/students", {
          token: await token("teacher1"),
          query: { courseItemId: item.id },
        });
        expect(other.status).toBe(403);
      });
    });
  });
}
