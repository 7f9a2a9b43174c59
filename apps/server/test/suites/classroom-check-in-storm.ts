// A check-in storm over real HTTP: 200 students (and 50 double taps) checking in within one second
// are recorded exactly once each, and check-ins arriving together are each answered as they would be
// alone, with one push to the teacher per new record.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { hashPassword } from "../../src/lib/password.js";
import { until } from "../activity-kit.js";
import type { TestServer } from "../helpers.js";
import type { ClassroomKit } from "./classroom-kit.js";

/** The check-in storm part of the course and sign-in suite. */
export function defineCheckInStormTests(kit: ClassroomKit) {
  const { tokenOf, userId, connect } = kit;
  let s: TestServer;

  describe("check-in storm", () => {
    beforeAll(() => {
      s = kit.server();
    });

    // Shared with the next test: the storm's class session, its students' sessions and sign-in.
    let storm: { itemId: number; signInId: number; pairs: { userId: number; accessToken: string }[] } | undefined;

    it("records 200 students checking in within one second exactly 200 times, each once", async () => {
      const db = s.database.db;
      const teacherId = await userId("teacher1");
      const hash = await hashPassword("storm123", 1024);
      const [studentRole] = await db.select().from(schema.roles).where(eq(schema.roles.code, "student"));
      const students = await db
        .insert(schema.users)
        .values(
          Array.from({ length: 200 }, (_, i) => ({
            username: `storm${i}`,
            passwordHash: hash,
            nickname: `风暴${i}`,
          })),
        )
        .returning({ id: schema.users.id });
      await db.insert(schema.userRoles).values(students.map((u) => ({ userId: u.id, roleId: studentRole!.id })));
      const [course] = await db.insert(schema.courses).values({ name: "风暴课", teacherId }).returning();
      await db.insert(schema.courseStudents).values(students.map((u) => ({ courseId: course!.id, userId: u.id })));
      const [item] = await db
        .insert(schema.courseItems)
        .values({
          courseId: course!.id,
          teacherId,
          name: "风暴课 1",
          planStart: new Date(),
          planEnd: new Date(Date.now() + 3600_000),
        })
        .returning();
      const teacher = await tokenOf("teacher1");
      await s.call("GET", "/teach/course-item/end", { token: teacher });
      expect(
        (
          await s.call("GET", "/teach/course-item/start/courseItem", {
            token: teacher,
            query: { courseItemId: item!.id },
          })
        ).code,
      ).toBe(0);
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: teacher,
        body: { courseItemId: item!.id, duration: 600 },
      });
      const pairs = await Promise.all(students.map((u) => s.services.auth.login(u.id)));
      const started = Date.now();
      // Every student checks in, and 50 of them twice (a double tap): 250 requests at once.
      const calls = [...pairs, ...pairs.slice(0, 50)].map((p) =>
        s.call("POST", "/teach/sign-in/record", { token: p.accessToken, query: { signId: signIn.data.id } }),
      );
      const answers = await Promise.all(calls);
      const elapsed = Date.now() - started;
      expect(answers.every((a) => a.status === 200 && a.data === 1)).toBe(true);
      const records = await db
        .select()
        .from(schema.signInRecords)
        .where(eq(schema.signInRecords.signInId, signIn.data.id));
      expect(records).toHaveLength(200);
      expect(new Set(records.map((r) => r.userId)).size).toBe(200);
      const summary = await s.call<{ signed: number; total: number }>("GET", "/teach/sign-in/record", {
        token: teacher,
        query: { signId: signIn.data.id },
      });
      expect(summary.data).toMatchObject({ signed: 200, total: 200 });
      console.log(`check-in storm: 250 requests answered in ${elapsed} ms (${s.database.kind})`);
      storm = { itemId: item!.id, signInId: signIn.data.id, pairs };
    }, 60_000);

    it("answers each check-in arriving at the same moment as it would alone, and tells the teacher once per new one", async () => {
      const { itemId, signInId: ended, pairs } = storm!;
      const teacher = await tokenOf("teacher1");
      expect((await s.call("POST", "/teach/sign-in/end", { token: teacher, query: { signId: ended } })).data).toBe(
        true,
      );
      const running = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: teacher,
        body: { courseItemId: itemId, duration: 600 },
      });
      const teacherSocket = await connect(teacher);
      const loggedOut = pairs[12]!;
      expect((await s.call("POST", "/teach/auth/logout", { token: loggedOut.accessToken })).data).toBe(true);
      const checkIn = (token: string, signId: number) =>
        s.call<number>("POST", "/teach/sign-in/record", { token, query: { signId } });
      // All at once, so that they are judged and written together.
      const [valid, doubleTap, notEnrolled, unknown, late, revoked] = await Promise.all([
        Promise.all(pairs.slice(0, 10).map((p) => checkIn(p.accessToken, running.data.id))),
        checkIn(pairs[0]!.accessToken, running.data.id),
        checkIn(await tokenOf("student01"), running.data.id),
        checkIn(pairs[10]!.accessToken, 999_999),
        checkIn(pairs[11]!.accessToken, ended),
        checkIn(loggedOut.accessToken, running.data.id),
      ]);
      expect(valid.map((a) => a.data)).toEqual(Array(10).fill(1));
      expect(doubleTap.data).toBe(1);
      expect([notEnrolled.status, notEnrolled.msg]).toEqual([403, "您不在这节课的学生名单中"]);
      expect([unknown.status, unknown.msg]).toEqual([404, "签到不存在：999999"]);
      expect([late.status, late.code, late.msg]).toEqual([200, 1_003_001_003, "签到已结束"]);
      expect(revoked.status).toBe(401);
      const records = await s.database.db
        .select()
        .from(schema.signInRecords)
        .where(eq(schema.signInRecords.signInId, running.data.id));
      expect(records.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
        pairs
          .slice(0, 10)
          .map((p) => p.userId)
          .sort((a, b) => a - b),
      );
      const checked = () =>
        teacherSocket.frames
          .map((f) => JSON.parse(f) as { type: string; signInId?: number; record?: { userId: number; id: number } })
          .filter((e) => e.type === "signInChecked" && e.signInId === running.data.id);
      expect(await until(() => checked().length >= 10)).toBe(true);
      // One event per new record (the double tap adds none), with the record's id.
      await new Promise((r) => setTimeout(r, 100));
      expect(
        checked()
          .map((e) => e.record!.id)
          .sort((a, b) => a - b),
      ).toEqual(records.map((r) => r.id).sort((a, b) => a - b));
      teacherSocket.ws.close();
      await teacherSocket.closed;
    });
  });
}
