// The school's time zone: the one zone every date and time of the product is shown and entered in,
// whatever the zone of the computer in front of the person. A teacher on a laptop set to UTC who types
// 19:15 means 19:15 at the school, and the students see 19:15.
//
// The host application sets it once at start from the server (`GET /infra/clock` answers the school's
// `timeZone`); until then, and in a page that never sets it, it is Asia/Shanghai.

/** The zone until the host says otherwise: the schools the product was made for are in China. */
const DEFAULT_SCHOOL_TIME_ZONE = "Asia/Shanghai";

let current = DEFAULT_SCHOOL_TIME_ZONE;
const listeners = new Set<() => void>();

/** Whether `name` is an IANA time zone this browser (or Node) knows, e.g. `America/New_York`. */
function isValidTimeZone(name: unknown): name is string {
  if (typeof name !== "string" || name.trim() === "") return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The school's time zone now (an IANA name). */
function schoolTimeZone(): string {
  return current;
}

/**
 * Sets the school's time zone (an IANA name such as `Asia/Shanghai`). Throws a RangeError for a name the
 * platform does not know, so a typo shows at start instead of every time silently reading in another zone.
 * Components rendered afterwards (and those using `useSchoolTimeZone`) read in the new zone.
 */
function setSchoolTimeZone(name: string): void {
  if (!isValidTimeZone(name)) {
    throw new RangeError(
      `Unknown time zone "${String(name)}": the school's time zone is an IANA name such as Asia/Shanghai`,
    );
  }
  // The platform's spelling, so `asia/shanghai` and `Asia/Shanghai` are the same zone.
  const canonical = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  if (canonical === current) return;
  current = canonical;
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever the school's time zone changes; returns the unsubscribe function. */
function subscribeSchoolTimeZone(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The zone of the computer showing the page (undefined where the platform does not say). */
function browserTimeZone(): string | undefined {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The UTC offset of `zone` at `epochMs`, in minutes (Asia/Shanghai: 480). */
function zoneOffsetMinutes(zone: string, epochMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
  }).formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - Math.floor(epochMs / 60_000) * 60_000) / 60_000);
}

/**
 * Whether the browser's clock reads other hours than the school's, now or in half a year (so a browser
 * zone that only differs in summer time counts). A page shows a quiet hint naming the school's zone
 * next to its date inputs only then. `browser` is the viewer's zone, the browser's own unless given.
 */
function schoolZoneDiffersFromBrowser(
  now: number = Date.now(),
  browser: string | undefined = browserTimeZone(),
): boolean {
  if (browser === undefined || !isValidTimeZone(browser)) return true;
  if (browser === current) return false;
  const halfYear = 183 * 86_400_000;
  return [now, now + halfYear].some((t) => zoneOffsetMinutes(browser, t) !== zoneOffsetMinutes(current, t));
}

export {
  browserTimeZone,
  DEFAULT_SCHOOL_TIME_ZONE,
  isValidTimeZone,
  schoolTimeZone,
  schoolZoneDiffersFromBrowser,
  setSchoolTimeZone,
  subscribeSchoolTimeZone,
  zoneOffsetMinutes,
};
