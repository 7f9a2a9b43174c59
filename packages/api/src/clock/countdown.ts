import { type ServerClock, serverClock } from "./server-clock";

/** Milliseconds left until `endTime` (server epoch ms) on the server's clock; never below 0. */
function remainingMs(endTime: number, clock: ServerClock = serverClock): number {
  return Math.max(0, endTime - clock.now());
}

/** Whole seconds left, rounded up (a countdown shows 1 until the very end, then 0). */
function remainingSeconds(endTime: number, clock: ServerClock = serverClock): number {
  return Math.ceil(remainingMs(endTime, clock) / 1000);
}

/** The timers a countdown runs on (injectable for tests). */
interface CountdownTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

interface CountdownOptions {
  /** The end, in server epoch ms. */
  endTime: number;
  /** Called on every whole-second change with the ms left (last call: 0). */
  onTick: (remaining: number) => void;
  /** Called exactly once when the end is reached (at once if it is already past). */
  onEnd?: () => void;
  clock?: ServerClock;
  timers?: CountdownTimers;
}

/** A running countdown: `stop()` ends it without calling `onEnd`. */
interface Countdown {
  stop(): void;
}

const globalTimers: CountdownTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Ticks on the whole seconds of the time left (not every 1000 ms from whenever it started), so the
 * displayed second changes when the server's second does and the end fires at the end, not up to a
 * second late. The clock is read again on every tick: an offset corrected meanwhile applies at once.
 */
function startCountdown(options: CountdownOptions): Countdown {
  const clock = options.clock ?? serverClock;
  const timers = options.timers ?? globalTimers;
  let handle: unknown;
  let stopped = false;
  let lastSecond: number | undefined;

  const tick = () => {
    handle = undefined;
    if (stopped) return;
    const left = remainingMs(options.endTime, clock);
    const second = Math.ceil(left / 1000);
    if (second !== lastSecond) {
      lastSecond = second;
      options.onTick(left);
    }
    if (left <= 0) {
      stopped = true;
      options.onEnd?.();
      return;
    }
    // Wake at the next whole second of the time left (at least 1 ms on, so a late timer cannot spin).
    handle = timers.setTimeout(tick, Math.max(1, left % 1000 || 1000));
  };
  tick();

  return {
    stop() {
      stopped = true;
      if (handle !== undefined) timers.clearTimeout(handle);
      handle = undefined;
    },
  };
}

export { remainingMs, remainingSeconds, startCountdown };
export type { Countdown, CountdownOptions, CountdownTimers };
