// The push sockets the server ends by itself (both engines): those of a logged-out session, a disabled
// or deleted account or a changed password (4001 "revoked", on every instance of a PostgreSQL cluster
// within a second); the oldest past ten of one user (4008); one that stops reading, once more than 1 MB
// waits for it (its events are replayed when it comes back); and a peer that stops answering pings.
import pg from "pg";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { until } from "../activity-kit.js";
import { type Engine, engineAvailable, passwordOf, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { connectV2, helloSeq, openPush, type RawPush, range, secondInstance } from "../push-kit.js";

const REVOKED = { code: 4001, reason: "revoked" };

/** The session id an access token carries (its `sid` claim). */
const sessionOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split(".")[1]!, "base64url").toString()) as { sid: string }).sid;

/** Whether the socket still answers (the text ping of the client's own heartbeat). */
async function answers(push: RawPush): Promise<boolean> {
  const before = push.texts.filter((t) => t === "pong").length;
  push.ws.send("ping");
  return until(() => push.texts.filter((t) => t === "pong").length > before, 3000);
}

export function definePushSessionTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: push sockets the server ends`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startServer(engine);
      admin = (await s.login("admin")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("logout closes the sockets of that session only (4001 revoked); its token is refused afterwards", async () => {
      const first = await s.login("student01");
      const second = await s.login("student01");
      const v2 = await connectV2(s.base, first.accessToken, null);
      const urlForm = await openPush(s.base, { token: first.accessToken, lastSeq: 0 });
      await urlForm.waitFor((f) => f.some((x) => x.type === "hello"));
      const otherDevice = await connectV2(s.base, second.accessToken, null);

      expect((await s.call("POST", "/teach/auth/logout", { token: first.accessToken })).code).toBe(0);
      expect(await v2.closed).toEqual(REVOKED);
      expect(await urlForm.closed).toEqual(REVOKED);
      // The user's other sign-in keeps its socket, and its events.
      expect(await answers(otherDevice)).toBe(true);
      await s.services.push.send([first.userId], { type: "control", mode: 1 });
      await otherDevice.waitFor(() => otherDevice.events().length === 1);

      const again = await openPush(s.base, { deviceType: "pc" });
      again.sendAuth(first.accessToken, null);
      expect((await again.closed).code).toBe(4001);
      await otherDevice.close();
    });

    it("disabling an account closes every socket of it, whichever sign-in opened it", async () => {
      const [a, b] = [await s.login("student02"), await s.login("student02")];
      const sockets = [await connectV2(s.base, a.accessToken, null), await connectV2(s.base, b.accessToken, null)];
      const bystander = await connectV2(s.base, (await s.login("student03")).accessToken, null);
      const answer = await s.call("PUT", "/system/user/update-status", {
        token: admin,
        body: { id: a.userId, status: 1 },
      });
      expect(answer.code).toBe(0);
      for (const socket of sockets) expect(await socket.closed).toEqual(REVOKED);
      expect(await answers(bystander)).toBe(true);
      const again = await openPush(s.base, { token: b.accessToken });
      expect((await again.closed).code).toBe(4001);
      await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: a.userId, status: 0 } });
      await bystander.close();
    });

    it("changing one's own password closes the other sign-ins' sockets and keeps this one's; an administrator's reset closes all", async () => {
      const here = await s.login("student04");
      const elsewhere = await s.login("student04");
      const mine = await connectV2(s.base, here.accessToken, null);
      const theirs = await connectV2(s.base, elsewhere.accessToken, null);
      const changed = await s.call("POST", "/teach/user/update-password", {
        token: here.accessToken,
        body: { oldPassword: passwordOf("student04"), newPassword: "another-password-1" },
      });
      expect(changed.code).toBe(0);
      expect(await theirs.closed).toEqual(REVOKED);
      expect(await answers(mine)).toBe(true);

      const reset = await s.call("PUT", "/system/user/update-password", {
        token: admin,
        body: { id: here.userId, password: passwordOf("student04") },
      });
      expect(reset.code).toBe(0);
      expect(await mine.closed).toEqual(REVOKED);
    });

    it("deleting an account closes its sockets", async () => {
      const user = await s.login("student39");
      const socket = await connectV2(s.base, user.accessToken, null);
      const answer = await s.call("DELETE", "/system/user/delete", { token: admin, query: { id: user.userId } });
      expect(answer.code).toBe(0);
      expect(await socket.closed).toEqual(REVOKED);
    });

    it("keeps at most 10 sockets of one user: the 11th closes the oldest with 4008", async () => {
      const { accessToken, userId } = await s.login("student05");
      const sockets: RawPush[] = [];
      for (let i = 0; i < 10; i++) sockets.push(await connectV2(s.base, accessToken, null));
      const eleventh = await connectV2(s.base, accessToken, null);
      expect(await sockets[0]!.closed).toEqual({ code: 4008, reason: "too many connections" });
      expect(s.services.push.stats()[userId]).toEqual({ pc: 10 });
      await s.services.push.send([userId], { type: "control", mode: 2 });
      for (const socket of [...sockets.slice(1), eleventh]) {
        await socket.waitFor(() => socket.events().length === 1);
      }
      await Promise.all([...sockets, eleventh].map((x) => x.close()));
    });

    it("drops a socket that stops reading once more than 1 MB waits for it, keeps serving the others, and replays to it on return", async () => {
      const slowUser = await s.login("student06");
      const other = await s.login("student07");
      const slow = await connectV2(s.base, slowUser.accessToken, null);
      const fine = await connectV2(s.base, other.accessToken, null);
      const seen = helloSeq(slow);
      // The client's process stops reading: the kernel's buffers fill, then the server's.
      (slow.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      const chunk = "x".repeat(64 * 1024);
      let sent = 0;
      while (s.services.push.isOnline(slowUser.userId) && sent < 600) {
        await s.services.push.send([slowUser.userId, other.userId], { type: "control", mode: sent, text: chunk });
        sent++;
        // The other client reads each one (it runs in this process: it reads only when the loop lets it).
        await fine.waitFor(() => fine.events().length === sent);
      }
      expect(s.services.push.isOnline(slowUser.userId)).toBe(false);
      // The kernel alone takes some megabytes before the server's buffer grows.
      expect(sent).toBeGreaterThan(16);
      expect(fine.seqs()).toEqual(range(helloSeq(fine) + 1, sent));
      slow.ws.terminate();

      // Back with its last seq: every event it did not take, in order, at the pace it reads them.
      const back = await connectV2(s.base, slowUser.accessToken, seen);
      await back.waitFor(() => back.events().length === sent, 20_000);
      expect(back.seqs()).toEqual(range(seen + 1, sent));
      expect(back.events().every((f) => f.replayed === true)).toBe(true);
      expect(s.services.push.isOnline(slowUser.userId)).toBe(true);
      await Promise.all([back.close(), fine.close()]);
    }, 60_000);

    it("pings every socket and terminates a peer that missed two pongs; one that answers stays", async () => {
      const { accessToken, userId } = await s.login("student08");
      const mute = await openPush(s.base, { deviceType: "pc" });
      // A client whose network vanished: its pings go unanswered (ws answers them unless told not to).
      const silent = new WebSocket(`${s.base.replace(/^http/, "ws")}/infra/ws?deviceType=pad`, { autoPong: false });
      await new Promise((resolve, reject) => silent.once("open", resolve).once("error", reject));
      const silentClosed = new Promise<number>((resolve) => silent.once("close", (code) => resolve(code)));
      let silentPings = 0;
      silent.on("ping", () => silentPings++);
      silent.send(JSON.stringify({ type: "auth", token: accessToken, lastSeq: null }));
      mute.sendAuth(accessToken, null);
      await mute.waitFor((f) => f.some((x) => x.type === "hello"));
      let pings = 0;
      mute.ws.on("ping", () => pings++);
      s.services.push.setPingInterval(40);
      try {
        // 1006: the server ended the connection without a close frame.
        expect(await silentClosed).toBe(1006);
        expect(silentPings).toBeGreaterThanOrEqual(2);
        expect(await until(() => pings >= 4, 5000)).toBe(true);
        expect(mute.ws.readyState).toBe(WebSocket.OPEN);
        expect(s.services.push.stats()[userId]).toEqual({ pc: 1 });
      } finally {
        s.services.push.setPingInterval(30_000);
      }
      await mute.close();
    });

    describe.skipIf(engine !== "postgres")("several instances on one PostgreSQL", () => {
      it("a logout on one instance closes the session's socket on another within a second; a disable, every socket of the user", async () => {
        const second = await secondInstance(s);
        try {
          const session = await s.login("student09");
          const onB = await connectV2(second.base, session.accessToken, null);
          const started = Date.now();
          expect((await s.call("POST", "/teach/auth/logout", { token: session.accessToken })).code).toBe(0);
          expect(await onB.closed).toEqual(REVOKED);
          expect(Date.now() - started).toBeLessThan(1000);
          // The revoked token is refused by the other instance too.
          const again = await openPush(second.base, { token: session.accessToken });
          expect((await again.closed).code).toBe(4001);

          const [a, b] = [await s.login("student10"), await s.login("student10")];
          const sockets = [
            await connectV2(second.base, a.accessToken, null),
            await connectV2(second.base, b.accessToken, null),
            await connectV2(s.base, b.accessToken, null),
          ];
          const disabledAt = Date.now();
          await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: a.userId, status: 1 } });
          for (const socket of sockets) expect(await socket.closed).toEqual(REVOKED);
          expect(Date.now() - disabledAt).toBeLessThan(1000);
          await s.call("PUT", "/system/user/update-status", { token: admin, body: { id: a.userId, status: 0 } });
        } finally {
          await second.close();
        }
      });

      it("an instance whose listener was down checks its sockets' sessions when it is back and closes the revoked ones", async () => {
        const kept = await s.login("student11");
        const revoked = await s.login("student11");
        const keptSocket = await connectV2(s.base, kept.accessToken, null);
        const revokedSocket = await connectV2(s.base, revoked.accessToken, null);
        const db = new pg.Client({ connectionString: s.databaseUrl });
        await db.connect();
        try {
          // The listening connections end (as in a database restart) and a session is revoked with no
          // notification at all: the instance can only learn it from the database.
          await db.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
          );
          await db.query(`update auth_sessions set revoked_at = now(), revoke_reason = 'test' where id = $1`, [
            sessionOf(revoked.accessToken),
          ]);
        } finally {
          await db.end();
        }
        expect(await revokedSocket.closed).toEqual(REVOKED);
        expect(await answers(keptSocket)).toBe(true);
        await keptSocket.close();
      });
    });
  });
}
