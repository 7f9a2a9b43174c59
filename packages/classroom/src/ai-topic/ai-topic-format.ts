// Times as the AI topic widgets show them.
import { formatSchoolTime } from "@smartclass/ui";

/** A moment as 月/日 时:分 (`11/28 19:15`) in the school's time zone, whatever the browser's zone. */
function formatMoment(ms: number): string {
  return formatSchoolTime(ms, "MM/DD HH:mm");
}

/** Seconds as m:ss. */
function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export { formatMoment, formatSeconds };
