/**
 * The designer's zoom rules (spec §9: scale 0.2–4, step 0.1) as pure functions, shared by the
 * toolbar, the keyboard (Ctrl/Cmd + + / − / 0) and `commands.zoomTo`.
 */

/** The smallest canvas scale (20 %). */
const ZOOM_MIN = 0.2;
/** The largest canvas scale (400 %). */
const ZOOM_MAX = 4;
/** One zoom step (10 percentage points). */
const ZOOM_STEP = 0.1;

// Scales are compared on a grid of 0.1; bpmn-js rounds its scale to 3 decimals, so a tolerance of
// a thousandth of a step keeps 0.30000000000000004 equal to 0.3.
const EPSILON = 1e-3;

/** Whether `scale` lies within 0.2–4 (bounds included). */
function isZoomInRange(scale: number): boolean {
  return Number.isFinite(scale) && scale >= ZOOM_MIN - EPSILON * ZOOM_STEP && scale <= ZOOM_MAX + EPSILON * ZOOM_STEP;
}

/** Throws a RangeError when `scale` lies outside 0.2–4 (spec §5: zooming outside raises an error). */
function assertZoomInRange(scale: number): void {
  if (!isZoomInRange(scale)) throw new RangeError(`zoom ${scale} is outside ${ZOOM_MIN}–${ZOOM_MAX}`);
}

/**
 * The next scale one step in or out: the next multiple of 0.1 above (in) or below (out) `current`,
 * so that a scale off the grid (after "fit") comes back onto it, clamped to 0.2–4.
 */
function steppedZoom(current: number, direction: 1 | -1): number {
  const grid = current / ZOOM_STEP;
  const next = direction > 0 ? Math.floor(grid + EPSILON) + 1 : Math.ceil(grid - EPSILON) - 1;
  const scale = Math.round(next) / 10;
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, scale));
}

/** Whether zooming in is possible (below 400 %). */
function canZoomIn(scale: number): boolean {
  return scale < ZOOM_MAX - EPSILON * ZOOM_STEP;
}

/** Whether zooming out is possible (above 20 %). */
function canZoomOut(scale: number): boolean {
  return scale > ZOOM_MIN + EPSILON * ZOOM_STEP;
}

/** The scale as the toolbar shows it: `1` → `"100%"`, `0.25` → `"25%"`. */
function zoomPercent(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What `resetView` needs of diagram-js's canvas. */
interface ViewCanvas {
  zoom(scale: number): number;
  viewbox(): { inner: Box; outer: { width: number; height: number }; scale: number };
  viewbox(box: Box): unknown;
}

/** Margin in px between the view's edge and a diagram larger than the view. */
const RESET_MARGIN = 20;

/**
 * The toolbar's "reset": scale 100 %, the diagram centred when it fits in the view, otherwise its
 * top-left corner shown (with a margin). A fresh view of the diagram at its true size.
 */
function resetView(canvas: ViewCanvas): void {
  canvas.zoom(1);
  const { inner, outer } = canvas.viewbox();
  const axis = (start: number, size: number, view: number) =>
    size <= view ? start + size / 2 - view / 2 : start - RESET_MARGIN;
  canvas.viewbox({
    x: axis(inner.x, inner.width, outer.width),
    y: axis(inner.y, inner.height, outer.height),
    width: outer.width,
    height: outer.height,
  });
}

/** A canvas that can also fit the diagram in the view (diagram-js's `zoom("fit-viewport", "auto")`). */
interface FitCanvas extends ViewCanvas {
  zoom(scale: number | "fit-viewport", center?: "auto"): number;
}

/**
 * The view after a diagram is opened: at 100 %, centred, when the whole diagram fits; otherwise
 * scaled down until it does (never below the smallest zoom), so no part of it starts cut off.
 */
function fitView(canvas: FitCanvas): void {
  resetView(canvas);
  const { inner, outer } = canvas.viewbox();
  if (outer.width === 0 || outer.height === 0) return;
  if (inner.width <= outer.width && inner.height <= outer.height) return;
  const scale = canvas.zoom("fit-viewport", "auto");
  if (scale < ZOOM_MIN) canvas.zoom(ZOOM_MIN, "auto");
}

export {
  assertZoomInRange,
  fitView,
  canZoomIn,
  canZoomOut,
  isZoomInRange,
  resetView,
  steppedZoom,
  ZOOM_MAX,
  ZOOM_MIN,
  ZOOM_STEP,
  zoomPercent,
};
export type { FitCanvas, ViewCanvas };
