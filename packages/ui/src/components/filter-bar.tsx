import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Button } from "./button";
import { Form } from "./form";
import { Input } from "./input";

const filterFieldVariants = cva("", {
  variants: {
    layout: {
      /** The label beside its control (a filter row). */
      inline: "flex items-center gap-2",
      /** The label above its control (a narrow panel). */
      stacked: "grid gap-1.5",
    },
  },
  defaultVariants: { layout: "inline" },
});

/** What a FilterBar hands its fields: the typed values and a way to change some of them. */
type FilterBarFields<Values> = {
  values: Values;
  /** Changes the named values (not yet searched: 搜索 or Enter applies them). */
  set: (patch: Partial<Values>) => void;
};

type FilterBarProps<Values extends object> = Omit<
  React.ComponentProps<"form">,
  "onSubmit" | "onReset" | "role" | "children" | "defaultValue"
> & {
  /** The search landmark's name (e.g. 搜索用户); 搜索条件 when omitted. */
  label?: string;
  /** The values the bar starts with and 重置 returns to. */
  defaultValues: Values;
  /** The typed values, when the page holds them (e.g. one of them also lives in the address). */
  values?: Values;
  /** Called with the typed values on every change (controlled or not). */
  onValuesChange?: (values: Values) => void;
  /** Called with the values on 搜索 or Enter in a field, and with `defaultValues` on 重置. */
  onSearch: (values: Values) => void;
  /** A message about the typed filters (e.g. a reversed date range), shown as an alert under the row. */
  error?: string;
  /** Disables every field and both buttons. */
  disabled?: boolean;
  /** The fields, given the values and their setter; FilterField lays each out. */
  children: (fields: FilterBarFields<Values>) => React.ReactNode;
};

/**
 * A list page's row of filters: its fields, 搜索 (or Enter in a text box) and 重置. The bar keeps the typed
 * values (or the page does, through `values`), searches with them, and on 重置 returns to `defaultValues`
 * and searches at once; the page applies what `onSearch` gives it (usually from page 1).
 */
function FilterBar<Values extends object>({
  label = messages.filterBar.label,
  defaultValues,
  values: controlled,
  onValuesChange,
  onSearch,
  error,
  disabled = false,
  children,
  className,
  ...props
}: FilterBarProps<Values>) {
  const [own, setOwn] = React.useState<Values>(defaultValues);
  const values = controlled ?? own;
  const change = (next: Values) => {
    if (controlled === undefined) setOwn(next);
    onValuesChange?.(next);
  };
  // Several changes in one event: give them in one patch (each `set` starts from the rendered values).
  const set = (patch: Partial<Values>) => change({ ...values, ...patch });

  return (
    <form
      data-slot="filter-bar"
      role="search"
      aria-label={label}
      noValidate
      className={cn("flex flex-col gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(values);
      }}
      {...props}
    >
      <fieldset
        data-slot="filter-bar-fields"
        disabled={disabled}
        className="flex min-w-0 flex-wrap items-end gap-x-4 gap-y-2"
      >
        {children({ values, set })}
        <div data-slot="filter-bar-buttons" className="flex gap-2">
          <Button type="submit" variant="primary">
            {messages.search}
          </Button>
          <Button
            type="button"
            onClick={() => {
              change(defaultValues);
              onSearch(defaultValues);
            }}
          >
            {messages.reset}
          </Button>
        </div>
      </fieldset>
      <Form.Alert data-slot="filter-bar-error">{error}</Form.Alert>
    </form>
  );
}

type FilterFieldProps = Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof filterFieldVariants> & {
    /** The filter's visible label, also its control's accessible name. */
    label: string;
    /** One control (Input, OptionSelect…); it gets the label's id. */
    children: React.ReactElement;
  };

/** One labelled filter of a FilterBar; the child control gets the label's id. */
function FilterField({ label, layout, className, children, ...props }: FilterFieldProps) {
  return (
    <Form.Field data-slot="filter-field" className={cn(filterFieldVariants({ layout }), className)} {...props}>
      <Form.Label className="whitespace-nowrap">{label}</Form.Label>
      <Form.Control>{children}</Form.Control>
    </Form.Field>
  );
}

type FilterTextProps = Omit<React.ComponentProps<typeof Input>, "value" | "onChange"> & {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
};

/** A labelled text box of a filter row (a name, a code, a number typed), the commonest filter. */
function FilterText({ label, value, onValueChange, ...props }: FilterTextProps) {
  return (
    <FilterField label={label}>
      <Input value={value} onChange={(event) => onValueChange(event.target.value)} {...props} />
    </FilterField>
  );
}

export { FilterBar, FilterField, filterFieldVariants, FilterText };
export type { FilterBarFields, FilterBarProps, FilterFieldProps, FilterTextProps };
