// The code store for end-to-end tests: GET /test-support/verification-code answers 404 unless the server
// runs with TEST_CLOCK=on; then, over loopback only, the latest unused code sent to a mobile or address,
// which the sign-up accepts; the code still goes to the server log.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

interface TestCode {
  target: string;
  channel: string;
  scene: number;
  code: string;
  expiresTime: number;
}

async function read(s: TestServer, target: string) {
  const res = await fetch(`${s.url}/test-support/verification-code?target=${encodeURIComponent(target)}`);
  return { status: res.status, body: (await res.json()) as { code: number; data: TestCode | null; msg: string } };
}

describe("test support: verification codes", () => {
  let off: TestServer;
  let on: TestServer;

  beforeAll(async () => {
    [off, on] = await Promise.all([startServer("pglite"), startServer("pglite", { testClock: true })]);
  }, SETUP_TIMEOUT);
  afterAll(async () => Promise.all([off?.close(), on?.close()]));

  it("is not there when off (404), even for a number that was sent a code", async () => {
    expect(
      (await off.call("POST", "/system/auth/send-sms-code", { body: { mobile: "13600000001", scene: 5 } })).code,
    ).toBe(0);
    expect((await read(off, "13600000001")).status).toBe(404);
  });

  it("answers the latest unused code when on, which registers, and then has none", async () => {
    const mobile = "13600000002";
    expect((await read(on, mobile)).status).toBe(404);
    expect((await on.call("POST", "/system/auth/send-sms-code", { body: { mobile, scene: 5 } })).code).toBe(0);
    const r = await read(on, mobile);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({ target: mobile, channel: "sms", scene: 5 });
    expect(r.body.data!.code).toMatch(/^\d{6}$/);
    expect(r.body.data!.expiresTime).toBeGreaterThan(Date.now());
    // Still in the server log, as before.
    expect(on.logs.some((l) => l.includes(`[verification code] sms to ${mobile}: ${r.body.data!.code}`))).toBe(true);
    const signedUp = await on.call("POST", "/system/auth/register", {
      body: { username: "e2e_signup", password: "pass1234", mobile, code: r.body.data!.code },
    });
    expect(signedUp.code).toBe(0);
    expect((await read(on, mobile)).status).toBe(404);
  });

  it("answers 404 to a caller that is not on loopback, and 400 without a target", async () => {
    await on.call("POST", "/system/auth/send-sms-code", { body: { mobile: "13600000003", scene: 5 } });
    const remote = await on.app.inject({
      method: "GET",
      url: "/test-support/verification-code?target=13600000003",
      remoteAddress: "10.0.0.7",
    });
    expect(remote.statusCode).toBe(404);
    expect((await read(on, "13600000003")).status).toBe(200);
    expect((await fetch(`${on.url}/test-support/verification-code`)).status).toBe(400);
  });
});
