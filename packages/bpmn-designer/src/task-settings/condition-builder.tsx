import { Button, Form, Textarea, cn } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import { compileConditions, isCompleteRow, validateConditionRow, type ConditionRowErrors } from "./conditions";
import { ConditionRow, type RowPart } from "./condition-row";
import { Note } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { bySort, moveItem, newId, renumber } from "./order";
import type { ConditionField, SequenceCondition } from "./types";

/** Props of `ConditionBuilder`. */
interface ConditionBuilderProps {
  /** The rows (any order: they are shown and compiled by `sort`). */
  conditions: readonly SequenceCondition[];
  /**
   * Called on every change with the rows (renumbered 1…n) and the expression they compile to
   * (`${…}`, or null when no row is complete). A text or number value counts as changed when its
   * field is left or Enter is pressed, so typing a word is one change.
   */
  onChange: (rows: SequenceCondition[], compiledExpression: string | null) => void;
  /** The process form's fields; without any, each row names a process variable instead. */
  fields?: readonly ConditionField[];
  disabled?: boolean;
  /** Show every row's errors, also of rows just added (e.g. after a refused save). */
  showErrors?: boolean;
  /** The accessible name of the list (default 条件列表). */
  label?: string;
  className?: string;
}

/**
 * The visual condition builder (spec §3 "Sequence condition"): rows of form field, comparison
 * fitting its type, typed value and 并且/或者, in order, with the compiled expression shown
 * read-only beneath. Rows still being filled in are left out of the expression and say why.
 */
function ConditionBuilder({
  conditions,
  onChange,
  fields,
  disabled,
  showErrors = false,
  label = t.conditions.list,
  className,
}: ConditionBuilderProps) {
  const hintId = React.useId();
  const expressionId = React.useId();
  const rows = bySort(conditions);
  // Rows added here: their errors show control by control, once the person has been there.
  const [fresh, setFresh] = React.useState<Record<string, readonly RowPart[]>>({});
  const compiled = compileConditions(rows, fields);
  const withForm = !!fields && fields.length > 0;

  const emit = (next: SequenceCondition[]) => {
    const numbered = renumber(next);
    onChange(numbered, compileConditions(numbered, fields));
  };
  const touch = (id: string, part: RowPart) =>
    setFresh((state) => (state[id] && !state[id].includes(part) ? { ...state, [id]: [...state[id], part] } : state));
  const shownErrors = (row: SequenceCondition): ConditionRowErrors => {
    const errors = validateConditionRow(row, fields);
    const touched = fresh[row.id];
    if (showErrors || !touched) return errors;
    return Object.fromEntries(Object.entries(errors).filter(([part]) => touched.includes(part as RowPart)));
  };
  const add = () => {
    const row: SequenceCondition = {
      id: newId("cond"),
      field: "",
      compare: "==",
      value: "",
      logic: "&&",
      sort: rows.length + 1,
    };
    setFresh((state) => ({ ...state, [row.id]: [] }));
    emit([...rows, row]);
  };

  return (
    <div data-slot="task-settings-conditions" className={cn("flex flex-col gap-2", className)}>
      {withForm ? null : (
        <Note id={hintId} data-slot="task-settings-variable-hint">
          {t.conditions.variableHint}
        </Note>
      )}
      {rows.length === 0 ? (
        <Note>{t.conditions.empty}</Note>
      ) : (
        <ol aria-label={label} className="m-0 flex list-none flex-col gap-2 p-0">
          {rows.map((row, index) => (
            <ConditionRow
              key={row.id}
              row={row}
              index={index}
              count={rows.length}
              fields={fields}
              errors={shownErrors(row)}
              disabled={disabled}
              variableHintId={hintId}
              onChange={(next) => emit(rows.map((r) => (r.id === row.id ? next : r)))}
              onMove={(delta) => emit(moveItem(rows, index, delta))}
              onRemove={() => emit(rows.filter((r) => r.id !== row.id))}
              onTouch={(part) => touch(row.id, part)}
            />
          ))}
        </ol>
      )}
      <Button size="small" className="self-start" disabled={disabled} onClick={add}>
        <PlusIcon aria-hidden />
        {t.conditions.add}
      </Button>
      <Form.Field className="gap-1">
        <Form.Label className="text-xs text-muted-foreground">{t.conditions.compiled}</Form.Label>
        <Form.Control>
          <Textarea
            readOnly
            rows={1}
            value={compiled ?? t.conditions.compiledNone}
            aria-describedby={rows.some((row) => !isCompleteRow(row, fields)) ? expressionId : undefined}
            data-slot="task-settings-expression"
            className="field-sizing-content min-h-0 resize-none bg-muted font-mono text-xs"
          />
        </Form.Control>
      </Form.Field>
      {rows.some((row) => !isCompleteRow(row, fields)) ? (
        <Note id={expressionId}>{t.conditions.incomplete}</Note>
      ) : null}
    </div>
  );
}

export { ConditionBuilder };
export type { ConditionBuilderProps };
