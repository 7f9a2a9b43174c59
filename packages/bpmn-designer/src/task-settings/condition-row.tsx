import * as React from "react";

import { compareFor, comparesFor, fieldOf, valueKind, type ConditionRowErrors } from "./conditions";
import { ChoiceField, DraftField, RowActions } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import type { ConditionCompare, ConditionField, ConditionLogic, SequenceCondition } from "./types";

/** A control of a row, for "has the person been here yet" (errors show once they have). */
type RowPart = "field" | "compare" | "value";

type ConditionRowProps = {
  row: SequenceCondition;
  index: number;
  count: number;
  fields?: readonly ConditionField[];
  /** The row's errors, only those to show. */
  errors: ConditionRowErrors;
  onChange: (row: SequenceCondition) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
  /** The person changed or left a control. */
  onTouch: (part: RowPart) => void;
  /** Id of the hint for variable names (a form without fields). */
  variableHintId: string;
  disabled?: boolean;
};

/** The value control fitting the field: a number, 是/否, the field's choices, or text (a date in its pattern). */
function ValueControl({
  row,
  field,
  error,
  disabled,
  onValue,
  onTouch,
}: {
  row: SequenceCondition;
  field: ConditionField | undefined;
  error?: string;
  disabled?: boolean;
  onValue: (value: string) => void;
  onTouch: () => void;
}) {
  const label = t.conditions.value;
  switch (valueKind(field)) {
    case "boolean":
      return (
        <ChoiceField
          label={label}
          value={row.value === "true" || row.value === "false" ? row.value : ""}
          options={[
            { value: "true", label: t.common.yes },
            { value: "false", label: t.common.no },
          ]}
          error={error}
          disabled={disabled}
          onChange={onValue}
        />
      );
    case "enum":
      return (
        <ChoiceField
          label={label}
          value={field?.values?.some((choice) => choice.id === row.value) ? row.value : ""}
          options={(field?.values ?? []).map((choice) => ({ value: choice.id, label: choice.name }))}
          error={error}
          disabled={disabled}
          onChange={onValue}
        />
      );
    case "integer":
    case "number":
      return (
        <DraftField
          label={label}
          type="number"
          value={row.value}
          error={error}
          disabled={disabled}
          onCommit={onValue}
          onLeave={onTouch}
        />
      );
    default: {
      const pattern = field?.type === "date" ? (field.datePattern ?? "YYYY-MM-DD") : undefined;
      return (
        <DraftField
          label={label}
          value={row.value}
          error={error}
          disabled={disabled}
          placeholder={pattern ? t.conditions.datePattern(pattern) : undefined}
          onCommit={onValue}
          onLeave={onTouch}
        />
      );
    }
  }
}

/** One row of the condition builder: 关系 (from the second row), field, comparison, value, and its order. */
function ConditionRow({
  row,
  index,
  count,
  fields,
  errors,
  onChange,
  onMove,
  onRemove,
  onTouch,
  variableHintId,
  disabled,
}: ConditionRowProps) {
  const titleId = React.useId();
  const title = t.conditions.row(index + 1);
  const withForm = !!fields && fields.length > 0;
  const field = fieldOf(row, fields);

  const chooseField = (id: string) => {
    const next = fieldOf({ field: id }, fields);
    // A value of another kind means nothing for the new field (a number for a choice…).
    const keepValue = valueKind(next) === valueKind(field) && next?.type !== "enum";
    onChange({ ...row, field: id, compare: compareFor(next, row.compare), value: keepValue ? row.value : "" });
    onTouch("field");
  };

  return (
    <li>
      <div
        role="group"
        aria-labelledby={titleId}
        data-slot="task-settings-condition"
        className="flex flex-col gap-2 rounded-md border border-border p-2"
      >
        <div className="flex items-center gap-2">
          <span id={titleId} className="text-sm font-medium">
            {title}
          </span>
          {index > 0 ? (
            <ChoiceField<ConditionLogic>
              label={t.conditions.logic}
              hideLabel
              value={row.logic}
              options={(["&&", "||"] as const).map((logic) => ({ value: logic, label: t.logics[logic] }))}
              disabled={disabled}
              className="w-24"
              onChange={(logic) => onChange({ ...row, logic })}
            />
          ) : null}
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
          {withForm ? (
            <ChoiceField
              label={t.conditions.field}
              value={row.field}
              options={[
                ...fields.map((choice) => ({ value: choice.id, label: choice.label })),
                // A field the form no longer has stays visible, marked by its error.
                ...(row.field && !field ? [{ value: row.field, label: row.field }] : []),
              ]}
              error={errors.field}
              disabled={disabled}
              className="col-span-2"
              onChange={chooseField}
            />
          ) : (
            <DraftField
              label={t.conditions.variable}
              value={row.field}
              error={errors.field}
              disabled={disabled}
              describedBy={variableHintId}
              className="col-span-2"
              onCommit={(id) => chooseField(id.trim())}
              onLeave={() => onTouch("field")}
            />
          )}
          <ChoiceField<ConditionCompare>
            label={t.conditions.compare}
            value={comparesFor(field).includes(row.compare) || !row.field ? row.compare : ""}
            options={comparesFor(field).map((compare) => ({ value: compare, label: t.compares[compare] }))}
            error={errors.compare}
            disabled={disabled}
            onChange={(compare) => {
              onChange({ ...row, compare });
              onTouch("compare");
            }}
          />
          <ValueControl
            row={row}
            field={field}
            error={errors.value}
            disabled={disabled}
            onValue={(value) => {
              onChange({ ...row, value });
              onTouch("value");
            }}
            onTouch={() => onTouch("value")}
          />
        </div>
      </div>
    </li>
  );
}

export { ConditionRow };
export type { RowPart };
