// Every date and time the product shows or takes in, read in the school's time zone
// (`setSchoolTimeZone`, Asia/Shanghai by default) — never the zone of the computer showing the page.
// Instants travel as epoch milliseconds; only these functions turn them into wall-clock text and back.
import dayjs, { type Dayjs } from "dayjs";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

import { messages } from "../messages";
import { schoolTimeZone } from "./school-time-zone";

dayjs.extend(utc);
dayjs.extend(timezone);

/** An instant: epoch milliseconds, a Date, or a string (ISO with an offset is that instant; a wall-clock
 * string without one, such as `2026-11-28 19:15`, is read as school time). */
type TimeInput = Date | number | string;

/** `YYYY-MM-DD`, optionally `HH:mm`, `HH:mm:ss` or `HH:mm:ss.SSS` after a space or a `T`. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?$/;

/** Epoch milliseconds of a value, NaN when it names no instant. */
function epochOf(value: TimeInput): number {
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.getTime();
  const trimmed = value.trim();
  if (WALL_CLOCK.test(trimmed)) return parseSchoolTime(trimmed) ?? Number.NaN;
  return Date.parse(trimmed);
}

/**
 * The instant as a dayjs object in the school's zone, for a format of your own (`.format("M月D日")`);
 * null for a missing or bad value. Do sums on epoch milliseconds or with the school-day helpers below: a
 * dayjs object keeps its offset when moved across a change to or from summer time.
 */
function schoolTime(value: TimeInput | null | undefined): Dayjs | null {
  if (value === null || value === undefined || value === "") return null;
  const ms = epochOf(value);
  return Number.isFinite(ms) ? dayjs(ms).tz(schoolTimeZone()) : null;
}

/** The instant in `pattern` (dayjs tokens) in the school's zone; empty for a missing or bad value. */
function formatSchoolTime(value: TimeInput | null | undefined, pattern: string): string {
  return schoolTime(value)?.format(pattern) ?? "";
}

/** Short form: month-day hour:minute, e.g. `03-14 09:05`. Empty for a missing or bad value. */
function formatShortTime(value: TimeInput | null | undefined): string {
  return formatSchoolTime(value, "MM-DD HH:mm");
}

/** Long form: year-month-day hour:minute:second, e.g. `2026-03-14 09:05:00`. */
function formatLongTime(value: TimeInput | null | undefined): string {
  return formatSchoolTime(value, "YYYY-MM-DD HH:mm:ss");
}

/** Date and time to the minute, e.g. `2026-11-28 19:15`. */
function formatDateTime(value: TimeInput | null | undefined): string {
  return formatSchoolTime(value, "YYYY-MM-DD HH:mm");
}

/** The school's calendar day of an instant, `YYYY-MM-DD`. */
function formatSchoolDate(value: TimeInput | null | undefined): string {
  return formatSchoolTime(value, "YYYY-MM-DD");
}

/** The time of day, `HH:mm` (or `HH:mm:ss` with `seconds`). */
function formatTimeOfDay(value: TimeInput | null | undefined, { seconds = false }: { seconds?: boolean } = {}): string {
  return formatSchoolTime(value, seconds ? "HH:mm:ss" : "HH:mm");
}

/**
 * Relative form: under 30 s "just now", under 1 h minutes, under 24 h hours, under 48 h "1 day ago";
 * anything older (or in the future) falls back to the short form.
 */
function formatRelativeTime(value: TimeInput, now: TimeInput = Date.now()): string {
  const seconds = (epochOf(now) - epochOf(value)) / 1000;
  if (!Number.isFinite(seconds)) return "";
  if (seconds < 0) return formatShortTime(value);
  if (seconds < 30) return messages.justNow;
  if (seconds < 3600) return messages.minutesAgo(Math.max(1, Math.floor(seconds / 60)));
  if (seconds < 86400) return messages.hoursAgo(Math.floor(seconds / 3600));
  if (seconds < 172800) return messages.oneDayAgo;
  return formatShortTime(value);
}

