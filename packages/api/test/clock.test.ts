// The server clock: the offset measured from /infra/clock at the midpoint of the round trip, refined
// by X-Server-Time on every answer, and countdowns that end by the server's time, not the browser's.
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createApiClient, createServerClock, remainingMs, startCountdown, syncServerClock } from "../src";
import { ok, startServer, type TestServer } from "./support/http-server";
import { createManualTimers } from "./support/manual-timers";
import { memoryTokens, recordingNotifier } from "./support/recorder";

const FIVE_MINUTES = 5 * 60_000;

/** A local clock that answers the given readings in turn (then keeps the last). */
function readings(...values: number[]): () => number {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)] as number;
}

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  await server.close();
});

describe("measuring the offset from /infra/clock", () => {
  it("a server five minutes ahead: the clock reads the server's time and the school's zone", async () => {
    const local = 1_700_000_000_000;
    // Sent at `local`, answered 200 ms later; the server stamped its time halfway through.
    server.route("GET /infra/clock", () => ok({ now: local + 100 + FIVE_MINUTES, timeZone: "Europe/Paris" }));
    const clock = createServerClock({ localNow: () => local + 200 });
    const reading = await syncServerClock({ baseUrl: server.baseUrl, clock, localNow: readings(local, local + 200) });
    expect(reading).toEqual({ now: local + 100 + FIVE_MINUTES, timeZone: "Europe/Paris" });
    expect(clock.offset).toBe(FIVE_MINUTES);
    expect(clock.now()).toBe(local + 200 + FIVE_MINUTES);
    expect(clock.timeZone).toBe("Europe/Paris");
    expect(server.seen("GET /infra/clock")[0]?.headers.authorization).toBeUndefined();
  });

  it("a slow round trip: the offset is taken at the midpoint, wrong by at most half the trip", async () => {
    server.route("GET /infra/clock", () => ok({ now: 50_000, timeZone: "Asia/Shanghai" }));
    const clock = createServerClock({ localNow: () => 14_000 });
    // Four seconds there and back: the server's 50 000 was read at local 12 000 ± 2 000.
    await syncServerClock({ baseUrl: server.baseUrl, clock, localNow: readings(10_000, 14_000) });
    expect(clock.offset).toBe(38_000);
    expect(clock.uncertainty).toBe(2_000);
  });

  it("a precise reading is kept over a later slower one that agrees with it", () => {
    let local = 0;
    const clock = createServerClock({ localNow: () => local });
    clock.observe({ serverTime: 10_050 + FIVE_MINUTES, sentAt: 10_000, receivedAt: 10_100 });
    expect(clock.offset).toBe(FIVE_MINUTES);
    local = 20_000;
    // Three seconds of round trip, and within them the same offset give or take: not better.
    clock.observe({ serverTime: 18_500 + FIVE_MINUTES + 900, sentAt: 17_000, receivedAt: 20_000 });
    expect(clock.offset).toBe(FIVE_MINUTES);
  });

  it("a reading that cannot agree with the one in use replaces it (the computer's clock was changed)", () => {
    let local = 0;
    const clock = createServerClock({ localNow: () => local });
    clock.observe({ serverTime: 10_050, sentAt: 10_000, receivedAt: 10_100 });
    expect(clock.offset).toBe(0);
    local = 3_620_000;
    // The local clock jumped an hour ahead: the server is now an hour behind it.
    clock.observe({ serverTime: 20_000, sentAt: 3_619_500, receivedAt: 3_620_500 });
    expect(clock.offset).toBe(-3_600_000);
  });

  it("a reading without a round trip sets the clock only while nothing better is known", () => {
    const clock = createServerClock({ localNow: () => 1_000 });
    expect(clock.offset).toBe(0);
    clock.observe({ serverTime: 1_000 + FIVE_MINUTES });
    expect(clock.offset).toBe(FIVE_MINUTES);
    clock.observe({ serverTime: 900 + FIVE_MINUTES, sentAt: 800, receivedAt: 1_000 });
    expect(clock.offset).toBe(FIVE_MINUTES);
    clock.observe({ serverTime: 1_000 + 2 * FIVE_MINUTES });
    expect(clock.offset).toBe(FIVE_MINUTES);
  });

  it("an unreachable clock leaves the offset alone and shows nothing", async () => {
    server.route("GET /infra/clock", () => ({ drop: true }));
    const clock = createServerClock();
    expect(await syncServerClock({ baseUrl: server.baseUrl, clock })).toBeUndefined();
    expect(clock.offset).toBe(0);
    expect(clock.timeZone).toBe("Asia/Shanghai");
  });
});

