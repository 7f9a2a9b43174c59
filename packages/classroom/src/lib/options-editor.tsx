import { Button, Checkbox, cn, IconButton, Input, Radio, RadioGroup } from "@smartclass/ui";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import type * as React from "react";

import { messages } from "../messages";
import { addOption, type EditableOption, markRight, moveOption, removeOption, setOptionText } from "./option-rules";

type OptionsEditorProps<T extends EditableOption> = {
  /** The group's name (e.g. 选项). */
  label: string;
  options: readonly T[];
  onChange: (options: T[]) => void;
  /** Makes a new empty option. */
  create: () => T;
  /** Fewest and most options. */
  min: number;
  max: number;
  /** Mark right answers: one (radio buttons) or several (checkboxes); none for surveys. */
  rightMode?: "single" | "multiple";
  /** Messages per option id (empty, repeated). */
  errors?: Record<string, string>;
  /** A message about the whole list (too few options, no right answer). */
  error?: string;
  /** The key shown for the option at an index (A, B, … by default). */
  keyOf?: (index: number) => string;
  className?: string;
};

const letter = (index: number) => String.fromCharCode(65 + index);

/** Where focus goes after an edit, so that keyboard users keep their place. */
type FocusTarget = { id: string; part: "input" | "up" | "down" } | { id: "add"; part: "button" };

/** An editable list of options: add, remove, reorder (buttons that keep focus on the moved option),
 * and optionally mark the right one(s); messages sit under each option. */
function OptionsEditor<T extends EditableOption>({
  label,
  options,
  onChange,
  create,
  min,
  max,
  rightMode,
  errors = {},
  error,
  keyOf = letter,
  className,
}: OptionsEditorProps<T>) {
  const id = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Set by an edit, taken by the effect after the re-render that the edit causes.
  const pendingFocus = useRef<FocusTarget | null>(null);
  const setFocus = (target: FocusTarget) => {
    pendingFocus.current = target;
  };

  useEffect(() => {
    const focus = pendingFocus.current;
    if (!focus) return;
    pendingFocus.current = null;
    const root = listRef.current?.parentElement;
    const selector =
      focus.id === "add" ? `[data-option-add="${id}"]` : `[data-option-id="${focus.id}"] [data-part="${focus.part}"]`;
    const target = root?.querySelector<HTMLButtonElement>(selector);
    // A move to the first or last place disables the button just used: focus the other arrow instead.
    const other = focus.part === "up" ? "down" : "up";
    if (target && !target.disabled) target.focus();
    else root?.querySelector<HTMLElement>(`[data-option-id="${focus.id}"] [data-part="${other}"]`)?.focus();
  });

  const single = rightMode === "single";
  const rows = options.map((option, index) => {
    const key = keyOf(index);
    const errorId = `${id}-${option.id}-error`;
    const message = errors[option.id];
    return (
      <div key={option.id} data-option-id={option.id} className="flex flex-col gap-1">
        <div className="flex items-center gap-2">
          <span className="w-5 shrink-0 text-center text-sm font-medium text-muted-foreground" aria-hidden>
            {key}
          </span>
          <Input
            data-part="input"
            aria-label={messages.options.option(key)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            placeholder={messages.options.placeholder(key)}
            maxLength={200}
            value={option.text}
            onChange={(event) => onChange(setOptionText(options, index, event.target.value))}
          />
          {rightMode ? (
            <span className="flex shrink-0 items-center gap-1.5 text-sm">
              {single ? (
                <Radio id={`${id}-${option.id}-right`} value={option.id} aria-label={messages.options.markRight(key)} />
              ) : (
                <Checkbox
                  id={`${id}-${option.id}-right`}
                  aria-label={messages.options.markRight(key)}
                  checked={Boolean(option.right)}
                  onCheckedChange={(checked) => onChange(markRight(options, index, checked === true, false))}
                />
              )}
              <span aria-hidden className={cn(option.right ? "text-success" : "text-muted-foreground")}>
                {messages.options.right}
              </span>
            </span>
          ) : null}
          <IconButton
            data-part="up"
            size="small"
            label={messages.options.moveUp(key)}
            disabled={index === 0}
            onClick={() => {
              onChange(moveOption(options, index, index - 1));
              setFocus({ id: option.id, part: "up" });
            }}
          >
            <ArrowUpIcon aria-hidden />
          </IconButton>
          <IconButton
            data-part="down"
            size="small"
            label={messages.options.moveDown(key)}
            disabled={index === options.length - 1}
            onClick={() => {
              onChange(moveOption(options, index, index + 1));
              setFocus({ id: option.id, part: "down" });
            }}
          >
            <ArrowDownIcon aria-hidden />
          </IconButton>
          <IconButton
            size="small"
            label={messages.options.remove(key)}
            disabled={options.length <= min}
            onClick={() => {
              const next = removeOption(options, index, min);
              onChange(next);
              const neighbour = next[index] ?? next[index - 1];
              setFocus(neighbour ? { id: neighbour.id, part: "input" } : { id: "add", part: "button" });
            }}
          >
            <Trash2Icon aria-hidden />
          </IconButton>
        </div>
        {message ? (
          <p id={errorId} className="pl-7 text-xs text-danger">
            {message}
          </p>
        ) : null}
      </div>
    );
  });

  const listError = error ? `${id}-error` : undefined;
  return (
    <div data-slot="options-editor" className={cn("flex flex-col gap-2", className)}>
      <div className="flex items-baseline justify-between gap-2">
        <span id={`${id}-label`} className="text-sm font-medium">
          {label}
        </span>
        <span className="text-xs text-muted-foreground">{messages.options.limit(min, max)}</span>
      </div>
      {single ? (
        <RadioGroup
          ref={listRef}
          aria-labelledby={`${id}-label`}
          aria-describedby={listError}
          className="flex flex-col gap-2"
          value={options.find((option) => option.right)?.id ?? ""}
          onValueChange={(value) =>
            onChange(
              markRight(
                options,
                options.findIndex((option) => option.id === value),
                true,
                true,
              ),
            )
          }
        >
          {rows}
        </RadioGroup>
      ) : (
        <div
          ref={listRef}
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={listError}
          className="flex flex-col gap-2"
        >
          {rows}
        </div>
      )}
      {error ? (
        <p id={listError} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
      <Button
        data-option-add={id}
        size="small"
        className="self-start"
        disabled={options.length >= max}
        onClick={() => {
          const next = addOption(options, max, create);
          onChange(next);
          const added = next[next.length - 1];
          if (added && next.length > options.length) setFocus({ id: added.id, part: "input" });
        }}
      >
        <PlusIcon aria-hidden />
        {messages.options.add}
      </Button>
    </div>
  );
}

export { OptionsEditor };
export type { OptionsEditorProps };
