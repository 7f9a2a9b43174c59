import { Slot } from "@radix-ui/react-slot";
import * as React from "react";

import { cn } from "../lib/cn";
import { Label } from "./label";

type FieldContext = { id: string; errorId: string; error?: string };
const FieldCtx = React.createContext<FieldContext | null>(null);

/** A form; `noValidate` by default because fields show their own error texts. */
function FormRoot({ className, noValidate = true, ...props }: React.ComponentProps<"form">) {
  return <form data-slot="form" noValidate={noValidate} className={cn("flex flex-col gap-4", className)} {...props} />;
}

type FormFieldProps = React.ComponentProps<"div"> & {
  /** The field's error text; shown under the control and announced. */
  error?: string;
  /** Id of the control; generated when omitted. */
  id?: string;
};

/** One field: label, control and error message wired together (ids, aria-invalid, aria-describedby). */
function FormField({ error, id, className, ...props }: FormFieldProps) {
  const generated = React.useId();
  const controlId = id ?? generated;
  const value = React.useMemo(() => ({ id: controlId, errorId: `${controlId}-error`, error }), [controlId, error]);
  return (
    <FieldCtx.Provider value={value}>
      <div
        data-slot="form-field"
        data-invalid={error ? "" : undefined}
        className={cn("grid gap-1.5", className)}
        {...props}
      />
    </FieldCtx.Provider>
  );
}

function useField(): FieldContext {
  const ctx = React.useContext(FieldCtx);
  if (!ctx) throw new Error("Form.Label, Form.Control and Form.Message must be used inside Form.Field");
  return ctx;
}

/** The field's label; a required field shows a star. */
function FormLabel({
  required,
  children,
  className,
  ...props
}: React.ComponentProps<typeof Label> & { required?: boolean }) {
  const { id, error } = useField();
  return (
    <Label data-slot="form-label" htmlFor={id} className={cn(error && "text-danger", className)} {...props}>
      {required ? (
        <span className="mr-0.5 text-danger" aria-hidden>
          *
        </span>
      ) : null}
      {children}
    </Label>
  );
}

/** Wraps the control (Input, Textarea, Select.Trigger…) and gives it the field's id and error state. */
function FormControl(props: React.ComponentProps<typeof Slot>) {
  const { id, errorId, error } = useField();
  return (
    <Slot
      data-slot="form-control"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
      {...props}
    />
  );
}

/**
 * The field's error text, if any. Once a field has shown an error, its line stays reserved after the
 * error goes: an error that clears when the field loses focus (a person moving to the submit button)
 * would otherwise pull the button up between mousedown and click, and the click would land on nothing.
 */
function FormMessage({ className, ...props }: React.ComponentProps<"p">) {
  const { errorId, error } = useField();
  const [shownOnce, setShownOnce] = React.useState(false);
  if (error && !shownOnce) setShownOnce(true);
  if (!error) {
    return shownOnce ? <p data-slot="form-message" aria-hidden className={cn("min-h-4 text-xs", className)} /> : null;
  }
  return (
    <p data-slot="form-message" id={errorId} className={cn("min-h-4 text-xs text-danger", className)} {...props}>
      {error}
    </p>
  );
}

/** A form-level error (e.g. the server refused the submission), announced as an alert; nothing when empty. */
function FormAlert({ className, children, ...props }: React.ComponentProps<"p">) {
  if (children === undefined || children === null || children === false || children === "") return null;
  return (
    <p
      data-slot="form-alert"
      role="alert"
      className={cn("rounded-md bg-danger/10 px-3 py-2 text-sm text-danger", className)}
      {...props}
    >
      {children}
    </p>
  );
}

/** Compound form: `Form.Root / Form.Field / Form.Label / Form.Control / Form.Message / Form.Alert`. */
const Form = {
  Root: FormRoot,
  Field: FormField,
  Label: FormLabel,
  Control: FormControl,
  Message: FormMessage,
  Alert: FormAlert,
};

export { Form, FormAlert, FormControl, FormField, FormLabel, FormMessage, FormRoot };
export type { FormFieldProps };
