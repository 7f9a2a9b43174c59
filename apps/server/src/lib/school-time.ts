// The school's calendar: which day it is and what the clock on the classroom wall says, in the school's
// time zone (SCHOOL_TIME_ZONE, an IANA name, default Asia/Shanghai) whatever zone the server runs in.
// Everything goes through Intl, so zones with daylight saving time are right on both sides of a change.

export const DEFAULT_SCHOOL_TIME_ZONE = "Asia/Shanghai";

/**
 * Checks an IANA zone name (e.g. "Asia/Shanghai", "America/New_York"); answers the canonical spelling Intl
 * uses, or throws naming the setting so that the server refuses to start with a clear message.
 */
export function parseSchoolTimeZone(value: string | undefined): string {
  const name = value?.trim() || DEFAULT_SCHOOL_TIME_ZONE;
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    throw new Error(
      `SCHOOL_TIME_ZONE: "${name}" is not a time zone this server knows (use an IANA name such as Asia/Shanghai or America/New_York)`,
    );
  }
}

/** The wall-clock fields of an instant in a zone. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 1 Monday … 7 Sunday. */
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
      weekday: "short",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** What a clock in `timeZone` shows at `instant`. */
export function wallTimeOf(instant: Date | number, timeZone: string): WallTime {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(timeZone).formatToParts(typeof instant === "number" ? new Date(instant) : instant))
    parts[p.type] = p.value;
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: WEEKDAYS[parts.weekday ?? ""] ?? 1,
  };
}

/** How far `timeZone` is ahead of UTC at `instant`, in ms (e.g. 8 h for Asia/Shanghai). */
export function zoneOffsetMs(instant: Date | number, timeZone: string): number {
  const at = typeof instant === "number" ? instant : instant.getTime();
  const w = wallTimeOf(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant a clock in `timeZone` shows the given wall time. For a wall time that happens twice (the
 * hour repeated when daylight saving ends) this is the earlier one; for one that never happens (the hour
 * skipped when it starts) the clock's reading one offset later.
 */
export function instantOfWallTime(
  timeZone: string,
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
): Date {
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  // The zone's offsets a day either side cover both sides of any change near this wall time.
  const before = zoneOffsetMs(asUtc - DAY_MS, timeZone);
  const after = zoneOffsetMs(asUtc + DAY_MS, timeZone);
  const matches = [asUtc - before, asUtc - after].filter((t) => t + zoneOffsetMs(t, timeZone) === asUtc);
  return new Date(matches.length ? Math.min(...matches) : asUtc - before);
}

const DAY_MS = 24 * 3600_000;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `yyyy-MM-dd` of the school day `instant` falls in. */
export function schoolDate(instant: Date | number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** `yyyy-MM-dd HH:mm:ss` as the school's clock shows `instant` (exports, notifications). */
export function schoolDateTime(instant: Date | number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** `HH:mm` as the school's clock shows `instant`. */
export function schoolTimeOfDay(instant: Date | number, timeZone: string): string {
  const w = wallTimeOf(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

/** The first instant of the school day `instant` falls in, and the first instant of the next one. */
export function schoolDayBounds(instant: Date | number, timeZone: string): { start: Date; end: Date } {
  const w = wallTimeOf(instant, timeZone);
  const start = instantOfWallTime(timeZone, w.year, w.month, w.day);
  // The next calendar day by UTC arithmetic on the date alone (no offsets involved).
  const next = new Date(Date.UTC(w.year, w.month - 1, w.day + 1));
  const end = instantOfWallTime(timeZone, next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate());
  return { start, end };
}
