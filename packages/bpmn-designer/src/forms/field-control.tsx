import { Form, Input, Label, Radio, RadioGroup, SchoolTimeZoneHint, Select, Switch, Textarea } from "@smartclass/ui";
import type * as React from "react";

import { datePatternOf, fromNativeDate, nativeDateInput, toNativeDate } from "./date";
import { fieldKind } from "./field-rules";
import type { FormsMessages } from "./messages";
import type { ProcessFormField } from "./types";

/** Up to this many options an enum is a row of radio buttons, past it a list. */
const RADIO_LIMIT = 3;

type FieldControlProps = {
  field: ProcessFormField;
  /** Text for every kind but boolean, whose value is true or false. */
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  /** Called when a choice was made (switch, radio, list): the place to validate again at once. */
  onChoice?: () => void;
  onBlur?: () => void;
  /** Handed to the focusable element, so the form can move focus to it. */
  controlRef?: React.Ref<HTMLElement>;
  /** The id of the field's label (a radio group is named by it). */
  labelId: string;
  disabled?: boolean;
  required?: boolean;
  texts: FormsMessages["renderer"];
};

/**
 * The control of one field inside a `Form.Field`: a numeric or text input, a textarea, a switch, a
 * native date (or date-time) input writing the field's pattern, radio buttons or a list for an enum.
 */
function FieldControl({
  field,
  value,
  onChange,
  onChoice,
  onBlur,
  controlRef,
  labelId,
  disabled,
  required,
  texts,
}: FieldControlProps) {
  const kind = fieldKind(field);
  const text = typeof value === "string" ? value : "";
  const common = { onBlur, disabled, "aria-required": required || undefined };
  const choose = (next: string | boolean) => {
    onChange(next);
    onChoice?.();
  };

  switch (kind) {
    case "long":
    case "decimal":
    case "string":
      return (
        <Form.Control>
          <Input
            {...common}
            ref={controlRef as React.Ref<HTMLInputElement>}
            value={text}
            inputMode={kind === "long" ? "numeric" : kind === "decimal" ? "decimal" : undefined}
            autoComplete="off"
            onChange={(event) => onChange(event.target.value)}
          />
        </Form.Control>
      );
    case "textarea":
      return (
        <Form.Control>
          <Textarea
            {...common}
            ref={controlRef as React.Ref<HTMLTextAreaElement>}
            rows={3}
            value={text}
            onChange={(event) => onChange(event.target.value)}
          />
        </Form.Control>
      );
    case "boolean":
      return (
        <Form.Control>
          <Switch
            ref={controlRef as React.Ref<HTMLButtonElement>}
            checked={value === true}
            disabled={disabled}
            onBlur={onBlur}
            onCheckedChange={(checked) => choose(checked)}
          />
        </Form.Control>
      );
    case "date": {
      const pattern = datePatternOf(field);
      const input = nativeDateInput(pattern);
      return (
        <>
          <Form.Control>
            <Input
              {...common}
              ref={controlRef as React.Ref<HTMLInputElement>}
              type={input.type}
              step={input.type === "datetime-local" ? input.step : undefined}
              placeholder={input.type === "text" ? pattern : undefined}
              className="w-auto min-w-48 justify-self-start"
              value={toNativeDate(text, pattern)}
              onChange={(event) => onChange(fromNativeDate(event.target.value, pattern))}
            />
          </Form.Control>
          {/* The time typed is the school's; said only when this computer's clock reads other hours. */}
          {input.type === "datetime-local" ? <SchoolTimeZoneHint /> : null}
        </>
      );
    }
    case "enum": {
      const options = field.values ?? [];
      if (options.length <= RADIO_LIMIT)
        return (
          <Form.Control>
            <RadioGroup
              ref={controlRef as React.Ref<HTMLDivElement>}
              aria-labelledby={labelId}
              aria-required={required || undefined}
              className="flex-wrap py-1"
              value={text}
              disabled={disabled}
              onBlur={(event) => {
                // Moving between the radios is not leaving the group.
                if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur?.();
              }}
              onValueChange={choose}
            >
              {options.map((option, index) => (
                <span key={option.id} className="flex items-center gap-2">
                  <Radio id={`${labelId}-${index}`} value={option.id} />
                  <Label htmlFor={`${labelId}-${index}`} className="font-normal">
                    {option.name}
                  </Label>
                </span>
              ))}
            </RadioGroup>
          </Form.Control>
        );
      return (
        <Select.Root value={text} onValueChange={choose} disabled={disabled}>
          <Form.Control>
            <Select.Trigger {...common} ref={controlRef as React.Ref<HTMLButtonElement>}>
              <Select.Value placeholder={texts.choose} />
            </Select.Trigger>
          </Form.Control>
          <Select.Content>
            {options.map((option) => (
              <Select.Item key={option.id} value={option.id}>
                {option.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      );
    }
  }
}

export { FieldControl };
