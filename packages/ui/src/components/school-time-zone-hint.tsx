import type * as React from "react";

import { cn } from "../lib/cn";
import { schoolZoneDiffersFromBrowser } from "../lib/school-time-zone";
import { useSchoolTimeZone } from "../lib/use-school-time-zone";
import { messages } from "../messages";

type SchoolTimeZoneHintProps = React.ComponentProps<"span"> & {
  /** The viewer's zone; the browser's own unless given (stories pin it). */
  browserZone?: string;
};

/**
 * A quiet `（学校时间 America/New_York）` beside date and time inputs, shown only when the computer's zone
 * reads other hours than the school's: what a person types is school time, and this says so. Renders
 * nothing when the zones agree, which is the usual case.
 */
function SchoolTimeZoneHint({ browserZone, className, ...props }: SchoolTimeZoneHintProps) {
  const zone = useSchoolTimeZone();
  const differs = schoolZoneDiffersFromBrowser(undefined, browserZone);
  if (!differs) return null;
  return (
    <span data-slot="school-time-zone-hint" className={cn("text-xs text-muted-foreground", className)} {...props}>
      {messages.schoolTimeZoneHint(zone)}
    </span>
  );
}

export { SchoolTimeZoneHint };
export type { SchoolTimeZoneHintProps };
