// Today's sessions on the class dashboard (teacher/today), each not yet ended with 开始上课.
import { teacherTodayOptions, useApiClient, useStartExistingCourseItem } from "@smartclass/api/react";
import { Badge, Button, formatShortTime } from "@smartclass/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";

import { messages } from "../../../messages";

const m = messages.dashboard;
const statusVariant = { 0: "default", 1: "primary", 2: "success" } as const;

/** Today's sessions; 开始上课 on each session not ended while none runs. */
function TodaySessions({ running }: { running: boolean }) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const today = useQuery(teacherTodayOptions(api));
  const start = useStartExistingCourseItem();
  const headingId = useId();
  const items = today.data ?? [];

  let body: React.ReactNode;
  if (today.isPending)
    body = (
      <p role="status" className="text-sm text-muted-foreground">
        {messages.loading}
      </p>
    );
  else if (today.isError)
    body = (
      <div role="alert" className="flex flex-wrap items-center gap-2 text-sm">
        <span>{today.error instanceof Error ? today.error.message : String(today.error)}</span>
        <Button onClick={() => void today.refetch()}>{messages.userlist.retry}</Button>
      </div>
    );
  else if (items.length === 0) body = <p className="text-sm text-muted-foreground">{messages.teacher.noClassToday}</p>;
  else
    body = (
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-3">
            <span className="text-foreground">
              {item.courseName} · {item.name}
            </span>
            {item.startTime ? (
              <span className="text-sm text-muted-foreground">{formatShortTime(item.startTime)}</span>
            ) : null}
            <Badge variant={statusVariant[item.status]}>{m.statusNames[item.status]}</Badge>
            {item.status !== 2 && !running ? (
              <Button
                variant="primary"
                disabled={start.isPending}
                onClick={() =>
                  start.mutate(item.id, {
                    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["classroom"] }),
                  })
                }
              >
                {messages.teacher.startClass}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold text-foreground">
        {m.today}
      </h2>
      {body}
      {start.isError ? (
        <p role="alert" className="text-sm text-danger">
          {start.error instanceof Error ? start.error.message : String(start.error)}
        </p>
      ) : null}
    </section>
  );
}

export { TodaySessions };
