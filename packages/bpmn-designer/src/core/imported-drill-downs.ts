/**
 * Drill-down diagrams bpmn-js makes on import are not saved into a file that did not have them.
 *
 * bpmn-js gives every collapsed sub-process without a plane of its own a new `BPMNDiagram` (its
 * "drill-down") when it imports, and moves the DI of the sub-process's contents from the file's
 * plane onto it, shifted so that they start near the origin. Saved as is, the file would gain a
 * diagram and its shapes would move. While saving, we put the contents back on the plane they came
 * from, at their own coordinates (what the user moved inside the drill-down moves by the same
 * shift), in the file's order, and leave the added diagram out; the live model is restored after.
 * bpmn-js does the same move again when the file is opened next, so nothing is lost.
 *
 * A drill-down diagram the file had stays. So does one made by editing (a sub-process the user drew
 * or collapsed in the designer): it is what bpmn-js itself writes for a collapsed sub-process and
 * where the DI of the contents drawn inside it lives; it is the user's change, not the import's.
 */
import { mergePlaneElements } from "./lossless-export";
import type { ModdleElement } from "./types";

interface Point {
  x: number;
  y: number;
}

/** Where bpmn-js puts the top left of a drill-down's contents (`SubprocessCompatibility`). */
const DRILL_DOWN_ORIGIN: Point = { x: 180, y: 160 };

/** A DI element bpmn-js moved onto a drill-down plane: where it was and where the move put it. */
interface MovedElement {
  from: ModdleElement;
  original: Point[];
  moved: Point[];
  label?: Point;
}

/** A drill-down diagram the import added. */
interface ImportedDrillDown {
  diagram: ModdleElement;
  plane: ModdleElement;
  /** The file's plane that holds the sub-process's shape: where contents drawn later go. */
  home: ModdleElement;
  /** How far the file's coordinates are from the drill-down's (file = drill-down + offset). */
  offset: Point;
}

const list = (element: ModdleElement | undefined, name: string) =>
  (element?.get(name) as ModdleElement[] | undefined) ?? [];

const planeOf = (diagram: ModdleElement) => diagram.get("plane") as ModdleElement | undefined;

/** The points of a shape (its bounds' top left) or an edge (its waypoints), as live objects. */
function pointsOf(element: ModdleElement): Point[] {
  const bounds = element.get("bounds") as Point | undefined;
  if (bounds) return [bounds];
  return (element.get("waypoint") as Point[] | undefined) ?? [];
}

const labelBounds = (element: ModdleElement) =>
  (element.get("label") as ModdleElement | undefined)?.get("bounds") as Point | undefined;

const copy = ({ x, y }: Point): Point => ({ x, y });
const same = (a: Point | undefined, b: Point | undefined) =>
  a !== undefined && b !== undefined && a.x === b.x && a.y === b.y;

/** The file's planes with their elements in the file's order, taken before bpmn-js moves anything. */
type FileOrder = Map<ModdleElement, ModdleElement[]>;

function fileOrder(definitions: ModdleElement): FileOrder {
  const order: FileOrder = new Map();
  for (const diagram of list(definitions, "diagrams")) {
    const plane = planeOf(diagram);
    if (plane) order.set(plane, [...list(plane, "planeElement")]);
  }
  return order;
}

/** Undoes one change of the save in progress. */
type Restore = () => void;

/** Moves a point by `offset`, or back to where the file had it if the user has not moved it. */
function toFile(point: Point, offset: Point, original: Point | undefined, moved: Point | undefined, undo: Restore[]) {
  const before = copy(point);
  undo.push(() => Object.assign(point, before));
  if (original && same(point, moved)) Object.assign(point, original);
  else Object.assign(point, { x: point.x + offset.x, y: point.y + offset.y });
}

/** The bpmn-js service: registered with `importedDrillDownsModule`. */
class ImportedDrillDowns {
  static $inject = ["eventBus"];

  private order: FileOrder = new Map();
  private imported: ImportedDrillDown[] = [];
  private moved = new Map<ModdleElement, MovedElement>();
  /** The points of every DI element of the file, as the file had them. */
  private originals = new Map<ModdleElement, { points: Point[]; label?: Point }>();
  private undo: Restore[] = [];

  constructor(eventBus: {
    on(event: string, priority: number, callback: (event: { definitions?: ModdleElement }) => void): void;
  }) {
    // bpmn-js's `SubprocessCompatibility` runs at 1500: we look just before and just after it.
    eventBus.on("import.render.start", 1501, ({ definitions }) => {
      this.order = definitions ? fileOrder(definitions) : new Map();
      this.originals = new Map();
      for (const element of [...this.order.values()].flat()) {
        const label = labelBounds(element);
        this.originals.set(element, { points: pointsOf(element).map(copy), label: label && copy(label) });
      }
      this.imported = [];
      this.moved = new Map();
    });
    eventBus.on("import.render.start", 1499, ({ definitions }) => {
      if (definitions) this.recordDrillDowns(definitions);
    });
    // After the plane order is settled (`losslessExportModule`, around 2000).
    eventBus.on("saveXML.start", 1000, ({ definitions }) => {
      if (definitions) this.undo = this.leaveOut(definitions);
    });
    eventBus.on("saveXML.done", 1000, () => {
      for (const restore of this.undo.reverse()) restore();
      this.undo = [];
    });
  }

