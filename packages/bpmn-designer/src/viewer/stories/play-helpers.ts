import { expect, waitFor } from "storybook/test";

/** Waits until the viewer's code has loaded and its diagram is imported (first load fetches bpmn-js). */
async function viewerReady(root: HTMLElement, elementId?: string) {
  await waitFor(
    () => {
      expect(root.querySelector('[data-slot="process-viewer"]')).not.toBeNull();
      expect(root.querySelector('[data-slot="process-viewer-loading"]')).toBeNull();
      const selector = elementId ? `[data-element-id="${elementId}"]` : "[data-element-id]";
      expect(root.querySelector(`[data-slot="process-viewer"] ${selector}`)).not.toBeNull();
    },
    { timeout: 15000 },
  );
}

/** The SVG group bpmn-js draws an element in. */
function shape(root: HTMLElement, id: string): SVGGElement {
  const element = root.querySelector<SVGGElement>(`g.djs-element[data-element-id="${id}"]`);
  if (!element) throw new Error(`no element ${id} on the canvas`);
  return element;
}

/** The element's hit area: what the pointer meets when it moves over the shape. */
function hitArea(root: HTMLElement, id: string): SVGElement {
  const hit = shape(root, id).querySelector<SVGElement>(".djs-hit");
  if (!hit) throw new Error(`no hit area on ${id}`);
  return hit;
}

/** The result badges on the canvas, by element id. */
function badges(root: HTMLElement): Map<string, string> {
  const found = new Map<string, string>();
  for (const container of root.querySelectorAll<HTMLElement>(".djs-overlays[data-container-id]")) {
    const badge = container.querySelector<HTMLElement>(".sc-viewer-badge");
    if (badge?.dataset.result) found.set(container.dataset.containerId ?? "", badge.dataset.result);
  }
  return found;
}

/** The details overlay on the canvas (the hover card), if one shows. */
function canvasDetails(root: HTMLElement): HTMLElement | null {
  return root.querySelector<HTMLElement>(".djs-overlay .sc-viewer-tooltip");
}

/** The canvas's viewport transform: it changes with every zoom and scroll. */
function viewportTransform(root: HTMLElement): string | null {
  return root.querySelector("svg .viewport")?.getAttribute("transform") ?? null;
}

export { badges, canvasDetails, hitArea, shape, viewerReady, viewportTransform };
