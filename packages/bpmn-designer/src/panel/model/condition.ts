/**
 * A sequence flow's type (§4): normal; default (its source's `default` is this flow); condition
 * (a `bpmn:FormalExpression` as `conditionExpression`, an expression or a script — inline in the
 * body, or external as camunda's `resource`).
 */
import { createModdle, type ServiceLocator } from "../../core/business-object";
import type { CommandStep } from "../../core/multi-command";
import type { DiagramElement, ModdleElement } from "../../core/types";
import { setStep } from "./edit";
import type { PanelTarget } from "./target";

type FlowType = "normal" | "default" | "condition";
type ConditionType = "expression" | "script";
type ScriptType = "inline" | "external";

/** The flow's type as the model has it. */
function readFlowType(flow: ModdleElement): FlowType {
  const source = flow.get("sourceRef") as ModdleElement | undefined;
  if (source && source.get("default") === flow) return "default";
  return flow.get("conditionExpression") ? "condition" : "normal";
}

/** Whether the flow's source can have a default flow (gateways with a choice, activities). */
function canBeDefault(flow: ModdleElement, hasDefault: (source: ModdleElement) => boolean): boolean {
  const source = flow.get("sourceRef") as ModdleElement | undefined;
  return !!source && hasDefault(source);
}

/** The condition's kind as the model has it: a script has a language. */
function readConditionType(condition: ModdleElement | undefined): ConditionType {
  return condition?.get("language") ? "script" : "expression";
}

/** An external script names a resource (camunda's `resource` on the expression). */
function readScriptType(condition: ModdleElement | undefined, resourceName: string): ScriptType {
  return condition?.get(resourceName) ? "external" : "inline";
}

/**
 * The steps that make `flow` (a connection whose source is `source`) of `type`, in one command:
 * a default flow loses its condition; a conditional flow gets a new, empty FormalExpression and
 * stops being the default; a normal flow has neither.
 */
function flowTypeSteps(
  modeler: ServiceLocator,
  flowTarget: PanelTarget,
  source: DiagramElement,
  type: FlowType,
): CommandStep[] {
  const flow = flowTarget.bo;
  const steps: CommandStep[] = [];
  const isDefault = source.businessObject.get("default") === flow;
  const sourceTarget: PanelTarget = { element: source, bo: source.businessObject, isProcess: false };
  if (type === "condition") {
    if (!flow.get("conditionExpression")) {
      const expression = createModdle(modeler, "bpmn:FormalExpression", { body: "" });
      expression.$parent = flow;
      steps.push(setStep(flowTarget, { conditionExpression: expression }));
    }
  } else if (flow.get("conditionExpression")) {
    steps.push(setStep(flowTarget, { conditionExpression: undefined }));
  }
  if (type === "default" && !isDefault) steps.push(setStep(sourceTarget, { default: flow }));
  if (type !== "default" && isDefault) steps.push(setStep(sourceTarget, { default: undefined }));
  return steps;
}

export { canBeDefault, flowTypeSteps, readConditionType, readFlowType, readScriptType };
export type { ConditionType, FlowType, ScriptType };
