export { remainingMs, remainingSeconds, startCountdown } from "./countdown";
export type { Countdown, CountdownOptions, CountdownTimers } from "./countdown";
export { createServerClock, DEFAULT_TIME_ZONE, serverClock, serverNow } from "./server-clock";
export type { ClockSample, ServerClock, ServerClockOptions } from "./server-clock";
export { syncServerClock } from "./sync-clock";
export type { ClockReading, SyncClockOptions } from "./sync-clock";
