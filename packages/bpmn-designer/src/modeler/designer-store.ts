/**
 * The designer's state as React reads it: one plain, immutable snapshot, rebuilt from the
 * modeler's events (`import.done`, `selection.changed`, `elements.changed`,
 * `commandStack.changed`, `canvas.viewbox.changed`, `root.set`, `element.updateId`), read with
 * `useDesignerState`.
 * It never holds a moddle object: panels read the business object of `primaryId` from the modeler
 * when `revision` changes.
 */
import type { Engine } from "../core/engines";
import type { DiagramElement } from "../core/types";
import { diagramEntries, diagramKeyOf, type DiagramEntry, type RootLike } from "./diagram-entries";

/** The snapshot `useDesignerState(selector)` selects from. */
interface DesignerSnapshot {
  /** A diagram is imported and drawn (false while bpmn-js loads or (re)imports). */
  ready: boolean;
  engine: Engine;
  /** Ids of the selected elements (a selected label counts as its element). */
  selectedIds: readonly string[];
  /** The element the panel edits: the first selected one, or the root (process) when nothing is selected. */
  primaryId: string | null;
  /** The canvas root's id: the process, or the collaboration of a diagram with pools. */
  rootId: string | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The canvas scale (1 = 100 %). */
  zoom: number;
  /** Increases on every `elements.changed` and `commandStack.changed`: re-read the model when it moves. */
  revision: number;
  /** Edited since the last import or `markSaved()`. */
  dirty: boolean;
  /** The warnings of the last import, in the interface's language (element, and what was kept or dropped). */
  importWarnings: readonly string[];
  /** What opening the last file changed, one line each (the model's key taken, an automatic layout). */
  importNotices: readonly string[];
  /** The diagram from before the last opened file can be put back (撤销导入). */
  canUndoImport: boolean;
  /** The file's diagrams (BPMNDiagram), by id and name, in file order, and the drill-downs the import made. */
  diagrams: readonly DiagramEntry[];
  /** The diagram on the canvas (a drill-down's canvas root id for one the import made). */
  diagramId: string | null;
  /** Why the last import failed, or null. */
  importError: string | null;
  /**
   * The token simulation is on. While it is, the diagram is locked: save, undo, redo, align, open,
   * redraw and every panel input are disabled (`useDesignerLocked()`).
   */
  simulating: boolean;
  /** The minimap is shown. */
  minimapOpen: boolean;
}

interface DefinitionsLike {
  diagrams?: { id?: string; name?: string }[];
}

interface EventBusLike {
  on(event: string, callback: (event: never) => void): void;
  off(event: string, callback: (event: never) => void): void;
}

/** What the store needs of a modeler. */
interface StoreModeler {
  get<T = unknown>(name: string): T;
}

const idOf = (element: DiagramElement) => (element.labelTarget ?? element).id;

/** The store behind `useDesignerState`: subscribe/getSnapshot for `useSyncExternalStore`. */
class DesignerStore {
  private snapshot: DesignerSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(engine: Engine) {
    this.snapshot = {
      ready: false,
      engine,
      selectedIds: [],
      primaryId: null,
      rootId: null,
      canUndo: false,
      canRedo: false,
      zoom: 1,
      revision: 0,
      dirty: false,
      importWarnings: [],
      importNotices: [],
      canUndoImport: false,
      diagrams: [],
      diagramId: null,
      importError: null,
      simulating: false,
      minimapOpen: false,
    };
  }

  /** Registers a change listener; returns its removal. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The current snapshot (the same object until something changes). */
  getSnapshot = (): DesignerSnapshot => this.snapshot;

  /** Marks the diagram as saved: `dirty` becomes false until the next edit. */
  markSaved(): void {
    this.update({ dirty: false });
  }

  /** Records whether the token simulation is on. */
  setSimulating(simulating: boolean): void {
    this.update({ simulating });
  }

  /** Sets `dirty` (e.g. after a redraw, which re-imports the diagram but does not save it). */
  setDirty(dirty: boolean): void {
    this.update({ dirty });
  }

  /** Records what opening a file changed, and whether the previous diagram can be put back. */
  setImportNotices(importNotices: readonly string[], canUndoImport: boolean): void {
    this.update({ importNotices, canUndoImport });
  }

  /** Records an import that failed before bpmn-js could report it (e.g. XML that is not a diagram). */
  setImportError(message: string, warnings: readonly string[] = []): void {
    this.update({ ready: false, importError: message, importWarnings: warnings });
  }

