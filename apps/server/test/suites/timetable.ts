// The timetables of one week over real HTTP: the school timetable and the teacher's free-lesson one
// return exactly the asked week's class sessions (Monday 00:00 to the next Monday 00:00, UTC+8), each
// once with its session id, day and times in UTC+8; the week defaults to the server clock's; a planned
// free lesson lands on its day; and every refused free lesson leaves the courses and sessions as they were.
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

interface Slot {
  courseItemId: number;
  courseId: number;
  courseName: string;
  teacherName?: string;
  classroomName?: string;
  date: string;
  weekday: number;
  startTime: string;
  endTime: string;
  status: number;
}

/** An instant given as a time of day in UTC+8 ("2030-03-04 08:00"). */
const at = (beijingTime: string) => new Date(`${beijingTime.replace(" ", "T")}:00+08:00`);
const MINUTE = 60_000;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineTimetableTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let teacher1 = "";
    let teacher2 = "";
    let teacher1Id = 0;
    let teacher2Id = 0;
    /** Their nicknames, as the timetable shows them. */
    let nick1 = "";
    let nick2 = "";
    /** teacher1's course the sessions below belong to, and teacher2's. */
    let mine = 0;
    let theirs = 0;

    const userOf = async (username: string) =>
      (
        await s.database.db
          .select({ id: schema.users.id, nickname: schema.users.nickname })
          .from(schema.users)
          .where(eq(schema.users.username, username))
      )[0]!;

    /** Adds a class session of `courseId` planned from `start` for `minutes`; its id. */
    async function session(
      courseId: number,
      teacherId: number,
      start: Date,
      minutes: number,
      over: { freedom?: boolean; status?: number; classroom?: string } = {},
    ) {
      const [row] = await s.database.db
        .insert(schema.courseItems)
        .values({
          courseId,
          teacherId,
          name: `第 ${start.toISOString()} 讲`,
          planStart: start,
          planEnd: new Date(start.getTime() + minutes * MINUTE),
          freedom: over.freedom ?? false,
          status: over.status ?? 0,
          classroom: over.classroom ?? null,
        })
        .returning({ id: schema.courseItems.id });
      return row!.id;
    }

    const schedule = (kind: "school" | "freedom", token: string, weekStart?: string) =>
      s.call<Slot[]>(
        "GET",
        kind === "school" ? "/teach/course/tenant/classSchedule" : "/teach/course/my/freedomSchedule",
        { token, query: { weekStart } },
      );

    const rows = async () => ({
      courses: (await s.database.db.select({ n: count() }).from(schema.courses))[0]!.n,
      items: (await s.database.db.select({ n: count() }).from(schema.courseItems))[0]!.n,
    });

    beforeAll(async () => {
      s = await startServer(engine);
      teacher1 = (await s.login("teacher1")).accessToken;
      teacher2 = (await s.login("teacher2")).accessToken;
      ({ id: teacher1Id, nickname: nick1 } = await userOf("teacher1"));
      ({ id: teacher2Id, nickname: nick2 } = await userOf("teacher2"));
      const [a] = await s.database.db
        .insert(schema.courses)
        .values({ name: "线性代数", teacherId: teacher1Id, classroomName: "2024级1班" })
        .returning({ id: schema.courses.id });
      const [b] = await s.database.db
        .insert(schema.courses)
        .values({ name: "离散数学", teacherId: teacher2Id })
        .returning({ id: schema.courses.id });
      mine = a!.id;
      theirs = b!.id;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    describe("one week of the school timetable", () => {
      // The week of Monday 2030-03-04 (UTC+8) and the next one; nothing else is planned in 2030.
      const ids: Record<string, number> = {};
      beforeAll(async () => {
        ids.lastSundayNight = await session(mine, teacher1Id, at("2030-03-03 23:59"), 30);
        ids.mondayMidnight = await session(mine, teacher1Id, at("2030-03-04 00:00"), 45);
        ids.mondayMorning = await session(mine, teacher1Id, at("2030-03-04 08:00"), 45, { classroom: "A101" });
        // 23:30 UTC on Tuesday is 07:30 on Wednesday in UTC+8.
        ids.utcLateNight = await session(theirs, teacher2Id, new Date("2030-03-05T23:30:00Z"), 90, { status: 2 });
        ids.freedom = await session(mine, teacher1Id, at("2030-03-06 19:00"), 60, { freedom: true });
        ids.sundayNight = await session(mine, teacher1Id, at("2030-03-10 23:30"), 29, { status: 1 });
        ids.nextMonday = await session(mine, teacher1Id, at("2030-03-11 00:00"), 45);
        ids.nextFriday = await session(theirs, teacher2Id, at("2030-03-15 10:00"), 45);
      });

      const weekA = () => [
        {
          courseItemId: ids.mondayMidnight,
          courseId: mine,
          courseName: "线性代数",
          teacherName: nick1,
          classroomName: "2024级1班",
          date: "2030-03-04",
          weekday: 1,
          startTime: "00:00",
          endTime: "00:45",
          status: 0,
        },
        {
          courseItemId: ids.mondayMorning,
          courseId: mine,
          courseName: "线性代数",
          teacherName: nick1,
          classroomName: "A101",
          date: "2030-03-04",
          weekday: 1,
          startTime: "08:00",
          endTime: "08:45",
          status: 0,
        },
        {
          courseItemId: ids.utcLateNight,
          courseId: theirs,
          courseName: "离散数学",
          teacherName: nick2,
          date: "2030-03-06",
          weekday: 3,
          startTime: "07:30",
          endTime: "09:00",
          status: 2,
        },
        {
          courseItemId: ids.sundayNight,
          courseId: mine,
          courseName: "线性代数",
          teacherName: nick1,
          classroomName: "2024级1班",
          date: "2030-03-10",
          weekday: 7,
          startTime: "23:30",
          endTime: "23:59",
          status: 1,
        },
      ];

      it("lists exactly the asked week's sessions, each once, by start, with day and times in UTC+8", async () => {
        const expected = weekA();
        for (const day of ["2030-03-04", "2030-03-06", "2030-03-10"]) {
          const answer = await schedule("school", teacher1, day);
          expect(answer.status).toBe(200);
          expect(answer.data).toEqual(expected);
        }
        const next = await schedule("school", teacher2, "2030-03-11");
        expect(next.data.map((slot) => [slot.courseItemId, slot.date, slot.weekday, slot.startTime])).toEqual([
          [ids.nextMonday, "2030-03-11", 1, "00:00"],
          [ids.nextFriday, "2030-03-15", 5, "10:00"],
        ]);
        const earlier = await schedule("school", teacher1, "2030-03-03");
        expect(earlier.data.map((slot) => slot.courseItemId)).toEqual([ids.lastSundayNight]);
        expect(earlier.data[0]).toMatchObject({ date: "2030-03-03", weekday: 7, startTime: "23:59", endTime: "00:29" });
      });

      it("lists the caller's own free lessons of the week only in their free-lesson timetable", async () => {
        const mineFree = await schedule("freedom", teacher1, "2030-03-08");
        expect(mineFree.data).toEqual([
          expect.objectContaining({
            courseItemId: ids.freedom,
            date: "2030-03-06",
            weekday: 3,
            startTime: "19:00",
            endTime: "20:00",
            status: 0,
          }),
        ]);
        expect((await schedule("freedom", teacher2, "2030-03-08")).data).toEqual([]);
        expect((await schedule("freedom", teacher1, "2030-03-11")).data).toEqual([]);
      });

      it("shows the week of the server's clock when no week is asked for", async () => {
        // Tokens follow the server's clock too: years ahead, the teacher signs in again.
        const moveTo = async (beijingTime: string) => {
          s.clock.reset();
          s.clock.advance(at(beijingTime).getTime() - Date.now());
          return (await s.login("teacher1")).accessToken;
        };
        try {
          let token = await moveTo("2030-03-07 12:00");
          const school = await schedule("school", token);
          expect(school.data.map((slot) => slot.courseItemId)).toEqual(weekA().map((slot) => slot.courseItemId));
          expect((await schedule("freedom", token)).data.map((slot) => slot.courseItemId)).toEqual([ids.freedom]);
          // Sunday 23:50 in UTC+8 is still that week; ten minutes later it is the next one.
          token = await moveTo("2030-03-10 23:50");
          expect((await schedule("school", token)).data.at(-1)?.courseItemId).toBe(ids.sundayNight);
          s.clock.advance(10 * MINUTE);
          expect((await schedule("school", token)).data.map((slot) => slot.courseItemId)).toEqual([
            ids.nextMonday,
            ids.nextFriday,
          ]);
        } finally {
          s.clock.reset();
        }
      });

      it("refuses a weekStart that is not a YYYY-MM-DD date with 400", async () => {
        for (const weekStart of ["2030-02-30", "2030-3-4", "next week", "2030-03-04T00:00", "", "20300304"]) {
          for (const kind of ["school", "freedom"] as const) {
            const answer = await schedule(kind, teacher1, weekStart);
            expect(answer.status, `${kind} ${weekStart}`).toBe(400);
            expect(answer.msg).toBe("请求参数不正确：query.weekStart 应为 YYYY-MM-DD 格式的日期");
          }
        }
      });
    });

    describe("planning a free lesson", () => {
      it("plans a lesson of the caller's course at the given times and lists it on that day", async () => {
        const before = await rows();
        const created = await s.call<{ id: number; courseId: number; freedom: boolean; status: number }>(
          "POST",
          "/teach/channels/freedom/create",
          {
            token: teacher1,
            body: {
              name: "期中答疑",
              courseId: mine,
              start: at("2031-06-12 19:00").getTime(),
              end: at("2031-06-12 20:30").getTime(),
            },
          },
        );
        expect(created.status).toBe(200);
        expect(created.data).toMatchObject({ courseId: mine, freedom: true, status: 0 });
        expect(await rows()).toEqual({ courses: before.courses, items: before.items + 1 });
        const week = await schedule("freedom", teacher1, "2031-06-09");
        expect(week.data).toEqual([
          expect.objectContaining({
            courseItemId: created.data.id,
            courseId: mine,
            courseName: "线性代数",
            date: "2031-06-12",
            weekday: 4,
            startTime: "19:00",
            endTime: "20:30",
            status: 0,
          }),
        ]);
        expect((await schedule("school", teacher1, "2031-06-09")).data).toEqual([]);
      });

      it("makes a course for a lesson without one, and plans from now for 2 hours without times", async () => {
        const before = await rows();
        const planned = await s.call<{ id: number; courseId: number }>("POST", "/teach/channels/freedom/create", {
          token: teacher2,
          body: { name: "竞赛辅导", start: at("2031-06-14 08:00").getTime(), end: at("2031-06-14 20:00").getTime() },
        });
        expect(planned.status).toBe(200);
        expect(planned.data.courseId).not.toBe(theirs);
        expect(await rows()).toEqual({ courses: before.courses + 1, items: before.items + 1 });
        expect((await schedule("freedom", teacher2, "2031-06-15")).data).toEqual([
          expect.objectContaining({
            courseItemId: planned.data.id,
            courseName: "竞赛辅导",
            weekday: 6,
            endTime: "20:00",
          }),
        ]);

        s.clock.advance(at("2031-06-10 09:15").getTime() - Date.now());
        // Tokens follow the server's clock: years ahead, the teacher signs in again.
        const later = (await s.login("teacher2")).accessToken;
        const now = await s.call<{ id: number }>("POST", "/teach/channels/freedom/create", {
          token: later,
          body: { name: "临时加课", courseId: theirs },
        });
        const [row] = await s.database.db
          .select()
          .from(schema.courseItems)
          .where(eq(schema.courseItems.id, now.data.id));
        expect(row!.planEnd.getTime() - row!.planStart.getTime()).toBe(2 * 3_600_000);
        expect(Math.abs(row!.planStart.getTime() - at("2031-06-10 09:15").getTime())).toBeLessThan(60_000);
        expect((await schedule("freedom", later)).data.map((slot) => [slot.courseItemId, slot.startTime])).toEqual([
          [now.data.id, "09:15"],
          [planned.data.id, "08:00"],
        ]);
      });

      it("refuses another teacher's course (403), an unknown course (404) and bad times (400), writing nothing", async () => {
        const before = await rows();
        const monday = (hhmm: string) => at(`2031-06-16 ${hhmm}`).getTime();
        const refused: [number, Record<string, unknown>, string][] = [
          [403, { name: "蹭课", courseId: theirs }, "这不是您的课程"],
          [404, { name: "无课", courseId: 999_999 }, "课程不存在：999999"],
          [404, { name: "无课", courseId: 99_999_999_999 }, "课程不存在"],
          [400, { name: "只有开始", start: monday("08:00") }, "body.end 须与 body.start 一起给出"],
          [400, { name: "只有结束", courseId: mine, end: monday("09:00") }, "body.start 须与 body.end 一起给出"],
          [400, { name: "倒着", start: monday("10:00"), end: monday("09:00") }, "body.end 须晚于开始时间"],
          [400, { name: "零长", start: monday("10:00"), end: monday("10:00") }, "body.end 须晚于开始时间"],
          [400, { name: "过长", start: monday("07:00"), end: monday("19:01") }, "一节课最长 12 小时"],
          [
            400,
            { name: "跨天", start: monday("22:00"), end: at("2031-06-17 01:00").getTime() },
            "须与开始时间在同一天",
          ],
          [400, { name: "太早", start: 0, end: 3_600_000 }, "body.start 不是有效的时间"],
          [400, { name: "字符串", start: "2031-06-16T08:00", end: monday("09:00") }, "body.start"],
          [400, { name: "", start: monday("08:00"), end: monday("09:00") }, "body.name"],
        ];
        for (const [status, body, msg] of refused) {
          const answer = await s.call("POST", "/teach/channels/freedom/create", { token: teacher1, body });
          expect(answer.status, JSON.stringify(body)).toBe(status);
          expect(answer.msg).toContain(msg);
        }
        expect(await rows()).toEqual(before);
        expect((await schedule("freedom", teacher1, "2031-06-16")).data).toEqual([]);
      });
    });
  });
}
