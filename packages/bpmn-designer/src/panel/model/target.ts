/**
 * What the panel edits: the selected element, or the process when nothing is selected (the store's
 * `primaryId`). Read from the modeler during render (never kept in React state), so it is never stale.
 */
import { getRootElement, type ServiceLocator } from "../../core/business-object";
import type { DiagramElement, ModdleElement } from "../../core/types";

/** The element the panel edits and the business object its fields read and write. */
interface PanelTarget {
  /** The diagram element commands go through (for a process in a collaboration: the canvas root). */
  element: DiagramElement;
  /** The business object edited: the element's, or the process of a collaboration. */
  bo: ModdleElement;
  /** The process (key, name, messages and signals), not an element inside it. */
  isProcess: boolean;
}

/** The process (or, in a diagram without one, the canvas root): what an empty selection shows. */
function readProcessTarget(modeler: ServiceLocator): PanelTarget {
  const root = getRootElement(modeler);
  const rootBo = root.businessObject;
  if (rootBo.$instanceOf("bpmn:Collaboration")) {
    const participants = (rootBo.get("participants") as ModdleElement[] | undefined) ?? [];
    const process = participants.map((p) => p.get("processRef") as ModdleElement | undefined).find(Boolean);
    if (process) return { element: root, bo: process, isProcess: true };
  }
  return { element: root, bo: rootBo, isProcess: rootBo.$instanceOf("bpmn:Process") };
}

/** The selected element (a label counts as its element), or the process when nothing is selected. */
function readTarget(modeler: ServiceLocator): PanelTarget {
  const selected = modeler.get<{ get(): DiagramElement[] }>("selection").get()[0];
  const element = selected?.labelTarget ?? selected;
  if (!element || element === getRootElement(modeler)) return readProcessTarget(modeler);
  return { element, bo: element.businessObject, isProcess: element.businessObject.$instanceOf("bpmn:Process") };
}

/** The sections of the panel, in the spec's order (§2.3). */
type SectionId =
  | "general"
  | "messages"
  | "condition"
  | "form"
  | "task"
  | "multiInstance"
  | "executionListeners"
  | "taskListeners"
  | "properties"
  | "other";

/** Task elements: every `bpmn:Task` and the call activity (the spec lists it among the task panels). */
function isTaskLike(bo: ModdleElement): boolean {
  return bo.$instanceOf("bpmn:Task") || bo.$instanceOf("bpmn:CallActivity");
}

/** Which sections `target` shows, in order (§2.3). */
function sectionsFor(target: PanelTarget): SectionId[] {
  const { bo, isProcess } = target;
  const source = bo.$instanceOf("bpmn:SequenceFlow") ? (bo.get("sourceRef") as ModdleElement | undefined) : undefined;
  const shown: [SectionId, boolean][] = [
    ["general", true],
    ["messages", isProcess],
    ["condition", !!source && !source.$instanceOf("bpmn:StartEvent")],
    ["form", bo.$instanceOf("bpmn:UserTask") || bo.$instanceOf("bpmn:StartEvent")],
    ["task", isTaskLike(bo)],
    ["multiInstance", isTaskLike(bo)],
    ["executionListeners", isProcess || bo.$instanceOf("bpmn:FlowNode") || bo.$instanceOf("bpmn:SequenceFlow")],
    ["taskListeners", bo.$instanceOf("bpmn:UserTask")],
    ["properties", true],
    ["other", true],
  ];
  return shown.filter(([, on]) => on).map(([id]) => id);
}

export { readProcessTarget, readTarget, sectionsFor };
export type { PanelTarget, SectionId };
