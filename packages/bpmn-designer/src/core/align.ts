/**
 * Aligning the selected elements (spec §2.3 and §5): the six sides of diagram-js's `alignElements`,
 * one command (`elements.align`), so one undo step.
 */
import type { ServiceLocator } from "./business-object";
import type { DiagramElement } from "./types";

/** The six alignments: left, horizontal centre, right, top, vertical middle, bottom. */
const alignSides = ["left", "center", "right", "top", "middle", "bottom"] as const;

/** One of the six alignments diagram-js's `alignElements` knows. */
type AlignSide = (typeof alignSides)[number];

/** Whether diagram-js can align `element`: not a connection, a boundary event on its host, or a label. */
function isAlignable(element: DiagramElement): boolean {
  return !element.waypoints && !element.host && !element.labelTarget;
}

/** The selected elements that can be aligned (connections, labels and attached events are not). */
function alignableSelection(modeler: ServiceLocator): DiagramElement[] {
  return modeler.get<{ get(): DiagramElement[] }>("selection").get().filter(isAlignable);
}

/**
 * Aligns the selected elements to `side` as one undoable command. Returns false (and changes
 * nothing) when fewer than two of the selected elements can be aligned.
 */
function alignSelection(modeler: ServiceLocator, side: AlignSide): boolean {
  const elements = alignableSelection(modeler);
  if (elements.length < 2) return false;
  modeler.get<{ trigger(elements: DiagramElement[], type: AlignSide): void }>("alignElements").trigger(elements, side);
  return true;
}

export { alignableSelection, alignSelection, alignSides, isAlignable };
export type { AlignSide };