  /**
   * Feeds the store from `modeler`'s events until the returned function is called (which removes
   * every listener it added). The snapshot is reset to "not ready" for the new modeler.
   */
  attach(
    modeler: StoreModeler,
    engine: Engine,
    describeWarning: (warning: unknown) => string = (warning) =>
      String((warning as { message?: string }).message ?? warning),
  ): () => void {
    const eventBus = modeler.get<EventBusLike>("eventBus");
    const canvas = modeler.get<{ getRootElement(): DiagramElement; zoom(): number }>("canvas");
    const commandStack = modeler.get<{ canUndo(): boolean; canRedo(): boolean }>("commandStack");
    const definitionsOf = () =>
      (modeler as StoreModeler & { getDefinitions?(): DefinitionsLike | undefined }).getDefinitions?.();

    this.update({
      ready: false,
      engine,
      selectedIds: [],
      primaryId: null,
      rootId: null,
      canUndo: false,
      canRedo: false,
      dirty: false,
      simulating: false,
      minimapOpen: false,
    });

    const primary = (selectedIds: readonly string[], rootId: string | null) => selectedIds[0] ?? rootId;
    const handlers: Record<string, (event: never) => void> = {
      "import.done": (event: { error?: Error; warnings?: unknown[] }) => {
        const root = event.error ? null : canvas.getRootElement();
        const rootId = root?.id ?? null;
        const diagrams = diagramEntries(definitionsOf()?.diagrams ?? []);
        this.update({
          ready: !event.error,
          rootId,
          selectedIds: [],
          primaryId: rootId,
          canUndo: false,
          canRedo: false,
          dirty: false,
          zoom: canvas.zoom(),
          importWarnings: (event.warnings ?? []).map(describeWarning),
          // Opening a file sets these after its import; any other import starts without them.
          importNotices: [],
          canUndoImport: false,
          diagrams,
          diagramId: diagramKeyOf(root as RootLike | null) ?? diagrams[0]?.id ?? null,
          importError: event.error ? event.error.message : null,
          revision: this.snapshot.revision + 1,
        });
      },
      "selection.changed": (event: { newSelection: DiagramElement[] }) => {
        const selectedIds = [...new Set(event.newSelection.map(idOf))];
        this.update({ selectedIds, primaryId: primary(selectedIds, this.snapshot.rootId) });
      },
      "elements.changed": () => {
        this.update({ revision: this.snapshot.revision + 1 });
      },
      "commandStack.changed": (event: { trigger?: string }) => {
        this.update({
          canUndo: commandStack.canUndo(),
          canRedo: commandStack.canRedo(),
          dirty: event.trigger === "clear" ? this.snapshot.dirty : true,
          revision: this.snapshot.revision + 1,
        });
      },
      "canvas.viewbox.changed": (event: { viewbox: { scale: number } }) => {
        this.update({ zoom: event.viewbox.scale });
      },
      // An id change (the panel's ID field, an undo of it): the selection and the root follow it.
      "element.updateId": (event: { element: DiagramElement; newId: string }) => {
        const oldId = event.element.id;
        const { selectedIds, rootId } = this.snapshot;
        if (rootId !== oldId && !selectedIds.includes(oldId)) return;
        const renamed = selectedIds.map((id) => (id === oldId ? event.newId : id));
        const nextRoot = rootId === oldId ? event.newId : rootId;
        this.update({ selectedIds: renamed, rootId: nextRoot, primaryId: primary(renamed, nextRoot) });
      },
      "root.set": (event: { element: DiagramElement }) => {
        const rootId = event.element.id;
        // A drill-down (the switcher's or bpmn-js's own) shows another diagram: the switcher follows.
        const diagramId = diagramKeyOf(event.element as RootLike) ?? this.snapshot.diagramId;
        this.update({ rootId, primaryId: primary(this.snapshot.selectedIds, rootId), diagramId });
      },
      // bpmn-js-token-simulation, when the designer has it: on and off, from the toolbar or its `T` key.
      "tokenSimulation.toggleMode": (event: { active: boolean }) => {
        this.update({ simulating: event.active });
      },
      "minimap.toggle": (event: { open: boolean }) => {
        this.update({ minimapOpen: event.open });
      },
    };
    for (const [name, handler] of Object.entries(handlers)) eventBus.on(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) eventBus.off(name, handler);
    };
  }

  private update(patch: Partial<DesignerSnapshot>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof DesignerSnapshot)[]).some((key) => next[key] !== this.snapshot[key]);
    if (!changed) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

export { DesignerStore };
export type { DesignerSnapshot };
