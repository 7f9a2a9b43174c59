import type { BpmnJsNavigatedViewer as NavigatedViewer } from "../core/bpmn-js-types";
import type Canvas from "diagram-js/lib/core/Canvas.js";
import type ElementRegistry from "diagram-js/lib/core/ElementRegistry.js";
import type Overlays from "diagram-js/lib/features/overlays/Overlays.js";

import { FLOW_TAKEN_CLASS, type GraphElement, type Highlights, markerClasses, resultClass } from "./highlight";
import { viewerMessages } from "./messages";
import { createResultIconElement } from "./viewer-icons";

/** The few fields of a bpmn-js element the viewer reads. */
interface ShapeLike {
  id: string;
  type: string;
  width?: number;
  height?: number;
  parent?: unknown;
  labelTarget?: unknown;
  businessObject?: { name?: string; sourceRef?: { id?: string }; targetRef?: { id?: string } };
}

const BADGE_OVERLAY = "sc-viewer-badge";

/**
 * The flow elements on every plane of the open diagram (pools, lanes, sub-process planes
 * included), read from bpmn-js's registry. Labels and plane roots are left out.
 */
function readGraph(viewer: NavigatedViewer): GraphElement[] {
  const registry = viewer.get<ElementRegistry>("elementRegistry");
  return (registry.getAll() as ShapeLike[])
    .filter((element) => element.parent && !element.labelTarget)
    .map((element) => ({
      id: element.id,
      type: element.type,
      name: element.businessObject?.name,
      sourceId: element.businessObject?.sourceRef?.id,
      targetId: element.businessObject?.targetRef?.id,
    }));
}

/**
 * Marks the visited nodes (done or pending, result), the flows taken, and puts a result badge on
 * every node that has a result; returns the function that takes all of it off again. The badge's
 * text is the result's label from our messages, never data.
 */
function applyHighlights(viewer: NavigatedViewer, highlights: Highlights): () => void {
  const canvas = viewer.get<Canvas>("canvas");
  const registry = viewer.get<ElementRegistry>("elementRegistry");
  const overlays = viewer.get<Overlays>("overlays");
  const added: [string, string][] = [];

  const mark = (id: string, className: string) => {
    canvas.addMarker(id, className);
    added.push([id, className]);
  };

  for (const node of highlights.nodes) {
    const element = registry.get(node.id) as ShapeLike | undefined;
    if (!element) continue;
    for (const className of markerClasses(node)) mark(node.id, className);
    if (node.result === null) continue;
    const badge = document.createElement("span");
    badge.className = `sc-viewer-badge ${resultClass[node.result]}`;
    badge.title = viewerMessages.results[node.result];
    badge.dataset.result = String(node.result);
    badge.append(createResultIconElement(node.result));
    overlays.add(node.id, BADGE_OVERLAY, { position: { top: -9, right: 9 }, html: badge });
  }
  for (const id of highlights.flows) {
    if (registry.get(id)) mark(id, FLOW_TAKEN_CLASS);
  }

  return () => {
    for (const [id, className] of added) {
      if (registry.get(id)) canvas.removeMarker(id, className);
    }
    overlays.remove({ type: BADGE_OVERLAY });
  };
}

export { applyHighlights, readGraph };
export type { ShapeLike };
