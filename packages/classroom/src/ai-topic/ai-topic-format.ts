// Times as the AI topic widgets show them.

/** A moment as 月-日 时:分 in Beijing time (the schools' zone), whatever the browser's zone. */
function formatMoment(ms: number): string {
  return new Date(ms).toLocaleString("zh-CN", {
    timeZone: "Asia/Shanghai",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}

/** Seconds as m:ss. */
function formatSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, "0")}`;
}

export { formatMoment, formatSeconds };
