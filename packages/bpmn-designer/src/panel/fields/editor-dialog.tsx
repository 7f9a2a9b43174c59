import { Button, Dialog, Form } from "@smartclass/ui";
import * as React from "react";

import { usePanel } from "../panel-context";

type EditorDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Called by 确定 (or Enter in a field): validate, write, close. */
  onSubmit: () => void;
  children: React.ReactNode;
};

/**
 * The panel's editor dialog: 600 px wide (the spec's task dialogs), closed only by 取消, Escape or
 * the × button — never by a click on the backdrop, so a half-filled form is not lost.
 */
function EditorDialog({ open, onOpenChange, title, onSubmit, children }: EditorDialogProps) {
  const { messages, disabled } = usePanel();
  // The dialog has no Radix trigger (tables open it), so focus is taken back to what opened it by hand.
  const opener = React.useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        width="task"
        dismissOnBackdrop={false}
        aria-describedby={undefined}
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Form.Root
          className="min-h-0 gap-3 overflow-y-auto"
          onSubmit={(event) => {
            event.preventDefault();
            // A nested dialog's form is a portal: its submit must not reach the dialog under it.
            event.stopPropagation();
            if (!disabled) onSubmit();
          }}
        >
          {children}
          <Dialog.Footer>
            <Button onClick={() => onOpenChange(false)}>{messages.common.cancel}</Button>
            <Button type="submit" variant="primary" disabled={disabled}>
              {messages.common.confirm}
            </Button>
          </Dialog.Footer>
        </Form.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { EditorDialog };
