/**
 * The designer's commands (what `useDesigner().commands` gives the toolbar and the panel), built
 * over the live modeler. Each is safe to call before the modeler is ready (it does nothing, or an
 * export rejects). The diagram is locked while the token simulation runs: undo and redo do nothing,
 * save, open, redraw and align refuse.
 */
import { alignSelection, type AlignSide } from "../core/align";
import type { BpmnModeler } from "../core/create-modeler";
import { processTitle } from "../core/file-name";
import { escapeCarriageReturns } from "../core/lossless-export";
import { moddleToJson } from "../core/moddle-json";
import { adoptProcessKey, modelProcessOf, processesOf } from "../core/open-file";
import { BpmnFileError } from "../core/read-bpmn-file";
import type { ModdleElement } from "../core/types";
import { exportSvg, exportXml } from "../core/xml";
import { assertZoomInRange, resetView, steppedZoom, type FitCanvas } from "../core/zoom";
import type { Messages } from "../messages";
import type { DesignerCommands } from "./designer-context";
import type { DesignerStore } from "./designer-store";
import { diagramKeyOf, type RootLike } from "./diagram-entries";

/** The part of the canvas that shows another of the import's roots. */
interface RootCanvas {
  getRootElements(): RootLike[];
  getRootElement(): RootLike;
  setRootElement(root: RootLike): void;
}

/** What the commands need from the hook that owns the modeler. */
interface CommandDeps {
  /** The live modeler, or null. */
  current(): BpmnModeler | null;
  store: DesignerStore;
  messages(): Messages;
  /**
   * Imports `xml` into `modeler` (records it as the designer's own XML; failures go to the store),
   * showing `diagramId` (else the first diagram), and fits the view.
   */
  importInto(modeler: BpmnModeler, xml: string, diagramId?: string): Promise<void>;
  /** Cancels a pending `onChange`; returns whether one was pending. */
  cancelChange(): boolean;
  /** Serialises the diagram and hands it to `onChange` now. */
  emitChange(modeler: BpmnModeler): void;
  /** The `onSave` prop. */
  onSave(): ((xml: string) => void | Promise<void>) | undefined;
  /** The `processKey` prop: the model's process key an opened file's process takes. */
  processKey(): string | undefined;
}

interface Moddle {
  fromXML(xml: string, typeName?: string): Promise<{ rootElement: ModdleElement }>;
  toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
}

/** bpmn-auto-layout, fetched the first time a file without a diagram is laid out. */
const layoutProcess = async (xml: string): Promise<string> => (await import("bpmn-auto-layout")).layoutProcess(xml);

/** An error for an action refused while the simulation runs. */
const lockedError = () => new Error("the diagram is locked while the simulation runs");

/** Whether parsed definitions hold a diagram bpmn-js can draw (a BPMNDiagram whose plane names an element). */
function hasDrawableDiagram(definitions: ModdleElement): boolean {
  const diagrams = (definitions.get("diagrams") as ModdleElement[] | undefined) ?? [];
  return diagrams.some((diagram) => {
    const plane = diagram.get("plane") as ModdleElement | undefined;
    return plane?.get("bpmnElement") !== undefined;
  });
}

