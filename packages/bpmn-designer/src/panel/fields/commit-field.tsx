import { Form, Input, Textarea, cn } from "@smartclass/ui";
import * as React from "react";

import { usePanel } from "../panel-context";

type CommitFieldProps = {
  label: string;
  /** The model's value ("" when unset). A new value from the model replaces the draft. */
  value: string;
  /**
   * Applies the draft (one command). Returns an error text to show at the field when the value is
   * refused (nothing changes then), or nothing when it was applied.
   */
  onCommit: (value: string) => string | undefined | void;
  required?: boolean;
  /** Disabled beyond the panel's own disabled state (e.g. a locked process key). */
  disabled?: boolean;
  /** A multi-line field growing from `rows[0]` to `rows[1]` lines (Ctrl+Enter or leaving it commits). */
  rows?: readonly [number, number];
  placeholder?: string;
  /** A line under the field, tied to it with aria-describedby. */
  hint?: React.ReactNode;
  className?: string;
};

/**
 * A text field that writes to the model only when it is left or Enter is pressed (Escape reverts),
 * so one edit is one undo step. Its error text is tied to the input (aria-describedby).
 */
function CommitField({
  label,
  value,
  onCommit,
  required,
  disabled,
  rows,
  placeholder,
  hint,
  className,
}: CommitFieldProps) {
  const panel = usePanel();
  const hintId = React.useId();
  const [draft, setDraft] = React.useState(value);
  const [shown, setShown] = React.useState(value);
  const [error, setError] = React.useState<string | undefined>();
  // The model moved (an edit elsewhere, undo): show its value, drop the draft and its error.
  if (value !== shown) {
    setShown(value);
    setDraft(value);
    setError(undefined);
  }

  const commit = () => {
    if (draft === value) {
      setError(undefined);
      return;
    }
    setError(onCommit(draft) || undefined);
  };
  const revert = () => {
    setDraft(value);
    setError(undefined);
  };

  const common = {
    value: draft,
    disabled: panel.disabled || disabled,
    placeholder,
    onBlur: commit,
    // Form.Control points aria-describedby at the error; without one, at the hint.
    ...(hint && !error ? { "aria-describedby": hintId } : {}),
  };
  const lines = draft.split("\n").length;
  return (
    <Form.Field error={error} className={className}>
      <Form.Label required={required}>{label}</Form.Label>
      <Form.Control>
        {rows ? (
          <Textarea
            {...common}
            rows={Math.min(Math.max(lines, rows[0]), rows[1])}
            className="min-h-0 resize-none"
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) commit();
              if (event.key === "Escape") revert();
            }}
          />
        ) : (
          <Input
            {...common}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") commit();
              if (event.key === "Escape") revert();
            }}
          />
        )}
      </Form.Control>
      <Form.Message />
      {hint && !error ? (
        <p id={hintId} className={cn("text-xs text-muted-foreground")}>
          {hint}
        </p>
      ) : null}
    </Form.Field>
  );
}

export { CommitField };
