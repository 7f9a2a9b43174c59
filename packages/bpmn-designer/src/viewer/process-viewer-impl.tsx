import { cn, IconButton, STYLE_SCOPE_CLASS } from "@smartclass/ui";

import type Canvas from "diagram-js/lib/core/Canvas.js";
import type ElementRegistry from "diagram-js/lib/core/ElementRegistry.js";
import type EventBus from "diagram-js/lib/core/EventBus.js";
import type Overlays from "diagram-js/lib/features/overlays/Overlays.js";
import * as React from "react";
import { createPortal } from "react-dom";

import type { BpmnJsNavigatedViewer as NavigatedViewer } from "../core/bpmn-js-types";
import { canZoomIn, canZoomOut, steppedZoom } from "../core/zoom";
import { applyHighlights, readGraph, type ShapeLike } from "./apply-highlights";
import { ACTIVE_CLASS, computeHighlights, type Highlights } from "./highlight";
import { viewerMessages as t } from "./messages";
import { NodeDetails } from "./node-details";
import type { ProcessViewerProps } from "./process-viewer-props";
import { useBpmnViewer, type ViewerStatus, zoomToFit } from "./use-bpmn-viewer";
import { ViewerIcon } from "./viewer-icons";
import { ProcessViewerLegend } from "./viewer-legend";
import { ViewerImportError, ViewerLoading } from "./viewer-status";
import { VisitedNodes } from "./visited-nodes";

const noHighlights: Highlights = { nodes: [], flows: new Set() };
const DETAILS_OVERLAY = "sc-viewer-details";

/** The open diagram's elements are rebuilt on every import or diagram switch; this counts them. */
function versionOf(state: ViewerStatus) {
  return state.status === "ready" ? state.version : 0;
}

/** Follows hover and click on the canvas, reporting the visited node under the pointer. */
function useCanvasPointer(
  viewer: NavigatedViewer | null,
  visited: Set<string>,
  onHover: (id: string | null) => void,
  onPin: (id: string) => void,
) {
  const latest = React.useRef({ visited, onHover, onPin });
  React.useLayoutEffect(() => {
    latest.current = { visited, onHover, onPin };
  });
  React.useEffect(() => {
    if (!viewer) return;
    const eventBus = viewer.get<EventBus>("eventBus");
    // diagram-js types its events loosely; element events carry the element.
    const nodeOf = (event: unknown) => {
      const element = (event as { element?: ShapeLike }).element;
      const target = (element?.labelTarget as ShapeLike | undefined) ?? element;
      return target && latest.current.visited.has(target.id) ? target.id : null;
    };
    const hover = (event: unknown) => latest.current.onHover(nodeOf(event));
    const out = () => latest.current.onHover(null);
    const click = (event: unknown) => {
      const id = nodeOf(event);
      if (id) latest.current.onPin(id);
    };
    eventBus.on("element.hover", hover);
    eventBus.on("element.out", out);
    eventBus.on("element.click", click);
    return () => {
      eventBus.off("element.hover", hover);
      eventBus.off("element.out", out);
      eventBus.off("element.click", click);
    };
  }, [viewer]);
}

/** Tracks the canvas's zoom and steps it by the designer's rules (spec §9: 0.2–4, step 0.1). */
function useZoom(viewer: NavigatedViewer | null) {
  const [scale, setScale] = React.useState(1);
  React.useEffect(() => {
    if (!viewer) return;
    const eventBus = viewer.get<EventBus>("eventBus");
    const changed = (event: unknown) => setScale((event as { viewbox: { scale: number } }).viewbox.scale);
    eventBus.on("canvas.viewbox.changed", changed);
    return () => eventBus.off("canvas.viewbox.changed", changed);
  }, [viewer]);
  const zoomStep = (direction: 1 | -1) => {
    if (!viewer) return;
    const canvas = viewer.get<Canvas>("canvas");
    canvas.zoom(steppedZoom(canvas.zoom(), direction));
  };
  return { scale, zoomStep };
}

/** Shows `node`'s details in an overlay beside it on the canvas, while it is on the open plane. */
function useDetailsOverlay(viewer: NavigatedViewer | null, version: number, id: string | null) {
  const [container] = React.useState(() => {
    const element = document.createElement("div");
    // The same details are in the panel beside the canvas, which assistive technology reads.
    element.setAttribute("aria-hidden", "true");
    return element;
  });
  React.useLayoutEffect(() => {
    if (!viewer || version === 0 || id === null) return;
    const registry = viewer.get<ElementRegistry>("elementRegistry");
    const element = registry.get(id) as ShapeLike | undefined;
    if (!element) return;
    const canvas = viewer.get<Canvas>("canvas");
    const overlays = viewer.get<Overlays>("overlays");
    canvas.addMarker(id, ACTIVE_CLASS);
    const overlay = overlays.add(id, DETAILS_OVERLAY, {
      position: { top: 0, left: (element.width ?? 0) + 10 },
      html: container,
    });
    return () => {
      overlays.remove(overlay);
      if (registry.get(id)) canvas.removeMarker(id, ACTIVE_CLASS);
    };
  }, [viewer, version, id, container]);
  return container;
}

