import { hasProperty } from "../../../core/business-object";
import { AttrCheck, AttrField } from "../../fields/attr-field";
import { EngineLacks } from "../../fields/panel-note";
import { SelectField } from "../../fields/select-field";
import { setProps, text } from "../../model/edit";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";

type Binding = "latest" | "deployment" | "version";
type Mapping = "singleEntry" | "singleResult" | "collectEntries" | "resultList";

/**
 * Business rule task: camunda's decision reference (binding, version, result mapping — default
 * resultList, §9 — and result variable); activiti and flowable have no DMN reference but their
 * rules task attributes (rules, input variables, result variable, class, exclude).
 */
function BusinessRuleTaskFields({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix } = usePanel();
  const m = messages.panel.task;
  const { bo } = target;
  const decisionRef = `${prefix}:decisionRef`;
  if (!hasProperty(modeler, bo, decisionRef)) {
    return (
      <>
        <EngineLacks feature={m.decisionFeature} />
        <AttrField target={target} name="rules" label={m.rules} />
        <AttrField target={target} name="ruleVariablesInput" label={m.ruleVariablesInput} />
        <AttrField target={target} name="resultVariable" label={m.resultVariable} />
        <AttrField target={target} name="class" label={m.ruleClass} />
        <AttrCheck target={target} name="exclude" label={m.exclude} />
      </>
    );
  }
  const binding = `${prefix}:decisionRefBinding`;
  const version = `${prefix}:decisionRefVersion`;
  const mapping = `${prefix}:mapDecisionResult`;
  const currentBinding = (text(bo.get(binding)) || "latest") as Binding;
  return (
    <>
      <AttrField target={target} name="decisionRef" label={m.decisionRef} />
      <SelectField
        label={m.decisionBinding}
        value={currentBinding}
        options={(["latest", "deployment", "version"] as const).map((value) => ({ value, label: m.bindings[value] }))}
        onChange={(next) =>
          setProps(modeler, target, {
            [binding]: next === "latest" ? undefined : next,
            ...(next !== "version" ? { [version]: undefined } : {}),
          })
        }
      />
      {currentBinding === "version" ? (
        <AttrField target={target} name="decisionRefVersion" label={m.decisionVersion} />
      ) : null}
      <SelectField
        label={m.mapDecisionResult}
        value={(text(bo.get(mapping)) || "resultList") as Mapping}
        options={(["singleEntry", "singleResult", "collectEntries", "resultList"] as const).map((value) => ({
          value,
          label: m.decisionMappings[value],
        }))}
        onChange={(next) => setProps(modeler, target, { [mapping]: next === "resultList" ? undefined : next })}
      />
      <AttrField target={target} name="resultVariable" label={m.resultVariable} />
    </>
  );
}

export { BusinessRuleTaskFields };
