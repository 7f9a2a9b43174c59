import { Button, formatLongTime, Table, type TableColumn } from "@smartclass/ui";

import { processMessages } from "./messages";
import { ProcessResultBadge } from "./process-badges";
import type { ProcessTask } from "./types";

const t = processMessages.tasks;

type ProcessTaskTableProps = {
  /** "todo": my open tasks (办理); "done": the ones I completed (详情), with result, reason and time. */
  kind: "todo" | "done";
  tasks: readonly ProcessTask[];
  loading?: boolean;
  /** 办理 (todo) or 详情 (done). */
  onOpen?: (task: ProcessTask) => void;
  className?: string;
};

/**
 * My tasks: process, task, starter and creation time; done tasks also their result, reason (as
 * text) and completion time. Each row opens the task: 办理 while todo, 详情 once done.
 */
function ProcessTaskTable({ kind, tasks, loading = false, onOpen, className }: ProcessTaskTableProps) {
  const done = kind === "done";
  const actionLabel = done ? t.open : t.handle;
  const columns: TableColumn<ProcessTask>[] = [
    {
      key: "processName",
      header: t.processName,
      cell: (task) => <span title={task.processInstance.name}>{task.processInstance.name}</span>,
    },
    { key: "taskName", header: t.taskName, cell: (task) => <span title={task.name}>{task.name}</span> },
    { key: "starter", header: t.starter, width: 110, cell: (task) => task.processInstance.startUser.nickname },
    { key: "createTime", header: t.createTime, width: 170, cell: (task) => formatLongTime(task.createTime) },
    ...(done
      ? ([
          { key: "result", header: t.result, width: 100, cell: (task) => <ProcessResultBadge result={task.result} /> },
          {
            key: "reason",
            header: t.reason,
            cell: (task) => <span title={task.reason ?? undefined}>{task.reason ?? ""}</span>,
          },
          {
            key: "endTime",
            header: t.endTime,
            width: 170,
            cell: (task) => (task.endTime === null ? "" : formatLongTime(task.endTime)),
          },
        ] satisfies TableColumn<ProcessTask>[])
      : []),
    {
      key: "actions",
      header: processMessages.actions,
      width: 80,
      className: "overflow-visible",
      cell: (task) =>
        onOpen ? (
          <Button
            size="mini"
            variant={done ? "link" : "outline"}
            className={done ? "px-1" : undefined}
            aria-label={processMessages.rowAction(actionLabel, `${task.processInstance.name} - ${task.name}`)}
            onClick={() => onOpen(task)}
          >
            {actionLabel}
          </Button>
        ) : null,
    },
  ];
  return (
    <div data-slot="process-task-table" data-kind={kind} className={className}>
      <Table
        caption={done ? t.doneCaption : t.todoCaption}
        columns={columns}
        rows={tasks}
        rowKey={(task) => task.id}
        loading={loading}
        empty={done ? t.doneEmpty : t.todoEmpty}
      />
    </div>
  );
}

export { ProcessTaskTable };
export type { ProcessTaskTableProps };
