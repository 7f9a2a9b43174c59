import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2Icon } from "lucide-react";
import * as React from "react";
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  get,
  type Path,
  useForm,
  type UseFormReturn,
} from "react-hook-form";
import type { z } from "zod";

import { messages } from "../messages";
import { Button } from "./button";
import { Dialog } from "./dialog";
import type { DialogWidth } from "./dialog-styles";
import { Form } from "./form";
import { placeSubmitError } from "./form-dialog-errors";

type FormDialogProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  /** The zod schema: its messages are the field errors; its output is what `onSubmit` receives. */
  schema: z.ZodType<TOutput, TInput>;
  /** The values the form (re)starts with each time the dialog opens. */
  defaultValues: DefaultValues<TInput>;
  /**
   * Saves the values; the dialog closes when it resolves. A rejection keeps the dialog open with every
   * value: a `FormSubmitError` (or any error with `fieldErrors`) marks those fields, anything else shows
   * its message in an alert above the fields.
   */
  onSubmit: (values: TOutput) => Promise<void>;
  /** The fields, given the react-hook-form instance (use `FormDialogField` for label and error). */
  children: (form: UseFormReturn<TInput, unknown, TOutput>) => React.ReactNode;
  submitLabel?: string;
  width?: DialogWidth;
};

/**
 * A dialog holding a react-hook-form form validated by a zod schema: 确定 and 取消, schema and server
 * field errors, a form alert for other refusals, a busy state, focus on the first invalid field, and focus
 * back on whatever opened it when it closes.
 */
function FormDialog<TInput extends FieldValues, TOutput extends FieldValues>({
  open,
  onOpenChange,
  title,
  description,
  schema,
  defaultValues,
  onSubmit,
  children,
  submitLabel = messages.confirm,
  width = "task",
}: FormDialogProps<TInput, TOutput>) {
  const form = useForm<TInput, unknown, TOutput>({
    // The resolver's overloads cannot infer through a generic schema; its types match ours exactly.
    resolver: zodResolver(schema as z.ZodType<TOutput, TInput> & z.ZodType) as never,
    defaultValues,
    shouldFocusError: true,
  });
  const [alert, setAlert] = React.useState<string>();
  // Pages open this dialog from their own buttons (not a Dialog.Trigger), so remember where focus was.
  const opener = React.useRef<HTMLElement | null>(null);
  const busy = form.formState.isSubmitting;
  // Read while rendering so that react-hook-form keeps it up to date.
  const dirty = form.formState.isDirty;
  const [askingDiscard, setAskingDiscard] = React.useState(false);

  /** Esc, × and a click outside: typed input is not thrown away without asking. */
  const requestClose = () => {
    if (busy) return;
    if (dirty) setAskingDiscard(true);
    else onOpenChange(false);
  };

  // Each opening starts from the caller's values (editing another row, or a new record).
  const wasOpen = React.useRef(false);
  React.useEffect(() => {
    if (open && !wasOpen.current) {
      form.reset(defaultValues);
      setAlert(undefined);
      setAskingDiscard(false);
    }
    wasOpen.current = open;
  }, [open, defaultValues, form]);

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      const placed = placeSubmitError(
        error,
        (path) => get(form.getValues(), path) !== undefined || get(defaultValues, path) !== undefined,
        messages.formDialog.failed,
      );
      setAlert(placed.alert);
      const paths = Object.keys(placed.fields) as Path<TInput>[];
      paths.forEach((path, index) => {
        form.setError(path, { type: "server", message: placed.fields[path] }, { shouldFocus: index === 0 });
      });
    }
  });

  return (
    <Dialog.Root
      open={open}
      // A submission in flight finishes before the dialog can close; typed input asks first.
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
    >
      <Dialog.Content
        width={width}
        dismissOnBackdrop={false}
        onOpenAutoFocus={() => {
          // Runs before focus moves into the dialog: the active element is still the opener.
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (opener.current?.isConnected) {
            event.preventDefault();
            opener.current.focus();
          }
        }}
        // Without a description, say so explicitly (Radix warns otherwise).
        {...(description ? {} : { "aria-describedby": undefined })}
      >
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
          {description ? <Dialog.Description>{description}</Dialog.Description> : null}
        </Dialog.Header>
        <Form.Root
          data-slot="form-dialog"
          aria-label={title}
          aria-busy={busy || undefined}
          onSubmit={(event) => void submit(event)}
          className="min-h-0 overflow-y-auto"
        >
          <Form.Alert>{alert}</Form.Alert>
          {children(form)}
          <Dialog.Footer>
            <Button disabled={busy} onClick={() => onOpenChange(false)}>
              {messages.cancel}
            </Button>
            <Button type="submit" variant="primary" disabled={busy}>
              {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
              {submitLabel}
            </Button>
          </Dialog.Footer>
          {busy ? (
            <span role="status" className="sr-only">
              {messages.formDialog.submitting}
            </span>
          ) : null}
        </Form.Root>
      </Dialog.Content>
      <DiscardQuestion
        open={askingDiscard}
        onKeepEditing={() => setAskingDiscard(false)}
        onDiscard={() => {
          setAskingDiscard(false);
          onOpenChange(false);
        }}
      />
    </Dialog.Root>
  );
}

/** 放弃未保存的内容？ over the form: 继续编辑 (focused, and what Esc means) or 放弃. */
function DiscardQuestion({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const keepRef = React.useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onKeepEditing())}>
      <Dialog.Content
        data-slot="form-dialog-discard"
        role="alertdialog"
        showClose={false}
        dismissOnBackdrop={false}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          keepRef.current?.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{messages.formDialog.discardTitle}</Dialog.Title>
          <Dialog.Description>{messages.formDialog.discardMessage}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button variant="danger" onClick={onDiscard}>
            {messages.formDialog.discard}
          </Button>
          <Button ref={keepRef} variant="primary" onClick={onKeepEditing}>
            {messages.formDialog.keepEditing}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

type FormDialogFieldProps<TInput extends FieldValues, TOutput extends FieldValues> = {
  form: UseFormReturn<TInput, unknown, TOutput>;
  name: FieldPath<TInput>;
  label: string;
  required?: boolean;
  /** The control, e.g. `<Input {...form.register("username")} />`; it gets the field's id and error state. */
  children: React.ReactElement;
  className?: string;
};

/** One field of a FormDialog: label, control and the field's error (schema or server) wired together. */
function FormDialogField<TInput extends FieldValues, TOutput extends FieldValues>({
  form,
  name,
  label,
  required,
  children,
  className,
}: FormDialogFieldProps<TInput, TOutput>) {
  const { error } = form.getFieldState(name, form.formState);
  return (
    <Form.Field error={error?.message} className={className}>
      <Form.Label required={required}>{label}</Form.Label>
      <Form.Control>{children}</Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

export { FormSubmitError } from "./form-dialog-errors";
export { FormDialog, FormDialogField };
export type { FormDialogFieldProps, FormDialogProps };
