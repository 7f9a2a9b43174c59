import { Button, Dialog, Form } from "@smartclass/ui";
import * as React from "react";

import { useAsyncAction } from "./async-action";
import { processMessages as t } from "./messages";

type ActionDialogContentProps = {
  /** `data-slot` of the dialog, for page styles and tests. */
  slot: string;
  title: string;
  description?: React.ReactNode;
  /** While true the buttons are disabled and the dialog cannot be closed (Escape, ×, 取消). */
  busy: boolean;
  /** The rejected callback's message, shown above the buttons. */
  error: string | null;
  /** The form was submitted (Enter or the confirm button); validate and run the callback. */
  onSubmit: () => void;
  submitText?: string;
  danger?: boolean;
  width?: "default" | "task";
  /** A question (role alertdialog): the confirm button takes focus on open. */
  alert?: boolean;
  children?: React.ReactNode;
};

/**
 * The frame of every dialog of the workflow widgets: title, optional fields, the error of a failed
 * submit, and 取消 / the confirm button, busy while the callback runs. Editor dialogs do not close
 * on a backdrop click (spec §5).
 */
function ActionDialogContent({
  slot,
  title,
  description,
  busy,
  error,
  onSubmit,
  submitText = t.confirm,
  danger = false,
  width = "default",
  alert = false,
  children,
}: ActionDialogContentProps) {
  const confirmRef = React.useRef<HTMLButtonElement>(null);
  // The dialogs open from a row or bar button, not a Radix trigger: focus goes back there by hand.
  const returnTo = React.useRef<HTMLElement | null>(null);
  return (
    <Dialog.Content
      data-slot={slot}
      role={alert ? "alertdialog" : "dialog"}
      width={width}
      dismissOnBackdrop={false}
      showClose={!busy}
      aria-busy={busy || undefined}
      // Without a description, say so (Radix would otherwise point at a missing element).
      {...(description ? {} : { "aria-describedby": undefined })}
      onEscapeKeyDown={(event) => {
        if (busy) event.preventDefault();
      }}
      onOpenAutoFocus={(event) => {
        const active = document.activeElement;
        returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
        if (!alert) return;
        event.preventDefault();
        confirmRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        if (returnTo.current?.isConnected) returnTo.current.focus();
      }}
    >
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
        {description ? <Dialog.Description>{description}</Dialog.Description> : null}
      </Dialog.Header>
      <Form.Root
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) onSubmit();
        }}
      >
        {children}
        <Form.Alert>{error}</Form.Alert>
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button disabled={busy}>{t.cancel}</Button>
          </Dialog.Close>
          <Button
            ref={confirmRef}
            type="submit"
            variant={danger ? "danger" : "primary"}
            // aria-disabled, not disabled: the button keeps focus while the callback runs, so a
            // keyboard user is still on it when an error shows (a disabled button drops focus).
            aria-disabled={busy || undefined}
            aria-busy={busy || undefined}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
          >
            {submitText}
          </Button>
        </Dialog.Footer>
      </Form.Root>
    </Dialog.Content>
  );
}

type ConfirmActionDialogProps = {
  /** The question; the dialog is open while there is one. */
  question: string | null;
  onOpenChange: (open: boolean) => void;
  /** Runs when 确定 is chosen; the dialog stays open (busy) until it settles, closes when it resolves. */
  onConfirm: () => Promise<unknown> | unknown;
  danger?: boolean;
  slot: string;
};

/** A 系统提示 question with 取消 / 确定 whose 确定 runs an async callback, showing its error if it fails. */
function ConfirmActionDialog({ question, onOpenChange, onConfirm, danger, slot }: ConfirmActionDialogProps) {
  return (
    <Dialog.Root open={question !== null} onOpenChange={onOpenChange}>
      {question !== null ? (
        <ConfirmBody
          question={question}
          onConfirm={onConfirm}
          onDone={() => onOpenChange(false)}
          danger={danger}
          slot={slot}
        />
      ) : null}
    </Dialog.Root>
  );
}

function ConfirmBody({
  question,
  onConfirm,
  onDone,
  danger,
  slot,
}: {
  question: string;
  onConfirm: () => Promise<unknown> | unknown;
  onDone: () => void;
  danger?: boolean;
  slot: string;
}) {
  const action = useAsyncAction();
  return (
    <ActionDialogContent
      slot={slot}
      alert
      title={t.confirmTitle}
      description={question}
      busy={action.busy}
      error={action.error}
      danger={danger}
      onSubmit={() => {
        void action.run(onConfirm).then((ok) => ok && onDone());
      }}
    />
  );
}

export { ActionDialogContent, ConfirmActionDialog };
