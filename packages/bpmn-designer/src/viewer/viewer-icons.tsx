import type { ProcessResult } from "./types";

/**
 * The viewer's icons: one per result code (so a state is never told by colour alone) and the zoom
 * buttons'. Each is a few strokes on a 16 × 16 grid; the same path data draws the legend's icons
 * (React) and the badges on the canvas (DOM, since bpmn-js positions them).
 */

type IconName = "zoomIn" | "zoomOut" | "zoomFit";

const resultIconPaths: Record<ProcessResult, string> = {
  // a clock
  1: "M2 8a6 6 0 1 0 12 0a6 6 0 1 0-12 0M8 4.5V8l2.5 1.5",
  // a tick
  2: "M3.5 8.5l3 3 6-7",
  // a cross
  3: "M4 4l8 8M12 4l-8 8",
  // a circle struck through
  4: "M2 8a6 6 0 1 0 12 0a6 6 0 1 0-12 0M3.8 12.2l8.4-8.4",
  // an arrow turning back
  5: "M6 3.5 2.5 7 6 10.5M2.5 7H10a3.5 3.5 0 0 1 0 7H8",
  // three dots: waiting
  6: "M3.5 8h.01M8 8h.01M12.5 8h.01",
};

const toolIconPaths: Record<IconName, string> = {
  zoomIn: "M8 3v10M3 8h10",
  zoomOut: "M3 8h10",
  zoomFit: "M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4",
};

const SVG_NS = "http://www.w3.org/2000/svg";
const svgAttributes = {
  viewBox: "0 0 16 16",
  fill: "none",
  stroke: "currentColor",
  "stroke-width": "1.75",
  "stroke-linecap": "round",
  "stroke-linejoin": "round",
} as const;

/** An icon in React, hidden from assistive technology (its meaning is always written beside it). */
function ViewerIcon({ result, tool, className }: { result?: ProcessResult; tool?: IconName; className?: string }) {
  const d = result !== undefined ? resultIconPaths[result] : tool ? toolIconPaths[tool] : "";
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      viewBox={svgAttributes.viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={result === 6 ? 2.75 : 1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={d} />
    </svg>
  );
}

/** The same result icon built with DOM calls, for a badge that bpmn-js's overlays position. */
function createResultIconElement(result: ProcessResult): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, "svg");
  for (const [name, value] of Object.entries(svgAttributes)) svg.setAttribute(name, value);
  if (result === 6) svg.setAttribute("stroke-width", "2.75");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("focusable", "false");
  const path = document.createElementNS(SVG_NS, "path");
  path.setAttribute("d", resultIconPaths[result]);
  svg.append(path);
  return svg;
}

export { createResultIconElement, ViewerIcon };
