// The overview widgets' pure rules: how a to-do's deadline reads relative to now (in the school's time
// zone, as every time in the product), the order of the to-dos, and the student's attendance rate.
import { formatSchoolTime, schoolDaysBetween } from "@smartclass/ui";

import { formatRate } from "../record/record-format";
import { overviewMessages } from "./messages";
import type { StudentStatistics, TodoItem } from "./overview-api";

const m = overviewMessages.todo.deadline;
/** Under this much time left a to-do reads in minutes and is marked urgent. */
const SOON_MS = 60 * 60_000;

/** How pressing a to-do's deadline is. */
type DeadlineState = "none" | "overdue" | "soon" | "later";

/** A deadline's wording and state relative to `now`: `已截止`, `还剩 12 分钟` (under an hour),
 * `今天 16:00 截止`, `明天 09:00 截止`, `11-30 18:00 截止`; `无截止时间` without one. */
function describeDeadline(deadline: number | null, now: number): { text: string; state: DeadlineState } {
  if (deadline === null) return { text: m.none, state: "none" };
  const left = deadline - now;
  if (left <= 0) return { text: m.overdue, state: "overdue" };
  if (left < SOON_MS) return { text: m.minutesLeft(Math.ceil(left / 60_000)), state: "soon" };
  // Today and tomorrow are the school's calendar days, whatever the viewer's own time zone.
  const days = schoolDaysBetween(now, deadline);
  const clock = formatSchoolTime(deadline, "HH:mm");
  if (days === 0) return { text: m.today(clock), state: "later" };
  if (days === 1) return { text: m.tomorrow(clock), state: "later" };
  return { text: m.later(formatSchoolTime(deadline, "MM-DD HH:mm")), state: "later" };
}

/** The to-dos, soonest deadline first (overdue ones lead), those without a deadline last. */
function sortTodos(items: readonly TodoItem[]): TodoItem[] {
  const key = (item: TodoItem) => item.deadline ?? Number.POSITIVE_INFINITY;
  return [...items].sort((a, b) => key(a) - key(b) || a.id - b.id);
}

/** Sessions attended out of those with a sign-in, the ratio (null without any) and its percent. */
function attendanceOf(stats: Pick<StudentStatistics, "signInCount" | "absentCount">): {
  signed: number;
  total: number;
  ratio: number | null;
  rate: string;
} {
  const signed = stats.signInCount;
  const total = stats.signInCount + stats.absentCount;
  return { signed, total, ratio: total > 0 ? signed / total : null, rate: formatRate(signed, total) };
}

/** An average score as shown: one decimal at most (`86.5`, `90`), `暂无` without one. */
function formatAverage(score: number | null): string {
  if (score === null || !Number.isFinite(score)) return overviewMessages.statistics.noScore;
  return String(Math.round(score * 10) / 10);
}

export { attendanceOf, describeDeadline, formatAverage, sortTodos };
export type { DeadlineState };
