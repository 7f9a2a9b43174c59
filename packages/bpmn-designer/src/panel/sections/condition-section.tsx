import { hasProperty, runAsOneStep } from "../../core/business-object";
import type { DiagramElement, ModdleElement } from "../../core/types";
import { CommitField } from "../fields/commit-field";
import { EngineLacks } from "../fields/panel-note";
import { SelectField } from "../fields/select-field";
import {
  canBeDefault,
  flowTypeSteps,
  readConditionType,
  readFlowType,
  readScriptType,
  type ConditionType,
  type FlowType,
  type ScriptType,
} from "../model/condition";
import { setModdle, text } from "../model/edit";
import { typeHasProperty, useLocalChoice } from "../model/support";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

/**
 * Flow condition (sequence flows not leaving a start event): normal, default (the source's default
 * flow) or condition; a condition is an expression or a script (language, inline body or — where
 * the engine has it — an external resource). Each choice and each field is one command.
 */
function ConditionSection({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix } = usePanel();
  const m = messages.panel.condition;
  const flow = target.bo;
  const source = target.element.source as DiagramElement;
  const condition = flow.get("conditionExpression") as ModdleElement | undefined;
  const resourceName = `${prefix}:resource`;
  const externalSupported = typeHasProperty(modeler, "bpmn:FormalExpression", resourceName);
  const flowType = readFlowType(flow);
  const [conditionType, chooseConditionType] = useLocalChoice<ConditionType>(readConditionType(condition));
  const [scriptType, chooseScriptType] = useLocalChoice<ScriptType>(readScriptType(condition, resourceName));

  const flowTypes: { value: FlowType; label: string }[] = [
    { value: "normal", label: m.normal },
    ...(canBeDefault(flow, (bo) => hasProperty(modeler, bo, "default"))
      ? [{ value: "default" as const, label: m.default }]
      : []),
    { value: "condition", label: m.condition },
  ];

  const update = (props: Record<string, unknown>) => {
    if (condition) setModdle(modeler, target, condition, props);
  };

  return (
    <>
      <SelectField
        label={m.flowType}
        value={flowType}
        options={flowTypes}
        onChange={(type) => runAsOneStep(modeler, flowTypeSteps(modeler, target, source, type))}
      />
      {flowType === "condition" && condition ? (
        <>
          <SelectField
            label={m.conditionType}
            value={conditionType}
            options={[
              { value: "expression", label: m.expression },
              { value: "script", label: m.script },
            ]}
            onChange={(type) => {
              chooseConditionType(type);
              if (type === "expression" && (condition.get("language") || condition.get(resourceName)))
                update({ language: undefined, ...(externalSupported ? { [resourceName]: undefined } : {}) });
            }}
          />
          {conditionType === "expression" ? (
            <CommitField
              label={m.expression}
              value={text(condition.get("body"))}
              onCommit={(value) => update({ body: value })}
            />
          ) : (
            <>
              <CommitField
                label={m.language}
                value={text(condition.get("language"))}
                onCommit={(value) => update({ language: value === "" ? undefined : value })}
              />
              <SelectField
                label={m.scriptType}
                value={scriptType}
                options={[
                  { value: "inline", label: m.inline },
                  ...(externalSupported ? [{ value: "external" as const, label: m.external }] : []),
                ]}
                onChange={chooseScriptType}
              />
              {!externalSupported ? <EngineLacks feature={m.externalScript} /> : null}
              {scriptType === "inline" ? (
                <CommitField
                  label={m.body}
                  value={text(condition.get("body"))}
                  rows={[2, 4]}
                  onCommit={(value) =>
                    update({ body: value, ...(externalSupported ? { [resourceName]: undefined } : {}) })
                  }
                />
              ) : (
                <CommitField
                  label={m.resource}
                  value={text(condition.get(resourceName))}
                  onCommit={(value) => update({ [resourceName]: value === "" ? undefined : value, body: undefined })}
                />
              )}
            </>
          )}
        </>
      ) : null}
    </>
  );
}

export { ConditionSection };
