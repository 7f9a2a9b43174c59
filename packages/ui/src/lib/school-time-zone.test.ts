import { afterEach, describe, expect, it, vi } from "vitest";

import {
  DEFAULT_SCHOOL_TIME_ZONE,
  isValidTimeZone,
  schoolTimeZone,
  setSchoolTimeZone,
  subscribeSchoolTimeZone,
  zoneOffsetMinutes,
} from "./school-time-zone";

afterEach(() => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE));

describe("the school's time zone", () => {
  it("is Asia/Shanghai until set", () => {
    expect(schoolTimeZone()).toBe("Asia/Shanghai");
  });

  it("takes an IANA name in the platform's spelling and tells subscribers once", () => {
    const listener = vi.fn();
    const stop = subscribeSchoolTimeZone(listener);
    setSchoolTimeZone("america/new_york");
    expect(schoolTimeZone()).toBe("America/New_York");
    setSchoolTimeZone("America/New_York");
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    setSchoolTimeZone("UTC");
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("refuses names that are no zone", () => {
    expect(isValidTimeZone("Asia/Shanghai")).toBe(true);
    expect(isValidTimeZone("")).toBe(false);
    expect(isValidTimeZone("UTC+8")).toBe(false);
    expect(isValidTimeZone(42)).toBe(false);
    expect(() => setSchoolTimeZone("UTC+8")).toThrow(/IANA/);
    expect(schoolTimeZone()).toBe("Asia/Shanghai");
  });

  it("knows each zone's offset at an instant, summer time included", () => {
    expect(zoneOffsetMinutes("Asia/Shanghai", Date.UTC(2026, 0, 1))).toBe(480);
    expect(zoneOffsetMinutes("America/New_York", Date.UTC(2026, 0, 1))).toBe(-300);
    expect(zoneOffsetMinutes("America/New_York", Date.UTC(2026, 6, 1))).toBe(-240);
  });
});
