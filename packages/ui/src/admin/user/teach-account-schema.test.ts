import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_SCHOOL_TIME_ZONE, setSchoolTimeZone } from "../../lib/school-time-zone";
import { endOfDay, renewSchema, renewStartDay, schoolDayOf } from "./teach-account-schema";

// 2026-03-10 20:00 UTC is already 2026-03-11 04:00 in Shanghai (the default school zone).
const NOW = Date.parse("2026-03-10T20:00:00Z");

describe("teaching accounts", () => {
  afterEach(() => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE));

  it("renew until the end of the chosen day at the school", () => {
    expect(endOfDay("2026-12-31")).toBe(Date.parse("2026-12-31T15:59:59Z"));
    expect(schoolDayOf(NOW)).toBe("2026-03-11");
  });

  it("follow a school in another zone", () => {
    setSchoolTimeZone("America/New_York");
    expect(endOfDay("2026-12-31")).toBe(Date.parse("2027-01-01T04:59:59Z"));
    expect(schoolDayOf(NOW)).toBe("2026-03-10");
  });

  it("refuse a missing date or a day before the school's today, accept today", () => {
    const schema = renewSchema(() => NOW);
    expect(schema.safeParse({ date: "" }).error?.issues[0]?.message).toBe("请选择到期日期");
    expect(schema.safeParse({ date: "2026-03-10" }).error?.issues[0]?.message).toBe("到期日期不能早于今天");
    expect(schema.safeParse({ date: "2026-03-11" }).success).toBe(true);
  });

  it("start the renewal form from the current expiry only while it is ahead", () => {
    expect(renewStartDay(null, NOW)).toBe("");
    expect(renewStartDay(NOW - 1000, NOW)).toBe("");
    expect(renewStartDay(Date.parse("2027-01-01T00:00:00Z"), NOW)).toBe("2027-01-01");
  });
});
