import { cn, Form, Input, Label, Switch } from "@smartclass/ui";
import * as React from "react";

type TextFieldProps = Omit<React.ComponentProps<typeof Input>, "onChange" | "value"> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Classes of the input itself (`className` is the field's). */
  inputClassName?: string;
};

/**
 * A labelled one-line input of the field dialog: its error under it (aria-invalid), then its hint, both
 * read as its description.
 */
function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const describedBy = [error ? `${id}-error` : "", hint ? hintId : ""].filter(Boolean).join(" ");
  return (
    // content-start: beside a taller neighbour in the dialog's grid, the label stays on the input.
    <Form.Field id={id} error={error} className={cn("content-start", className)}>
      <Form.Label required={required}>{label}</Form.Label>
      <Form.Control>
        <Input
          value={value}
          autoComplete="off"
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          className={inputClassName}
          onChange={(event) => onChange(event.target.value)}
          {...props}
        />
      </Form.Control>
      <Form.Message />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </Form.Field>
  );
}

type SwitchFieldProps = {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
};

/** A switch with its label beside it. */
function SwitchField({ label, checked, onChange, disabled, className }: SwitchFieldProps) {
  const id = React.useId();
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}

/** A titled group of the field dialog (enum values, constraints, properties). */
function DialogSection({
  title,
  children,
  className,
}: {
  title: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <fieldset className={cn("flex min-w-0 flex-col gap-3 border-t pt-3", className)}>
      <legend className="pr-2 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  );
}

export { DialogSection, SwitchField, TextField };
