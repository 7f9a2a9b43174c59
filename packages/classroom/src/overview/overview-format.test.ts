import { DEFAULT_SCHOOL_TIME_ZONE, setSchoolTimeZone } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import type { TodoItem } from "./overview-api";
import { attendanceOf, describeDeadline, formatAverage, sortTodos } from "./overview-format";

/** 14:20 on 23 Nov 2026 in Shanghai, the default school zone. */
const NOW = Date.UTC(2026, 10, 23, 6, 20);
const at8 = (day: number, hour: number, minute = 0) => Date.UTC(2026, 10, day, hour - 8, minute);

describe("describeDeadline", () => {
  afterEach(() => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE));

  it("reads minutes left under an hour, rounding up", () => {
    expect(describeDeadline(NOW + 12 * 60_000, NOW)).toEqual({ text: "还剩 12 分钟", state: "soon" });
    expect(describeDeadline(NOW + 11 * 60_000 + 1, NOW).text).toBe("还剩 12 分钟");
    expect(describeDeadline(NOW + 5_000, NOW).text).toBe("还剩 1 分钟");
    expect(describeDeadline(NOW + 59 * 60_000 + 59_000, NOW).text).toBe("还剩 60 分钟");
  });

  it("reads later today, tomorrow and other days by the school's clock", () => {
    expect(describeDeadline(at8(23, 16), NOW)).toEqual({ text: "今天 16:00 截止", state: "later" });
    expect(describeDeadline(at8(23, 23, 59), NOW).text).toBe("今天 23:59 截止");
    expect(describeDeadline(at8(24, 0, 0), NOW).text).toBe("明天 00:00 截止");
    expect(describeDeadline(at8(24, 9, 30), NOW).text).toBe("明天 09:30 截止");
    expect(describeDeadline(at8(25, 8), NOW).text).toBe("11-25 08:00 截止");
    expect(describeDeadline(Date.UTC(2026, 11, 31, 16), NOW).text).toBe("01-01 00:00 截止");
  });

  it("counts today and tomorrow on the school's calendar, whatever the computer's zone", () => {
    setSchoolTimeZone("America/New_York");
    // NOW is 01:20 on 23 Nov in New York; 23:30 there that day is still today, 00:30 after it tomorrow.
    expect(describeDeadline(Date.UTC(2026, 10, 24, 4, 30), NOW).text).toBe("今天 23:30 截止");
    expect(describeDeadline(Date.UTC(2026, 10, 24, 5, 30), NOW).text).toBe("明天 00:30 截止");
  });

  it("is overdue at and after the deadline, and says so without one", () => {
    expect(describeDeadline(NOW, NOW)).toEqual({ text: "已截止", state: "overdue" });
    expect(describeDeadline(at8(20, 9), NOW)).toEqual({ text: "已截止", state: "overdue" });
    expect(describeDeadline(null, NOW)).toEqual({ text: "无截止时间", state: "none" });
  });
});

describe("sortTodos", () => {
  const todo = (id: number, deadline: number | null): TodoItem => ({
    type: "assignment",
    id,
    title: `作业 ${id}`,
    courseItemId: 7,
    deadline,
  });

  it("puts the soonest first, overdue leading and no deadline last, without changing its input", () => {
    const input = [
      todo(1, null),
      todo(2, NOW + 3_600_000),
      todo(3, NOW - 60_000),
      todo(4, NOW + 60_000),
      todo(5, null),
    ];
    expect(sortTodos(input).map((t) => t.id)).toEqual([3, 4, 2, 1, 5]);
    expect(input.map((t) => t.id)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("attendanceOf", () => {
  it("counts signed over signed and absent, with a rate", () => {
    expect(attendanceOf({ signInCount: 7, absentCount: 1 })).toEqual({
      signed: 7,
      total: 8,
      ratio: 0.875,
      rate: "87.5%",
    });
    expect(attendanceOf({ signInCount: 2, absentCount: 1 }).rate).toBe("66.7%");
    expect(attendanceOf({ signInCount: 4, absentCount: 0 }).rate).toBe("100%");
  });

  it("has no rate before any sign-in", () => {
    expect(attendanceOf({ signInCount: 0, absentCount: 0 })).toEqual({ signed: 0, total: 0, ratio: null, rate: "—" });
  });
});

describe("formatAverage", () => {
  it("keeps one decimal at most and reads 暂无 without a score", () => {
    expect(formatAverage(86.54)).toBe("86.5");
    expect(formatAverage(90)).toBe("90");
    expect(formatAverage(null)).toBe("暂无");
  });
});
