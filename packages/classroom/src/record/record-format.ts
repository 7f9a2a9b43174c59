// The record widgets' pure rules: a duration in hours and minutes, a rate in percent, a time span, an
// activity's result figure in words, and the timeline that merges the session's activities with its
// recorded parts, oldest first.
import { formatShortTime } from "@smartclass/ui";

import { recordFormatMessages as m } from "./format-messages";
import type { ClassroomRecordSummary, RecordActivity, RecordResult, VideoSegment } from "./record-api";

/** A duration in seconds as `1 小时 5 分` (`45 分`, `2 小时`, `不足 1 分`); `—` when unknown. */
function formatDuration(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return m.none;
  const minutes = Math.floor(seconds / 60);
  if (minutes === 0) return m.underMinute;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return m.minutes(rest);
  return rest === 0 ? m.hours(hours) : `${m.hours(hours)} ${m.minutes(rest)}`;
}

/** `part` of `whole` in percent, one decimal at most (`87.5%`, `100%`); `—` when there is no whole. */
function formatRate(part: number, whole: number): string {
  if (whole <= 0) return m.none;
  return `${Math.round((part / whole) * 1000) / 10}%`;
}

/** `part / whole（rate）`, e.g. `35 / 40（87.5%）`. */
function formatShare(part: number, whole: number): string {
  return m.of(part, whole, formatRate(part, whole));
}

/** A score with one decimal at most (`4`, `3.5`). */
const formatScore = (score: number) => String(Math.round(score * 10) / 10);

/** An activity's result figure as a teacher reads it: `已签到 35 / 40`, `正确率 80%（24 / 30）` (暂无作答
 * before any answer), `12 人作答`, `20 / 40 人回应`, `平均分 4 / 5，32 / 40 人提交` (only the submissions
 * without a submission or without marked questions), `3 / 40 人提交，已批改 1`. */
function formatResult(result: RecordResult): string {
  const r = m.result;
  switch (result.kind) {
    case "checkIn":
      return r.checkIn(result.signed, result.total);
    case "correctRate":
      return result.answered === 0
        ? r.noAnswers
        : r.correctRate(formatRate(result.correct, result.answered), result.correct, result.answered);
    case "answers":
      return result.answered === 0 ? r.noAnswers : r.answers(result.answered);
    case "responses":
      return r.responses(result.responses, result.total);
    case "score": {
      const submitted = r.submitted(result.submitted, result.total);
      return result.averageScore === null || result.fullScore <= 0
        ? submitted
        : `${r.average(formatScore(result.averageScore), formatScore(result.fullScore))}${r.separator}${submitted}`;
    }
    case "submissions":
      return `${r.submitted(result.submitted, result.total)}${r.separator}${r.graded(result.graded)}`;
  }
}

/** A span of time in the school's time zone: `11-23 09:00–09:45`, the end's date only when it is another day; an open
 * end reads `openEnd` (e.g. 进行中). */
function formatSpan(start: number, end: number | null, openEnd: string): string {
  const from = formatShortTime(start);
  if (end === null) return `${from}–${openEnd}`;
  const to = formatShortTime(end);
  // MM-DD HH:mm: the same day keeps only the end's clock time.
  return `${from}–${to.slice(0, 5) === from.slice(0, 5) ? to.slice(6) : to}`;
}

/** One entry of the record's timeline. */
type TimelineEntry =
  { kind: "activity"; time: number; activity: RecordActivity } | { kind: "video"; time: number; segment: VideoSegment };

/** The session's activities and recorded parts in one list, oldest first; at the same moment a
 * recording comes before the activity it films. */
function recordTimeline(summary: Pick<ClassroomRecordSummary, "activities" | "videoSegments">): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    ...summary.activities.map((activity) => ({ kind: "activity" as const, time: activity.time, activity })),
    ...(summary.videoSegments ?? []).map((segment) => ({ kind: "video" as const, time: segment.start, segment })),
  ];
  const rank = (e: TimelineEntry) => (e.kind === "video" ? 0 : 1);
  const id = (e: TimelineEntry) => (e.kind === "activity" ? e.activity.id : 0);
  return entries.sort((a, b) => a.time - b.time || rank(a) - rank(b) || id(a) - id(b));
}

export { formatDuration, formatRate, formatResult, formatShare, formatSpan, recordTimeline };
export type { TimelineEntry };
