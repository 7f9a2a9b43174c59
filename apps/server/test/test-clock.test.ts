// The test clock: PUT /test-support/clock answers 404 unless the server runs with TEST_CLOCK=on; then it
// sets the offset of services.clock (what every deadline is checked against), over loopback only.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { loadConfig } from "../src/config.js";
import { OffsetClock } from "../src/lib/test-clock.js";
import { SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const HOUR = 3600_000;

async function put(s: TestServer, body: unknown) {
  const res = await fetch(`${s.url}/test-support/clock`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { code: number; data: { offsetMs: number; now: number } } };
}

describe("test clock", () => {
  let off: TestServer;
  let on: TestServer;

  beforeAll(async () => {
    [off, on] = await Promise.all([startServer("pglite"), startServer("pglite", { testClock: true })]);
  }, SETUP_TIMEOUT);
  afterAll(async () => Promise.all([off?.close(), on?.close()]));

  it("reads TEST_CLOCK=on from the environment, and nothing else turns it on", () => {
    expect(loadConfig({ TEST_CLOCK: "on" }).testClock).toBe(true);
    expect(loadConfig({ TEST_CLOCK: "1" }).testClock).toBe(false);
    expect(loadConfig({}).testClock).toBe(false);
  });

  it("is not there when off (404), and the server's time stays the wall clock", async () => {
    const r = await put(off, { offsetMs: HOUR });
    expect(r.status).toBe(404);
    expect(Math.abs(off.services.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("moves services.clock when on, sets (not adds) the offset, and refuses bad input", async () => {
    expect(on.services.clock).toBeInstanceOf(OffsetClock);
    const moved = await put(on, { offsetMs: 2 * HOUR });
    expect(moved.status).toBe(200);
    expect(moved.body.code).toBe(0);
    expect(moved.body.data.offsetMs).toBe(2 * HOUR);
    expect(Math.abs(moved.body.data.now - (Date.now() + 2 * HOUR))).toBeLessThan(1000);
    expect(Math.abs(on.services.clock.now().getTime() - (Date.now() + 2 * HOUR))).toBeLessThan(1000);
    await put(on, { offsetMs: HOUR });
    expect(Math.abs(on.services.clock.now().getTime() - (Date.now() + HOUR))).toBeLessThan(1000);
    for (const bad of [{}, { offsetMs: "soon" }, { offsetMs: 1.5 }, { offsetMs: 1e15 }, { offsetMs: 1, extra: 1 }])
      expect((await put(on, bad)).status).toBe(400);
    expect(Math.abs(on.services.clock.now().getTime() - (Date.now() + HOUR))).toBeLessThan(1000);
    await put(on, { offsetMs: 0 });
    expect(Math.abs(on.services.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });

  it("answers 404 to a caller that is not on loopback", async () => {
    const r = await on.app.inject({
      method: "PUT",
      url: "/test-support/clock",
      remoteAddress: "10.0.0.7",
      payload: { offsetMs: HOUR },
    });
    expect(r.statusCode).toBe(404);
    expect(Math.abs(on.services.clock.now().getTime() - Date.now())).toBeLessThan(1000);
  });
});
