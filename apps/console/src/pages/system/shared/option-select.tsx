import { Select } from "@smartclass/ui";

/** One choice of an OptionSelect. */
type SelectOption = { value: string; label: string };

/** The value Radix gives the 全部 item (an item's value cannot be ""); it reads back as "". */
const ALL = "__all__";

type OptionSelectProps = {
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Adds a first item with this text that stands for "no choice" (value ""). */
  allLabel?: string;
  id?: string;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A select over plain options that works as a `Form.Control` child (it passes the field's id and error
 * state to its trigger), for filter rows and form dialogs alike.
 */
function OptionSelect({
  value,
  onValueChange,
  options,
  placeholder,
  allLabel,
  className,
  disabled,
  ...trigger
}: OptionSelectProps) {
  const current = value === "" ? (allLabel !== undefined ? ALL : "") : value;
  return (
    <Select.Root value={current} onValueChange={(next) => onValueChange(next === ALL ? "" : next)} disabled={disabled}>
      <Select.Trigger className={className ?? "w-48"} {...trigger}>
        <Select.Value placeholder={placeholder} />
      </Select.Trigger>
      <Select.Content>
        {allLabel !== undefined ? <Select.Item value={ALL}>{allLabel}</Select.Item> : null}
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}

export { OptionSelect };
export type { OptionSelectProps, SelectOption };
