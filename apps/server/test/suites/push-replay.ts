// The push history on both engines: every event a user receives is numbered 1, 2, 3 … per user without
// gaps; a client reconnecting with the last number it saw is sent exactly what it missed, once and in
// order (or one resync when that is no longer kept); the numbers and the history survive a restart;
// on PostgreSQL an event of any size reaches the sockets of every instance.
import { count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import type { PushEvent } from "../../src/push.js";
import { students } from "../activity-kit.js";
import { type Engine, engineAvailable, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { connectV2, helloSeq, openPush, range, restartOnSameData, secondInstance } from "../push-kit.js";

const event = (n: number, extra: Record<string, unknown> = {}): PushEvent => ({ type: "control", mode: n, ...extra });

export function definePushReplayTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: push history`, () => {
    let s: TestServer;
    const accounts = new Map<string, { token: string; id: number }>();

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function account(username: string) {
      let a = accounts.get(username);
      if (!a) {
        const login = await s.login(username);
        accounts.set(username, (a = { token: login.accessToken, id: login.userId }));
      }
      return a;
    }

    const send = (usernames: string[], e: PushEvent) =>
      Promise.all(usernames.map(account)).then((as) =>
        s.services.push.send(
          as.map((a) => a.id),
          e,
        ),
      );

    it("numbers each user's events 1, 2, 3 … without gaps across many concurrent sends to changing recipients", async () => {
      const [a, b, c] = students(21, 23);
      const sockets = await Promise.all(
        [a!, b!, c!].map(async (u) => connectV2(s.base, (await account(u)).token, null)),
      );
      const audiences = [[a!, b!], [b!, c!], [a!], [a!, b!, c!], [c!]];
      // 40 sends at once: each user's numbers still come one after the other.
      await Promise.all(range(0, 40).map((i) => send(audiences[i % audiences.length]!, event(i))));
      const expected = [a!, b!, c!].map((u) => range(0, 40).filter((i) => audiences[i % 5]!.includes(u)).length);
      for (const [k, socket] of sockets.entries()) {
        await socket.waitFor(() => socket.events().length >= expected[k]!);
        expect(socket.seqs()).toEqual(range(helloSeq(socket) + 1, expected[k]!));
        expect(socket.events().every((f) => typeof f.at === "number" && f.replayed === undefined)).toBe(true);
      }
      const [counter] = await s.database.db
        .select()
        .from(schema.pushCounters)
        .where(eq(schema.pushCounters.userId, (await account(a!)).id));
      expect(counter!.lastSeq).toBe(helloSeq(sockets[0]!) + expected[0]!);
      await Promise.all(sockets.map((x) => x.close()));
    });

    it("sends a reconnecting client exactly the events it missed, in order, once, marked replayed; then live ones", async () => {
      const user = await account("student24");
      const first = await connectV2(s.base, user.token, null);
      await send(["student24"], event(1));
      await first.waitFor(() => first.events().length === 1);
      const seen = first.seqs()[0]!;
      await first.close();
      for (let i = 2; i <= 5; i++) await send(["student24"], event(i));

      const back = await connectV2(s.base, user.token, seen);
      await back.waitFor(() => back.events().length === 4);
      expect(back.frames[0]).toMatchObject({ type: "hello", seq: seen + 4 });
      expect(back.events().map((f) => [f.seq, f.mode, f.replayed])).toEqual(
        range(2, 4).map((mode, k) => [seen + 1 + k, mode, true]),
      );
      await send(["student24"], event(6));
      await back.waitFor(() => back.events().length === 5);
      expect(back.events()[4]).toEqual({ type: "control", mode: 6, seq: seen + 5, at: expect.any(Number) });
      // Reconnecting with everything seen: hello and nothing else.
      const current = await connectV2(s.base, user.token, seen + 5);
      await send(["student24"], event(7));
      await current.waitFor(() => current.events().length === 1);
      expect(current.frames.map((f) => [f.type, f.seq])).toEqual([
        ["hello", seen + 5],
        ["control", seen + 6],
      ]);
      await Promise.all([back.close(), current.close()]);
    });

    it("loses and doubles nothing when events are sent while the replay is being read", async () => {
      const user = await account("student25");
      const before = await connectV2(s.base, user.token, null);
      const seen = helloSeq(before);
      await before.close();
      for (let i = 0; i < 30; i++) await send(["student25"], event(i));
      // 30 more go out while the client reconnects and its 30 missed ones are read.
      const sending = Promise.all(range(30, 30).map((i) => send(["student25"], event(i))));
      const back = await openPush(s.base);
      back.sendAuth(user.token, seen);
      await sending;
      await back.waitFor(() => back.events().length >= 60);
      expect(back.seqs()).toEqual(range(seen + 1, 60));
      expect(back.events().map((f) => f.mode)).toEqual(range(0, 60));
      await back.close();
    });

    it("replays through the URL form too (?token=…&lastSeq=…)", async () => {
      const user = await account("student26");
      await send(["student26"], event(1));
      await send(["student26"], event(2));
      const probe = await connectV2(s.base, user.token, null);
      const current = helloSeq(probe);
      await probe.close();
      const old = await openPush(s.base, { token: user.token, lastSeq: current - 2 });
      await old.waitFor(() => old.events().length === 2);
      expect(old.frames.map((f) => [f.type, f.seq, f.replayed])).toEqual([
        ["hello", current, undefined],
        ["control", current - 1, true],
        ["control", current, true],
      ]);
      await old.close();
    });

    it("answers one resync when the client is past the history, or ahead of it, and replays nothing", async () => {
      const user = await account("student27");
      // 505 events: the first five are beyond the 500 kept once the history is trimmed.
      for (let i = 0; i < 505; i++) await send(["student27"], event(i));
      const removed = await s.services.push.trim();
      expect(removed).toBeGreaterThanOrEqual(5);
      const [kept] = await s.database.db
        .select({ n: count() })
        .from(schema.pushEvents)
        .where(eq(schema.pushEvents.userId, user.id));
      expect(kept!.n).toBe(500);
      const probe = await connectV2(s.base, user.token, null);
      const current = helloSeq(probe);
      await probe.close();

      const tooOld = await connectV2(s.base, user.token, current - 501);
      const ahead = await connectV2(s.base, user.token, current + 7);
      const lastKept = await connectV2(s.base, user.token, current - 500);
      await send(["student27"], event(999));
      for (const socket of [tooOld, ahead]) {
        await socket.waitFor(() => socket.events().length === 1);
        expect(socket.frames.map((f) => [f.type, f.seq])).toEqual([
          ["hello", current],
          ["resync", current],
          ["control", current + 1],
        ]);
      }
      await lastKept.waitFor(() => lastKept.events().length === 501);
      expect(lastKept.seqs()).toEqual(range(current - 499, 501));
      await Promise.all([tooOld.close(), ahead.close(), lastKept.close()]);
    });

    it("keeps events at most 24 hours (by the server's clock), trimmed in the background", async () => {
      const user = await account("student28");
      await send(["student28"], event(1));
      await send(["student28"], event(2));
      s.clock.advance(24 * 60 * 60 * 1000 + 60_000);
      await send(["student28"], event(3));
      await s.services.push.trim();
      const rows = await s.database.db
        .select({ seq: schema.pushEvents.seq })
        .from(schema.pushEvents)
        .where(eq(schema.pushEvents.userId, user.id));
      const probe = await connectV2(s.base, user.token, null);
      const current = helloSeq(probe);
      await probe.close();
      expect(rows.map((r) => r.seq)).toEqual([current]);
      const recent = await connectV2(s.base, user.token, current - 1);
      const older = await connectV2(s.base, user.token, current - 2);
      await recent.waitFor(() => recent.events().length === 1);
      await older.waitFor(() => older.frames.length === 2);
      expect(recent.events()[0]).toMatchObject({ mode: 3, seq: current, replayed: true });
      expect(older.frames.map((f) => f.type)).toEqual(["hello", "resync"]);
      await Promise.all([recent.close(), older.close()]);
    });

    it("delivers an event with a 5,000-character text", async () => {
      const user = await account("student29");
      const socket = await connectV2(s.base, user.token, null);
      const long = "长".repeat(2500) + "a".repeat(2500);
      await send(["student29", "student30"], event(1, { text: long }));
      await socket.waitFor(() => socket.events().length === 1);
      expect(socket.events()[0]).toMatchObject({ text: long, seq: helloSeq(socket) + 1 });
      await socket.close();
    });

    describe.skipIf(engine !== "postgres")("several instances on one PostgreSQL", () => {
      it("delivers an event sent on one instance to a socket on another, with its seq; large ones too", async () => {
        const second = await secondInstance(s);
        try {
          const user = await account("student31");
          const onB = await connectV2(second.base, user.token, null);
          const onA = await connectV2(s.base, user.token, null);
          const long = "x".repeat(9000);
          await s.services.push.send([user.id], event(1, { text: long }));
          await second.services.push.send([user.id], event(2));
          for (const socket of [onA, onB]) {
            await socket.waitFor(() => socket.events().length === 2);
            expect(socket.events().map((f) => [f.mode, f.seq])).toEqual([
              [1, helloSeq(socket) + 1],
              [2, helloSeq(socket) + 2],
            ]);
            expect(socket.events()[0]!.text).toBe(long);
          }
          await Promise.all([onA.close(), onB.close()]);
        } finally {
          await second.close();
        }
      });

      it("never gives two events the same seq, or skips one, when two instances send to the same users at once", async () => {
        const second = await secondInstance(s);
        try {
          const users = await Promise.all(students(32, 34).map(account));
          const ids = users.map((u) => u.id);
          const sockets = await Promise.all(users.map((u) => connectV2(second.base, u.token, null)));
          await Promise.all(
            range(0, 30).flatMap((i) => [
              s.services.push.send(ids, event(i, { from: "a" })),
              second.services.push.send(ids.slice(i % 3), event(i, { from: "b" })),
            ]),
          );
          for (const [k, socket] of sockets.entries()) {
            const n = 30 + range(0, 30).filter((i) => i % 3 <= k).length;
            await socket.waitFor(() => socket.events().length >= n);
            expect(socket.seqs()).toEqual(range(helloSeq(socket) + 1, n));
          }
          await Promise.all(sockets.map((x) => x.close()));
        } finally {
          await second.close();
        }
      });

      it("reopens the listening connection when it drops and delivers what was sent meanwhile", async () => {
        const second = await secondInstance(s);
        try {
          const user = await account("student35");
          const socket = await connectV2(second.base, user.token, null);
          // End every LISTEN connection of this database (both instances'), as a database restart would.
          const admin = new pg.Client({ connectionString: s.databaseUrl });
          await admin.connect();
          const ended = await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
          );
          await admin.end();
          expect(ended.rowCount).toBeGreaterThanOrEqual(2);
          // Twenty events from the other instance while this one's listener is down: all arrive, in order, once.
          for (let n = 1; n <= 20; n++) await s.services.push.send([user.id], event(n));
          await socket.waitFor(() => socket.events().length === 20, 15_000);
          expect(socket.seqs()).toEqual(range(helloSeq(socket) + 1, 20));
          await socket.close();
        } finally {
          await second.close();
        }
      });
    });

    // Last: it stops the test server's application.
    it("keeps the numbers and the history across a restart on the same data", async () => {
      const user = await account("student36");
      const socket = await connectV2(s.base, user.token, null);
      const start = helloSeq(socket);
      for (let i = 1; i <= 3; i++) await send(["student36"], event(i));
      await socket.waitFor(() => socket.events().length === 3);
      const seen = socket.seqs()[0]!;
      await socket.close();
      const restarted = await restartOnSameData(s);
      try {
        const back = await connectV2(restarted.base, user.token, seen);
        await back.waitFor(() => back.events().length === 2);
        expect(back.frames[0]).toMatchObject({ type: "hello", seq: start + 3 });
        expect(back.events().map((f) => [f.mode, f.seq, f.replayed])).toEqual([
          [2, start + 2, true],
          [3, start + 3, true],
        ]);
        await restarted.services.push.send([user.id], event(4));
        await back.waitFor(() => back.events().length === 3);
        expect(back.events()[2]).toMatchObject({ mode: 4, seq: start + 4 });
        await back.close();
      } finally {
        await restarted.close();
      }
    });
  });
}
