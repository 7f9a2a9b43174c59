import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { Label } from "./label";

const checkboxGroupVariants = cva("flex", {
  variants: {
    orientation: {
      horizontal: "flex-wrap gap-x-6 gap-y-2",
      vertical: "flex-col gap-2",
    },
  },
  defaultVariants: { orientation: "horizontal" },
});

/** One choice of a CheckboxGroup. */
type CheckboxOption<V extends string | number = string> = { value: V; label: string; disabled?: boolean };

type CheckboxGroupProps<V extends string | number = string> = Omit<
  React.ComponentProps<"fieldset">,
  "onChange" | "defaultValue" | "children"
> &
  VariantProps<typeof checkboxGroupVariants> & {
    /** The group's name, shown as its legend (e.g. 角色). */
    legend: string;
    /** The choices; undefined while they load. */
    options?: readonly CheckboxOption<V>[];
    /** The checked values. */
    value: readonly V[];
    /** Called with the checked values after a box is checked (added at the end) or unchecked. */
    onValueChange: (value: V[]) => void;
    /** A hint shown (and read with the group) while nothing is checked. */
    emptyHint?: string;
    /** The field's error, shown under the boxes; the legend turns red. */
    error?: string;
    /** Given to the first checkbox, so that a refused field can take focus. */
    inputRef?: React.Ref<HTMLButtonElement>;
    /** Why the choices could not be loaded (shown in their place while `options` is undefined). */
    loadError?: string;
    /** Offered as 重试 beside `loadError`. */
    onRetry?: () => void;
    /** The text while the choices load; 正在加载选项 when omitted. */
    loadingText?: string;
  };

/**
 * A group of checkboxes over a list of choices, in a fieldset named by its legend: controlled, with a hint
 * while nothing is checked, an error, and the choices' loading and failure in their place.
 */
function CheckboxGroup<V extends string | number = string>({
  legend,
  options,
  value,
  onValueChange,
  emptyHint,
  error,
  inputRef,
  loadError,
  onRetry,
  loadingText = messages.checkboxGroup.loading,
  orientation,
  className,
  ...props
}: CheckboxGroupProps<V>) {
  const id = React.useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const showHint = emptyHint !== undefined && value.length === 0;
  const described = [showHint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");

  const toggle = (option: V, checked: boolean) =>
    onValueChange(checked ? [...value.filter((v) => v !== option), option] : value.filter((v) => v !== option));

  let body: React.ReactNode;
  if (options) {
    body = (
      <div data-slot="checkbox-group-options" className={checkboxGroupVariants({ orientation })}>
        {options.map((option, index) => {
          const boxId = `${id}-${index}`;
          return (
            <div key={option.value} data-slot="checkbox-group-item" className="flex items-center gap-2">
              <Checkbox
                id={boxId}
                ref={index === 0 ? inputRef : undefined}
                disabled={option.disabled}
                checked={value.includes(option.value)}
                onCheckedChange={(checked) => toggle(option.value, checked === true)}
              />
              <Label htmlFor={boxId} className="font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
    );
  } else if (loadError !== undefined) {
    body = (
      <p data-slot="checkbox-group-load-error" role="alert" className="flex items-center gap-2 text-sm text-danger">
        {loadError || messages.checkboxGroup.failed}
        {onRetry ? (
          <Button size="mini" variant="link" onClick={onRetry}>
            {messages.checkboxGroup.retry}
          </Button>
        ) : null}
      </p>
    );
  } else {
    body = (
      <p data-slot="checkbox-group-loading" role="status" className="text-sm text-muted-foreground">
        {loadingText}
      </p>
    );
  }

  return (
    <fieldset
      data-slot="checkbox-group"
      data-invalid={error ? "" : undefined}
      aria-describedby={described || undefined}
      aria-invalid={error ? true : undefined}
      className={cn("grid min-w-0 gap-1.5", className)}
      {...props}
    >
      <legend data-slot="checkbox-group-legend" className={cn("mb-1.5 text-sm font-medium", error && "text-danger")}>
        {legend}
      </legend>
      {body}
      {showHint ? (
        <p data-slot="checkbox-group-hint" id={hintId} className="text-xs text-muted-foreground">
          {emptyHint}
        </p>
      ) : null}
      {error ? (
        <p data-slot="checkbox-group-error" id={errorId} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { CheckboxGroup, checkboxGroupVariants };
export type { CheckboxGroupProps, CheckboxOption };
