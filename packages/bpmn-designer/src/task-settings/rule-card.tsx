import { Button } from "@smartclass/ui";
import * as React from "react";

import { ChoiceField, Note, RowActions } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { OptionPicker } from "./option-picker";
import { RuleConditionDialog } from "./rule-condition-dialog";
import { describeRule, optionsFor, ruleTypeName } from "./rules";
import {
  ASSIGN_RULE_TYPES,
  type AssignOperation,
  type AssignOptions,
  type AssignRule,
  type AssignRuleType,
  type ConditionField,
} from "./types";

type RuleCardProps = {
  rule: AssignRule;
  index: number;
  count: number;
  options: AssignOptions;
  fields?: readonly ConditionField[];
  /** The error to show under the values (请选择{维度}), if any. */
  error?: string;
  onChange: (rule: AssignRule) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** The person closed the value list (the rule's error may show from now on). */
  onTouch: () => void;
  disabled?: boolean;
};

/** One assignee rule: its relation to the rules before it, dimension, values, condition and order. */
function RuleCard({
  rule,
  index,
  count,
  options,
  fields,
  error,
  onChange,
  onMove,
  onRemove,
  onTouch,
  disabled,
}: RuleCardProps) {
  const titleId = React.useId();
  const [editing, setEditing] = React.useState(false);
  const title = t.rules.rule(index + 1);
  const dimension = ruleTypeName(rule.type);
  return (
    <li>
      <div
        role="group"
        aria-labelledby={titleId}
        data-slot="task-settings-rule"
        className="flex flex-col gap-2 rounded-md border border-border p-2"
      >
        <div className="flex items-center gap-2">
          <span id={titleId} className="text-sm font-medium">
            {title}
          </span>
          <span className="min-w-0 truncate text-xs text-muted-foreground" data-slot="task-settings-rule-summary">
            {describeRule(rule, options)}
          </span>
          <RowActions
            name={title}
            index={index}
            count={count}
            disabled={disabled}
            onMove={onMove}
            onRemove={onRemove}
          />
        </div>
        <div className="grid grid-cols-2 gap-2">
          {index > 0 ? (
            <ChoiceField<AssignOperation>
              label={t.rules.operation}
              value={rule.operationType ?? "or"}
              options={(["or", "and"] as const).map((operation) => ({
                value: operation,
                label: t.rules.operations[operation],
              }))}
              disabled={disabled}
              onChange={(operationType) => onChange({ ...rule, operationType })}
            />
          ) : null}
          <ChoiceField
            label={t.rules.type}
            value={String(rule.type)}
            options={ASSIGN_RULE_TYPES.map(({ type }) => ({ value: String(type), label: ruleTypeName(type) }))}
            disabled={disabled}
            className={index > 0 ? undefined : "col-span-2"}
            // Values of another dimension mean nothing here: a new dimension starts without values.
            onChange={(type) => {
              const next = Number(type) as AssignRuleType;
              if (next !== rule.type) onChange({ ...rule, type: next, value: [] });
            }}
          />
        </div>
        <OptionPicker
          label={dimension}
          options={optionsFor(rule.type, options)}
          value={rule.value}
          error={error}
          disabled={disabled}
          onChange={(value) => onChange({ ...rule, value })}
          onClose={onTouch}
        />
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1" data-slot="task-settings-rule-condition">
          <span className="text-xs font-medium text-muted-foreground">{t.rules.condition}</span>
          {rule.condition ? (
            <code className="rounded-sm bg-muted px-1 text-xs break-all">{rule.condition}</code>
          ) : (
            <Note className="m-0">{t.rules.conditionNone}</Note>
          )}
          <span className="ml-auto flex gap-1">
            <Button size="mini" variant="link" disabled={disabled} onClick={() => setEditing(true)}>
              {rule.condition ? t.rules.editCondition : t.rules.setCondition}
            </Button>
            {rule.condition ? (
              <Button
                size="mini"
                variant="link"
                className="text-danger"
                disabled={disabled}
                onClick={() => {
                  const { condition: _cleared, ...rest } = rule;
                  onChange(rest);
                }}
              >
                {t.rules.clearCondition}
              </Button>
            ) : null}
          </span>
        </div>
        <RuleConditionDialog
          open={editing}
          onOpenChange={setEditing}
          condition={rule.condition}
          fields={fields}
          onSubmit={(condition) => {
            const { condition: _old, ...rest } = rule;
            onChange(condition === undefined ? rest : { ...rest, condition });
            setEditing(false);
          }}
        />
      </div>
    </li>
  );
}

export { RuleCard };
