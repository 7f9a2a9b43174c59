import * as React from "react";

import { messages } from "../messages";
import { Input } from "./input";

/**
 * The day typed, as `yyyy-MM-dd`: accepts 2026-9-1, 2026/09/01, 2026.09.01 and 20260901; undefined for
 * anything that is not a real day of the calendar.
 */
function normalizeDate(text: string): string | undefined {
  const trimmed = text.trim();
  const match = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/.exec(trimmed) ?? /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${match[1]}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

type DateFieldProps = Omit<React.ComponentProps<typeof Input>, "value" | "onChange" | "type"> & {
  /** The day as `yyyy-MM-dd`, or "" for none. */
  value: string;
  /** Called with the day as `yyyy-MM-dd` as soon as the text is one, or "" when cleared. */
  onValueChange: (value: string) => void;
};

/**
 * A day typed as 年-月-日 (`yyyy-MM-dd`), the same whatever the browser's locale — a native date input shows
 * mm/dd/yyyy in an American browser even when the interface is Chinese. Other spellings are tidied on
 * leaving the field; text that is not a day stays, marked invalid, with the expected form as its hint.
 */
function DateField({ value, onValueChange, placeholder = messages.dateField.placeholder, ...props }: DateFieldProps) {
  const [text, setText] = React.useState(value);
  // A value set from outside (重置, a preset) replaces what was typed (adjusted while rendering).
  const [given, setGiven] = React.useState(value);
  if (value !== given) {
    setGiven(value);
    setText(value);
  }
  const invalid = text.trim() !== "" && normalizeDate(text) === undefined;
  return (
    <Input
      data-slot="date-field"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      placeholder={placeholder}
      title={invalid ? messages.dateField.invalid : undefined}
      aria-invalid={invalid || props["aria-invalid"] || undefined}
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        // Taken as soon as it is a day (Enter in a filter bar searches without leaving the field), without
        // tidying the text under the typing hand.
        const day = typed.trim() === "" ? "" : normalizeDate(typed);
        if (day !== undefined && day !== value) {
          setGiven(day);
          onValueChange(day);
        }
      }}
      onBlur={(event) => {
        const day = normalizeDate(text);
        if (day) setText(day);
        props.onBlur?.(event);
      }}
    />
  );
}

export { DateField, normalizeDate };
export type { DateFieldProps };
