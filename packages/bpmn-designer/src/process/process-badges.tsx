import { Badge, cn } from "@smartclass/ui";
import type * as React from "react";

import type { ProcessResult } from "../viewer/types";
import { ViewerIcon } from "../viewer/viewer-icons";
import { processMessages as t } from "./messages";
import type { ProcessStatus } from "./types";

/*
 * The viewer's colours (viewer/viewer.css: `.sc-viewer-result-*` and `.sc-viewer-done`), as
 * Tailwind classes: list pages do not load the designer's stylesheet (bpmn-js's CSS and font), and
 * the app's Tailwind build generates these. The BadgeColours story checks they stay equal.
 */
const resultColours: Record<ProcessResult, string> = {
  1: "border-[#1d5fb4] bg-[#e6effa] text-[#1d5fb4] border-dashed",
  2: "border-[#1e7b34] bg-[#e6f4ea] text-[#1e7b34]",
  3: "border-[#c4281c] bg-[#fbe9e7] text-[#c4281c]",
  4: "border-[#5b6470] bg-[#eef0f2] text-[#5b6470] border-dotted",
  5: "border-[#8a5a00] bg-[#fdf3e1] text-[#8a5a00] border-double border-[3px]",
  6: "border-[#6b3fa0] bg-[#f1eafa] text-[#6b3fa0] border-dashed",
};

const statusColours: Record<ProcessStatus, string> = {
  1: resultColours[1],
  2: "border-[#0f6b5f] bg-[#e3f4f1] text-[#0f6b5f]",
};

type ProcessResultBadgeProps = Omit<React.ComponentProps<"span">, "children"> & { result: ProcessResult };

/** A process or task result (1–6) by its dictionary name, in the viewer's colour, line and icon for it. */
function ProcessResultBadge({ result, className, ...props }: ProcessResultBadgeProps) {
  return (
    <Badge
      data-slot="process-result-badge"
      data-result={result}
      className={cn(resultColours[result], className)}
      {...props}
    >
      <ViewerIcon result={result} className="size-3" />
      {t.results[result]}
    </Badge>
  );
}

type ProcessStatusBadgeProps = Omit<React.ComponentProps<"span">, "children"> & { status: ProcessStatus };

/** An instance's status: 进行中 (the in-progress colour) or 已完成 (the viewer's colour of done nodes). */
function ProcessStatusBadge({ status, className, ...props }: ProcessStatusBadgeProps) {
  return (
    <Badge
      data-slot="process-status-badge"
      data-status={status}
      className={cn(statusColours[status], className)}
      {...props}
    >
      {t.statuses[status]}
    </Badge>
  );
}

export { ProcessResultBadge, ProcessStatusBadge, resultColours, statusColours };
export type { ProcessResultBadgeProps, ProcessStatusBadgeProps };
