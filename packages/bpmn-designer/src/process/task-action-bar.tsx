import { Button, type ButtonProps, cn, Dialog, Tooltip } from "@smartclass/ui";
import * as React from "react";

import { processMessages } from "./messages";
import { ReasonDialog, ReturnDialog, TransferDialog } from "./task-action-dialogs";
import { visibleTaskButtons } from "./task-buttons";
import type { ProcessButtonCode, ProcessNode, ProcessTaskButton, ProcessUserOption } from "./types";

const t = processMessages.actionBar;

type TaskActionBarProps = {
  /**
   * The task's buttons (the contract's BpmTask.buttons), shown in `sort` order without the hidden
   * ones, named as configured; a default name (通过 … as the server sends them) reads in the page's
   * language. Absent: the defaults, 通过, 不通过, 退回, 转办 (Approve, Reject, Return, Transfer in English).
   */
  buttons?: readonly ProcessTaskButton[];
  /** The earlier user tasks the task can be returned to; none: 退回 is disabled (没有可退回的节点). */
  returnTargets?: readonly ProcessNode[];
  /** Who the task can be handed to; none: 转办 is disabled. */
  users?: readonly ProcessUserOption[];
  /** Each callback runs from its dialog, which stays open (busy) until it settles and shows the error if it rejects. A button without its callback is not shown. */
  onApprove?: (reason: string) => Promise<unknown> | unknown;
  onReject?: (reason: string) => Promise<unknown> | unknown;
  onReturn?: (targetKey: string, reason: string) => Promise<unknown> | unknown;
  onTransfer?: (userId: number, reason: string) => Promise<unknown> | unknown;
  className?: string;
};

const variants: Record<ProcessButtonCode, ButtonProps["variant"]> = {
  approve: "primary",
  reject: "danger",
  return: "secondary",
  transfer: "secondary",
};

/**
 * The actions of one open task, from its configured buttons: 通过 and 不通过 ask for the 审批意见,
 * 退回 for the target node and a reason, 转办 for the new assignee and a reason.
 */
function TaskActionBar({
  buttons,
  returnTargets = [],
  users = [],
  onApprove,
  onReject,
  onReturn,
  onTransfer,
  className,
}: TaskActionBarProps) {
  const [open, setOpen] = React.useState<ProcessTaskButton | null>(null);
  const handlers: Record<ProcessButtonCode, unknown> = {
    approve: onApprove,
    reject: onReject,
    return: onReturn,
    transfer: onTransfer,
  };
  const shown = visibleTaskButtons(buttons).filter((button) => handlers[button.code]);
  const unavailable = (button: ProcessTaskButton): string | null => {
    if (button.code === "return" && !button.next && returnTargets.length === 0) return t.noReturnTargets;
    if (button.code === "transfer" && users.length === 0) return t.noTransferUsers;
    return null;
  };
  const done = () => setOpen(null);

  return (
    <div
      data-slot="task-action-bar"
      role="group"
      aria-label={t.label}
      className={cn("flex flex-wrap gap-2", className)}
    >
      {shown.map((button) => {
        const why = unavailable(button);
        return why ? (
          <UnavailableButton key={button.id} button={button} reason={why} variant={variants[button.code]} />
        ) : (
          <Button key={button.id} variant={variants[button.code]} onClick={() => setOpen(button)}>
            {button.name}
          </Button>
        );
      })}
      <Dialog.Root open={open !== null} onOpenChange={(next) => (next ? undefined : done())}>
        {open?.code === "approve" && onApprove ? (
          <ReasonDialog button={open} onDone={done} onSubmit={onApprove} />
        ) : null}
        {open?.code === "reject" && onReject ? <ReasonDialog button={open} onDone={done} onSubmit={onReject} /> : null}
        {open?.code === "return" && onReturn ? (
          <ReturnDialog button={open} onDone={done} targets={returnTargets} onReturn={onReturn} />
        ) : null}
        {open?.code === "transfer" && onTransfer ? (
          <TransferDialog button={open} onDone={done} users={users} onTransfer={onTransfer} />
        ) : null}
      </Dialog.Root>
    </div>
  );
}

/**
 * A button that cannot act now: it stays focusable (aria-disabled, not disabled) so the tooltip
 * saying why shows on hover and on keyboard focus, and the reason is its description.
 */
function UnavailableButton({
  button,
  reason,
  variant,
}: {
  button: ProcessTaskButton;
  reason: string;
  variant: ButtonProps["variant"];
}) {
  const id = React.useId();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Button
          variant={variant}
          aria-disabled
          aria-describedby={id}
          className="cursor-not-allowed opacity-50"
          onClick={(event) => event.preventDefault()}
        >
          {button.name}
        </Button>
      </Tooltip.Trigger>
      <span id={id} className="sr-only">
        {reason}
      </span>
      <Tooltip.Content>{reason}</Tooltip.Content>
    </Tooltip.Root>
  );
}

export { TaskActionBar };
export type { TaskActionBarProps };
