// A date field's value is wall-clock text in the school's time zone, kept as typed: it is read and written
// as a calendar date and clock time in UTC, so the zone of the computer (and its summer-time gaps, where
// 02:30 does not exist on one night) never shifts or refuses it.
import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import utc from "dayjs/plugin/utc";

// Strict parsing with a pattern ("YYYY年MM月DD日", "DD/MM/YYYY") needs this plugin; extending twice is harmless.
dayjs.extend(customParseFormat);
dayjs.extend(utc);

/** The pattern a date field uses when it names none. */
const DEFAULT_DATE_PATTERN = "YYYY-MM-DD";

// A moment whose every part differs from the others and from "now", so a pattern that drops or
// confuses a part (no year, 12-hour clock without AM/PM) cannot read it back by luck.
const SAMPLE = dayjs.utc("1999-11-28T13:07:09Z");

/** A date field's pattern, or the default one. */
function datePatternOf(field: { datePattern?: string }): string {
  const pattern = field.datePattern?.trim();
  return pattern ? pattern : DEFAULT_DATE_PATTERN;
}

/** Whether `value` is a date written exactly in `pattern` (strict: `2024-3-5` is not `YYYY-MM-DD`). */
function isDateInPattern(value: string, pattern: string): boolean {
  return dayjs.utc(value, pattern, true).isValid();
}

/** The sample written in `pattern` and read back, or null when that fails. */
function roundTrip(pattern: string): dayjs.Dayjs | null {
  const parsed = dayjs.utc(SAMPLE.format(pattern), pattern, true);
  return parsed.isValid() ? parsed : null;
}

/** Whether `pattern` writes a date that reads back with its year, month and day (what a date field needs). */
function isUsableDatePattern(pattern: string): boolean {
  const parsed = roundTrip(pattern);
  return parsed !== null && parsed.format("YYYY-MM-DD") === SAMPLE.format("YYYY-MM-DD");
}

/** How a pattern is edited in the browser: a native date or date-time input, or plain text as a fallback. */
type NativeDateInput =
  | { type: "date"; format: "YYYY-MM-DD" }
  | { type: "datetime-local"; format: "YYYY-MM-DDTHH:mm" | "YYYY-MM-DDTHH:mm:ss"; step?: number }
  | { type: "text" };

/**
 * The native input for a pattern: `date` for a pattern of days, `datetime-local` when it also keeps
 * hours and minutes (with seconds when it keeps those), `text` when it cannot hold a whole date.
 */
function nativeDateInput(pattern: string): NativeDateInput {
  const parsed = roundTrip(pattern);
  if (!parsed || parsed.format("YYYY-MM-DD") !== SAMPLE.format("YYYY-MM-DD")) return { type: "text" };
  if (parsed.format("HH:mm:ss") === SAMPLE.format("HH:mm:ss"))
    return { type: "datetime-local", format: "YYYY-MM-DDTHH:mm:ss", step: 1 };
  if (parsed.format("HH:mm") === SAMPLE.format("HH:mm")) return { type: "datetime-local", format: "YYYY-MM-DDTHH:mm" };
  return { type: "date", format: "YYYY-MM-DD" };
}

/** The native input's value (date, or date-time with or without seconds) as a calendar date and time. */
function parseNative(native: string): dayjs.Dayjs {
  // One pattern at a time: dayjs's list-of-patterns parsing reads the text in the computer's zone.
  const formats = ["YYYY-MM-DDTHH:mm:ss", "YYYY-MM-DDTHH:mm", "YYYY-MM-DD"];
  const parsed = formats.map((format) => dayjs.utc(native, format, true)).find((d) => d.isValid());
  return parsed ?? dayjs.utc(Number.NaN);
}

/** A value written in `pattern`, as the native input wants it; "" when it is not a date in that pattern. */
function toNativeDate(value: string, pattern: string): string {
  const input = nativeDateInput(pattern);
  if (input.type === "text") return value;
  const parsed = dayjs.utc(value, pattern, true);
  return parsed.isValid() ? parsed.format(input.format) : "";
}

/** The native input's value written in `pattern`; "" stays "". */
function fromNativeDate(native: string, pattern: string): string {
  const input = nativeDateInput(pattern);
  if (input.type === "text" || native === "") return native;
  // Chromium gives datetime-local without seconds when they are zero, whatever the step.
  const parsed = parseNative(native);
  return parsed.isValid() ? parsed.format(pattern) : "";
}

// A date kept apart from any pattern (the field dialog's default, while its pattern is being typed).
const CANONICAL = "YYYY-MM-DDTHH:mm:ss";

/** A date written in `pattern`, as a pattern-free `YYYY-MM-DDTHH:mm:ss`; null when it is not one. */
function toCanonicalDate(value: string, pattern: string): string | null {
  const parsed = dayjs.utc(value, pattern, true);
  return parsed.isValid() ? parsed.format(CANONICAL) : null;
}

/** A pattern-free date written in `pattern`; anything else is returned as it is. */
function fromCanonicalDate(canonical: string, pattern: string): string {
  const parsed = dayjs.utc(canonical, CANONICAL, true);
  return parsed.isValid() ? parsed.format(pattern) : canonical;
}

/** A pattern-free date as the native input for `pattern` shows it ("" when it is none). */
function canonicalToNative(canonical: string, pattern: string): string {
  const parsed = dayjs.utc(canonical, CANONICAL, true);
  if (!parsed.isValid()) return "";
  const input = nativeDateInput(pattern);
  return parsed.format(input.type === "datetime-local" ? input.format : "YYYY-MM-DD");
}

/** The native input's value as a pattern-free date; "" stays "". */
function nativeToCanonical(native: string): string {
  const parsed = parseNative(native);
  return parsed.isValid() ? parsed.format(CANONICAL) : "";
}

export {
  canonicalToNative,
  DEFAULT_DATE_PATTERN,
  datePatternOf,
  fromCanonicalDate,
  fromNativeDate,
  isDateInPattern,
  isUsableDatePattern,
  nativeDateInput,
  nativeToCanonical,
  toCanonicalDate,
  toNativeDate,
};
