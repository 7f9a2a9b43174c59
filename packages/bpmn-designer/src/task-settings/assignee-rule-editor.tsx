import { Button, cn, useConfirm } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import { ConfirmHost } from "../designer/designer-chrome";
import { Note } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { bySort, moveItem, renumber } from "./order";
import { RuleCard } from "./rule-card";
import { newRule, validateRule } from "./rules";
import type { AssignOptions, AssignRule, ConditionField } from "./types";

/** Props of `AssigneeRuleEditor`. */
interface AssigneeRuleEditorProps {
  /** The task's rules (any order: shown by `sort`). */
  rules: readonly AssignRule[];
  /** Called on every change with all rules, renumbered 1…n in their order. */
  onChange: (rules: AssignRule[]) => void;
  /** What each dimension offers. */
  options: AssignOptions;
  /** The process form's fields, for the rules' conditions. */
  fields?: readonly ConditionField[];
  disabled?: boolean;
  /** Show every rule's error, also of rules just added (e.g. after a refused save). */
  showErrors?: boolean;
  className?: string;
}

function RuleList({ rules, onChange, options, fields, disabled, showErrors, className }: AssigneeRuleEditorProps) {
  const { confirm } = useConfirm();
  const sorted = bySort(rules);
  // Rules added here show their error once the person has closed their value list.
  const [fresh, setFresh] = React.useState<readonly string[]>([]);
  const emit = (next: AssignRule[]) => onChange(renumber(next));

  return (
    <div data-slot="task-settings-rules" className={cn("flex flex-col gap-2", className)}>
      {sorted.length === 0 ? (
        <Note>{t.rules.empty}</Note>
      ) : (
        <ol aria-label={t.rules.list} className="m-0 flex list-none flex-col gap-2 p-0">
          {sorted.map((rule, index) => (
            <RuleCard
              key={rule.id}
              rule={rule}
              index={index}
              count={sorted.length}
              options={options}
              fields={fields}
              error={showErrors || !fresh.includes(rule.id) ? validateRule(rule).value : undefined}
              disabled={disabled}
              onChange={(next) => emit(sorted.map((r) => (r.id === rule.id ? next : r)))}
              onMove={(delta) => emit(moveItem(sorted, index, delta))}
              onRemove={async () => {
                if (await confirm(t.rules.removeConfirm, { danger: true }))
                  emit(sorted.filter((r) => r.id !== rule.id));
              }}
              onTouch={() => setFresh((ids) => ids.filter((id) => id !== rule.id))}
            />
          ))}
        </ol>
      )}
      <Button
        size="small"
        className="self-start"
        disabled={disabled}
        onClick={() => {
          const rule = newRule(sorted);
          setFresh((ids) => [...ids, rule.id]);
          emit([...sorted, rule]);
        }}
      >
        <PlusIcon aria-hidden />
        {t.rules.add}
      </Button>
    </div>
  );
}

/**
 * The assignee rules of a user task (spec §3 "Assignee rule", the 7 dimensions): in order, each
 * with its dimension, values chosen from `options`, an optional condition over the form's fields,
 * and how it combines with the rules before it; reordered, removed after confirmation, added.
 * A rule needs at least one value (请选择{维度}).
 */
function AssigneeRuleEditor(props: AssigneeRuleEditorProps) {
  return (
    <ConfirmHost>
      <RuleList {...props} />
    </ConfirmHost>
  );
}

export { AssigneeRuleEditor };
export type { AssigneeRuleEditorProps };
