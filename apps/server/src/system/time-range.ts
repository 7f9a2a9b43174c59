// Date filters of the administration lists: `[from, to]` as the console's date pickers send them, read
// on the school's clock.
import { gte, lte, type SQL } from "drizzle-orm";

import { adminMessages as m } from "../admin/messages.js";
import { badRequest } from "../lib/errors.js";
import { instantOfWallTime } from "../lib/school-time.js";

/** What the school's clock reads: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** The instant the school's clock read the matched wall time; an invalid date when a field does not
 * exist (2026-02-30, 24:00:00). */
function schoolInstant(match: RegExpExecArray, timeZone: string): Date {
  const [y, mo, d, h, mi, sec] = match.slice(1).map((f) => Number(f ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  const exists =
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    probe.getUTCHours() === h &&
    probe.getUTCMinutes() === mi &&
    probe.getUTCSeconds() === sec;
  return exists ? instantOfWallTime(timeZone, y, mo, d, h, mi, sec) : new Date(Number.NaN);
}

/**
 * `[from, to]` → conditions on a timestamp column. Each bound is what the school's clock read
 * (`yyyy-MM-dd HH:mm:ss` or a day, in SCHOOL_TIME_ZONE, as the console's date pickers send them), or an
 * ISO instant with its own offset. A bound that is no time answers 400.
 */
export function timeRange(column: Parameters<typeof gte>[0], range: string[] | undefined, timeZone: string): SQL[] {
  if (!range || range.length === 0) return [];
  const parse = (s: string, field: string) => {
    const wall = WALL_TIME.exec(s);
    const d = wall ? schoolInstant(wall, timeZone) : new Date(s);
    if (Number.isNaN(d.getTime())) throw badRequest(m.createTimeInvalid(field));
    return d;
  };
  const out: SQL[] = [];
  if (range[0]) out.push(gte(column, parse(range[0], "0")));
  if (range[1]) out.push(lte(column, parse(range[1], "1")));
  return out;
}
