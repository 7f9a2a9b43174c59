import { cn, Radio, RadioGroup } from "@smartclass/ui";
import { Loader2Icon, WorkflowIcon } from "lucide-react";
import * as React from "react";

import { processMessages } from "./messages";
import { optionLabel } from "./option-label";
import type { ProcessDefinition, ProcessOption } from "./types";

const t = processMessages.picker;

type ProcessDefinitionPickerProps = {
  /** The processes the person may start (deployed definitions). */
  definitions: readonly ProcessDefinition[];
  loading?: boolean;
  /** Dictionary bpm_model_category, to name each process's category. */
  categories?: readonly ProcessOption[];
  /** The chosen definition's id (controlled); absent: the picker keeps its own choice. */
  value?: number | null;
  /** A process was chosen, by click or by the arrow keys. */
  onPick: (definition: ProcessDefinition) => void;
  /** The group's accessible name (default 选择要发起的流程). */
  label?: string;
  className?: string;
};

/**
 * The processes a person may start, as cards in one radio group (name, category, version): Tab
 * reaches the group, the arrow keys move the choice, each choice calls `onPick`.
 */
function ProcessDefinitionPicker({
  definitions,
  loading = false,
  categories = [],
  value,
  onPick,
  label = t.label,
  className,
}: ProcessDefinitionPickerProps) {
  const id = React.useId();
  const [own, setOwn] = React.useState<number | null>(null);
  const chosen = value === undefined ? own : value;
  if (loading) {
    return (
      <p data-slot="process-definition-picker" role="status" className={cn(stateClass, className)} aria-busy>
        <Loader2Icon className="size-4 animate-spin" aria-hidden />
        {processMessages.loading}
      </p>
    );
  }
  if (definitions.length === 0) {
    return (
      <p data-slot="process-definition-picker" className={cn(stateClass, className)}>
        {t.empty}
      </p>
    );
  }
  return (
    <RadioGroup
      data-slot="process-definition-picker"
      aria-label={label}
      value={chosen === null ? "" : String(chosen)}
      onValueChange={(next) => {
        const definition = definitions.find((item) => String(item.id) === next);
        if (!definition) return;
        setOwn(definition.id);
        onPick(definition);
      }}
      className={cn("grid grid-cols-[repeat(auto-fill,minmax(14rem,1fr))] gap-3", className)}
    >
      {definitions.map((definition) => {
        const radioId = `${id}-${definition.id}`;
        const category = optionLabel(categories, definition.category) ?? t.noCategory;
        return (
          <label
            key={definition.id}
            htmlFor={radioId}
            data-slot="process-definition-card"
            className="flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3 transition-colors hover:border-primary has-[[data-state=checked]]:border-primary-strong has-[[data-state=checked]]:bg-primary-soft has-focus-visible:ring-2 has-focus-visible:ring-ring"
          >
            <Radio
              id={radioId}
              value={String(definition.id)}
              aria-labelledby={`${radioId}-name`}
              aria-describedby={`${radioId}-meta`}
              className="mt-0.5 focus-visible:ring-0 focus-visible:ring-offset-0"
            />
            <WorkflowIcon className="mt-0.5 size-4 shrink-0 text-primary-strong" aria-hidden />
            <span className="flex min-w-0 flex-col gap-1">
              <span id={`${radioId}-name`} className="font-medium break-words">
                {definition.name}
              </span>
              <span id={`${radioId}-meta`} className="text-xs text-muted-foreground">
                {t.meta(category, processMessages.version(definition.version))}
              </span>
            </span>
          </label>
        );
      })}
    </RadioGroup>
  );
}

const stateClass = "flex items-center justify-center gap-2 rounded-lg border px-3 py-8 text-sm text-muted-foreground";

export { ProcessDefinitionPicker };
export type { ProcessDefinitionPickerProps };
