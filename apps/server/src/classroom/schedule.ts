// The timetables' weeks and the free lesson's planned times: which week a `weekStart` asks for (Monday
// 00:00 to the next Monday 00:00 in the school's time zone), the week's class sessions as timetable slots, and the rules
// of a planned free lesson's start and end.
import { and, asc, eq, gte, lt, type SQL } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { instantOfWallTime } from "../lib/school-time.js";
import { schoolCalendar } from "./courses.js";
import { classroomMessages as m, invalid } from "./messages.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A planned free lesson lasts at most this long. */
const MAX_LESSON_MS = 12 * HOUR;
/** Planned times outside these years are typing mistakes, not lessons. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

/** A week of the timetable: its Monday (YYYY-MM-DD, school calendar) and the instants it spans. */
export interface ScheduleWeek {
  monday: string;
  from: Date;
  to: Date;
}

/** The week holding `weekStart` (any day, YYYY-MM-DD), or the week of `now` when it is omitted. */
export function scheduleWeek(weekStart: string | undefined, now: Date, timeZone: string): ScheduleWeek {
  let day: string;
  if (weekStart === undefined) day = schoolCalendar(now, timeZone).day;
  else {
    const parsed = /^(\d{4})-(\d{2})-(\d{2})$/.exec(weekStart);
    const d = parsed ? new Date(Date.UTC(Number(parsed[1]), Number(parsed[2]) - 1, Number(parsed[3]))) : null;
    // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
    if (!d || d.toISOString().slice(0, 10) !== weekStart)
      throw badRequest(invalid("query.weekStart", m.weekStartFormat));
    day = weekStart;
  }
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const weekday = ((new Date(midnight).getUTCDay() + 6) % 7) + 1;
  // Calendar arithmetic on the dates alone; the zone (and any daylight saving change) turns them into instants.
  const monday = new Date(midnight - (weekday - 1) * DAY);
  const nextMonday = new Date(monday.getTime() + 7 * DAY);
  const startOf = (d: Date) => instantOfWallTime(timeZone, d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
  return { monday: monday.toISOString().slice(0, 10), from: startOf(monday), to: startOf(nextMonday) };
}

/** The class sessions matching `where` planned to start in `week`, each once, by planned start, as slots. */
export async function scheduleOf(services: Services, where: SQL | undefined, week: ScheduleWeek) {
  const rows = await services.db
    .select({
      item: schema.courseItems,
      courseName: schema.courses.name,
      classroomName: schema.courses.classroomName,
      teacherName: schema.users.nickname,
    })
    .from(schema.courseItems)
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
    .innerJoin(schema.users, eq(schema.users.id, schema.courseItems.teacherId))
    .where(and(where, gte(schema.courseItems.planStart, week.from), lt(schema.courseItems.planStart, week.to)))
    .orderBy(asc(schema.courseItems.planStart), asc(schema.courseItems.id));
  const zone = services.config.schoolTimeZone;
  return rows.map((r) => {
    const start = schoolCalendar(r.item.planStart, zone);
    return {
      courseItemId: r.item.id,
      courseId: r.item.courseId,
      courseName: r.courseName,
      teacherName: r.teacherName,
      ...(r.item.classroom || r.classroomName ? { classroomName: r.item.classroom ?? r.classroomName ?? "" } : {}),
      date: start.day,
      weekday: start.weekday,
      startTime: start.hhmm,
      endTime: schoolCalendar(r.item.planEnd, zone).hhmm,
      status: r.item.status as 0 | 1 | 2,
    };
  });
}

/** A free lesson's planned span: `start`–`end` when both are given (checked), else now → +2 h. */
export function plannedSpan(
  body: { start?: number; end?: number },
  now: Date,
  timeZone: string,
): { start: Date; end: Date } {
  if (body.start === undefined && body.end === undefined)
    return { start: now, end: new Date(now.getTime() + 2 * HOUR) };
  if (body.start === undefined) throw badRequest(invalid("body.start", m.startNeedsEnd));
  if (body.end === undefined) throw badRequest(invalid("body.end", m.endNeedsStart));
  for (const [field, value] of [
    ["body.start", body.start],
    ["body.end", body.end],
  ] as const) {
    if (value < EARLIEST || value >= LATEST) throw badRequest(invalid(field, m.timeOutOfRange));
  }
  if (body.end <= body.start) throw badRequest(invalid("body.end", m.endBeforeStart));
  if (body.end - body.start > MAX_LESSON_MS) throw badRequest(invalid("body.end", m.lessonTooLong));
  const start = new Date(body.start);
  const end = new Date(body.end);
  if (schoolCalendar(start, timeZone).day !== schoolCalendar(end, timeZone).day)
    throw badRequest(invalid("body.end", m.lessonSameDay));
  return { start, end };
}
