// Every expectation is a fixed string or instant, so the file proves the results do not depend on the
// zone of the computer running it (run it with TZ=America/New_York or TZ=UTC to see the same results).
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_SCHOOL_TIME_ZONE, setSchoolTimeZone } from "./school-time-zone";
import {
  addCalendarDays,
  endOfSchoolDay,
  formatDateTime,
  formatLongTime,
  formatRelativeTime,
  formatSchoolDate,
  formatShortTime,
  formatTimeOfDay,
  parseSchoolTime,
  schoolDaysBetween,
  schoolMoment,
  schoolWeekday,
  startOfSchoolDay,
  toDateInputValue,
  toDateTimeInputValue,
  toTimeInputValue,
} from "./time";

// 2026-03-14 01:05:09 UTC is 09:05:09 in Shanghai.
const instant = Date.UTC(2026, 2, 14, 1, 5, 9);

afterEach(() => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE));

describe("display in the school's zone (Asia/Shanghai by default)", () => {
  it("short form is month-day hour:minute", () => {
    expect(formatShortTime(instant)).toBe("03-14 09:05");
    expect(formatShortTime(new Date(instant))).toBe("03-14 09:05");
  });

  it("long form is year-month-day hour:minute:second", () => {
    expect(formatLongTime(instant)).toBe("2026-03-14 09:05:09");
    expect(formatLongTime("2026-03-14T01:05:09Z")).toBe("2026-03-14 09:05:09");
  });

  it("a wall-clock string without an offset is school time", () => {
    expect(formatLongTime("2026-03-14 09:05:09")).toBe("2026-03-14 09:05:09");
  });

  it("crosses into the next day", () => {
    expect(formatLongTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe("2027-01-01 00:00:00");
    expect(formatSchoolDate(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe("2027-01-01");
  });

  it("minute, day and time-of-day forms", () => {
    expect(formatDateTime(instant)).toBe("2026-03-14 09:05");
    expect(formatTimeOfDay(instant)).toBe("09:05");
    expect(formatTimeOfDay(instant, { seconds: true })).toBe("09:05:09");
  });

  it("is empty for missing or invalid values", () => {
    expect(formatShortTime(undefined)).toBe("");
    expect(formatLongTime(null)).toBe("");
    expect(formatLongTime("not a date")).toBe("");
    expect(formatLongTime(Number.NaN)).toBe("");
  });

  it("relative form follows the spec's thresholds", () => {
    const now = instant;
    expect(formatRelativeTime(now - 29_000, now)).toBe("刚刚");
    expect(formatRelativeTime(now - 30_000, now)).toBe("1分钟前");
    expect(formatRelativeTime(now - 59 * 60_000, now)).toBe("59分钟前");
    expect(formatRelativeTime(now - 3_600_000, now)).toBe("1小时前");
    expect(formatRelativeTime(now - 23.9 * 3_600_000, now)).toBe("23小时前");
    expect(formatRelativeTime(now - 24 * 3_600_000, now)).toBe("1天前");
    expect(formatRelativeTime(now - 47.9 * 3_600_000, now)).toBe("1天前");
    expect(formatRelativeTime(now - 48 * 3_600_000, now)).toBe("03-12 09:05");
  });
});

describe("another school zone", () => {
  it("shows the same instant at the new zone's hours", () => {
    setSchoolTimeZone("America/New_York");
    // 01:05 UTC on 14 March is 21:05 the evening before in New York (summer time since 8 March).
    expect(formatLongTime(instant)).toBe("2026-03-13 21:05:09");
    setSchoolTimeZone("Asia/Shanghai");
    expect(formatLongTime(instant)).toBe("2026-03-14 09:05:09");
  });

  it("refuses an unknown zone and keeps the current one", () => {
    expect(() => setSchoolTimeZone("Mars/Olympus_Mons")).toThrow(RangeError);
    expect(formatLongTime(instant)).toBe("2026-03-14 09:05:09");
  });
});

describe("typed times are school times", () => {
  it("a teacher's 19:15 is 19:15 at the school, whatever the computer's zone", () => {
    expect(parseSchoolTime("2026-11-28 19:15")).toBe(Date.UTC(2026, 10, 28, 11, 15));
    expect(parseSchoolTime("2026-11-28T19:15")).toBe(Date.UTC(2026, 10, 28, 11, 15));
    expect(parseSchoolTime("2026-11-28T19:15:30")).toBe(Date.UTC(2026, 10, 28, 11, 15, 30));
    expect(parseSchoolTime("2026-11-28")).toBe(Date.UTC(2026, 10, 27, 16, 0));
  });

  it("is null for no time or no real day", () => {
    expect(parseSchoolTime("")).toBeNull();
    expect(parseSchoolTime(undefined)).toBeNull();
    expect(parseSchoolTime("tomorrow")).toBeNull();
    expect(parseSchoolTime("2026-02-30 10:00")).toBeNull();
    expect(parseSchoolTime("2026-11-28 24:00")).toBeNull();
    expect(parseSchoolTime("2026-13-01")).toBeNull();
  });

  it("input values round-trip", () => {
    const ms = Date.UTC(2026, 10, 28, 11, 15);
    expect(toDateTimeInputValue(ms)).toBe("2026-11-28T19:15");
    expect(toDateTimeInputValue(ms + 30_000, { seconds: true })).toBe("2026-11-28T19:15:30");
    expect(toDateInputValue(ms)).toBe("2026-11-28");
    expect(toTimeInputValue(ms)).toBe("19:15");
    expect(parseSchoolTime(toDateTimeInputValue(ms))).toBe(ms);
    expect(toDateTimeInputValue(null)).toBe("");
  });

  it("day helpers", () => {
    expect(schoolMoment("2026-11-28", "19:15")).toBe(Date.UTC(2026, 10, 28, 11, 15));
    expect(schoolMoment("2026-11-28", "7pm")).toBeNull();
    expect(startOfSchoolDay("2026-11-28")).toBe(Date.UTC(2026, 10, 27, 16, 0));
    expect(endOfSchoolDay("2026-11-28")).toBe(Date.UTC(2026, 10, 28, 15, 59, 59));
    expect(addCalendarDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addCalendarDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addCalendarDays("bad", 1)).toBe("");
    // 16:30 UTC on a Sunday is 00:30 on Monday in Shanghai.
    expect(schoolWeekday(Date.UTC(2026, 10, 29, 16, 30))).toBe(1);
    expect(schoolWeekday(Date.UTC(2026, 10, 29, 15, 30))).toBe(7);
    expect(schoolDaysBetween(Date.UTC(2026, 10, 28, 15, 59), Date.UTC(2026, 10, 28, 16, 0))).toBe(1);
    expect(schoolDaysBetween(Date.UTC(2026, 10, 28, 1, 0), Date.UTC(2026, 10, 28, 15, 0))).toBe(0);
  });
});

describe("changes to and from summer time (America/New_York)", () => {
  it("shows the hours either side of the spring change", () => {
    setSchoolTimeZone("America/New_York");
    // 8 March 2026: 02:00 EST jumps to 03:00 EDT, at 07:00 UTC.
    expect(formatLongTime(Date.UTC(2026, 2, 8, 6, 59, 59))).toBe("2026-03-08 01:59:59");
    expect(formatLongTime(Date.UTC(2026, 2, 8, 7, 0, 0))).toBe("2026-03-08 03:00:00");
  });

  it("parses either side of the spring change and moves a skipped time past the gap", () => {
    setSchoolTimeZone("America/New_York");
    expect(parseSchoolTime("2026-03-08 01:30")).toBe(Date.UTC(2026, 2, 8, 6, 30));
    expect(parseSchoolTime("2026-03-08 03:30")).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(parseSchoolTime("2026-03-08 02:30")).toBe(Date.UTC(2026, 2, 8, 7, 30));
    expect(parseSchoolTime("2026-03-09 19:15")).toBe(Date.UTC(2026, 2, 9, 23, 15));
  });

  it("the autumn change: the repeated hour shows twice; a day after reads at the new offset", () => {
    setSchoolTimeZone("America/New_York");
    // 1 November 2026: 02:00 EDT goes back to 01:00 EST, at 06:00 UTC.
    expect(formatLongTime(Date.UTC(2026, 10, 1, 5, 30))).toBe("2026-11-01 01:30:00");
    expect(formatLongTime(Date.UTC(2026, 10, 1, 6, 30))).toBe("2026-11-01 01:30:00");
    expect(parseSchoolTime("2026-11-01 00:30")).toBe(Date.UTC(2026, 10, 1, 4, 30));
    expect(parseSchoolTime("2026-11-01 01:30")).toBe(Date.UTC(2026, 10, 1, 6, 30));
    expect(parseSchoolTime("2026-11-01 03:00")).toBe(Date.UTC(2026, 10, 1, 8, 0));
    expect(parseSchoolTime("2026-11-28 19:15")).toBe(Date.UTC(2026, 10, 29, 0, 15));
  });

  it("the days around a change are whole days and round-trip through the inputs", () => {
    setSchoolTimeZone("America/New_York");
    expect(startOfSchoolDay("2026-03-08")).toBe(Date.UTC(2026, 2, 8, 5, 0));
    expect(startOfSchoolDay("2026-03-09")).toBe(Date.UTC(2026, 2, 9, 4, 0));
    expect(schoolDaysBetween(Date.UTC(2026, 2, 8, 5, 0), Date.UTC(2026, 2, 9, 3, 59))).toBe(0);
    for (const ms of [Date.UTC(2026, 2, 8, 6, 0), Date.UTC(2026, 2, 8, 8, 0), Date.UTC(2026, 10, 1, 7, 0)]) {
      expect(parseSchoolTime(toDateTimeInputValue(ms))).toBe(ms);
    }
  });
});
