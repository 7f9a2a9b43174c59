// The running session on the class dashboard: course · session, the time since it started, 下课 behind
// a confirm, and its share link.
import { type components } from "@smartclass/api";
import { useEndCourseItem } from "@smartclass/api/react";
import { formatDuration, ShareLinkPanel } from "@smartclass/classroom";
import { Button, useConfirm } from "@smartclass/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useId, useState } from "react";

import { messages } from "../../../messages";
import { teacherPageMessages } from "../messages";

type CourseItem = components["schemas"]["CourseItem"];

const m = messages.dashboard;

/** The current time, read again every `everyMs`. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The running session's card. */
function RunningSession({ item }: { item: CourseItem }) {
  const { confirm } = useConfirm();
  const queryClient = useQueryClient();
  const end = useEndCourseItem();
  const now = useNow(15_000);
  const headingId = useId();
  const elapsed = item.startTime ? formatDuration(Math.max(0, (now - item.startTime) / 1000)) : null;

  const finish = async () => {
    if (!(await confirm(m.endConfirm, { title: messages.teacher.endClass, confirmText: messages.teacher.endClass })))
      return;
    end.mutate(item.id, {
      // Every classroom widget of the session (sign-in panel, control, records…) reads the new state.
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: ["classroom"] }),
    });
  };

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold text-foreground">
            {teacherPageMessages.titled(m.running, `${item.courseName} · ${item.name}`)}
          </h2>
          {elapsed ? <p className="text-sm text-muted-foreground">{m.elapsed(elapsed)}</p> : null}
        </div>
        <Button variant="danger" disabled={end.isPending} onClick={() => void finish()}>
          {messages.teacher.endClass}
        </Button>
      </div>
      {end.isError ? (
        <p role="alert" className="text-sm text-danger">
          {end.error instanceof Error ? end.error.message : String(end.error)}
        </p>
      ) : null}
      <ShareLinkPanel courseItemId={item.id} />
    </section>
  );
}

export { RunningSession };
export type { CourseItem };
