import { cn } from "@smartclass/ui";
import * as React from "react";

import { FLOW_TAKEN_CLASS, resultClass } from "./highlight";
import { viewerMessages as t } from "./messages";
import type { ProcessResult } from "./types";
import { ViewerIcon } from "./viewer-icons";

const results: ProcessResult[] = [1, 2, 3, 4, 5, 6];

/**
 * The legend of the process viewer: the six results (colour, line pattern and icon), done and
 * pending nodes, and the flows taken, each named in Chinese.
 */
function ProcessViewerLegend({ className, ...props }: React.ComponentProps<"div">) {
  const titleId = React.useId();
  return (
    <div
      data-slot="process-viewer-legend"
      role="group"
      aria-labelledby={titleId}
      className={cn("grid gap-2 text-sm", className)}
      {...props}
    >
      <p id={titleId} className="font-medium">
        {t.legend}
      </p>
      <ul className="grid grid-cols-2 gap-x-3 gap-y-1.5">
        {results.map((result) => (
          <li key={result} className="flex items-center gap-2" data-result={result}>
            <span className={cn("sc-viewer-swatch", resultClass[result])}>
              <ViewerIcon result={result} className="size-3.5" />
            </span>
            {t.results[result]}
          </li>
        ))}
        <li className="flex items-center gap-2">
          <span className="sc-viewer-swatch sc-viewer-done" />
          {t.done}
        </li>
        <li className="flex items-center gap-2">
          <span className="sc-viewer-swatch sc-viewer-pending" />
          {t.pending}
        </li>
        <li className="col-span-2 flex items-center gap-2">
          <span className={cn("sc-viewer-flow-swatch", FLOW_TAKEN_CLASS)} />
          {t.flowTaken}
        </li>
      </ul>
    </div>
  );
}

export { ProcessViewerLegend };
