// Random pick and named call-out over real HTTP and WebSocket: fairness of 40 picks in a class of 40,
// picks of several across a round boundary, concurrent picks, reset, candidates after a sign-in,
// rounds kept in the database (a new server instance continues the round), and the `random` /
// `specific` push to exactly the students called.
import type { components } from "@smartclass/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../../src/app.js";
import { activityKit, pause, students, until } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Result = components["schemas"]["RandomPickResult"];
type Round = components["schemas"]["RandomPickRound"];
type ClassStudent = components["schemas"]["ClassStudent"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineRandomPickTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    const { token, userId, freshSession, connectAll, closeAll, rowCounts } = activityKit(() => s);

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function pick(courseItemId: number, count: number) {
      const r = await s.call<Result>("GET", "/teach/ask-question/random", {
        token: await token("teacher1"),
        query: { count, courseItemId },
      });
      if (r.code !== 0) throw new Error(`pick: ${r.msg}`);
      return r.data;
    }
    async function round(courseItemId: number) {
      return (
        await s.call<Round>("GET", "/teach/ask-question/random/round", {
          token: await token("teacher1"),
          query: { courseItemId },
        })
      ).data;
    }

    it("picks each of 40 students once in 40 picks, then starts a new round", async () => {
      const item = await freshSession("teacher1");
      expect(await round(item.id)).toEqual({ courseItemId: item.id, round: 1, total: 40, picked: [] });
      const picked: number[] = [];
      for (let i = 0; i < 40; i++) {
        const r = await pick(item.id, 1);
        expect(r.students).toHaveLength(1);
        picked.push(r.students[0]!.userId);
        expect(r.round).toMatchObject({ round: 1, total: 40 });
        expect(r.round.picked.map((p) => p.userId)).toEqual(picked);
      }
      expect(new Set(picked).size).toBe(40);
      const everyone = await Promise.all(students(1, 40).map(userId));
      expect([...picked].sort((a, b) => a - b)).toEqual([...everyone].sort((a, b) => a - b));
      const next = await pick(item.id, 1);
      expect(next.round.round).toBe(2);
      expect(next.round.picked).toEqual(next.students);
    });

    it("takes the rest of a round and continues in a new one without repeating anyone of the pick", async () => {
      const item = await freshSession("teacher1");
      const first = await pick(item.id, 15);
      const second = await pick(item.id, 15);
      const earlier = new Set([...first.students, ...second.students].map((x) => x.userId));
      expect(earlier.size).toBe(30);
      const third = await pick(item.id, 15);
      const ids = third.students.map((x) => x.userId);
      expect(new Set(ids).size).toBe(15);
      // The 10 nobody had picked in round 1 come first, then 5 of round 2.
      const rest = ids.slice(0, 10);
      expect(rest.every((id) => !earlier.has(id))).toBe(true);
      expect(third.round).toMatchObject({ round: 2, total: 40 });
      expect(third.round.picked.map((x) => x.userId)).toEqual(ids.slice(10));
      // A pick larger than the class gives everyone once.
      const all = await pick(item.id, 100);
      expect(new Set(all.students.map((x) => x.userId)).size).toBe(40);
      expect(all.students).toHaveLength(40);
    });

    it("never picks anyone twice in a round under concurrent picks", async () => {
      const item = await freshSession("teacher1");
      const results = await Promise.all(Array.from({ length: 40 }, () => pick(item.id, 1)));
      const ids = results.map((r) => r.students[0]!.userId);
      expect(new Set(ids).size).toBe(40);
      const state = await round(item.id);
      expect(state.round).toBe(1);
      expect(state.picked).toHaveLength(40);
    });

    it("starts a new round when the teacher resets, and keeps rounds in the database", async () => {
      const item = await freshSession("teacher1");
      const picked = (await pick(item.id, 3)).students;
      // Another server instance on the same database continues the same round (nothing kept in memory).
      const other = await buildApp({
        config: s.services.config,
        database: s.database,
        clock: s.clock,
        logStream: { write: () => undefined },
      });
      await other.app.listen({ port: 0, host: "127.0.0.1" });
      try {
        const port = (other.app.server.address() as { port: number }).port;
        const res = await fetch(
          `http://127.0.0.1:${port}/admin-api/teach/ask-question/random/round?courseItemId=${item.id}`,
          { headers: { authorization: `Bearer ${await token("teacher1")}` } },
        );
        const body = (await res.json()) as { data: Round };
        expect(body.data).toMatchObject({ round: 1, picked });
      } finally {
        await other.app.close();
      }
      const reset = await s.call<Round>("POST", "/teach/ask-question/random/reset", {
        token: await token("teacher1"),
        query: { courseItemId: item.id },
      });
      expect(reset.data).toEqual({ courseItemId: item.id, round: 2, total: 40, picked: [] });
      // Resetting a round nobody was picked in yet changes nothing.
      const again = await s.call<Round>("POST", "/teach/ask-question/random/reset", {
        token: await token("teacher1"),
        query: { courseItemId: item.id },
      });
      expect(again.data.round).toBe(2);
      const after = await pick(item.id, 40);
      expect(after.round.round).toBe(2);
      expect(after.students).toHaveLength(40);
    });

    it("picks only students who checked in when the session held a sign-in", async () => {
      const item = await freshSession("teacher1");
      const signIn = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
        token: await token("teacher1"),
        body: { courseItemId: item.id, duration: 300 },
      });
      const present = students(11, 15);
      for (const u of present)
        await s.call("POST", "/teach/sign-in/record", { token: await token(u), query: { signId: signIn.data.id } });
      const r = await pick(item.id, 10);
      expect(r.students.map((x) => x.studentNo).sort()).toEqual(present);
      expect(r.round.total).toBe(5);
      // A sign-in nobody checked in to leaves nobody to pick: a clear refusal.
      const empty = await freshSession("teacher1");
      await s.call("POST", "/teach/sign-in/start", {
        token: await token("teacher1"),
        body: { courseItemId: empty.id, duration: 300 },
      });
      const refused = await s.call("GET", "/teach/ask-question/random", {
        token: await token("teacher1"),
        query: { count: 1, courseItemId: empty.id },
      });
      expect(refused.code).not.toBe(0);
      expect(refused.msg).toContain("没有可抽取的学生");
    });

    it("pushes `random` to exactly the picked students, with the open question", async () => {
      const item = await freshSession("teacher1");
      const q = await s.call<{ id: number }>("POST", "/teach/ask-question/start", {
        token: await token("teacher1"),
        body: { courseItemId: item.id, title: "谁来回答", type: 4 },
      });
      const clients = await connectAll([...students(1, 40), "teacher1", "teacher2"]);
      for (const c of clients.values()) c.events.length = 0;
      const r = await pick(item.id, 3);
      const chosen = new Set(r.students.map((x) => x.studentNo));
      const expected = { type: "random", courseItemId: item.id, questionId: q.data.id };
      expect(await until(() => [...chosen].every((u) => clients.get(u!)!.of("random").length === 1))).toBe(true);
      await pause(200);
      for (const [u, c] of clients) expect(c.of("random"), u).toEqual(chosen.has(u) ? [expected] : []);
      // Without the current session named, the teacher's session in progress is used.
      const current = await s.call<Result>("GET", "/teach/ask-question/random", {
        token: await token("teacher1"),
        query: { count: 1 },
      });
      expect(current.data.round.courseItemId).toBe(item.id);
      await closeAll(clients);
    });

    it("calls out exactly the named students (`specific`); a stranger is refused and nothing is pushed", async () => {
      const item = await freshSession("teacher2");
      const clients = await connectAll([...students(1, 12), "teacher2"]);
      const named = ["student02", "student07"];
      const ids = await Promise.all(named.map(userId));
      const r = await s.call<ClassStudent[]>("POST", "/teach/ask-question/specific", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, userIds: ids },
      });
      expect(r.data.map((x) => x.studentNo)).toEqual(named);
      expect(r.data[0]).toMatchObject({ userId: ids[0], nickname: "学生02" });
      const expected = { type: "specific", courseItemId: item.id, questionId: null };
      expect(await until(() => named.every((u) => clients.get(u)!.events.length === 1))).toBe(true);
      await pause(200);
      for (const [u, c] of clients) expect(c.events, u).toEqual(named.includes(u) ? [expected] : []);
      for (const c of clients.values()) c.events.length = 0;
      const before = await rowCounts();
      const stranger = await s.call("POST", "/teach/ask-question/specific", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, userIds: [ids[0], await userId("student11")] },
      });
      expect([stranger.status, stranger.code]).toEqual([400, 400]);
      expect(stranger.msg).toContain("body.userIds");
      const wrongQuestion = await s.call("POST", "/teach/ask-question/specific", {
        token: await token("teacher2"),
        body: { courseItemId: item.id, userIds: [ids[0]], questionId: 999_999 },
      });
      expect(wrongQuestion.msg).toContain("body.questionId");
      expect(
        (
          await s.call("POST", "/teach/ask-question/specific", {
            token: await token("teacher2"),
            body: { courseItemId: item.id, userIds: [] },
          })
        ).msg,
      ).toContain("body.userIds");
      await pause(200);
      for (const c of clients.values()) expect(c.events).toEqual([]);
      expect(await rowCounts()).toEqual(before);
      await closeAll(clients);
    });
  });
}
