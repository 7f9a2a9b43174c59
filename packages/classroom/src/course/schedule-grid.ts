// The week grid's layout, kept pure so it is tested without a browser: the time rows (every distinct
// start–end pair, earliest first) with each weekday's slots in them, the same slots day by day for the
// narrow screen's list, and the school calendar's weeks (in the school's time zone, Monday first) as
// YYYY-MM-DD dates.
import { addCalendarDays, formatSchoolDate, schoolMoment, schoolWeekday } from "@smartclass/ui";

import type { ClassScheduleEntry } from "./course-api";

/** The weekdays of the contract (1 Monday … 7 Sunday). */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One row of the week grid: a time span and the slots of each weekday in it (index 0 = Monday). */
interface ScheduleRow {
  startTime: string;
  endTime: string;
  days: ClassScheduleEntry[][];
}

/** Orders slots by start, then end, then course name (HH:mm strings sort as times). */
function compareSlots(a: ClassScheduleEntry, b: ClassScheduleEntry): number {
  return (
    a.startTime.localeCompare(b.startTime) ||
    a.endTime.localeCompare(b.endTime) ||
    a.courseName.localeCompare(b.courseName, "zh-CN")
  );
}

/** The week grid's rows: one per distinct time span, sorted by start time; slots out of 1–7 are dropped. */
function scheduleRows(entries: readonly ClassScheduleEntry[]): ScheduleRow[] {
  const rows = new Map<string, ScheduleRow>();
  for (const entry of [...entries].sort(compareSlots)) {
    if (entry.weekday < 1 || entry.weekday > 7) continue;
    const key = `${entry.startTime}-${entry.endTime}`;
    let row = rows.get(key);
    if (!row) {
      row = { startTime: entry.startTime, endTime: entry.endTime, days: WEEKDAYS.map(() => []) };
      rows.set(key, row);
    }
    row.days[entry.weekday - 1]!.push(entry);
  }
  return [...rows.values()];
}

/** The slots of each weekday (index 0 = Monday), sorted by start time, for the per-day list. */
function scheduleDays(entries: readonly ClassScheduleEntry[]): ClassScheduleEntry[][] {
  const sorted = [...entries].sort(compareSlots);
  return WEEKDAYS.map((day) => sorted.filter((entry) => entry.weekday === day));
}

/** A moment's weekday in the contract's numbering (1 Monday … 7 Sunday), in the school's time zone as the
 * timetable is. */
function weekdayOf(epochMs: number): number {
  return schoolWeekday(epochMs);
}

/** The day of a moment on the school's calendar (its time zone), YYYY-MM-DD. */
function dateOf(epochMs: number): string {
  return formatSchoolDate(epochMs);
}

/** The day `days` after `date` (YYYY-MM-DD; negative goes back). */
function addDays(date: string, days: number): string {
  return addCalendarDays(date, days);
}

/** The Monday of the week holding `date` (YYYY-MM-DD), as the timetable's weekStart. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

/** The seven days of the week starting on `monday`, Monday first. */
function weekDates(monday: string): string[] {
  return WEEKDAYS.map((weekday) => addDays(monday, weekday - 1));
}

/** The moment `HH:mm` on `date` in the school's time zone, in epoch milliseconds (NaN when either is not
 * well-formed). */
function schoolTimeOn(date: string, hhmm: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(hhmm)) return Number.NaN;
  return schoolMoment(date, hhmm) ?? Number.NaN;
}

export { addDays, dateOf, mondayOf, scheduleDays, scheduleRows, schoolTimeOn, WEEKDAYS, weekDates, weekdayOf };
export type { ScheduleRow };
