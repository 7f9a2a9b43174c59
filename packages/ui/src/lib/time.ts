import dayjs from "dayjs";
import utc from "dayjs/plugin/utc";

import { messages } from "../messages";

dayjs.extend(utc);

/** The spec shows every time at a fixed UTC+8 offset, whatever the viewer's own time zone. */
const UTC8_MINUTES = 8 * 60;

type TimeInput = Date | number | string;

function at8(value: TimeInput) {
  return dayjs(value).utcOffset(UTC8_MINUTES);
}

/** Short form at UTC+8: month-day hour:minute, e.g. `03-14 09:05`. Empty for a missing or bad value. */
function formatShortTime(value: TimeInput | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const time = at8(value);
  return time.isValid() ? time.format("MM-DD HH:mm") : "";
}

/** Long form at UTC+8: year-month-day hour:minute:second, e.g. `2026-03-14 09:05:00`. */
function formatLongTime(value: TimeInput | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const time = at8(value);
  return time.isValid() ? time.format("YYYY-MM-DD HH:mm:ss") : "";
}

/**
 * Relative form: under 30 s "just now", under 1 h minutes, under 24 h hours, under 48 h "1 day ago";
 * anything older (or in the future) falls back to the short form.
 */
function formatRelativeTime(value: TimeInput, now: TimeInput = Date.now()): string {
  const seconds = (dayjs(now).valueOf() - dayjs(value).valueOf()) / 1000;
  if (!Number.isFinite(seconds)) return "";
  if (seconds < 0) return formatShortTime(value);
  if (seconds < 30) return messages.justNow;
  if (seconds < 3600) return messages.minutesAgo(Math.max(1, Math.floor(seconds / 60)));
  if (seconds < 86400) return messages.hoursAgo(Math.floor(seconds / 3600));
  if (seconds < 172800) return messages.oneDayAgo;
  return formatShortTime(value);
}

export { formatLongTime, formatRelativeTime, formatShortTime };
export type { TimeInput };