/** Builds the commands of one designer. */
function createDesignerCommands(deps: CommandDeps): DesignerCommands {
  const { store } = deps;
  const locked = () => store.getSnapshot().simulating;
  const withModeler = <T>(fn: (instance: BpmnModeler) => T): T | undefined => {
    const instance = deps.current();
    return instance ? fn(instance) : undefined;
  };
  const requireModeler = () => {
    const instance = deps.current();
    if (!instance) throw new Error("the designer is not ready");
    return instance;
  };
  const canvasOf = (m: BpmnModeler) => m.get<FitCanvas>("canvas");

  /** The diagram from before the last opened file, for `undoImport`. */
  let beforeImport: { xml: string; dirty: boolean } | null = null;

  const parse = async (modeler: BpmnModeler, xml: string) => {
    try {
      return (await modeler.get<Moddle>("moddle").fromXML(xml, "bpmn:Definitions")).rootElement;
    } catch (error) {
      throw new BpmnFileError("not-bpmn", deps.messages().toolbar.openUnreadable((error as Error).message));
    }
  };

  /**
   * Imports `xml` after checking that it parses (and, unless laid out, holds a diagram), giving the
   * model's process its key; the current diagram stays when it fails.
   */
  const openXml: DesignerCommands["openXml"] = async (xml, options = {}) => {
    if (locked()) throw lockedError();
    const modeler = requireModeler();
    const m = deps.messages();
    const definitions = await parse(modeler, xml);
    const notices: string[] = [];
    let source = xml;
    const processes = processesOf(definitions);
    const chosen = options.processId ?? (modelProcessOf(processes) ?? processes.find((p) => p.size > 0))?.id;
    const key = deps.processKey();
    if (chosen !== undefined && key && chosen !== key) {
      adoptProcessKey(definitions, chosen, key);
      const { xml: renamed } = await modeler.get<Moddle>("moddle").toXML(definitions, { format: true });
      source = escapeCarriageReturns(renamed);
      notices.push(m.imports.keyAdopted(chosen, key));
    } else if (chosen !== undefined && !key) {
      notices.push(m.imports.keyFromFile(chosen));
    }
    if (!hasDrawableDiagram(definitions)) {
      if (!options.autoLayout) throw new BpmnFileError("no-diagram", m.imports.noDiagramAsk);
      source = await layoutProcess(source);
      notices.push(m.imports.autoLaidOut);
    }
    const previous = await exportXml(modeler).catch(() => undefined);
    const wasDirty = store.getSnapshot().dirty;
    deps.cancelChange();
    await deps.importInto(modeler, source);
    const failure = store.getSnapshot().importError;
    if (failure) {
      // bpmn-js cleared the canvas before it failed: put the previous diagram back.
      if (previous !== undefined) {
        await deps.importInto(modeler, previous);
        store.setDirty(wasDirty);
      }
      throw new Error(m.toolbar.openFailed(failure));
    }
    beforeImport = previous === undefined ? null : { xml: previous, dirty: wasDirty };
    store.setImportNotices(notices, beforeImport !== null);
    // The opened file is not saved anywhere yet: it is an edit of the model.
    store.setDirty(true);
    deps.emitChange(modeler);
  };

  const undoImport = async () => {
    if (locked()) throw lockedError();
    const modeler = requireModeler();
    if (!beforeImport) return;
    const { xml, dirty } = beforeImport;
    beforeImport = null;
    deps.cancelChange();
    await deps.importInto(modeler, xml);
    store.setDirty(dirty);
    store.setImportNotices([deps.messages().imports.importUndone], false);
    deps.emitChange(modeler);
  };

  const openDiagram = async (diagramId: string) => {
    if (locked()) throw lockedError();
    const modeler = requireModeler();
    // Drawn by this import already (a drill-down of a collapsed sub-process): shown, not imported again.
    const canvas = modeler.get<RootCanvas>("canvas");
    const drawnRoot = () => canvas.getRootElements().find((candidate) => diagramKeyOf(candidate) === diagramId);
    const root = drawnRoot();
    if (root) {
      if (root !== canvas.getRootElement()) canvas.setRootElement(root);
      return;
    }
    // A drill-down bpmn-js made for a sub-process of another diagram: that diagram is opened, then it.
    const home = store.getSnapshot().diagrams.find((diagram) => diagram.id === diagramId)?.home;
    const { dirty, importNotices, canUndoImport } = store.getSnapshot();
    const xml = await exportXml(modeler);
    const pending = deps.cancelChange();
    await deps.importInto(modeler, xml, home ?? diagramId);
    const drillDown = home ? drawnRoot() : undefined;
    if (drillDown) canvas.setRootElement(drillDown);
    store.setDirty(dirty);
    store.setImportNotices(importNotices, canUndoImport);
    if (pending) deps.emitChange(modeler);
  };

  return {
    undo: () => {
      if (!locked()) withModeler((m) => m.get<{ undo(): void }>("commandStack").undo());
    },
    redo: () => {
      if (!locked()) withModeler((m) => m.get<{ redo(): void }>("commandStack").redo());
    },
    zoomTo: (scale) => {
      assertZoomInRange(scale);
      withModeler((m) => canvasOf(m).zoom(scale));
    },
    zoomToFit: () => withModeler((m) => canvasOf(m).zoom("fit-viewport")),
    zoomIn: () => withModeler((m) => canvasOf(m).zoom(steppedZoom(canvasOf(m).viewbox().scale, 1))),
    zoomOut: () => withModeler((m) => canvasOf(m).zoom(steppedZoom(canvasOf(m).viewbox().scale, -1))),
    resetZoom: () => withModeler((m) => resetView(canvasOf(m))),
    importXml: async (text) => {
      deps.cancelChange();
      await deps.importInto(requireModeler(), text);
    },
    inspectXml: async (xml) => {
      const definitions = await parse(requireModeler(), xml);
      const processes = processesOf(definitions);
      const modelKey = deps.processKey();
      return {
        processes,
        modelProcess: modelProcessOf(processes),
        hasDiagram: hasDrawableDiagram(definitions),
        askProcess: modelKey !== undefined && processes.filter((process) => process.size > 0).length > 1,
        modelKey,
      };
    },
    openXml,
    undoImport,
    openDiagram,
    exportXml: (opts) => exportXml(requireModeler(), opts),
    exportSvg: () => exportSvg(requireModeler()),
    exportJson: async () => {
      const modeler = requireModeler();
      // The JSON of what is saved: the exported XML parsed again (the live tree carries the
      // simulation's colours and bpmn-js's bookkeeping).
      const xml = await exportXml(modeler);
      const { rootElement } = await modeler.get<Moddle>("moddle").fromXML(xml, "bpmn:Definitions");
      return JSON.stringify(moddleToJson(rootElement), null, 2);
    },
    processTitle: () => processTitle(withModeler((m) => m.getDefinitions() as unknown as ModdleElement | undefined)),
    save: async () => {
      if (locked()) throw lockedError();
      const out = await exportXml(requireModeler());
      const revision = store.getSnapshot().revision;
      await deps.onSave()?.(out);
      // Edits made while the save was under way are not in what was saved: they stay unsaved.
      if (store.getSnapshot().revision === revision) store.markSaved();
    },
    markSaved: () => store.markSaved(),
    setSimulating: (on) => {
      const toggle = withModeler((m) => m.get<{ toggleMode(active: boolean): void } | null>("toggleMode", false));
      // With the token simulation loaded, its toggle fires the event the store follows.
      if (toggle) toggle.toggleMode(on);
      else store.setSimulating(on);
    },
    align: (side: AlignSide) => {
      if (locked()) return false;
      return withModeler((m) => alignSelection(m, side)) ?? false;
    },
    redraw: async () => {
      if (locked()) throw lockedError();
      const modeler = requireModeler();
      const xml = await exportXml(modeler);
      const wasDirty = store.getSnapshot().dirty;
      const pending = deps.cancelChange();
      await deps.importInto(modeler, xml);
      store.setDirty(wasDirty);
      resetView(canvasOf(modeler));
      // Edits whose `onChange` was still waiting are in the redrawn diagram: hand them over now.
      if (pending) deps.emitChange(modeler);
    },
    toggleMinimap: (open) => {
      withModeler((m) => m.get<{ toggle(open?: boolean): void } | null>("minimap", false)?.toggle(open));
    },
  };
}

export { createDesignerCommands };
