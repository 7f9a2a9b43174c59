import NavigatedViewerClass from "bpmn-js/lib/NavigatedViewer.js";

import type Canvas from "diagram-js/lib/core/Canvas.js";
import * as React from "react";

import type { BpmnJsNavigatedViewer as NavigatedViewer } from "../core/bpmn-js-types";
import { canvasLabelModule } from "../core/canvas-label";
import { expandedSubProcessesModule } from "../core/expanded-sub-processes";
import { translateModule } from "../core/translate";
import { messages } from "../messages";
import { viewerMessages } from "./messages";

/** Where the viewer is: importing, showing a diagram, or showing why it cannot. */
type ViewerStatus =
  | { status: "loading" }
  | { status: "ready"; /** Grows with every import or diagram switch: the elements were rebuilt. */ version: number }
  | { status: "error"; error: Error };

/** The share of the fitted zoom the viewer keeps, leaving a margin around the diagram. */
const FIT_MARGIN = 0.92;

/** `canvas.zoom` accepts `"auto"` as centre (centre the diagram) though its typings do not say so. */
type ZoomFit = (scale: "fit-viewport", center: "auto") => number;

/** Zooms the canvas so the whole diagram shows, centred, with a margin for the badges on its edge. */
function zoomToFit(viewer: NavigatedViewer) {
  const canvas = viewer.get<Canvas>("canvas");
  const fitted = (canvas.zoom as unknown as ZoomFit).call(canvas, "fit-viewport", "auto");
  // Zooming without a centre keeps the viewport's centre where it is.
  canvas.zoom(fitted * FIT_MARGIN);
}

/**
 * Owns one bpmn-js NavigatedViewer in the element the returned `containerRef` is given to: imports
 * `xml` once per value, opens `diagramId` (the first diagram when absent) without importing again,
 * and zooms to fit after both. Imports run one after the other, so a quick change of `xml` never
 * races an earlier import.
 */
function useBpmnViewer(xml: string, diagramId?: string) {
  const [viewer, setViewer] = React.useState<NavigatedViewer | null>(null);
  const [state, setState] = React.useState<ViewerStatus>({ status: "loading" });
  const queue = React.useRef<Promise<void>>(Promise.resolve());
  const shown = React.useRef<{ xml: string | null; diagramId: string | undefined }>({
    xml: null,
    diagramId: undefined,
  });
  const version = React.useRef(0);

  // A callback ref with cleanup (React 19): the viewer lives exactly as long as its element.
  const containerRef = React.useCallback((element: HTMLDivElement | null) => {
    if (!element) return;
    const instance = new NavigatedViewerClass({
      container: element,
      canvasLabel: viewerMessages.canvas,
      additionalModules: [translateModule(messages.bpmn), canvasLabelModule, expandedSubProcessesModule],
    });
    shown.current = { xml: null, diagramId: undefined };
    setViewer(instance);
    return () => {
      setViewer(null);
      instance.destroy();
    };
  }, []);

  React.useEffect(() => {
    if (!viewer) return;
    let current = true;
    const step = async () => {
      if (!current) return;
      const needsImport = shown.current.xml !== xml;
      if (!needsImport && shown.current.diagramId === diagramId) return;
      setState({ status: "loading" });
      try {
        if (needsImport) await viewer.importXML(xml, diagramId);
        else await viewer.open(diagramId ?? firstDiagramId(viewer));
        shown.current = { xml, diagramId };
        zoomToFit(viewer);
        version.current += 1;
        if (current) setState({ status: "ready", version: version.current });
      } catch (error) {
        shown.current = { xml: null, diagramId: undefined };
        if (current) setState({ status: "error", error: error instanceof Error ? error : new Error(String(error)) });
      }
    };
    queue.current = queue.current.then(step);
    return () => {
      current = false;
    };
  }, [viewer, xml, diagramId]);

  return { containerRef, viewer, state };
}

/** The id of the definitions' first BPMNDiagram, the one bpmn-js shows by default. */
function firstDiagramId(viewer: NavigatedViewer): string {
  const definitions = viewer.getDefinitions() as { diagrams?: { id: string }[] } | undefined;
  const first = definitions?.diagrams?.[0];
  if (!first) throw new Error("no diagram to display");
  return first.id;
}

export { useBpmnViewer, zoomToFit };
export type { ViewerStatus };
