import * as React from "react";

import { SMS_COUNTDOWN_SECONDS } from "./sign-in-rules";

/**
 * The send-code button's wait: seconds left (0 = may send) and `start()` after a code was sent. It counts
 * down one step every `stepMs` (a second; stories shorten it so a wait runs out in a moment).
 */
function useSmsCountdown(
  seconds: number = SMS_COUNTDOWN_SECONDS,
  stepMs = 1000,
): { seconds: number; start: () => void } {
  const [left, setLeft] = React.useState(0);
  React.useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((value) => value - 1), stepMs);
    return () => window.clearTimeout(timer);
  }, [left, stepMs]);
  return { seconds: left, start: () => setLeft(seconds) };
}

export { useSmsCountdown };
