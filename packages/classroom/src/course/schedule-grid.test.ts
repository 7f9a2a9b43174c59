import { DEFAULT_SCHOOL_TIME_ZONE, setSchoolTimeZone } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import type { ClassScheduleEntry } from "./course-api";
import {
  addDays,
  dateOf,
  mondayOf,
  scheduleDays,
  scheduleRows,
  schoolTimeOn,
  weekDates,
  weekdayOf,
} from "./schedule-grid";

let nextId = 1;
const slot = (courseName: string, weekday: number, startTime: string, endTime: string): ClassScheduleEntry => ({
  courseItemId: nextId++,
  courseId: 1,
  courseName,
  date: `2026-11-${22 + weekday}`,
  weekday,
  startTime,
  endTime,
  status: 0,
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
  it("counts Monday as 1 and Sunday as 7 in the school's zone (Shanghai by default)", () => {
    // 2026-11-23 is a Monday; 17:00 UTC on Sunday the 22nd is already Monday 01:00 in Shanghai.
    expect(weekdayOf(Date.UTC(2026, 10, 23, 2))).toBe(1);
    expect(weekdayOf(Date.UTC(2026, 10, 22, 17))).toBe(1);
    expect(weekdayOf(Date.UTC(2026, 10, 22, 15))).toBe(7);
  });
});

describe("the school calendar's weeks", () => {
  afterEach(() => setSchoolTimeZone(DEFAULT_SCHOOL_TIME_ZONE));

  it("reads a moment's day in the school's zone", () => {
    expect(dateOf(Date.UTC(2026, 10, 22, 15, 59))).toBe("2026-11-22");
    expect(dateOf(Date.UTC(2026, 10, 22, 16, 0))).toBe("2026-11-23");
  });

  it("finds the Monday of any day's week, across months and years", () => {
    expect(mondayOf("2026-11-23")).toBe("2026-11-23");
    expect(mondayOf("2026-11-29")).toBe("2026-11-23");
    expect(mondayOf("2026-11-30")).toBe("2026-11-30");
    expect(mondayOf("2027-01-02")).toBe("2026-12-28");
  });

  it("lists a week's seven dates and steps whole weeks", () => {
    expect(weekDates("2026-12-28")).toEqual([
      "2026-12-28",
      "2026-12-29",
      "2026-12-30",
      "2026-12-31",
      "2027-01-01",
      "2027-01-02",
      "2027-01-03",
    ]);
    expect(addDays("2026-11-23", -7)).toBe("2026-11-16");
    expect(addDays("2026-02-23", 7)).toBe("2026-03-02");
  });

  it("turns a day and HH:mm in the school's zone into a moment, NaN for a missing part", () => {
    expect(schoolTimeOn("2026-11-23", "07:30")).toBe(Date.UTC(2026, 10, 22, 23, 30));
    expect(schoolTimeOn("2026-11-23", "")).toBeNaN();
    expect(schoolTimeOn("", "07:30")).toBeNaN();
  });

  it("follows a school in another zone", () => {
    setSchoolTimeZone("America/New_York");
    expect(schoolTimeOn("2026-11-23", "07:30")).toBe(Date.UTC(2026, 10, 23, 12, 30));
    expect(dateOf(Date.UTC(2026, 10, 23, 4, 59))).toBe("2026-11-22");
    expect(weekdayOf(Date.UTC(2026, 10, 23, 4, 59))).toBe(7);
  });
});
