// The push hub over real WebSocket: bad tokens closed with 4001 and never logged, ping/pong and the
// connection count per device type, a sign-in pushed to exactly the class's students, and (on
// PostgreSQL) an event crossing from one server instance to a student connected to another.
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";

import { schema } from "../../src/db/index.js";
import { until } from "../activity-kit.js";
import { startSecondInstance, type Engine, type TestServer } from "../helpers.js";
import type { ClassroomKit, Socket } from "./classroom-kit.js";

/** Defines a block only on PostgreSQL: on PGlite there is nothing to run, rather than a skipped test. */
function describeOnPostgres(engine: Engine): (name: string, body: () => void) => void {
  return engine === "postgres" ? (name, body) => describe(name, body) : () => undefined;
}

/** The push hub's part of the course and sign-in suite. */
export function defineClassroomPushTests(engine: Engine, kit: ClassroomKit) {
  const { tokenOf, userId, itemOf, connect } = kit;
  let s: TestServer;

  describe("push hub", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("closes a connection with a bad token with code 4001, and never logs the token", async () => {
      const url = `${s.base.replace(/^http/, "ws")}/infra/ws?token=not-a-valid-token-123`;
      const ws = new WebSocket(url);
      const { code } = await new Promise<{ code: number }>((resolve) => ws.on("close", (c) => resolve({ code: c })));
      expect(code).toBe(4001);
      // Without a token in the URL the server waits for an auth frame until 10 s of its clock have passed:
      // the clock is moved past that instead of waiting it out.
      const noToken = new WebSocket(`${s.base.replace(/^http/, "ws")}/infra/ws`);
      let noTokenCode: number | undefined;
      noToken.on("close", (c) => (noTokenCode = c));
      await new Promise((resolve) => noToken.once("open", resolve));
      s.clock.advance(10_001);
      expect(await until(() => noTokenCode !== undefined)).toBe(true);
      expect(noTokenCode).toBe(4001);
      s.clock.reset();
      const good = await tokenOf("student20");
      const socket = await connect(good);
      socket.ws.close();
      await socket.closed;
      const all = s.logs.join("\n");
      expect(all).not.toContain("not-a-valid-token-123");
      expect(all).not.toContain(good);
      expect(all).toContain("token=[redacted]");
    });

    it("answers ping with pong and counts connections per user and device type", async () => {
      const id = await userId("student21");
      const a = await connect(await tokenOf("student21"), "pad");
      const b = await connect(await tokenOf("student21"));
      a.ws.send("ping");
      expect(await until(() => a.frames.includes("pong"))).toBe(true);
      expect(a.frames).toEqual(["pong"]);
      const statsOf = () => JSON.stringify(Object.entries(s.services.push.stats()[id] ?? {}).sort());
      expect(
        await until(
          () =>
            statsOf() ===
            JSON.stringify([
              ["pad", 1],
              ["web", 1],
            ]),
        ),
      ).toBe(true);
      a.ws.close();
      await a.closed;
      expect(await until(() => statsOf() === JSON.stringify([["web", 1]]))).toBe(true);
      b.ws.close();
      await b.closed;
    });

    it("delivers signIn to exactly the students of the class session and to no one else", async () => {
      const item = await itemOf("teacher2"); // the seed's second class: student01 … student10
      const teacher = await tokenOf("teacher2");
      const members = Array.from({ length: 10 }, (_, i) => `student${String(i + 1).padStart(2, "0")}`);
      const others = ["student11", "student25", "student40", "teacher1", "admin", "teacher2"];
      const sockets = new Map<string, Socket>();
      for (const u of [...members, ...others]) sockets.set(u, await connect(await tokenOf(u)));
      const ids = await Promise.all([...members, ...others].map(userId));
      expect(await until(() => ids.every((id) => s.services.push.isOnline(id)))).toBe(true);
      expect(
        (
          await s.call("GET", "/teach/course-item/start/courseItem", {
            token: teacher,
            query: { courseItemId: item.id },
          })
        ).code,
      ).toBe(0);
      const started = await s.call<{ id: number; face: boolean; status: number }>("POST", "/teach/sign-in/start", {
        token: teacher,
        body: { courseItemId: item.id, duration: 120, face: false },
      });
      expect(started.code).toBe(0);
      expect(started.data.status).toBe(1);
      const expected = { type: "signIn", signInId: started.data.id, courseItemId: item.id, duration: 120 };
      // Starting the class was announced too (classChanged, to the students and teacher2); the sign-in follows it.
      const signIns = (u: string) =>
        sockets
          .get(u)!
          .frames.map((frame) => JSON.parse(frame) as { type: string })
          .filter((event) => event.type !== "classChanged");
      expect(await until(() => members.every((u) => signIns(u).length === 1))).toBe(true);
      // Each frame also carries the student's own push sequence number and the time it was sent.
      for (const u of members)
        expect(signIns(u)[0]).toEqual({
          ...expected,
          seq: expect.any(Number),
          at: expect.any(Number),
        });
      await new Promise((r) => setTimeout(r, 300));
      for (const u of others) expect(signIns(u)).toEqual([]);
      for (const socket of sockets.values()) socket.ws.close();
      // End this class so later tests start from a clean slate.
      expect(
        (await s.call("GET", "/teach/course-item/end", { token: teacher, query: { courseItemId: item.id } })).data,
      ).toBe(true);
    });
  });

  describeOnPostgres(engine)("push across instances (PostgreSQL LISTEN/NOTIFY)", () => {
    beforeAll(() => {
      s = kit.server();
    });

    it("delivers an event started on one instance to a student connected to another", async () => {
      const second = await startSecondInstance(s);
      try {
        const item = await itemOf("teacher2");
        const teacher = await tokenOf("teacher2");
        const student = await connect(await tokenOf("student05"), "web", second.base);
        const outsider = await connect(await tokenOf("student15"), "web", second.base);
        await new Promise((r) => setTimeout(r, 300));
        const [copy] = await s.database.db
          .insert(schema.courseItems)
          .values({
            courseId: item.courseId,
            teacherId: await userId("teacher2"),
            name: "第 2 讲",
            planStart: new Date(),
            planEnd: new Date(Date.now() + 3600_000),
          })
          .returning();
        expect(
          (
            await s.call("GET", "/teach/course-item/start/courseItem", {
              token: teacher,
              query: { courseItemId: copy!.id },
            })
          ).code,
        ).toBe(0);
        const started = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
          token: teacher,
          body: { courseItemId: copy!.id, duration: 60 },
        });
        // The class's start (classChanged), then the sign-in, both from the other instance.
        expect(await until(() => student.frames.length === 2)).toBe(true);
        expect(JSON.parse(student.frames[0]!)).toMatchObject({ type: "classChanged", courseItemId: copy!.id });
        expect(JSON.parse(student.frames[1]!)).toMatchObject({ type: "signIn", signInId: started.data.id });
        await new Promise((r) => setTimeout(r, 300));
        expect(outsider.frames).toEqual([]);
        student.ws.close();
        outsider.ws.close();
        await s.call("GET", "/teach/course-item/end", { token: teacher, query: { courseItemId: copy!.id } });
      } finally {
        await second.close();
      }
    });
  });
}
