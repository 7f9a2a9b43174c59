import { Button, Dialog, formatLongTime, Table, type TableColumn } from "@smartclass/ui";
import * as React from "react";

import { ActionDialogContent } from "./action-dialog";
import { useAsyncAction } from "./async-action";
import { processMessages } from "./messages";
import { ProcessResultBadge, ProcessStatusBadge } from "./process-badges";
import { ReasonField, reasonError } from "./reason-field";
import type { ProcessInstance, ProcessTaskRef } from "./types";

const t = processMessages.instances;

type ProcessInstanceTableProps = {
  instances: readonly ProcessInstance[];
  loading?: boolean;
  /** Opens the instance's detail page (详情). */
  onOpen?: (instance: ProcessInstance) => void;
  /**
   * Cancels a running instance with the reason typed in the 取消流程 dialog; the dialog stays open
   * (busy) until it settles, shows the error if it rejects. Absent: no 取消 action.
   */
  onCancel?: (instance: ProcessInstance, reason: string) => Promise<unknown> | unknown;
  className?: string;
};

/** "部门审批（王老师）": an open task and who holds it. */
function taskText(task: ProcessTaskRef): string {
  return t.taskWithAssignee(task.name, task.assigneeUser?.nickname || t.unassigned);
}

/**
 * My processes: name, status and result badges, the open tasks (names and assignees), start and
 * end times, with 详情 and — while the instance runs — 取消, which asks for a reason.
 */
function ProcessInstanceTable({ instances, loading = false, onOpen, onCancel, className }: ProcessInstanceTableProps) {
  const [cancelling, setCancelling] = React.useState<ProcessInstance | null>(null);
  const columns: TableColumn<ProcessInstance>[] = [
    { key: "name", header: t.name, cell: (instance) => <span title={instance.name}>{instance.name}</span> },
    { key: "status", header: t.status, width: 90, cell: (instance) => <ProcessStatusBadge status={instance.status} /> },
    {
      key: "result",
      header: t.result,
      width: 100,
      cell: (instance) => <ProcessResultBadge result={instance.result} />,
    },
    {
      key: "currentTasks",
      header: t.currentTasks,
      className: "whitespace-normal",
      cell: (instance) =>
        instance.currentTasks.length === 0 ? (
          <span className="text-muted-foreground">{processMessages.none}</span>
        ) : (
          <ul className="flex flex-col gap-0.5">
            {instance.currentTasks.map((task) => (
              <li key={task.id}>{taskText(task)}</li>
            ))}
          </ul>
        ),
    },
    { key: "createTime", header: t.createTime, width: 170, cell: (instance) => formatLongTime(instance.createTime) },
    {
      key: "endTime",
      header: t.endTime,
      width: 170,
      cell: (instance) => (instance.endTime === null ? "" : formatLongTime(instance.endTime)),
    },
    {
      key: "actions",
      header: processMessages.actions,
      width: 110,
      className: "overflow-visible",
      cell: (instance) => (
        <span className="flex gap-1">
          {onOpen ? (
            <Button
              size="mini"
              variant="link"
              className="px-1"
              aria-label={processMessages.rowAction(t.open, instance.name)}
              onClick={() => onOpen(instance)}
            >
              {t.open}
            </Button>
          ) : null}
          {onCancel && instance.status === 1 ? (
            <Button
              size="mini"
              variant="link"
              className="px-1 text-danger"
              aria-label={processMessages.rowAction(t.cancel, instance.name)}
              onClick={() => setCancelling(instance)}
            >
              {t.cancel}
            </Button>
          ) : null}
        </span>
      ),
    },
  ];
  return (
    <div data-slot="process-instance-table" className={className}>
      <Table
        caption={t.caption}
        columns={columns}
        rows={instances}
        rowKey={(instance) => instance.id}
        loading={loading}
        empty={t.empty}
        responsive
      />
      <Dialog.Root open={cancelling !== null} onOpenChange={(open) => (open ? undefined : setCancelling(null))}>
        {cancelling && onCancel ? (
          <CancelForm instance={cancelling} onCancel={onCancel} onDone={() => setCancelling(null)} />
        ) : null}
      </Dialog.Root>
    </div>
  );
}

function CancelForm({
  instance,
  onCancel,
  onDone,
}: {
  instance: ProcessInstance;
  onCancel: NonNullable<ProcessInstanceTableProps["onCancel"]>;
  onDone: () => void;
}) {
  const id = React.useId();
  const [reason, setReason] = React.useState("");
  const [tried, setTried] = React.useState(false);
  const action = useAsyncAction();
  const error = tried ? reasonError(reason, t.cancelReason, t.cancelReasonRequired) : undefined;
  return (
    <ActionDialogContent
      slot="process-cancel-dialog"
      title={t.cancelTitle}
      description={t.cancelQuestion(instance.name)}
      busy={action.busy}
      error={action.error}
      danger
      onSubmit={() => {
        setTried(true);
        if (reasonError(reason, t.cancelReason, t.cancelReasonRequired)) {
          document.getElementById(id)?.focus();
          return;
        }
        void action.run(() => onCancel(instance, reason.trim())).then((ok) => ok && onDone());
      }}
    >
      <ReasonField
        id={id}
        label={t.cancelReason}
        placeholder={t.cancelReasonPlaceholder}
        value={reason}
        onChange={setReason}
        error={error}
        readOnly={action.busy}
      />
    </ActionDialogContent>
  );
}

export { ProcessInstanceTable };
export type { ProcessInstanceTableProps };
