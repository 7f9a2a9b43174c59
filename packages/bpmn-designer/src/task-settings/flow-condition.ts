/**
 * The bridge from the condition builder to the diagram: a flow's condition expression as the XML
 * has it, and writing the compiled expression there as one undo step (the property panel's flow
 * types from `panel/model/condition.ts`, so a default flow stops being the default).
 */
import { createModdle, runAsOneStep, type ServiceLocator } from "../core/business-object";
import type { DiagramElement, ModdleElement } from "../core/types";
import { flowTypeSteps, readFlowType } from "../panel/model/condition";
import { setStep } from "../panel/model/edit";
import type { PanelTarget } from "../panel/model/target";

/** What a flow's condition is in the XML: none, an expression (its text), or a script the builder does not write. */
type FlowExpression = { kind: "none" } | { kind: "expression"; body: string } | { kind: "script" };

/** The flow's condition as the XML has it. */
function readFlowExpression(flow: ModdleElement): FlowExpression {
  const condition = flow.get("conditionExpression") as ModdleElement | undefined;
  if (!condition) return { kind: "none" };
  if (condition.get("language")) return { kind: "script" };
  const body = condition.get("body");
  return { kind: "expression", body: typeof body === "string" ? body : "" };
}

/** Whether a sequence flow leaves an exclusive or inclusive gateway: the flows the builder sets conditions on. */
function isGatewayFlow(bo: ModdleElement): boolean {
  if (!bo.$instanceOf("bpmn:SequenceFlow")) return false;
  const source = bo.get("sourceRef") as ModdleElement | undefined;
  return !!source && (source.$instanceOf("bpmn:ExclusiveGateway") || source.$instanceOf("bpmn:InclusiveGateway"));
}

/**
 * Writes `expression` (`${…}`) as the flow's condition — a new `bpmn:FormalExpression`, and the
 * flow no longer its source's default — or, for null, removes the condition (a normal flow again).
 * One undo step; nothing when the XML already says so.
 */
function writeFlowCondition(modeler: ServiceLocator, flow: DiagramElement, expression: string | null): void {
  const bo = flow.businessObject;
  const current = readFlowExpression(bo);
  const target: PanelTarget = { element: flow, bo, isProcess: false };
  const source = flow.source as DiagramElement | undefined;
  if (!source) return;
  if (expression === null) {
    if (readFlowType(bo) === "condition") runAsOneStep(modeler, flowTypeSteps(modeler, target, source, "normal"));
    return;
  }
  if (current.kind === "expression" && current.body === expression) return;
  const condition = createModdle(modeler, "bpmn:FormalExpression", { body: expression });
  condition.$parent = bo;
  // A normal flow first (no old condition, not its source's default), then ours: one step.
  runAsOneStep(modeler, [
    ...flowTypeSteps(modeler, target, source, "normal"),
    setStep(target, { conditionExpression: condition }),
  ]);
}

export { isGatewayFlow, readFlowExpression, writeFlowCondition };
export type { FlowExpression };
