/**
 * A bpmn-js module that makes the keyboard zoom follow the toolbar's rules. diagram-js already
 * binds Ctrl/Cmd + + (or =), Ctrl/Cmd + − and Ctrl/Cmd + 0 on the focused canvas to its `stepZoom`
 * and `zoom` editor actions, but steps on a logarithmic scale; we re-register both actions so that
 * a key press is one step of 0.1 within 0.2–4 (spec §9) and Ctrl/Cmd + 0 is the toolbar's reset.
 * The other shortcuts (undo, redo, delete, select all, copy/paste, tools) are diagram-js's and
 * bpmn-js's own bindings, kept as they are.
 */
import { resetView, steppedZoom, type ViewCanvas } from "../../core/zoom";

interface EditorActionsLike {
  isRegistered(action: string): boolean;
  unregister(action: string): void;
  register(action: string, listener: (options: { value?: number }) => void): void;
}

interface EventBusLike {
  on(event: string, priority: number, callback: (event: { editorActions: EditorActionsLike }) => void): void;
}

// Before diagram-js's keyboard bindings (priority 500), which bind only actions registered by then.
const BEFORE_KEYBOARD_BINDINGS = 1500;

/** Replaces the `stepZoom` and `zoom` editor actions when they are registered (an `__init__` service). */
class DesignerZoomActions {
  static $inject = ["eventBus", "canvas"];

  constructor(eventBus: EventBusLike, canvas: ViewCanvas) {
    eventBus.on("editorActions.init", BEFORE_KEYBOARD_BINDINGS, ({ editorActions }) => {
      const replace = (action: string, listener: (options: { value?: number }) => void) => {
        if (editorActions.isRegistered(action)) editorActions.unregister(action);
        editorActions.register(action, listener);
      };
      replace("stepZoom", ({ value = 1 }) => {
        canvas.zoom(steppedZoom(canvas.viewbox().scale, value > 0 ? 1 : -1));
      });
      replace("zoom", ({ value }) => {
        if (value === undefined || value === 1) resetView(canvas);
        else canvas.zoom(value);
      });
    });
  }
}

/** The module (added to every designer's modeler). */
const zoomActionsModule = {
  __init__: ["designerZoomActions"],
  designerZoomActions: ["type", DesignerZoomActions] as ["type", typeof DesignerZoomActions],
};

export { zoomActionsModule };
