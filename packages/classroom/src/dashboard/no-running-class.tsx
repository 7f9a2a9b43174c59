// The empty state of the pages that act on the running session (class dashboard, 学生名单, 课堂控制): say
// there is none and, when the page gives where sessions start, link there; and the line shown while the
// running session is read.
import { cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import type * as React from "react";

import { LoadingState } from "../lib/panel";
import { ActionLink, type Navigate } from "./action-link";
import { dashboardMessages } from "./messages";

const text = dashboardMessages;

type NoRunningClassProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Where a session starts (e.g. the class dashboard): shows 去上课 linking there. */
  startHref?: string;
  /** Navigates in the consumer's router instead of loading the page. */
  onNavigate?: Navigate;
};

/** 当前没有进行中的课, with 去上课 when `startHref` is given. */
function NoRunningClass({ startHref, onNavigate, className, ...props }: NoRunningClassProps) {
  return (
    <div
      data-slot="no-running-class"
      role="status"
      className={cn(
        STYLE_SCOPE_CLASS,
        "flex flex-col items-start gap-3 rounded-lg border border-dashed p-4 text-sm text-muted-foreground",
        className,
      )}
      {...props}
    >
      <p>{text.noRunning}</p>
      {startHref ? (
        <ActionLink href={startHref} variant="primary" onNavigate={onNavigate}>
          {text.goStart}
        </ActionLink>
      ) : null}
    </div>
  );
}

/** The line shown while the running session is read (正在加载). */
function RunningClassLoading({ className }: { className?: string }) {
  return <LoadingState label={text.loading} className={cn(STYLE_SCOPE_CLASS, className)} />;
}

export { NoRunningClass, RunningClassLoading };
export type { NoRunningClassProps };
