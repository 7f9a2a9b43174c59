import { useEffect, useState } from "react";

import { SMS_COUNTDOWN_SECONDS } from "../../auth/login-form";

/** The send-code button's wait: seconds left (0 = may send) and `start()` after a code was sent. */
function useSmsCountdown(): { seconds: number; start: () => void } {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((left) => left - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);
  return { seconds, start: () => setSeconds(SMS_COUNTDOWN_SECONDS) };
}

export { useSmsCountdown };
