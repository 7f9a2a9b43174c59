/**
 * Expanded sub-processes from tools that write no `isExpanded` (Flowable, Activiti, Bizagi). bpmn-js
 * reads a sub-process shape without it as collapsed and moves the contents onto a drill-down plane
 * of their own, shifting their coordinates — which the designer would then save. Such a shape whose
 * bounds hold the shapes of its own flow elements, on its plane, is drawn expanded: we mark it
 * `isExpanded="true"` on the parsed tree, before bpmn-js imports it. An explicit `isExpanded`
 * (true or false) is never changed.
 */
import type { ModdleElement } from "./types";

interface Bounds {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far (px) a child's bounds may stick out of its sub-process's: tools round coordinates. */
const TOLERANCE = 2;

const contains = (outer: Bounds, inner: Bounds) =>
  inner.x >= outer.x - TOLERANCE &&
  inner.y >= outer.y - TOLERANCE &&
  inner.x + inner.width <= outer.x + outer.width + TOLERANCE &&
  inner.y + inner.height <= outer.y + outer.height + TOLERANCE;

const list = (element: ModdleElement | undefined, name: string) =>
  (element?.get(name) as ModdleElement[] | undefined) ?? [];

/**
 * Marks `isExpanded="true"` on every BPMNShape of a sub-process (transactions and ad-hoc
 * sub-processes included) that has no `isExpanded` and whose bounds contain the shapes, on the same
 * plane, of its own flow elements (at least one). Mutates `definitions`; returns the ids of the
 * shapes it marked.
 */
function markExpandedSubProcesses(definitions: ModdleElement): string[] {
  const marked: string[] = [];
  for (const diagram of list(definitions, "diagrams")) {
    const shapes = list(diagram.get("plane") as ModdleElement | undefined, "planeElement").filter((element) =>
      element.$instanceOf("bpmndi:BPMNShape"),
    );
    const shapeOf = new Map<unknown, ModdleElement>();
    for (const shape of shapes) if (shape.get("bpmnElement")) shapeOf.set(shape.get("bpmnElement"), shape);
    for (const shape of shapes) {
      const subProcess = shape.get("bpmnElement") as ModdleElement | undefined;
      const bounds = shape.get("bounds") as Bounds | undefined;
      if (!subProcess?.$instanceOf("bpmn:SubProcess") || !bounds || shape.get("isExpanded") !== undefined) continue;
      const children = list(subProcess, "flowElements")
        .map((element) => shapeOf.get(element)?.get("bounds") as Bounds | undefined)
        .filter((box): box is Bounds => box !== undefined);
      if (children.length > 0 && children.every((box) => contains(bounds, box))) {
        shape.set("isExpanded", true);
        marked.push(shape.id ?? String(subProcess.id));
      }
    }
  }
  return marked;
}

interface EventBusLike {
  on(event: string, callback: (event: { definitions?: ModdleElement }) => void): void;
}

/** Fixes the DI of every import, between parsing and drawing (bpmn-js's `import.parse.complete`). */
class ExpandedSubProcesses {
  static $inject = ["eventBus"];

  constructor(eventBus: EventBusLike) {
    eventBus.on("import.parse.complete", ({ definitions }) => {
      if (definitions) markExpandedSubProcesses(definitions);
    });
  }
}

/** The bpmn-js module: the designer's modeler and the process viewer both load it. */
const expandedSubProcessesModule = {
  __init__: ["designerExpandedSubProcesses"],
  designerExpandedSubProcesses: ["type", ExpandedSubProcesses] as ["type", typeof ExpandedSubProcesses],
};

export { expandedSubProcessesModule, markExpandedSubProcesses };
