import { remainingMs, type ServerClock, serverClock, startCountdown } from "@smartclass/api";
import { useEffect, useEffectEvent, useState } from "react";

interface ServerCountdownOptions {
  /** Count only while true (default true); a finished or paused activity passes false. */
  running?: boolean;
  /**
   * Called exactly once per end time, when the server's clock reaches it (at once when it is already
   * past): the caller moves to its ended state and refetches. Not called when `running` turns false first.
   */
  onEnd?: () => void;
  /** The clock (default: the shared server clock, corrected by every API answer). */
  clock?: ServerClock;
}

/**
 * Seconds left until `endTime` (server epoch ms) on the server's clock, re-rendered on every whole
 * second; `null` without an end time. Never below 0. The browser's own clock may be minutes off, so
 * the time left is always the end minus the server's now.
 */
function useServerCountdown(endTime: number | null | undefined, options: ServerCountdownOptions = {}): number | null {
  const { running = true, clock = serverClock } = options;
  const end = typeof endTime === "number" && Number.isFinite(endTime) ? endTime : null;
  // The ms left as of the last tick, with the end time it belongs to (a new end starts from the clock).
  const [tick, setTick] = useState<{ end: number; left: number } | null>(null);
  const reportEnd = useEffectEvent(() => options.onEnd?.());

  useEffect(() => {
    if (end === null || !running) return;
    // startCountdown reports 0 (and the end) only once per end time; the effect runs again only when the
    // end, `running` or the clock changes.
    const countdown = startCountdown({
      endTime: end,
      clock,
      onTick: (left) => setTick({ end, left }),
      onEnd: () => reportEnd(),
    });
    return () => countdown.stop();
  }, [end, running, clock]);

  if (end === null) return null;
  const left = tick?.end === end ? tick.left : remainingMs(end, clock);
  return Math.ceil(left / 1000);
}

export { useServerCountdown };
export type { ServerCountdownOptions };
