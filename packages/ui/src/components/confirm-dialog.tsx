// The confirm and alert dialog itself, loaded with the first question (see ConfirmProvider): Radix's
// dialog stays out of a page's first load.
import type * as React from "react";

import { messages } from "../messages";
import { Button } from "./button";
import { Dialog } from "./dialog";

/** What a question shows: its text, title, buttons and whether 确定 is destructive. */
type ConfirmRequest = {
  kind: "confirm" | "alert";
  message: React.ReactNode;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  danger?: boolean;
};

function ConfirmDialog({
  request: current,
  settle,
  confirmRef,
  onOpened,
}: {
  /** The question on screen; none: the dialog is closed. */
  request: ConfirmRequest | undefined;
  settle: (ok: boolean) => void;
  confirmRef: React.RefObject<HTMLButtonElement | null>;
  /** The element that had focus when the dialog opened (null: none worth returning to). */
  onOpened: (opener: Element | null) => void;
}) {
  return (
    <Dialog.Root
      open={!!current}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
    >
      {current ? (
        <Dialog.Content
          data-slot="confirm-dialog"
          role="alertdialog"
          showClose={false}
          dismissOnBackdrop={false}
          onOpenAutoFocus={(event) => {
            // The primary action takes focus, as in the console's message boxes; Escape cancels.
            event.preventDefault();
            const active = document.activeElement;
            onOpened(active && active !== document.body ? active : null);
            confirmRef.current?.focus();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <Dialog.Header>
            <Dialog.Title>{current.title ?? messages.confirmTitle}</Dialog.Title>
            <Dialog.Description>{current.message}</Dialog.Description>
          </Dialog.Header>
          <Dialog.Footer>
            {current.kind === "confirm" ? (
              <Button onClick={() => settle(false)}>{current.cancelText ?? messages.cancel}</Button>
            ) : null}
            <Button ref={confirmRef} variant={current.danger ? "danger" : "primary"} onClick={() => settle(true)}>
              {current.confirmText ?? messages.confirm}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

export { ConfirmDialog };
export type { ConfirmRequest };
