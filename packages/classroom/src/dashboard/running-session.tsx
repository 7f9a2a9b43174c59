// The running session on the class dashboard: course · session, the time since it started, 下课 behind a
// confirm, and its share link.
import { Button, useConfirm } from "@smartclass/ui";
import type * as React from "react";

import { errorMessage } from "../lib/error-message";
import { ErrorState, Panel } from "../lib/panel";
import { formatDuration } from "../record/record-format";
import { ShareLinkPanel } from "../share-link/share-link-panel";
import { useNow } from "../sign-in/use-now";
import type { DashboardCourseItem } from "./dashboard-api";
import { dashboardMessages } from "./messages";
import { useEndClassSession } from "./use-class-session-mutations";

const text = dashboardMessages;
/** How often the time since the start is brought up to date (ms). */
const TICK_MS = 15_000;

type RunningSessionProps = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The running session (the page's current session). */
  item: DashboardCourseItem;
  /** Called once the session has ended (e.g. to refresh the page's running session). */
  onEnded?: () => void;
};

/** The running session's card: its name, the time since it started, 下课 (confirmed) and its share link. */
function RunningSession({ item, onEnded, ...props }: RunningSessionProps) {
  const { confirm } = useConfirm();
  const now = useNow(true, TICK_MS);
  const end = useEndClassSession();
  const elapsed = item.startTime ? formatDuration(Math.max(0, (now - item.startTime) / 1000)) : null;

  const finish = async () => {
    if (!(await confirm(text.endConfirm, { title: text.endClass, confirmText: text.endClass }))) return;
    end.mutate(item.id, { onSuccess: () => onEnded?.() });
  };

  return (
    <Panel
      data-slot="running-session"
      data-course-item-id={item.id}
      title={text.titled(text.running, `${item.courseName} · ${item.name}`)}
      description={elapsed ? text.elapsed(elapsed) : undefined}
      actions={
        <Button variant="danger" disabled={end.isPending} onClick={() => void finish()}>
          {text.endClass}
        </Button>
      }
      {...props}
    >
      {end.isError ? <ErrorState message={errorMessage(end.error)} /> : null}
      <ShareLinkPanel courseItemId={item.id} />
    </Panel>
  );
}

export { RunningSession };
export type { RunningSessionProps };
