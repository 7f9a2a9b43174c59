/**
 * Read and write helpers for the property panel. Writers only build commands for bpmn-js's
 * command stack (`modeling.updateProperties`, `modeling.updateModdleProperties`, or several as one
 * compound step): every edit is one undo step and nothing mutates a business object behind the
 * stack. The only objects written directly are new ones, before a command puts them in the model.
 */
import { MULTI_COMMAND, type CommandStep } from "./multi-command";
import type { DiagramElement, ModdleElement } from "./types";

/** What the helpers need of a modeler: its services by name. */
interface ServiceLocator {
  get<T = unknown>(name: string): T;
}

interface Modeling {
  updateProperties(element: DiagramElement, properties: Record<string, unknown>): void;
  updateModdleProperties(
    element: DiagramElement,
    moddleElement: ModdleElement,
    properties: Record<string, unknown>,
  ): void;
}

interface BpmnFactory {
  create(type: string, attrs?: Record<string, unknown>): ModdleElement;
}

interface Moddle {
  getPropertyDescriptor(element: ModdleElement, property: string): unknown;
}

/** The business object behind a diagram element (its moddle object). Read it; never write it. */
function getBusinessObject(element: DiagramElement): ModdleElement {
  return element.businessObject;
}

/** The diagram element with `id`, or undefined. */
function getElement(modeler: ServiceLocator, id: string): DiagramElement | undefined {
  return modeler.get<{ get(id: string): DiagramElement | undefined }>("elementRegistry").get(id);
}

/** The canvas root (the process, or the collaboration of a diagram with pools). */
function getRootElement(modeler: ServiceLocator): DiagramElement {
  return modeler.get<{ getRootElement(): DiagramElement }>("canvas").getRootElement();
}

/**
 * A new moddle object of `type` (e.g. `flowable:ExecutionListener`, `bpmn:FormalExpression`) made
 * by bpmn-js's factory (which also gives it an id when its type has one). It is not in the
 * diagram until a command puts it there.
 */
function createModdle(modeler: ServiceLocator, type: string, attrs: Record<string, unknown> = {}): ModdleElement {
  return modeler.get<BpmnFactory>("bpmnFactory").create(type, attrs);
}

/** Whether `bo`'s type declares `property` (e.g. `hasProperty(bo, "camunda:followUpDate")`): what this engine supports. */
function hasProperty(modeler: ServiceLocator, bo: ModdleElement, property: string): boolean {
  return modeler.get<Moddle>("moddle").getPropertyDescriptor(bo, property) !== undefined;
}

/** Sets properties of `element`'s business object as one undoable command (`modeling.updateProperties`). */
function updateProperties(modeler: ServiceLocator, element: DiagramElement, props: Record<string, unknown>): void {
  modeler.get<Modeling>("modeling").updateProperties(element, props);
}

/**
 * Sets properties of a moddle object that belongs to `element` (an extension element, a loop
 * characteristics, a condition…) as one undoable command (`modeling.updateModdleProperties`).
 */
function updateModdle(
  modeler: ServiceLocator,
  element: DiagramElement,
  moddleElement: ModdleElement,
  props: Record<string, unknown>,
): void {
  modeler.get<Modeling>("modeling").updateModdleProperties(element, moddleElement, props);
}

/** A step of `runAsOneStep` for `updateProperties`. */
function updatePropertiesStep(element: DiagramElement, properties: Record<string, unknown>): CommandStep {
  return { cmd: "element.updateProperties", context: { element, properties } };
}

/** A step of `runAsOneStep` for `updateModdle`. */
function updateModdleStep(
  element: DiagramElement,
  moddleElement: ModdleElement,
  properties: Record<string, unknown>,
): CommandStep {
  return { cmd: "element.updateModdleProperties", context: { element, moddleElement, properties } };
}

/**
 * Runs several commands as ONE step of the command stack (one undo reverts them all), e.g. turning
 * async before and after off together with exclusive. Nothing happens for an empty list.
 */
