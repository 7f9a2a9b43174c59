// The server's clock for clients: GET /infra/clock without a login, the X-Server-Time header on every
// API answer (errors too), both following the server's clock, and SCHOOL_TIME_ZONE checked at start.
import type { components } from "@smartclass/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig } from "../../src/config.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type ServerClock = components["schemas"]["ServerClock"];

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineServerClockTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    beforeAll(async () => {
      s = await startServer(engine, { schoolTimeZone: "America/New_York" });
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    it("answers the server's time and the school's zone without a login, following the server's clock", async () => {
      const before = s.clock.now().getTime();
      const first = await s.call<ServerClock>("GET", "/infra/clock");
      expect(first.code).toBe(0);
      expect(first.data.timeZone).toBe("America/New_York");
      expect(first.data.now).toBeGreaterThanOrEqual(before);
      expect(first.data.now).toBeLessThanOrEqual(s.clock.now().getTime());

      s.clock.advance(3_600_000);
      const later = await s.call<ServerClock>("GET", "/infra/clock");
      expect(later.data.now - first.data.now).toBeGreaterThanOrEqual(3_600_000);
    });

    it("puts X-Server-Time on every API answer, refusals included", async () => {
      const refused = await s.call("GET", "/teach/course/my");
      expect(refused.code).toBe(401);
      const missing = await s.call("GET", "/no/such/operation");
      for (const answer of [refused, missing, await s.call("GET", "/infra/clock")]) {
        const header = Number(answer.headers.get("x-server-time"));
        expect(Math.abs(header - s.clock.now().getTime())).toBeLessThan(5_000);
      }
    });
  });
}

/** The setting alone (no server): the default, a valid zone, and an unknown one stopping the start. */
export function defineSchoolTimeZoneSettingTests() {
  describe("SCHOOL_TIME_ZONE", () => {
    it("defaults to Asia/Shanghai and takes any IANA zone", () => {
      expect(loadConfig({}).schoolTimeZone).toBe("Asia/Shanghai");
      expect(loadConfig({ SCHOOL_TIME_ZONE: "America/New_York" }).schoolTimeZone).toBe("America/New_York");
    });
    it("refuses an unknown zone with a message naming the setting", () => {
      expect(() => loadConfig({ SCHOOL_TIME_ZONE: "Mars/Olympus" })).toThrow(/SCHOOL_TIME_ZONE: "Mars\/Olympus"/);
    });
  });
}