describe("X-Server-Time on every API answer", () => {
  it("corrects the clock the API client was given", async () => {
    server.route("GET /system/user/profile/get", () => ({
      headers: { "X-Server-Time": String(Date.now() + FIVE_MINUTES) },
      body: { code: 0, data: { id: 1 }, msg: "" },
    }));
    const clock = createServerClock();
    const api = createApiClient({
      baseUrl: server.baseUrl,
      session: memoryTokens("access-1", "refresh-1", "1"),
      notify: recordingNotifier(),
      clock,
    });
    await api.get("/system/user/profile/get");
    // Loopback answers in milliseconds: the offset is five minutes give or take the round trip.
    expect(Math.abs(clock.offset - FIVE_MINUTES)).toBeLessThan(1_000);
    expect(clock.uncertainty).toBeLessThan(1_000);
  });
});

describe("countdowns on the server's clock", () => {
  it("remaining time is the end minus the server's now, never below 0", () => {
    const clock = createServerClock({ localNow: () => 1_000 });
    clock.observe({ serverTime: 1_000 + FIVE_MINUTES, sentAt: 1_000, receivedAt: 1_000 });
    expect(remainingMs(1_000 + FIVE_MINUTES + 30_000, clock)).toBe(30_000);
    expect(remainingMs(1_000, clock)).toBe(0);
  });

  it("a browser five minutes behind ends a 3-second countdown after 3 seconds, ticking each second, 0 once", () => {
    const timers = createManualTimers();
    const clock = createServerClock({ localNow: () => timers.now });
    clock.observe({ serverTime: FIVE_MINUTES, sentAt: 0, receivedAt: 0 });
    const ticks: number[] = [];
    let ends = 0;
    startCountdown({
      endTime: FIVE_MINUTES + 2_500,
      clock,
      timers,
      onTick: (left) => void ticks.push(left),
      onEnd: () => void (ends += 1),
    });
    expect(ticks).toEqual([2_500]);
    timers.advance(499);
    expect(ticks).toEqual([2_500]);
    timers.advance(1);
    expect(ticks).toEqual([2_500, 2_000]);
    timers.advance(1_999);
    expect(ticks).toEqual([2_500, 2_000, 1_000]);
    expect(ends).toBe(0);
    timers.advance(1);
    expect(ticks).toEqual([2_500, 2_000, 1_000, 0]);
    expect(ends).toBe(1);
    timers.advance(10_000);
    expect(ends).toBe(1);
    expect(timers.pending).toBe(0);
  });

  it("an end already past reports 0 and ends at once; a stopped countdown never ends", () => {
    const timers = createManualTimers();
    const clock = createServerClock({ localNow: () => timers.now + 10_000 });
    const ended: string[] = [];
    startCountdown({ endTime: 5_000, clock, timers, onTick: () => undefined, onEnd: () => void ended.push("past") });
    expect(ended).toEqual(["past"]);
    const countdown = startCountdown({
      endTime: 20_000,
      clock,
      timers,
      onTick: () => undefined,
      onEnd: () => void ended.push("stopped"),
    });
    countdown.stop();
    timers.advance(60_000);
    expect(ended).toEqual(["past"]);
  });
});
