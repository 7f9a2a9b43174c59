import { describe, expect, it } from "vitest";

import type { ClassScheduleEntry } from "./course-api";
import { scheduleDays, scheduleRows, weekdayOf } from "./schedule-grid";

const slot = (courseName: string, weekday: number, startTime: string, endTime: string): ClassScheduleEntry => ({
  courseId: 1,
  courseName,
  weekday,
  startTime,
  endTime,
});

describe("scheduleRows", () => {
  it("makes one row per time span, earliest first, with each slot under its weekday", () => {
    const rows = scheduleRows([
      slot("物理", 3, "10:00", "10:45"),
      slot("数学", 1, "08:00", "08:45"),
      slot("英语", 5, "08:00", "08:45"),
      slot("化学", 1, "14:00", "14:45"),
    ]);
    expect(rows.map((r) => `${r.startTime}-${r.endTime}`)).toEqual(["08:00-08:45", "10:00-10:45", "14:00-14:45"]);
    expect(rows[0]!.days.map((d) => d.map((e) => e.courseName).join())).toEqual(["数学", "", "", "", "英语", "", ""]);
    expect(rows[1]!.days[2]!.map((e) => e.courseName)).toEqual(["物理"]);
  });

  it("keeps two slots of the same span and day in one cell, and separates spans that differ only in the end", () => {
    const rows = scheduleRows([
      slot("数学", 2, "08:00", "08:45"),
      slot("语文", 2, "08:00", "08:45"),
      slot("自习", 2, "08:00", "09:30"),
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[0]!.days[1]!.map((e) => e.courseName)).toEqual(["数学", "语文"]);
    expect(rows[1]!.endTime).toBe("09:30");
  });

  it("has no rows for an empty timetable", () => {
    expect(scheduleRows([])).toEqual([]);
  });
});

describe("scheduleDays", () => {
  it("lists each weekday's slots by start time, Monday first", () => {
    const days = scheduleDays([
      slot("午", 1, "14:00", "14:45"),
      slot("早", 1, "08:00", "08:45"),
      slot("日", 7, "09:00", "09:45"),
    ]);
    expect(days).toHaveLength(7);
    expect(days[0]!.map((e) => e.courseName)).toEqual(["早", "午"]);
    expect(days[6]!.map((e) => e.courseName)).toEqual(["日"]);
    expect(days[3]).toEqual([]);
  });
});

describe("weekdayOf", () => {
  it("counts Monday as 1 and Sunday as 7 in UTC+8", () => {
    // 2026-11-23 is a Monday; 17:00 UTC on Sunday the 22nd is already Monday 01:00 in UTC+8.
    expect(weekdayOf(Date.UTC(2026, 10, 23, 2))).toBe(1);
    expect(weekdayOf(Date.UTC(2026, 10, 22, 17))).toBe(1);
    expect(weekdayOf(Date.UTC(2026, 10, 22, 15))).toBe(7);
  });
});