/**
 * The process viewer proper (loaded on demand by `ProcessViewer`): bpmn-js's NavigatedViewer with
 * the instance's markers, hover details, zoom buttons, legend and the list of visited nodes.
 */
function ProcessViewerImpl({
  xml,
  activities,
  tasks,
  processInstance,
  diagramId,
  height = 520,
  className,
}: ProcessViewerProps) {
  const { containerRef, viewer, state } = useBpmnViewer(xml, diagramId);
  const version = versionOf(state);
  const detailsId = React.useId();

  const highlights = React.useMemo(
    () =>
      viewer && version > 0
        ? computeHighlights(readGraph(viewer), { activities, tasks, processInstance })
        : noHighlights,
    [viewer, version, activities, tasks, processInstance],
  );
  // Before paint, so the diagram never shows without its markers.
  React.useLayoutEffect(() => {
    if (!viewer || version === 0) return;
    return applyHighlights(viewer, highlights);
  }, [viewer, version, highlights]);

  const [hoverId, setHoverId] = React.useState<string | null>(null);
  const [pinnedId, setPinnedId] = React.useState<string | null>(null);
  const nodesById = React.useMemo(() => new Map(highlights.nodes.map((node) => [node.id, node])), [highlights]);
  const visited = React.useMemo(() => new Set(nodesById.keys()), [nodesById]);
  useCanvasPointer(viewer, visited, setHoverId, setPinnedId);
  const shownId = [hoverId, pinnedId].find((id) => id !== null && nodesById.has(id)) ?? null;
  const shown = shownId === null ? undefined : nodesById.get(shownId);
  const overlayContainer = useDetailsOverlay(viewer, version, shownId);
  const { scale, zoomStep } = useZoom(viewer);

  const locate = (id: string) => {
    setPinnedId(id);
    if (!viewer) return;
    const canvas = viewer.get<Canvas>("canvas");
    const element = viewer.get<ElementRegistry>("elementRegistry").get(id);
    if (!element) return;
    const root = canvas.findRoot(element);
    if (root && root !== canvas.getRootElement()) canvas.setRootElement(root);
    canvas.scrollToElement(element, 80);
  };

  return (
    <div
      data-slot="process-viewer"
      role="region"
      aria-label={t.region}
      className={cn(STYLE_SCOPE_CLASS, "flex flex-col gap-3 md:flex-row", className)}
    >
      <div
        data-slot="process-viewer-canvas"
        className="relative min-w-0 flex-1 overflow-hidden rounded-md border bg-background text-foreground"
        style={{ height }}
      >
        <div ref={containerRef} className="sc-viewer-canvas absolute inset-0" />
        {state.status === "loading" && <ViewerLoading overlay />}
        {state.status === "error" && <ViewerImportError error={state.error} />}
        <div
          role="toolbar"
          aria-label={t.zoom}
          className="absolute top-2 right-2 flex gap-1 rounded-md border bg-background p-0.5 shadow-sm"
        >
          <IconButton label={t.zoomIn} size="small" disabled={!canZoomIn(scale)} onClick={() => zoomStep(1)}>
            <ViewerIcon tool="zoomIn" />
          </IconButton>
          <IconButton label={t.zoomOut} size="small" disabled={!canZoomOut(scale)} onClick={() => zoomStep(-1)}>
            <ViewerIcon tool="zoomOut" />
          </IconButton>
          <IconButton label={t.zoomFit} size="small" onClick={() => viewer && zoomToFit(viewer)}>
            <ViewerIcon tool="zoomFit" />
          </IconButton>
        </div>
      </div>
      <aside className="grid w-full content-start gap-4 md:w-64 md:shrink-0">
        <ProcessViewerLegend />
        <div className="grid gap-2">
          <p className="text-sm font-medium">{t.nodes}</p>
          <VisitedNodes
            nodes={highlights.nodes}
            activeId={shownId}
            detailsId={detailsId}
            onPin={setPinnedId}
            onHover={setHoverId}
            onLocate={locate}
          />
        </div>
        <div id={detailsId} role="region" aria-label={t.details} className="rounded-md border p-3">
          {shown ? <NodeDetails node={shown} /> : <p className="text-sm text-muted-foreground">{t.detailsHint}</p>}
        </div>
      </aside>
      {shown && createPortal(<NodeDetails node={shown} className="sc-viewer-tooltip" />, overlayContainer)}
    </div>
  );
}

export { ProcessViewerImpl };
