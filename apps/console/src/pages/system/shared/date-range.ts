// The send-time / create-time filters: two calendar days typed in date inputs become the server's
// `createTime` range `[from 00:00:00, to 23:59:59]` (yyyy-MM-dd HH:mm:ss: school days and times, which the
// server reads in the school's time zone).

/** Two `yyyy-MM-dd` days, either possibly empty. */
type DayRange = { from: string; to: string };

// An open end is sent as a far bound rather than left empty, so the range always has both ends.
const EARLIEST = "1970-01-01 00:00:00";
const LATEST = "9999-12-31 23:59:59";

/**
 * The `createTime` query value of a day range, both days inclusive; an open end reaches as far as the
 * data can; no days at all give undefined, so the parameter is left out.
 */
function createTimeRange({ from, to }: DayRange): string[] | undefined {
  if (!from && !to) return undefined;
  return [from ? `${from} 00:00:00` : EARLIEST, to ? `${to} 23:59:59` : LATEST];
}

export { createTimeRange };
