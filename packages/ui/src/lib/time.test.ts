import { describe, expect, it } from "vitest";

import { formatLongTime, formatRelativeTime, formatShortTime } from "./time";

// 2026-03-14 01:05:09 UTC is 09:05:09 at UTC+8.
const instant = Date.UTC(2026, 2, 14, 1, 5, 9);

describe("time display at UTC+8", () => {
  it("short form is month-day hour:minute at +8", () => {
    expect(formatShortTime(instant)).toBe("03-14 09:05");
    expect(formatShortTime(new Date(instant))).toBe("03-14 09:05");
  });

  it("long form is year-month-day hour:minute:second at +8", () => {
    expect(formatLongTime(instant)).toBe("2026-03-14 09:05:09");
    expect(formatLongTime("2026-03-14T01:05:09Z")).toBe("2026-03-14 09:05:09");
  });

  it("crosses the date line into the next day at +8", () => {
    expect(formatLongTime(Date.UTC(2026, 11, 31, 16, 0, 0))).toBe("2027-01-01 00:00:00");
  });

  it("is empty for missing or invalid values", () => {
    expect(formatShortTime(undefined)).toBe("");
    expect(formatLongTime(null)).toBe("");
    expect(formatLongTime("not a date")).toBe("");
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
    expect(formatRelativeTime(now - 48 * 3_600_000, now)).toBe(formatShortTime(now - 48 * 3_600_000));
  });
});
