import EventBus from "diagram-js/lib/core/EventBus.js";
import { describe, expect, it } from "vitest";

import { DesignerStore } from "./designer-store";

/** A modeler as far as the store sees it: diagram-js's real event bus, a canvas root and a command stack. */
function fakeModeler() {
  const eventBus = new EventBus();
  const state = { canUndo: false, canRedo: false, root: { id: "Process_1" }, zoom: 1 };
  const services: Record<string, unknown> = {
    eventBus,
    canvas: { getRootElement: () => state.root, zoom: () => state.zoom },
    commandStack: { canUndo: () => state.canUndo, canRedo: () => state.canRedo },
  };
  return { eventBus, state, modeler: { get: <T>(name: string) => services[name] as T } };
}

/** How many listeners the bus holds for `event`. */
function listenerCount(eventBus: EventBus, event: string): number {
  let count = 0;
  for (
    let node = (eventBus as unknown as { _getListeners(e: string): { next: unknown } | undefined })._getListeners(
      event,
    );
    node;
    node = node.next as typeof node
  )
    count++;
  return count;
}

describe("DesignerStore", () => {
  it("follows import, selection, edits, undo state and zoom from the modeler's events", () => {
    const { eventBus, state, modeler } = fakeModeler();
    const store = new DesignerStore("flowable");
    store.attach(modeler, "flowable");
    expect(store.getSnapshot()).toMatchObject({ ready: false, engine: "flowable", primaryId: null });

    eventBus.fire("import.done", { warnings: [{ message: "unparsable content <bpmn:fooTask>" }] });
    expect(store.getSnapshot()).toMatchObject({
      ready: true,
      rootId: "Process_1",
      primaryId: "Process_1",
      importWarnings: ["unparsable content <bpmn:fooTask>"],
      dirty: false,
    });

    const task = { id: "Task_1" };
    eventBus.fire("selection.changed", { newSelection: [{ id: "Task_1_label", labelTarget: task }] });
    expect(store.getSnapshot()).toMatchObject({ selectedIds: ["Task_1"], primaryId: "Task_1" });

    const before = store.getSnapshot().revision;
    state.canUndo = true;
    eventBus.fire("commandStack.changed", { trigger: "execute" });
    eventBus.fire("elements.changed", { elements: [task] });
    expect(store.getSnapshot()).toMatchObject({ canUndo: true, dirty: true, revision: before + 2 });

    store.markSaved();
    expect(store.getSnapshot().dirty).toBe(false);

    eventBus.fire("selection.changed", { newSelection: [] });
    eventBus.fire("canvas.viewbox.changed", { viewbox: { scale: 1.5 } });
    eventBus.fire("root.set", { element: { id: "SubProcess_1_plane" } });
    expect(store.getSnapshot()).toMatchObject({ primaryId: "SubProcess_1_plane", zoom: 1.5 });
  });

  it("follows an element's new id in the selection, the primary element and the root", () => {
    const { eventBus, modeler } = fakeModeler();
    const store = new DesignerStore("flowable");
    store.attach(modeler, "flowable");
    eventBus.fire("import.done", {});
    const task = { id: "Task_1" };
    eventBus.fire("selection.changed", { newSelection: [task, { id: "Flow_1" }] });

    // diagram-js fires it before it changes the element's id.
    eventBus.fire("element.updateId", { element: task, newId: "Approve_1" });
    expect(store.getSnapshot()).toMatchObject({
      selectedIds: ["Approve_1", "Flow_1"],
      primaryId: "Approve_1",
      rootId: "Process_1",
    });

    // Another element's (or a label's) new id changes nothing.
    let notified = 0;
    store.subscribe(() => notified++);
    eventBus.fire("element.updateId", { element: { id: "Task_1_label" }, newId: "Approve_1_label" });
    expect(notified).toBe(0);

    // The process key: the root, and the panel's target while nothing is selected.
    eventBus.fire("selection.changed", { newSelection: [] });
    eventBus.fire("element.updateId", { element: { id: "Process_1" }, newId: "leave" });
    expect(store.getSnapshot()).toMatchObject({ selectedIds: [], rootId: "leave", primaryId: "leave" });
  });

  it("keeps the same snapshot object until something changes, and notifies subscribers only then", () => {
    const { eventBus, modeler } = fakeModeler();
    const store = new DesignerStore("camunda");
    store.attach(modeler, "camunda");
    let notified = 0;
    store.subscribe(() => notified++);
    const first = store.getSnapshot();
    eventBus.fire("canvas.viewbox.changed", { viewbox: { scale: 1 } });
    expect(store.getSnapshot()).toBe(first);
    expect(notified).toBe(0);
    store.setSimulating(true);
    expect(store.getSnapshot().simulating).toBe(true);
    expect(notified).toBe(1);
  });

  it("follows the token simulation and the minimap, and keeps dirty through setDirty", () => {
    const { eventBus, modeler } = fakeModeler();
    const store = new DesignerStore("flowable");
    store.attach(modeler, "flowable");
    eventBus.fire("tokenSimulation.toggleMode", { active: true });
    eventBus.fire("minimap.toggle", { open: true });
    expect(store.getSnapshot()).toMatchObject({ simulating: true, minimapOpen: true });
    eventBus.fire("tokenSimulation.toggleMode", { active: false });
    expect(store.getSnapshot().simulating).toBe(false);
    eventBus.fire("import.done", {});
    store.setDirty(true);
    expect(store.getSnapshot().dirty).toBe(true);
    // A new modeler (engine change) starts with the simulation and the minimap off.
    store.attach(modeler, "camunda");
    expect(store.getSnapshot()).toMatchObject({ simulating: false, minimapOpen: false, dirty: false });
  });

  it("removes every listener it added when detached", () => {
    const { eventBus, modeler } = fakeModeler();
    const events = [
      "import.done",
      "selection.changed",
      "elements.changed",
      "commandStack.changed",
      "canvas.viewbox.changed",
      "root.set",
      "element.updateId",
      "tokenSimulation.toggleMode",
      "minimap.toggle",
    ];
    const baseline = events.map((event) => listenerCount(eventBus, event));
    const detach = new DesignerStore("activiti").attach(modeler, "activiti");
    expect(events.map((event) => listenerCount(eventBus, event))).toEqual(baseline.map((n) => n + 1));
    detach();
    expect(events.map((event) => listenerCount(eventBus, event))).toEqual(baseline);
  });
});
