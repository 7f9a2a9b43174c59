// Today's sessions on the class dashboard (the teacher's sessions of today), each not yet ended with
// 开始上课 while no session runs.
import { Badge, Button, formatShortTime } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import type * as React from "react";

import { useTeacherDashboardApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState, Panel } from "../lib/panel";
import type { DashboardCourseItem } from "./dashboard-api";
import { todaySessionsOptions } from "./dashboard-queries";
import { dashboardMessages } from "./messages";
import { useStartClassSession } from "./use-class-session-mutations";

const text = dashboardMessages;
const statusVariant = { 0: "default", 1: "primary", 2: "success" } as const;

type TodaySessionsProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** Whether a session runs now: then no session can be started. */
  running: boolean;
  /** Called with the session 开始上课 started (e.g. to refresh the page's running session). */
  onStarted?: (item: DashboardCourseItem) => void;
};

/** Today's sessions with their status; 开始上课 on each session not ended while none runs. */
function TodaySessions({ running, onStarted, ...props }: TodaySessionsProps) {
  const api = useTeacherDashboardApi();
  const today = useQuery(todaySessionsOptions(api));
  const start = useStartClassSession();
  const items = today.data ?? [];

  let body: React.ReactNode;
  if (today.isPending) body = <LoadingState label={text.loading} />;
  else if (today.isError)
    body = <ErrorState message={errorMessage(today.error)} onRetry={() => void today.refetch()} />;
  else if (items.length === 0) body = <EmptyState className="py-0 text-left">{text.noClassToday}</EmptyState>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} data-course-item-id={item.id} className="flex flex-wrap items-center gap-3">
            <span className="text-foreground">
              {item.courseName} · {item.name}
            </span>
            {item.startTime ? (
              <span className="text-sm text-muted-foreground">{formatShortTime(item.startTime)}</span>
            ) : null}
            <Badge variant={statusVariant[item.status]}>{text.statusNames[item.status]}</Badge>
            {item.status !== 2 && !running ? (
              <Button
                variant="primary"
                disabled={start.isPending}
                onClick={() => start.mutate(item.id, { onSuccess: (started) => onStarted?.(started) })}
              >
                {text.startClass}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <Panel data-slot="today-sessions" title={text.today} {...props}>
      {body}
      {start.isError ? <ErrorState message={errorMessage(start.error)} /> : null}
    </Panel>
  );
}

export { TodaySessions };
export type { TodaySessionsProps };
