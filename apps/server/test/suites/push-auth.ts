// How a push socket authenticates (both engines): by its first frame {"type":"auth",token,lastSeq}
// within 10 s of the server's clock, or by the URL's ?token= that clients made before it use; what
// it is sent first (hello with the user's current seq and the server's time); 4001 otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { type Engine, engineAvailable, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";
import { connectV2, helloSeq, openPush } from "../push-kit.js";

export function definePushAuthTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: push authentication`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("takes the token from the first frame, answers hello with the seq and the server's time, then events", async () => {
      const { accessToken, userId } = await s.login("student11");
      s.clock.advance(90_000);
      const push = await openPush(s.base, { deviceType: "pad" });
      // A ping before the auth frame is answered too.
      push.ws.send("ping");
      await push.waitFor(() => push.texts.includes("pong"));
      push.sendAuth(accessToken, null);
      await push.waitFor((f) => f.length === 1);
      const hello = push.frames[0]!;
      expect(hello).toEqual({ type: "hello", seq: 0, serverTime: expect.any(Number) });
      // The server's clock, not the wall clock.
      expect(Math.abs(hello.serverTime! - s.clock.now().getTime())).toBeLessThan(5_000);
      expect(hello.serverTime! - Date.now()).toBeGreaterThan(60_000);
      expect(s.services.push.stats()[userId]).toEqual({ pad: 1 });
      await s.services.push.send([userId], { type: "control", mode: 2 });
      await push.waitFor((f) => f.length === 2);
      expect(push.frames[1]).toEqual({ type: "control", mode: 2, seq: 1, at: expect.any(Number) });
      expect(push.frames[1]!.at).toBeGreaterThanOrEqual(hello.serverTime!);
      await push.close();
    });

    it("still takes ?token= in the URL: events with their seq, without hello unless lastSeq is given", async () => {
      const { accessToken, userId } = await s.login("student12");
      const push = await openPush(s.base, { token: accessToken });
      await new Promise<void>((resolve) => {
        const wait = () => (s.services.push.isOnline(userId) ? resolve() : setTimeout(wait, 20));
        wait();
      });
      await s.services.push.send([userId], { type: "control", mode: 1 });
      await push.waitFor((f) => f.length === 1);
      expect(push.frames).toEqual([{ type: "control", mode: 1, seq: 1, at: expect.any(Number) }]);
      const resumed = await openPush(s.base, { token: accessToken, lastSeq: 0 });
      await resumed.waitFor((f) => f.length === 2);
      expect(resumed.frames.map((f) => [f.type, f.seq, f.replayed])).toEqual([
        ["hello", 1, undefined],
        ["control", 1, true],
      ]);
      await Promise.all([push.close(), resumed.close()]);
    });

    it("closes a socket that sends no auth frame within 10 s of the server's clock with 4001", async () => {
      const { accessToken } = await s.login("student13");
      const silent = await openPush(s.base);
      const inTime = await openPush(s.base);
      s.clock.advance(9_000);
      inTime.sendAuth(accessToken, null);
      await inTime.waitFor((f) => f.some((x) => x.type === "hello"));
      s.clock.advance(1_001);
      expect(await silent.closed).toEqual({ code: 4001, reason: "unauthorized" });
      // The one that authenticated in time stays open.
      inTime.ws.send("ping");
      await inTime.waitFor(() => inTime.texts.includes("pong"));
      await inTime.close();
    });

    it("closes with 4001 for a bad token in the first frame, a first frame that is not auth, or a bad URL token", async () => {
      const badToken = await openPush(s.base);
      badToken.sendAuth("not-a-valid-token-456", null);
      const notAuth = await openPush(s.base);
      notAuth.ws.send(JSON.stringify({ type: "subscribe" }));
      const badUrl = await openPush(s.base, { token: "not-a-valid-token-789" });
      for (const socket of [badToken, notAuth, badUrl]) {
        expect(await socket.closed).toEqual({ code: 4001, reason: "unauthorized" });
      }
      expect(s.logs.join("\n")).not.toContain("not-a-valid-token-");
    });

    it("counts the user online only once authenticated, and a second device shares the user's seq", async () => {
      const { accessToken, userId } = await s.login("student14");
      const pending = await openPush(s.base);
      expect(s.services.push.isOnline(userId)).toBe(false);
      pending.sendAuth(accessToken, null);
      await pending.waitFor((f) => f.length === 1);
      expect(s.services.push.isOnline(userId)).toBe(true);
      const other = await connectV2(s.base, accessToken, null);
      await s.services.push.send([userId], { type: "control", mode: 3 });
      for (const socket of [pending, other]) {
        await socket.waitFor(() => socket.events().length === 1);
        expect(socket.seqs()).toEqual([helloSeq(socket) + 1]);
      }
      await Promise.all([pending.close(), other.close()]);
    });
  });
}
