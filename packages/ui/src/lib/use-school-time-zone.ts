import { useSyncExternalStore } from "react";

import { schoolTimeZone, subscribeSchoolTimeZone } from "./school-time-zone";

/**
 * The school's time zone, re-rendering the component when the host sets another one (the console sets
 * it once the server has said which); components that only format at render read it without this hook.
 */
function useSchoolTimeZone(): string {
  return useSyncExternalStore(subscribeSchoolTimeZone, schoolTimeZone, schoolTimeZone);
}

export { useSchoolTimeZone };
