/**
 * A bpmn-js module that names the canvas for assistive technology. diagram-js makes the canvas
 * SVG the keyboard's focus target (tabindex 0) but gives it no role or name.
 */
interface CanvasLike {
  getContainer(): HTMLElement;
}

/** Labels the canvas SVG with `config.canvasLabel` (an `__init__` service with explicit injection). */
class CanvasLabel {
  static $inject = ["canvas", "config.canvasLabel"];

  constructor(canvas: CanvasLike, label: string | undefined) {
    const svg = canvas.getContainer().querySelector("svg");
    if (!svg || !label) return;
    // "application": keys typed on the focused canvas go to the designer (shortcuts), not to the reader.
    svg.setAttribute("role", "application");
    svg.setAttribute("aria-label", label);
  }
}

interface EventBusLike {
  on(event: string, callback: () => void): void;
}

/**
 * Gives palette entries a `title` (a tooltip for sighted people) equal to the name diagram-js puts
 * in their `aria-label`, which is the translated text.
 */
class PaletteTitles {
  static $inject = ["eventBus", "canvas"];

  constructor(eventBus: EventBusLike, canvas: CanvasLike) {
    eventBus.on("palette.changed", () => {
      for (const entry of canvas.getContainer().querySelectorAll(".djs-palette .entry[aria-label]")) {
        entry.setAttribute("title", entry.getAttribute("aria-label") ?? "");
      }
    });
  }
}

/** The module; the label comes from the modeler's `canvasLabel` option. */
const canvasLabelModule = {
  __init__: ["designerCanvasLabel", "designerPaletteTitles"],
  designerCanvasLabel: ["type", CanvasLabel] as ["type", typeof CanvasLabel],
  designerPaletteTitles: ["type", PaletteTitles] as ["type", typeof PaletteTitles],
};

export { canvasLabelModule };
