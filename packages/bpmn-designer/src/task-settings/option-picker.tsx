import { Badge, Button, Checkbox, Input, Label, Popover, cn } from "@smartclass/ui";
import { ChevronDownIcon, XIcon } from "lucide-react";
import * as React from "react";

import { taskSettingsMessages as t } from "./messages";
import type { AssignOption } from "./types";

type OptionPickerProps = {
  /** What is chosen (角色, 部门的成员 …): the group's name and the texts' subject. */
  label: string;
  options: readonly AssignOption[];
  /** The chosen ids, in the order they were chosen. */
  value: readonly number[];
  onChange: (value: number[]) => void;
  /** Called when the list closes (the person has had their go: validation may show). */
  onClose?: () => void;
  error?: string;
  disabled?: boolean;
  className?: string;
};

/**
 * A multi-select: the chosen values as chips (each with a remove button), and a button opening a
 * searchable checkbox list. Keyboard: Enter or Space opens it with focus in the search box; the
 * arrow keys (and Home/End) move between the search box and the options; Space ticks an option;
 * Escape closes it and focus goes back to the button.
 */
function OptionPicker({ label, options, value, onChange, onClose, error, disabled, className }: OptionPickerProps) {
  const id = React.useId();
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState("");
  const contentRef = React.useRef<HTMLDivElement>(null);
  const needle = query.trim().toLowerCase();
  const shown = needle ? options.filter((option) => option.name.toLowerCase().includes(needle)) : options;
  const nameOf = (optionId: number) =>
    options.find((option) => option.id === optionId)?.name ?? t.rules.unknownOption(optionId);
  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...value.filter((v) => v !== optionId), optionId] : value.filter((v) => v !== optionId));

  // Arrow keys walk the search box and the checkboxes as one list (a checkbox group has no arrow keys of its own).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!["ArrowDown", "ArrowUp", "Home", "End"].includes(event.key)) return;
    const stops = Array.from(
      contentRef.current?.querySelectorAll<HTMLElement>('input[type="search"], [role="checkbox"]') ?? [],
    );
    if (stops.length === 0) return;
    // Home/End inside the search box move its caret, as people expect there.
    if ((event.key === "Home" || event.key === "End") && event.target instanceof HTMLInputElement) return;
    event.preventDefault();
    const at = stops.indexOf(document.activeElement as HTMLElement);
    const to =
      event.key === "Home"
        ? 1
        : event.key === "End"
          ? stops.length - 1
          : Math.min(Math.max(at + (event.key === "ArrowDown" ? 1 : -1), 0), stops.length - 1);
    stops[Math.min(to, stops.length - 1)]?.focus();
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      data-slot="task-settings-picker"
      data-invalid={error ? "" : undefined}
      className={cn("grid gap-1", className)}
    >
      <span id={`${id}-label`} className={cn("text-xs font-medium text-muted-foreground", error && "text-danger")}>
        {label}
      </span>
      {value.length > 0 ? (
        <ul aria-label={t.picker.chosen(label)} className="m-0 flex list-none flex-wrap gap-1 p-0">
          {value.map((optionId) => (
            <li key={optionId}>
              <Badge variant="primary" className="gap-0.5 py-0 pr-0.5">
                {nameOf(optionId)}
                <button
                  type="button"
                  aria-label={t.picker.removeValue(nameOf(optionId))}
                  disabled={disabled}
                  className="inline-flex size-5 cursor-pointer items-center justify-center rounded-sm hover:bg-primary-strong/10 focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50"
                  onClick={() => onChange(value.filter((v) => v !== optionId))}
                >
                  <XIcon className="size-3" aria-hidden />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
      <Popover.Root
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setQuery("");
            onClose?.();
          }
        }}
      >
        <Popover.Trigger asChild>
          <Button
            size="small"
            className="justify-between self-start"
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          >
            {t.picker.choose(label)}
            {value.length > 0 ? <span className="text-muted-foreground">{t.picker.count(value.length)}</span> : null}
            <ChevronDownIcon aria-hidden />
          </Button>
        </Popover.Trigger>
        <Popover.Content
          ref={contentRef}
          align="start"
          aria-label={t.picker.choose(label)}
          className="flex w-64 flex-col gap-2 p-2"
          onKeyDown={onKeyDown}
        >
          <Input
            type="search"
            aria-label={t.picker.search(label)}
            placeholder={t.picker.search(label)}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <div role="group" aria-label={t.picker.options(label)} className="flex max-h-56 flex-col overflow-y-auto">
            {shown.map((option) => {
              const optionId = `${id}-option-${option.id}`;
              return (
                <div key={option.id} className="flex items-center gap-2 rounded-sm px-2 py-1.5 hover:bg-muted">
                  <Checkbox
                    id={optionId}
                    checked={value.includes(option.id)}
                    onCheckedChange={(checked) => toggle(option.id, checked === true)}
                  />
                  <Label htmlFor={optionId} className="flex-1 cursor-pointer font-normal">
                    {option.name}
                  </Label>
                </div>
              );
            })}
            {shown.length === 0 ? (
              <p role="status" className="px-2 py-3 text-center text-sm text-muted-foreground">
                {options.length === 0 ? t.picker.noOptions : t.picker.noMatch}
              </p>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Root>
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { OptionPicker };
export type { OptionPickerProps };
