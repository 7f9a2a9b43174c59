import * as React from "react";

import type { BpmnModeler } from "../core/create-modeler";
import type { PanelTarget } from "../panel/model/target";
import { ConditionBuilder } from "./condition-builder";
import { parseConditions } from "./condition-parse";
import { compileConditions } from "./conditions";
import { readFlowExpression, writeFlowCondition } from "./flow-condition";
import { Note } from "./fields";
import { taskSettingsMessages as t } from "./messages";
import { withFlowConditions } from "./settings";
import type { ConditionField, ModelSettings } from "./types";

type FlowConditionsProps = {
  modeler: BpmnModeler;
  target: PanelTarget;
  settings: ModelSettings;
  onSettingsChange: (settings: ModelSettings) => void;
  fields?: readonly ConditionField[];
  disabled?: boolean;
};

/**
 * The 流转条件 of a flow leaving a gateway: the builder over the flow's rows (or, when the settings
 * have none, the rows read back from the XML's expression), each change kept in the settings and
 * written into the flow's `conditionExpression` as one undo step. Says so when the XML's
 * expression is not what the rows compile to (edited in the property panel, or undone).
 */
function FlowConditions({ modeler, target, settings, onSettingsChange, fields, disabled }: FlowConditionsProps) {
  const id = target.bo.id ?? target.element.id;
  const stored = settings.flows[id];
  const xml = readFlowExpression(target.bo);
  const written = xml.kind === "expression" ? xml.body : null;
  // Read once per expression: the rows' ids (their React keys) stay put until the first change stores them.
  const read = React.useMemo(() => (written === null ? null : parseConditions(written, fields)), [written, fields]);
  const parsed = stored ? null : read;
  const rows = stored ?? parsed ?? [];
  const name = typeof target.bo.name === "string" && target.bo.name.trim() ? target.bo.name.trim() : id;

  let note: string | null = null;
  if (xml.kind === "script") note = t.panel.scriptCondition;
  else if (stored && written !== compileConditions(stored, fields))
    note = t.panel.expressionDiffers(written ?? t.conditions.compiledNone);
  else if (!stored && written !== null && !parsed) note = t.panel.expressionUnreadable(written);

  return (
    <>
      <p className="m-0 text-sm font-medium" data-slot="task-settings-title">
        {t.panel.flow(name)}
      </p>
      <p className="m-0 text-xs font-medium text-muted-foreground">{t.panel.conditions}</p>
      {note ? (
        <Note role="status" data-slot="task-settings-expression-note" className="rounded-md bg-muted p-2">
          {note}
        </Note>
      ) : null}
      <ConditionBuilder
        conditions={rows}
        fields={fields}
        disabled={disabled}
        onChange={(next, compiled) => {
          onSettingsChange(withFlowConditions(settings, id, next));
          writeFlowCondition(modeler, target.element, compiled);
        }}
      />
    </>
  );
}

export { FlowConditions };
