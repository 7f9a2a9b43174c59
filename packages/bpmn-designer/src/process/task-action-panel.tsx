// The caller's own open task on a process page: its name over the approval actions the model's buttons allow.
import { cn } from "@smartclass/ui";
import { useId } from "react";

import { processMessages as t } from "./messages";
import { TaskActionBar, type TaskActionBarProps } from "./task-action-bar";

/** Props of `TaskActionPanel`: the task's name and the action bar's own props. */
type TaskActionPanelProps = TaskActionBarProps & {
  /** The task's name, in the heading (我的审批：{name}). */
  taskName: string;
};

/** A framed region headed 我的审批：{task} holding the task's `TaskActionBar`. */
function TaskActionPanel({ taskName, className, ...bar }: TaskActionPanelProps) {
  const id = useId();
  return (
    <section
      data-slot="task-action-panel"
      aria-labelledby={id}
      className={cn("flex flex-col gap-2 rounded-md border p-4", className)}
    >
      <h2 id={id} className="text-base font-medium">
        {t.actionBar.panelTitle(taskName)}
      </h2>
      <TaskActionBar {...bar} />
    </section>
  );
}

export { TaskActionPanel };
export type { TaskActionPanelProps };