  private recordDrillDowns(definitions: ModdleElement) {
    const planeBefore = new Map<ModdleElement, ModdleElement>();
    for (const [plane, elements] of this.order) for (const element of elements) planeBefore.set(element, plane);
    const originals = this.originals;
    // bpmn-js has now moved the points; read them again per added diagram.
    for (const diagram of list(definitions, "diagrams")) {
      const plane = planeOf(diagram);
      if (!plane || this.order.has(plane)) continue;
      const subProcess = plane.get("bpmnElement") as ModdleElement | undefined;
      const shape = [...planeBefore.keys()].find((element) => element.get("bpmnElement") === subProcess);
      const home = shape && planeBefore.get(shape);
      if (!home) continue;
      let offset: Point | undefined;
      for (const element of list(plane, "planeElement")) {
        const from = planeBefore.get(element);
        const original = originals.get(element);
        if (!from || !original) continue;
        const moved = pointsOf(element).map(copy);
        this.moved.set(element, { from, original: original.points, moved, label: original.label });
        if (!offset && moved[0] && original.points[0]) {
          offset = { x: original.points[0].x - moved[0].x, y: original.points[0].y - moved[0].y };
        }
      }
      // An empty drill-down: what is drawn in it later lands beside the sub-process's shape.
      const shapeAt = shape && (shape.get("bounds") as Point | undefined);
      offset ??= shapeAt ? { x: shapeAt.x - DRILL_DOWN_ORIGIN.x, y: shapeAt.y - DRILL_DOWN_ORIGIN.y } : { x: 0, y: 0 };
      this.imported.push({ diagram, plane, home, offset });
    }
  }

  /** The file's plane that held `element` when it was opened, if the file had it. */
  private filePlaneOf(element: ModdleElement): ModdleElement | undefined {
    for (const [plane, elements] of this.order) if (elements.includes(element)) return plane;
    return undefined;
  }

  /** Leaves the imported drill-downs out of `definitions`; returns how to put them back. */
  private leaveOut(definitions: ModdleElement): Restore[] {
    const diagrams = list(definitions, "diagrams");
    const live = this.imported.filter(({ diagram }) => diagrams.includes(diagram));
    if (live.length === 0) return [];
    const undo: Restore[] = [];
    const diagramsBefore = [...diagrams];
    undo.push(() => diagrams.splice(0, diagrams.length, ...diagramsBefore));

    const returning = new Map<ModdleElement, ModdleElement[]>();
    for (const { plane, home, offset } of live) {
      for (const element of list(plane, "planeElement")) {
        const moved = this.moved.get(element);
        const filePlane = this.filePlaneOf(element);
        if (!moved && filePlane) {
          // DI of the file's that bpmn-js drew in the drill-down without moving it (a message flow
          // to an element inside the sub-process): already at the file's coordinates.
          returning.set(filePlane, [...(returning.get(filePlane) ?? []), element]);
          continue;
        }
        const points = pointsOf(element);
        points.forEach((point, index) => toFile(point, offset, moved?.original[index], moved?.moved[index], undo));
        const label = labelBounds(element);
        // bpmn-js did not shift labels: one that is still where the file had it stays there.
        if (label && !same(label, moved?.label)) toFile(label, offset, undefined, undefined, undo);
        const to = moved?.from ?? home;
        returning.set(to, [...(returning.get(to) ?? []), element]);
      }
    }
    for (const [plane, elements] of returning) {
      const current = list(plane, "planeElement");
      const before = [...current];
      undo.push(() => plane.set("planeElement", before));
      const present = new Set([...current, ...elements]);
      const fileList = (this.order.get(plane) ?? []).filter((element) => present.has(element));
      plane.set("planeElement", mergePlaneElements(fileList, [...current, ...elements]));
    }
    const leftOut = new Set(live.map(({ diagram }) => diagram));
    diagrams.splice(0, diagrams.length, ...diagramsBefore.filter((diagram) => !leftOut.has(diagram)));
    return undo;
  }
}

/** The bpmn-js module; `createModeler` adds it to every modeler. */
const importedDrillDownsModule = {
  __init__: ["designerImportedDrillDowns"],
  designerImportedDrillDowns: ["type", ImportedDrillDowns] as ["type", typeof ImportedDrillDowns],
};

export { importedDrillDownsModule };
