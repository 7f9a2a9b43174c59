import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Select } from "./select";

const optionSelectVariants = cva("", {
  variants: {
    width: {
      xs: "w-28",
      sm: "w-32",
      md: "w-36",
      lg: "w-48",
      xl: "w-56",
      full: "w-full",
    },
  },
  defaultVariants: { width: "lg" },
});

/** One choice of an OptionSelect. */
type SelectOption<V extends string = string> = { value: V; label: string; disabled?: boolean };

/** The value Radix gives the 全部 item (an item's value cannot be ""); it reads back as "". */
const ALL = "__all__";

type OptionSelectProps<V extends string = string> = VariantProps<typeof optionSelectVariants> & {
  /** The chosen option's value, or "" for none (or 全部). */
  value: V | "";
  /** Called with the chosen value ("" when the 全部 item is chosen). */
  onValueChange: (value: V | "") => void;
  options: readonly SelectOption<V>[];
  /** Shown while nothing is chosen (and there is no 全部 item). */
  placeholder?: string;
  /** Adds a first item that stands for "no choice" (value ""): its text, or `true` for 全部. */
  allLabel?: string | boolean;
  id?: string;
  name?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A select over plain options (Radix Select underneath: arrow keys, typing and Enter choose) that works as a
 * `Form.Control` or `FilterField` child, which passes the field's id and error state to its trigger.
 */
function OptionSelect<V extends string = string>({
  value,
  onValueChange,
  options,
  placeholder,
  allLabel,
  width,
  className,
  disabled,
  name,
  ...trigger
}: OptionSelectProps<V>) {
  const all = allLabel === true ? messages.optionSelect.all : allLabel || undefined;
  const current = value === "" ? (all !== undefined ? ALL : "") : value;
  return (
    <Select.Root
      value={current}
      // Radix reports a string; every item's value is one of `options` (or ALL), hence the cast.
      onValueChange={(next) => onValueChange(next === ALL ? "" : (next as V))}
      disabled={disabled}
      name={name}
    >
      <Select.Trigger {...trigger} data-slot="option-select" className={cn(optionSelectVariants({ width }), className)}>
        <Select.Value placeholder={placeholder} />
      </Select.Trigger>
      <Select.Content>
        {all !== undefined ? <Select.Item value={ALL}>{all}</Select.Item> : null}
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

export { OptionSelect, optionSelectVariants };
export type { OptionSelectProps, SelectOption };
