import { Form, Select } from "@smartclass/ui";
import * as React from "react";

import { ActionDialogContent } from "./action-dialog";
import { useAsyncAction } from "./async-action";
import { processMessages } from "./messages";
import { ReasonField, reasonError } from "./reason-field";
import { fixedReturnTarget } from "./task-buttons";
import type { ProcessNode, ProcessTaskButton, ProcessUserOption } from "./types";

const t = processMessages.actionBar;

type DialogBase = { button: ProcessTaskButton; onDone: () => void };

/** 通过 / 不通过: the 审批意见 (required, ≤ 500) → `onSubmit(reason)`. */
function ReasonDialog({
  button,
  onDone,
  onSubmit,
}: DialogBase & { onSubmit: (reason: string) => Promise<unknown> | unknown }) {
  const id = React.useId();
  const [reason, setReason] = React.useState("");
  const [tried, setTried] = React.useState(false);
  const action = useAsyncAction();
  const check = () => reasonError(reason, t.reason, t.reasonRequired);
  return (
    <ActionDialogContent
      slot="task-action-dialog"
      title={button.name}
      width="task"
      busy={action.busy}
      error={action.error}
      danger={button.code === "reject"}
      onSubmit={() => {
        setTried(true);
        if (check()) {
          document.getElementById(id)?.focus();
          return;
        }
        void action.run(() => onSubmit(reason.trim())).then((ok) => ok && onDone());
      }}
    >
      <ReasonField
        id={id}
        label={t.reason}
        placeholder={t.reasonPlaceholder}
        value={reason}
        onChange={setReason}
        error={tried ? check() : undefined}
        readOnly={action.busy}
      />
    </ActionDialogContent>
  );
}

type ChoiceDialogProps = DialogBase & {
  /** The choice: its label, placeholder, required text and options (value → shown name). */
  choice: {
    label: string;
    placeholder: string;
    required: string;
    options: readonly { value: string; label: string }[];
  };
  /** A choice made in advance (a return button with `next`): shown as text, not asked. */
  fixed?: { value: string; label: string } | null;
  reason: { label: string; placeholder: string; required: string };
  onSubmit: (value: string, reason: string) => Promise<unknown> | unknown;
};

/** 退回 / 转办: a required choice (target node, new assignee) and a required reason. */
function ChoiceDialog({ button, onDone, choice, fixed = null, reason: reasonText, onSubmit }: ChoiceDialogProps) {
  const id = React.useId();
  const [value, setValue] = React.useState(fixed?.value ?? "");
  const [reason, setReason] = React.useState("");
  const [tried, setTried] = React.useState(false);
  const action = useAsyncAction();
  const choiceError = value ? undefined : choice.required;
  const reasonProblem = reasonError(reason, reasonText.label, reasonText.required);
  return (
    <ActionDialogContent
      slot="task-action-dialog"
      title={button.name}
      width="task"
      busy={action.busy}
      error={action.error}
      onSubmit={() => {
        setTried(true);
        if (choiceError || reasonProblem) {
          document.getElementById(choiceError ? `${id}-choice` : `${id}-reason`)?.focus();
          return;
        }
        void action.run(() => onSubmit(value, reason.trim())).then((ok) => ok && onDone());
      }}
    >
      {fixed ? (
        <div className="grid gap-1.5 text-sm">
          <span className="font-medium">{choice.label}</span>
          <span data-slot="task-action-fixed-choice">{fixed.label}</span>
        </div>
      ) : (
        <Form.Field id={`${id}-choice`} error={tried ? choiceError : undefined}>
          <Form.Label required>{choice.label}</Form.Label>
          <Select.Root value={value || undefined} onValueChange={setValue} disabled={action.busy}>
            <Form.Control>
              <Select.Trigger aria-required>
                <Select.Value placeholder={choice.placeholder} />
              </Select.Trigger>
            </Form.Control>
            <Select.Content>
              {choice.options.map((option) => (
                <Select.Item key={option.value} value={option.value}>
                  {option.label}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <Form.Message />
        </Form.Field>
      )}
      <ReasonField
        id={`${id}-reason`}
        label={reasonText.label}
        placeholder={reasonText.placeholder}
        value={reason}
        onChange={setReason}
        error={tried ? reasonProblem : undefined}
        readOnly={action.busy}
      />
    </ActionDialogContent>
  );
}

/** 退回: the target (fixed by the button's `next`, else chosen among `targets`) and the 退回理由. */
function ReturnDialog({
  button,
  onDone,
  targets,
  onReturn,
}: DialogBase & {
  targets: readonly ProcessNode[];
  onReturn: (targetKey: string, reason: string) => Promise<unknown> | unknown;
}) {
  const fixed = fixedReturnTarget(button, targets);
  return (
    <ChoiceDialog
      button={button}
      onDone={onDone}
      choice={{
        label: t.returnTarget,
        placeholder: t.returnTargetPlaceholder,
        required: t.returnTargetRequired,
        options: targets.map((target) => ({ value: target.key, label: target.name || target.key })),
      }}
      fixed={fixed ? { value: fixed.key, label: fixed.name } : null}
      reason={{ label: t.returnReason, placeholder: t.returnReasonPlaceholder, required: t.returnReasonRequired }}
      onSubmit={onReturn}
    />
  );
}

/** 转办: the new assignee among `users` and the 转办理由. */
function TransferDialog({
  button,
  onDone,
  users,
  onTransfer,
}: DialogBase & {
  users: readonly ProcessUserOption[];
  onTransfer: (userId: number, reason: string) => Promise<unknown> | unknown;
}) {
  return (
    <ChoiceDialog
      button={button}
      onDone={onDone}
      choice={{
        label: t.transferUser,
        placeholder: t.transferUserPlaceholder,
        required: t.transferUserRequired,
        options: users.map((user) => ({ value: String(user.id), label: user.name })),
      }}
      reason={{ label: t.transferReason, placeholder: t.transferReasonPlaceholder, required: t.transferReasonRequired }}
      onSubmit={(userId, reason) => onTransfer(Number(userId), reason)}
    />
  );
}

export { ReasonDialog, ReturnDialog, TransferDialog };
