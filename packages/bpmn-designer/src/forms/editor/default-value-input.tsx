import { Form, Input, SchoolTimeZoneHint, Select } from "@smartclass/ui";
import * as React from "react";

import { canonicalToNative, DEFAULT_DATE_PATTERN, nativeDateInput, nativeToCanonical } from "../date";
import { FieldControl } from "../field-control";
import type { FieldDraft } from "../field-draft";
import type { ProcessFormFieldKind } from "../field-rules";
import type { FormsMessages } from "../messages";
import { SwitchField } from "./dialog-fields";

// Radix Select gives "" to its placeholder; an option id is trimmed and never blank, so a space is free.
const NO_DEFAULT = " ";

type DefaultValueInputProps = {
  draft: FieldDraft;
  kind: ProcessFormFieldKind;
  error?: string;
  onChange: (patch: Partial<FieldDraft>) => void;
  messages: FormsMessages;
};

/**
 * The default value, typed as the field is: the same control the form shows (numbers, text, a date in
 * the field's pattern), a switch for a boolean, the option names (or 无) for an enum.
 */
function DefaultValueInput({ draft, kind, error, onChange, messages }: DefaultValueInputProps) {
  const d = messages.dialog;
  const id = React.useId();
  if (kind === "boolean")
    return (
      <SwitchField
        label={d.defaultTrue}
        checked={draft.defaultTrue}
        onChange={(defaultTrue) => onChange({ defaultTrue })}
      />
    );
  if (kind === "enum") {
    const seen = new Set<string>();
    const options = draft.values.filter((row) => {
      const optionId = row.id.trim();
      if (optionId === "" || seen.has(optionId)) return false;
      seen.add(optionId);
      return true;
    });
    return (
      <Form.Field error={error} className="sm:w-1/2">
        <Form.Label>{d.defaultValue}</Form.Label>
        <Select.Root
          value={draft.defaultValue.trim() === "" ? NO_DEFAULT : draft.defaultValue.trim()}
          onValueChange={(value) => onChange({ defaultValue: value === NO_DEFAULT ? "" : value })}
        >
          <Form.Control>
            <Select.Trigger>
              <Select.Value />
            </Select.Trigger>
          </Form.Control>
          <Select.Content>
            <Select.Item value={NO_DEFAULT}>{d.noDefault}</Select.Item>
            {options.map((row) => (
              <Select.Item key={row.key} value={row.id.trim()}>
                {row.text.trim() || row.id.trim()}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
        <Form.Message />
      </Form.Field>
    );
  }
  if (kind === "date") {
    const pattern = draft.datePattern.trim() || DEFAULT_DATE_PATTERN;
    const input = nativeDateInput(pattern);
    return (
      <Form.Field error={error}>
        <Form.Label>{d.defaultValue}</Form.Label>
        <Form.Control>
          <Input
            // The draft's date is pattern-free, so a pattern being typed (not yet usable) still gets a date input.
            type={input.type === "datetime-local" ? input.type : "date"}
            step={input.type === "datetime-local" ? input.step : undefined}
            className="w-auto min-w-48 justify-self-start"
            value={canonicalToNative(draft.defaultValue, pattern)}
            onChange={(event) => onChange({ defaultValue: nativeToCanonical(event.target.value) })}
          />
        </Form.Control>
        {input.type === "datetime-local" ? <SchoolTimeZoneHint /> : null}
        <Form.Message />
      </Form.Field>
    );
  }
  const field = {
    id: "defaultValue",
    type: draft.type,
    typeType: draft.typeType,
    label: d.defaultValue,
    datePattern: draft.datePattern,
  };
  return (
    <Form.Field id={id} error={error}>
      <Form.Label>{d.defaultValue}</Form.Label>
      <FieldControl
        field={field}
        value={draft.defaultValue}
        onChange={(value) => onChange({ defaultValue: typeof value === "string" ? value : "" })}
        labelId={`${id}-label`}
        texts={messages.renderer}
      />
      <Form.Message />
    </Form.Field>
  );
}

export { DefaultValueInput };
