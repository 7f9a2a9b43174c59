import { Form, IconButton, Input, Select, cn } from "@smartclass/ui";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import * as React from "react";

import { taskSettingsMessages as t } from "./messages";

type ChoiceFieldProps<Value extends string> = {
  label: string;
  /** The chosen option, or "" for none (the placeholder shows). */
  value: Value | "";
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** The label is for screen readers only (a compact control whose meaning its place shows). */
  hideLabel?: boolean;
  className?: string;
};

/** A labelled choice (a Radix select) of the settings widgets; its error is tied to it. */
function ChoiceField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder = t.conditions.choose,
  error,
  disabled,
  hideLabel = false,
  className,
}: ChoiceFieldProps<Value>) {
  return (
    <Form.Field error={error} className={cn("content-start gap-1", className)}>
      <Form.Label className={hideLabel ? "sr-only" : "text-xs text-muted-foreground"}>{label}</Form.Label>
      <Select.Root
        value={value === "" ? undefined : value}
        onValueChange={(next) => onChange(next as Value)}
        disabled={disabled}
      >
        <Form.Control>
          <Select.Trigger>
            <Select.Value placeholder={placeholder} />
          </Select.Trigger>
        </Form.Control>
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} value={option.value}>
              {option.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <Form.Message />
    </Form.Field>
  );
}

type DraftFieldProps = {
  label: string;
  /** The held value; a new one from outside replaces the draft. */
  value: string;
  /** Called when the field is left or Enter is pressed, only when the draft differs. */
  onCommit: (value: string) => void;
  /** Called when the field is left (after any commit). */
  onLeave?: () => void;
  error?: string;
  disabled?: boolean;
  type?: "text" | "number";
  placeholder?: string;
  /** Id of a text describing the field (shown when there is no error). */
  describedBy?: string;
  className?: string;
};

/**
 * A text or number field that hands its value on only when it is left or Enter is pressed
 * (Escape brings the held value back), so that writing a word is one change, not one per key.
 */
function DraftField({
  label,
  value,
  onCommit,
  onLeave,
  error,
  disabled,
  type = "text",
  placeholder,
  describedBy,
  className,
}: DraftFieldProps) {
  const [draft, setDraft] = React.useState(value);
  const [held, setHeld] = React.useState(value);
  if (value !== held) {
    setHeld(value);
    setDraft(value);
  }
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  return (
    <Form.Field error={error} className={cn("content-start gap-1", className)}>
      <Form.Label className="text-xs text-muted-foreground">{label}</Form.Label>
      <Form.Control>
        <Input
          type={type}
          value={draft}
          disabled={disabled}
          placeholder={placeholder}
          step={type === "number" ? "any" : undefined}
          {...(describedBy && !error ? { "aria-describedby": describedBy } : {})}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={() => {
            commit();
            onLeave?.();
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              commit();
            }
            if (event.key === "Escape") setDraft(value);
          }}
        />
      </Form.Control>
      <Form.Message />
    </Form.Field>
  );
}

type RowActionsProps = {
  /** The row's name, for the buttons' names ("上移 规则 2"). */
  name: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  /** Without it, no remove button. */
  onRemove?: () => void;
  disabled?: boolean;
};

/** Move up, move down and remove buttons of one row of an ordered list. */
function RowActions({ name, index, count, onMove, onRemove, disabled }: RowActionsProps) {
  return (
    <span data-slot="task-settings-row-actions" className="ml-auto flex shrink-0 gap-0.5">
      <IconButton
        size="small"
        label={`${t.common.moveUp} ${name}`}
        disabled={disabled || index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon aria-hidden />
      </IconButton>
      <IconButton
        size="small"
        label={`${t.common.moveDown} ${name}`}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon aria-hidden />
      </IconButton>
      {onRemove ? (
        <IconButton
          size="small"
          label={`${t.common.remove} ${name}`}
          className="text-danger hover:text-danger"
          disabled={disabled}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </IconButton>
      ) : null}
    </span>
  );
}

/** A short explanatory line under or above a widget. */
function Note({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="task-settings-note" className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

export { ChoiceField, DraftField, Note, RowActions };
