/**
 * The panel's writers: each builds or runs commands on bpmn-js's command stack (through the core
 * helpers), so a panel edit is exactly one undo step and no business object is written behind the
 * stack. New moddle objects come from bpmn-js's factory (`createModdle`).
 */
import {
  createModdle,
  getExtensionElements,
  runAsOneStep,
  updateModdleStep,
  updatePropertiesStep,
  type ServiceLocator,
} from "../../core/business-object";
import type { CommandStep } from "../../core/multi-command";
import type { ModdleElement } from "../../core/types";
import type { PanelTarget } from "./target";

/**
 * The step that sets `props` on the target's business object: `updateProperties` on the element's
 * own business object (bpmn-js then also follows an id change in its registry and redraws), else
 * `updateModdleProperties` (the process of a collaboration).
 */
function setStep(target: PanelTarget, props: Record<string, unknown>): CommandStep {
  return target.bo === target.element.businessObject
    ? updatePropertiesStep(target.element, props)
    : updateModdleStep(target.element, target.bo, props);
}

/** Sets `props` on the target's business object: one command. */
function setProps(modeler: ServiceLocator, target: PanelTarget, props: Record<string, unknown>): void {
  runAsOneStep(modeler, [setStep(target, props)]);
}

/** Sets `props` on a moddle object owned by the target (a loop characteristics, a condition…): one command. */
function setModdle(
  modeler: ServiceLocator,
  target: PanelTarget,
  moddle: ModdleElement,
  props: Record<string, unknown>,
): void {
  runAsOneStep(modeler, [moddleStep(target, moddle, props)]);
}

/** The step of `setModdle`; for the target's own business object it is `setStep`. */
function moddleStep(target: PanelTarget, moddle: ModdleElement, props: Record<string, unknown>): CommandStep {
  return moddle === target.bo ? setStep(target, props) : updateModdleStep(target.element, moddle, props);
}

/** A new `bpmn:FormalExpression` with `body` (and more attributes), or undefined for an empty body and no attributes. */
function formalExpression(
  modeler: ServiceLocator,
  body: string,
  attrs: Record<string, unknown> = {},
): ModdleElement | undefined {
  if (body === "" && Object.keys(attrs).length === 0) return undefined;
  return createModdle(modeler, "bpmn:FormalExpression", body === "" ? attrs : { ...attrs, body });
}

/** An optional text attribute's value: "" when unset, the text otherwise. */
function text(value: unknown): string {
  return typeof value === "string" ? value : value === undefined || value === null ? "" : String(value);
}

/** The value to write for an optional text: undefined (attribute removed) for "". */
function optional(value: string): string | undefined {
  return value === "" ? undefined : value;
}

/**
 * The steps that remove the extension elements of `bo` (owned by the target) that are of `type`,
 * keeping every other extension element. None when there is nothing to remove.
 */
function removeExtensionsStep(target: PanelTarget, bo: ModdleElement, type: string): CommandStep[] {
  const container = bo.get("extensionElements") as ModdleElement | undefined;
  const values = getExtensionElements(bo);
  const kept = values.filter((value) => !value.$instanceOf(type));
  if (!container || kept.length === values.length) return [];
  return [moddleStep(target, container, { values: kept })];
}

export { formalExpression, moddleStep, optional, removeExtensionsStep, setModdle, setProps, setStep, text };
