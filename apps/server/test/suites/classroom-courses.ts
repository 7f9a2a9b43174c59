// Class sessions and courses over real HTTP: starting a class shows it to the teacher and the
// students with its roster and counts, courses are listed, created and exported, bad input and other
// teachers' sessions are refused; the demo data gives each course a session on later days, counted on
// the school's calendar.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { ensureDemoSessionsToday } from "../../src/seed.js";
import type { TestServer } from "../helpers.js";
import type { ClassroomKit } from "./classroom-kit.js";

/** The class sessions and courses part of the course and sign-in suite. */
export function defineClassSessionTests(kit: ClassroomKit) {
  const { tokenOf, userId, itemOf } = kit;
  let s: TestServer;

  describe("class sessions", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("starts a class, shows it to teacher and students, counts students and ends it", async () => {
      const teacher = await tokenOf("teacher1");
      const student = await tokenOf("student30");
      const { id, courseId } = await itemOf("teacher1");
      expect((await s.call("GET", "/teach/course-item/current", { token: teacher })).data).toBeNull();
      expect((await s.call("GET", "/teach/course-item/student/current", { token: student })).data).toBeNull();
      const started = await s.call<{
        id: number;
        status: number;
        courseName: string;
        teacherName: string;
        startTime: number;
      }>("GET", "/teach/course-item/start", {
        token: teacher,
        query: { courseId },
      });
      expect(started.data).toMatchObject({ id, status: 1, courseName: "人工智能导论", teacherName: "张老师" });
      expect(started.data.startTime).toBeGreaterThan(0);
      expect((await s.call<{ id: number }>("GET", "/teach/course-item/current", { token: teacher })).data.id).toBe(id);
      expect(
        (await s.call<{ name: string }>("GET", "/teach/course-item/current/course", { token: teacher })).data.name,
      ).toBe("人工智能导论");
      expect(
        (await s.call<{ id: number }>("GET", "/teach/course-item/student/current", { token: student })).data.id,
      ).toBe(id);
      expect(
        (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: id } })).data,
      ).toBe(40);
      const roster = await s.call<{ userId: number; nickname: string; studentNo: string }[]>(
        "GET",
        "/teach/course-item/students",
        { token: teacher, query: { courseItemId: id } },
      );
      expect(roster.data).toHaveLength(40);
      expect(roster.data[0]).toMatchObject({ nickname: "学生01", studentNo: "student01" });
      expect(new Set(roster.data.map((r) => r.userId)).size).toBe(40);
      const otherTeacher = await tokenOf("teacher2");
      expect(
        (await s.call("GET", "/teach/course-item/students", { token: otherTeacher, query: { courseItemId: id } }))
          .status,
      ).toBe(403);
      expect(
        (await s.call("GET", "/teach/course-item/students", { token: student, query: { courseItemId: id } })).status,
      ).toBe(403);
      const status = await s.call<{ courseItemId: number; status: number; studentCount: number }>(
        "GET",
        "/teach/course-item/classroom/status",
        { token: teacher },
      );
      expect(status.data).toMatchObject({ courseItemId: id, status: 1, studentCount: 40 });
      const today = await s.call<{ id: number }[]>("GET", "/teach/course-item/teacher/today", { token: teacher });
      expect(today.data.map((i) => i.id)).toContain(id);
    });

    it("lists and creates courses", async () => {
      const teacher = await tokenOf("teacher1");
      const mine = await s.call<{ name: string; studentCount: number }[]>("GET", "/teach/course/my", {
        token: teacher,
      });
      expect(mine.data).toEqual([expect.objectContaining({ name: "人工智能导论", studentCount: 40 })]);
      const created = await s.call<number>("POST", "/teach/course/create", {
        token: teacher,
        body: {
          name: "机器学习",
          classroomName: "2024级3班",
          studentIds: [await userId("student31"), await userId("student32")],
        },
      });
      expect(created.data).toBeGreaterThan(0);
      const recent = await s.call<{ id: number; studentCount: number }[]>("GET", "/teach/course/recent", {
        token: teacher,
      });
      expect(recent.data.find((c) => c.id === created.data)!.studentCount).toBe(2);
      const bad = await s.call("POST", "/teach/course/create", {
        token: teacher,
        body: { name: "x", studentIds: [await userId("teacher2")] },
      });
      expect(bad.status).toBe(400);
      expect(bad.msg).toContain("studentIds");
      expect(
        (await s.call("POST", "/teach/course/create", { token: teacher, body: { description: "no name" } })).msg,
      ).toContain("name");
      const freedom = await s.call<{ id: number; freedom: boolean; status: number }>(
        "POST",
        "/teach/channels/freedom/create",
        {
          token: teacher,
          body: { name: "答疑" },
        },
      );
      expect(freedom.data).toMatchObject({ freedom: true, status: 0 });
      const schedule = await s.call<{ courseItemId: number }[]>("GET", "/teach/course/my/freedomSchedule", {
        token: teacher,
      });
      expect(schedule.data.map((slot) => slot.courseItemId)).toEqual([freedom.data.id]);
      // The seeded session is in its week's school timetable once (test/suites/timetable.ts has the rest).
      const [seeded] = await s.database.db
        .select({ id: schema.courseItems.id, planStart: schema.courseItems.planStart })
        .from(schema.courseItems)
        .where(and(eq(schema.courseItems.teacherId, await userId("teacher1")), eq(schema.courseItems.freedom, false)));
      const weekStart = new Date(seeded!.planStart.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      const week = await s.call<{ courseItemId: number }[]>("GET", "/teach/course/tenant/classSchedule", {
        token: teacher,
        query: { weekStart },
      });
      const ids = week.data.map((slot) => slot.courseItemId);
      expect(ids.filter((id) => id === seeded!.id)).toHaveLength(1);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it("exports a course as .xlsx", async () => {
      const teacher = await tokenOf("teacher1");
      const { courseId } = await itemOf("teacher1");
      const r = await s.call("GET", "/teach/course/export/student", { token: teacher, query: { courseId } });
      expect(r.status).toBe(200);
      expect(r.raw.subarray(0, 2).toString()).toBe("PK");
      expect(r.headers.get("content-disposition")).toContain("attachment");
      expect((await s.call("GET", "/teach/course/export/nope", { token: teacher, query: { courseId } })).status).toBe(
        400,
      );
      expect(
        (
          await s.call("GET", "/teach/course/export/signIn", {
            token: await tokenOf("teacher2"),
            query: { courseId },
          })
        ).status,
      ).toBe(403);
    });

    it("refuses bad input and other teachers' sessions", async () => {
      const teacher = await tokenOf("teacher1");
      const { id } = await itemOf("teacher1");
      expect(
        (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: "abc" } })).status,
      ).toBe(400);
      expect((await s.call("GET", "/teach/course/stuCount", { token: teacher })).msg).toContain("courseItemId");
      expect(
        (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: 999999 } })).status,
      ).toBe(404);
      expect(
        (await s.call("GET", "/teach/course/stuCount", { token: teacher, query: { courseItemId: "99999999999999" } }))
          .status,
      ).toBe(404);
      expect(
        (
          await s.call("GET", "/teach/course/stuCount", {
            token: await tokenOf("teacher2"),
            query: { courseItemId: id },
          })
        ).status,
      ).toBe(403);
      expect((await s.call("GET", "/teach/course-item/start", { token: teacher, query: { courseId: 0 } })).status).toBe(
        400,
      );
      expect((await s.call("GET", "/teach/course-item/stu/todo", { token: await tokenOf("student30") })).status).toBe(
        400,
      );
    });
  });
}

/** The demo data's sessions on later days (run last: it adds class sessions to the demo courses). */
export function defineDemoDayTests(kit: ClassroomKit) {
  let s: TestServer;

  describe("demo data on later days", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("gives each demo course a class session today when it has none, once", async () => {
      const tomorrow = new Date(Date.now() + 86_400_000);
      expect(await ensureDemoSessionsToday(s.database.db, tomorrow)).toBe(2);
      expect(await ensureDemoSessionsToday(s.database.db, tomorrow)).toBe(0);
    });

    it("counts today on the school's calendar in its time zone", async () => {
      // 15:00 UTC is 23:00 in Shanghai and 10:00 in New York, both on 10 January; two hours later
      // Shanghai is on the 11th while New York is still on the 10th.
      const evening = new Date(Date.UTC(2031, 0, 10, 15));
      const later = new Date(Date.UTC(2031, 0, 10, 17));
      expect(await ensureDemoSessionsToday(s.database.db, evening, "Asia/Shanghai")).toBe(2);
      expect(await ensureDemoSessionsToday(s.database.db, later, "America/New_York")).toBe(0);
      expect(await ensureDemoSessionsToday(s.database.db, later, "Asia/Shanghai")).toBe(2);
    });
  });
}
