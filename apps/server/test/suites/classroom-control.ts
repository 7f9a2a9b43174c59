// Classroom control over real HTTP and WebSocket: the mode and recording reach the session's students
// as `control` events (and no other class's student), recording marks the session's record with its
// video segments, ending the session closes an open one; strangers and bad input change nothing.
import type { components } from "@smartclass/api";
import { count, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { activityKit, pause, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ClassroomRecord = components["schemas"]["ClassroomRecord"];
type CourseItem = components["schemas"]["CourseItem"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineClassroomControlTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());
    afterEach(() => s.clock.reset());

    async function control(user: string, path: "mode" | "video/start" | "video/end", mode?: number) {
      return s.call<boolean>("GET", `/teach/control/${path}`, {
        token: await token(user),
        ...(mode !== undefined ? { query: { mode } } : {}),
      });
    }
    const segmentsOf = async (courseItemId: number) =>
      s.database.db
        .select()
        .from(schema.videoSegments)
        .where(eq(schema.videoSegments.courseItemId, courseItemId))
        .orderBy(schema.videoSegments.id);
    async function autoRecord(courseItemId: number) {
      const page = await s.call<{ list: ClassroomRecord[] }>("GET", "/teach/classroom-record/page", {
        token: await token("teacher2"),
        query: { pageNo: 1, pageSize: 10, courseItemId },
      });
      return page.data.list[0]!;
    }

    it("pushes every mode and recording change to the session's students only", async () => {
      // 数据结构 (teacher2) holds student01 … student10; student20 studies only 人工智能导论.
      const item = await freshSession("teacher2");
      const clients = await connectAll(["student01", "student02", "student20"]);
      try {
        expect((await control("teacher2", "mode", 1)).data).toBe(true);
        const lecture = { type: "control", courseItemId: item.id, mode: 1, videoOn: false };
        expect(await until(() => clients.get("student02")!.of("control").length === 1)).toBe(true);
        expect(clients.get("student01")!.of("control")).toEqual([lecture]);
        expect(clients.get("student02")!.of("control")).toEqual([lecture]);
        const current = await s.call<CourseItem>("GET", "/teach/course-item/student/current", {
          token: await token("student01"),
        });
        expect(current.data.mode).toBe(1);

        await control("teacher2", "mode", 2);
        await control("teacher2", "video/start");
        expect(await until(() => clients.get("student01")!.of("control").length === 3)).toBe(true);
        expect(clients.get("student01")!.of("control").slice(1)).toEqual([
          { type: "control", courseItemId: item.id, mode: 2, videoOn: false },
          { type: "control", courseItemId: item.id, mode: 2, videoOn: true },
        ]);
        const status = await s.call<{ mode: number; videoOn: boolean }>("GET", "/teach/course-item/classroom/status", {
          token: await token("teacher2"),
        });
        expect(status.data).toMatchObject({ mode: 2, videoOn: true });
        await control("teacher2", "mode", 0);
        expect(await until(() => clients.get("student01")!.of("control").length === 4)).toBe(true);
        // Give a stray delivery time to arrive: the other class's student heard nothing.
        await pause(200);
        expect(clients.get("student20")!.of("control")).toEqual([]);
      } finally {
        await closeAll(clients);
      }
    });

    it("starting and ending a class tells its students and its teacher, once each, and nobody else", async () => {
      await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
      const clients = await connectAll(["student04", "student20", "teacher2"]);
      try {
        const item = await freshSession("teacher2");
        const started = { type: "classChanged", courseItemId: item.id, status: 1 };
        expect(await until(() => clients.get("teacher2")!.of("classChanged").length === 1)).toBe(true);
        expect(await until(() => clients.get("student04")!.of("classChanged").length === 1)).toBe(true);
        expect(clients.get("student04")!.of("classChanged")).toEqual([started]);
        // Starting a running class again announces nothing new.
        await s.call("GET", "/teach/course-item/start/courseItem", {
          token: await token("teacher2"),
          query: { courseItemId: item.id },
        });
        expect((await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") })).data).toBe(true);
        expect(await until(() => clients.get("student04")!.of("classChanged").length === 2)).toBe(true);
        expect(clients.get("student04")!.of("classChanged")).toEqual([
          started,
          { type: "classChanged", courseItemId: item.id, status: 2 },
        ]);
        expect(await until(() => clients.get("teacher2")!.of("classChanged").length === 2)).toBe(true);
        expect(clients.get("student20")!.of("classChanged")).toEqual([]);
      } finally {
        await closeAll(clients);
      }
    });

    it("ending a locked session tells its students control is back to 自由", async () => {
      const item = await freshSession("teacher2");
      const clients = await connectAll(["student03"]);
      try {
        await control("teacher2", "mode", 2);
        expect(await until(() => clients.get("student03")!.of("control").length === 1)).toBe(true);
        expect((await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") })).data).toBe(true);
        expect(await until(() => clients.get("student03")!.of("control").length === 2)).toBe(true);
        expect(clients.get("student03")!.of("control")[1]).toEqual({
          type: "control",
          courseItemId: item.id,
          mode: 0,
          videoOn: false,
        });
      } finally {
        await closeAll(clients);
      }
    });

    it("records video segments: a second start adds nothing, end closes, ending the session closes too", async () => {
      const item = await freshSession("teacher2");
      await control("teacher2", "video/start");
      s.clock.advance(60_000);
      await control("teacher2", "video/start");
      expect(await segmentsOf(item.id)).toHaveLength(1);
      s.clock.advance(60_000);
      await control("teacher2", "video/end");
      // Ending when not recording changes nothing.
      await control("teacher2", "video/end");
      const [first] = await segmentsOf(item.id);
      // The clock moved two minutes (plus the few milliseconds the calls took).
      expect(first!.endedAt!.getTime() - first!.startedAt.getTime()).toBeGreaterThanOrEqual(120_000);
      expect(first!.endedAt!.getTime() - first!.startedAt.getTime()).toBeLessThan(125_000);
      s.clock.advance(60_000);
      await control("teacher2", "video/start");
      s.clock.advance(30_000);
      expect((await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") })).data).toBe(true);
      const segments = await segmentsOf(item.id);
      expect(segments).toHaveLength(2);
      expect(segments[1]!.endedAt!.getTime() - segments[1]!.startedAt.getTime()).toBeGreaterThanOrEqual(30_000);
      expect(segments[1]!.endedAt!.getTime() - segments[1]!.startedAt.getTime()).toBeLessThan(35_000);

      const record = await s.call<ClassroomRecord>("GET", "/teach/classroom-record/get", {
        token: await token("teacher2"),
        query: { id: (await autoRecord(item.id)).id },
      });
      expect(record.data.summary!.videoSegments).toEqual(
        segments.map((g) => ({ start: g.startedAt.getTime(), end: g.endedAt!.getTime() })),
      );
      expect(record.data.summary!.videoSegments[0]!.start).toBeLessThan(record.data.summary!.videoSegments[1]!.start);
    });

    it("shows a segment still recording with end null", async () => {
      const item = await freshSession("teacher2");
      await control("teacher2", "video/start");
      const record = await s.call<ClassroomRecord>("GET", "/teach/classroom-record/get", {
        token: await token("teacher2"),
        query: { id: (await autoRecord(item.id)).id },
      });
      expect(record.data.summary!.videoSegments).toEqual([{ start: expect.any(Number), end: null }]);
    });

    it("refuses without a session, for students and bad modes, and writes nothing", async () => {
      await freshSession("teacher2");
      const before = await rowCounts();
      const student = await control("student01", "mode", 1);
      expect(student.status).toBe(403);
      expect((await control("student01", "video/start")).status).toBe(403);
      const bad = await control("teacher2", "mode", 5);
      expect(bad.status).toBe(400);
      expect(bad.msg).toContain("mode");
      expect((await control("teacher2", "mode")).status).toBe(400);
      expect(await rowCounts()).toEqual(before);

      await s.call("GET", "/teach/course-item/end", { token: await token("teacher2") });
      const segments = (await s.database.db.select({ n: count() }).from(schema.videoSegments))[0]!.n;
      for (const path of ["mode", "video/start", "video/end"] as const) {
        const r = await control("teacher2", path, path === "mode" ? 1 : undefined);
        expect([r.status, r.code, r.msg]).toEqual([200, 1_003_000_003, "没有进行中的课"]);
      }
      expect((await s.database.db.select({ n: count() }).from(schema.videoSegments))[0]!.n).toBe(segments);
    });
  });
}
