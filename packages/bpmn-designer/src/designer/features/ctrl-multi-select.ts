/**
 * A bpmn-js module that lets Ctrl (⌘ on a Mac) + click add an element to the selection or take it
 * out, as Shift + click does in diagram-js: the align hint tells the user to hold Ctrl, so both
 * keys must select several elements.
 */

interface ClickEvent {
  element: { id: string };
  originalEvent?: MouseEvent;
}

interface EventBusLike {
  on(event: string, priority: number, callback: (event: ClickEvent) => boolean | void): void;
}

interface SelectionLike {
  isSelected(element: unknown): boolean;
  select(element: unknown, add?: boolean): void;
  deselect(element: unknown): void;
}

interface CanvasLike {
  getRootElement(): unknown;
}

/** Before diagram-js's selection behaviour (default priority), which would select the element alone. */
const BEFORE_SELECTION = 1500;

class CtrlMultiSelect {
  static $inject = ["eventBus", "selection", "canvas"];

  constructor(eventBus: EventBusLike, selection: SelectionLike, canvas: CanvasLike) {
    eventBus.on("element.click", BEFORE_SELECTION, ({ element, originalEvent }) => {
      if (!originalEvent || originalEvent.button !== 0) return;
      if (!(originalEvent.ctrlKey || originalEvent.metaKey) || originalEvent.shiftKey) return;
      if (element === canvas.getRootElement()) return;
      if (selection.isSelected(element)) selection.deselect(element);
      else selection.select(element, true);
      // Handled: diagram-js's own click selection must not replace the selection.
      return false;
    });
  }
}

/** The module (the designer adds it to every modeler). */
const ctrlMultiSelectModule = {
  __init__: ["designerCtrlMultiSelect"],
  designerCtrlMultiSelect: ["type", CtrlMultiSelect] as ["type", typeof CtrlMultiSelect],
};

export { ctrlMultiSelectModule };