/**
 * Epoch milliseconds of a typed school time — `2026-11-28 19:15`, a `datetime-local` value
 * (`2026-11-28T19:15`, with or without seconds) or a day alone (its midnight) — or null when the text is
 * no such time or no real day (`2026-02-30`). A time skipped by a change to summer time reads as the same
 * time after the change (02:30 → 03:30); a time that happens twice (the hour repeated when summer time ends)
 * reads as the second one, in standard time.
 */
function parseSchoolTime(text: string | null | undefined): number | null {
  const match = WALL_CLOCK.exec(text?.trim() ?? "");
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match.slice(1, 7).map((n) => Number(n ?? 0));
  const millis = Number((match[7] ?? "0").padEnd(3, "0"));
  const wall = new Date(Date.UTC(2000, 0, 1));
  wall.setUTCFullYear(year!, month! - 1, day!);
  wall.setUTCHours(hour, minute, second, millis);
  // A field out of range (month 13, 24:00, Feb 30) rolls over; that is a typo, not a time.
  if (wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day || wall.getUTCHours() !== hour) return null;
  if (wall.getUTCMinutes() !== minute || wall.getUTCSeconds() !== second) return null;
  const ms = dayjs.tz(dayjs.utc(wall.getTime()).format("YYYY-MM-DDTHH:mm:ss.SSS"), schoolTimeZone()).valueOf();
  return Number.isFinite(ms) ? ms : null;
}

/** The moment `time` (`HH:mm` or `HH:mm:ss`) on school day `date` (`YYYY-MM-DD`); null when either is bad. */
function schoolMoment(date: string, time: string): number | null {
  return /^\d{2}:\d{2}(?::\d{2})?$/.test(time) ? parseSchoolTime(`${date}T${time}`) : null;
}

/** A `datetime-local` input's value for an instant in the school's zone (`2026-11-28T19:15`, or with
 * seconds); "" when missing. Read the input back with `parseSchoolTime`. */
function toDateTimeInputValue(
  value: TimeInput | null | undefined,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  return formatSchoolTime(value, seconds ? "YYYY-MM-DDTHH:mm:ss" : "YYYY-MM-DDTHH:mm");
}

/** A `date` input's value: the instant's school day, `YYYY-MM-DD`; "" when missing. */
function toDateInputValue(value: TimeInput | null | undefined): string {
  return formatSchoolDate(value);
}

/** A `time` input's value: the instant's school time of day, `HH:mm`; "" when missing. */
function toTimeInputValue(value: TimeInput | null | undefined): string {
  return formatTimeOfDay(value);
}

/** Midnight starting school day `date` (`YYYY-MM-DD`), epoch ms; null for a bad date. */
function startOfSchoolDay(date: string): number | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? parseSchoolTime(date) : null;
}

/** The last second of school day `date` (23:59:59), epoch ms; null for a bad date. */
function endOfSchoolDay(date: string): number | null {
  return schoolMoment(date, "23:59:59");
}

/** The calendar day `days` after `date` (`YYYY-MM-DD`; negative goes back; "" for a bad date). Zone-free:
 * days, not hours. */
function addCalendarDays(date: string, days: number): string {
  const day = dayjs.utc(date);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && day.isValid() ? day.add(days, "day").format("YYYY-MM-DD") : "";
}

/** School days from the day of `from` to the day of `to` (0 the same day, 1 the next, -1 the day before). */
function schoolDaysBetween(from: TimeInput, to: TimeInput): number {
  const a = formatSchoolDate(from);
  const b = formatSchoolDate(to);
  if (!a || !b) return Number.NaN;
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** The school weekday of an instant: 1 Monday … 7 Sunday. */
function schoolWeekday(value: TimeInput): number {
  const day = schoolTime(value)?.day();
  return day === undefined ? Number.NaN : day === 0 ? 7 : day;
}

export {
  addCalendarDays,
  endOfSchoolDay,
  formatDateTime,
  formatLongTime,
  formatRelativeTime,
  formatSchoolDate,
  formatSchoolTime,
  formatShortTime,
  formatTimeOfDay,
  parseSchoolTime,
  schoolDaysBetween,
  schoolMoment,
  schoolTime,
  schoolWeekday,
  startOfSchoolDay,
  toDateInputValue,
  toDateTimeInputValue,
  toTimeInputValue,
};
export type { TimeInput };