function runAsOneStep(modeler: ServiceLocator, steps: CommandStep[]): void {
  if (steps.length === 0) return;
  modeler.get<{ execute(cmd: string, context: object): void }>("commandStack").execute(MULTI_COMMAND, { steps });
}

/** The `extensionElements` values of `bo` that are of `type` (e.g. `flowable:ExecutionListener`); [] when none. */
function getExtensionElements(bo: ModdleElement, type?: string): ModdleElement[] {
  const container = bo.get("extensionElements") as ModdleElement | undefined;
  const values = (container?.get("values") as ModdleElement[] | undefined) ?? [];
  return type ? values.filter((value) => value.$instanceOf(type)) : [...values];
}

/**
 * The steps that make sure `bo` has an `extensionElements` container, and that container (new or
 * existing). No step when it exists; one `updateModdle` step putting a new container otherwise.
 */
function ensureExtensionElements(
  modeler: ServiceLocator,
  element: DiagramElement,
  bo: ModdleElement = getBusinessObject(element),
): { container: ModdleElement; steps: CommandStep[] } {
  const existing = bo.get("extensionElements") as ModdleElement | undefined;
  if (existing) return { container: existing, steps: [] };
  const container = createModdle(modeler, "bpmn:ExtensionElements", { values: [] });
  container.$parent = bo;
  return { container, steps: [updateModdleStep(element, bo, { extensionElements: container })] };
}

/**
 * Adds `extension` (a new moddle object, e.g. from `createModdle`) to the extension elements of
 * `bo` (the element's business object by default), creating the container if needed: one command.
 */
function addExtensionElement(
  modeler: ServiceLocator,
  element: DiagramElement,
  extension: ModdleElement,
  bo: ModdleElement = getBusinessObject(element),
): void {
  const existing = bo.get("extensionElements") as ModdleElement | undefined;
  if (existing) {
    extension.$parent = existing;
    const values = (existing.get("values") as ModdleElement[] | undefined) ?? [];
    updateModdle(modeler, element, existing, { values: [...values, extension] });
    return;
  }
  // A new container holding the new extension: both objects are ours until the command runs.
  const container = createModdle(modeler, "bpmn:ExtensionElements", { values: [extension] });
  container.$parent = bo;
  extension.$parent = container;
  updateModdle(modeler, element, bo, { extensionElements: container });
}

/** Removes `extension` from the extension elements of `bo` (the element's business object by default): one command. */
function removeExtensionElement(
  modeler: ServiceLocator,
  element: DiagramElement,
  extension: ModdleElement,
  bo: ModdleElement = getBusinessObject(element),
): void {
  const container = bo.get("extensionElements") as ModdleElement | undefined;
  const values = (container?.get("values") as ModdleElement[] | undefined) ?? [];
  if (!container || !values.includes(extension)) return;
  updateModdle(modeler, element, container, { values: values.filter((value) => value !== extension) });
}

/** Replaces `previous` with `next` (a new moddle object) in the extension elements of `bo`, keeping its position: one command. */
function replaceExtensionElement(
  modeler: ServiceLocator,
  element: DiagramElement,
  previous: ModdleElement,
  next: ModdleElement,
  bo: ModdleElement = getBusinessObject(element),
): void {
  const container = bo.get("extensionElements") as ModdleElement | undefined;
  const values = (container?.get("values") as ModdleElement[] | undefined) ?? [];
  if (!container || !values.includes(previous)) return;
  next.$parent = container;
  updateModdle(modeler, element, container, { values: values.map((value) => (value === previous ? next : value)) });
}

export {
  addExtensionElement,
  createModdle,
  ensureExtensionElements,
  getBusinessObject,
  getElement,
  getExtensionElements,
  getRootElement,
  hasProperty,
  removeExtensionElement,
  replaceExtensionElement,
  runAsOneStep,
  updateModdle,
  updateModdleStep,
  updateProperties,
  updatePropertiesStep,
};
export type { ServiceLocator };
