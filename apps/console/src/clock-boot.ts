// The server's clock and the school's time zone, read once at start from the public GET /infra/clock:
// countdowns then run on the server's time (corrected further by every answer's X-Server-Time), and
// every date is shown and entered in the school's zone whatever the computer's zone is. Until the
// answer arrives (or if it never does) the browser's clock and Asia/Shanghai stand in.
import { serverClock, syncServerClock } from "@smartclass/api";
import { setSchoolTimeZone } from "@smartclass/ui";

import { API_BASE } from "./services/api";

async function bootServerClock(): Promise<void> {
  const reading = await syncServerClock({ baseUrl: API_BASE, clock: serverClock });
  if (!reading) return;
  try {
    setSchoolTimeZone(reading.timeZone);
  } catch {
    // A zone this browser does not know: dates stay in the default school zone rather than failing.
  }
}

export { bootServerClock };
