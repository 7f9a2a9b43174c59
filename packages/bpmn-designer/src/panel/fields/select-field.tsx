import { Form, Select } from "@smartclass/ui";
import type * as React from "react";

import { usePanel } from "../panel-context";

type SelectFieldProps<Value extends string> = {
  label: string;
  /** The chosen option, or "" for none (the placeholder shows). */
  value: Value | "";
  options: readonly { value: Value; label: string }[];
  /** Called once per choice (one command). */
  onChange: (value: Value) => void;
  placeholder?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  hint?: React.ReactNode;
};

/** A labelled choice among options (a Radix select); a choice is written at once, as one command. */
function SelectField<Value extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  required,
  error,
  disabled,
  hint,
}: SelectFieldProps<Value>) {
  const panel = usePanel();
  return (
    <Form.Field error={error}>
      <Form.Label required={required}>{label}</Form.Label>
      <Select.Root
        value={value === "" ? undefined : value}
        onValueChange={(next) => onChange(next as Value)}
        disabled={panel.disabled || disabled}
      >
        <Form.Control>
          <Select.Trigger>
            <Select.Value placeholder={placeholder ?? panel.messages.panel.none} />
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
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </Form.Field>
  );
}

export { SelectField };
