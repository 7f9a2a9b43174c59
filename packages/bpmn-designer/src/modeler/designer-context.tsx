import * as React from "react";

import type { AlignSide } from "../core/align";
import type { BpmnModeler } from "../core/create-modeler";
import type { Engine } from "../core/engines";
import type { FileProcess } from "../core/open-file";
import type { Messages } from "../messages";
import type { DesignerSnapshot, DesignerStore } from "./designer-store";

/** What `inspectXml` finds in a file. */
interface FileInspection {
  processes: FileProcess[];
  /** The process that takes the model's key without asking, or null when the person must choose. */
  modelProcess: FileProcess | null;
  /** The file has a diagram bpmn-js can draw. */
  hasDiagram: boolean;
  /**
   * The designer has a `processKey` and the file several processes with contents: the person
   * chooses the one that takes it (`openXml`'s `processId`).
   */
  askProcess: boolean;
  /** The designer's `processKey`, if any. */
  modelKey: string | undefined;
}

/**
 * Actions on the diagram for the toolbar and panel; each is safe to call before the modeler is
 * ready (it does nothing, or rejects). While the token simulation runs (`simulating`), undo and
 * redo do nothing, `align` returns false, and `save`, `openXml` and `redraw` reject.
 */
interface DesignerCommands {
  /** Undoes the last edit (nothing while simulating). */
  undo(): void;
  /** Redoes the last undone edit (nothing while simulating). */
  redo(): void;
  /** Sets the canvas scale; throws a RangeError outside the spec's 0.2–4. */
  zoomTo(scale: number): void;
  /** Fits the whole diagram in the view. */
  zoomToFit(): void;
  /** One step (0.1) in, to the next multiple of 0.1, at most 4. */
  zoomIn(): void;
  /** One step (0.1) out, to the next multiple of 0.1, at least 0.2. */
  zoomOut(): void;
  /** Scale 100 %, the diagram centred (or its top-left corner shown when larger than the view). */
  resetZoom(): void;
  /** Imports `xml` (outside XML), replacing the diagram and its undo history; not counted as an edit. */
  importXml(xml: string): Promise<void>;
  /**
   * What a file holds before it is opened: its processes, the one that becomes the model's without
   * asking (null: the person chooses), and whether it has a diagram to draw. Rejects with a
   * `BpmnFileError` when the XML is not BPMN.
   */
  inspectXml(xml: string): Promise<FileInspection>;
  /**
   * Opens `xml` as the person's new diagram (the toolbar's "open file"): it is first parsed, so XML
   * that is not BPMN rejects with a `BpmnFileError` and the current diagram stays. With the
   * designer's `processKey`, the file's process (`processId`, else the one `inspectXml` picks) takes
   * that key. A file without diagram interchange is laid out automatically when `autoLayout` is
   * set, refused (`BpmnFileError` "no-diagram") otherwise. The view fits the diagram; what changed
   * is in `importNotices`, and `undoImport()` puts the previous diagram back. Once imported, the
   * diagram is `dirty` and `onChange` gets its XML.
   */
  openXml(xml: string, options?: { processId?: string; autoLayout?: boolean }): Promise<void>;
  /** Puts back the diagram from before the last opened file (its dirty state too). */
  undoImport(): Promise<void>;
  /** Shows another diagram (BPMNDiagram) of the file; the undo history is cleared, `dirty` is kept. */
  openDiagram(diagramId: string): Promise<void>;
  /** The diagram as XML (indented unless `format: false`). */
  exportXml(options?: { format?: boolean }): Promise<string>;
  /** The diagram as SVG. */
  exportSvg(): Promise<string>;
  /** The diagram's moddle tree as indented JSON (references as ids; see `moddleToJson`). */
  exportJson(): Promise<string>;
  /** The name downloads are saved under: the process's name, else its id. */
  processTitle(): string;
  /**
   * Exports the XML and hands it to `onSave`; marks the diagram saved when that resolves (unless
   * it was edited meanwhile). Rejects when `onSave` does (still dirty) or while simulating.
   */
  save(): Promise<void>;
  /** Marks the diagram saved (`dirty` false until the next edit). */
  markSaved(): void;
  /**
   * Switches the token simulation on or off (with the `simulation` prop, which loads it); without
   * it, only records the state.
   */
  setSimulating(on: boolean): void;
  /** Aligns the selected elements to `side` as one undo step; false when fewer than two can be aligned. */
  align(side: AlignSide): boolean;
  /** Re-imports the current diagram and resets the view (the undo history is cleared; `dirty` is kept). */
  redraw(): Promise<void>;
  /** Shows or hides the minimap (toggles without an argument). */
  toggleMinimap(open?: boolean): void;
}

/** What `useDesigner()` gives: the ONE way React reaches the modeler. */
interface DesignerContextValue {
  /** The live bpmn-js modeler, or null while it is created. Never keep its moddle objects in React state. */
  modeler: BpmnModeler | null;
  engine: Engine;
  messages: Messages;
  commands: DesignerCommands;
  /** The store behind `useDesignerState` (for code outside React render, e.g. event handlers). */
  store: DesignerStore;
  /** The designer has the token simulation (`simulation` prop): the toolbar shows its toggle. */
  simulation: boolean;
}

const DesignerContext = React.createContext<DesignerContextValue | null>(null);

/** Provides the designer (modeler, engine, commands, store) to the toolbar, panel and any child. */
function DesignerProvider({ value, children }: { value: DesignerContextValue; children?: React.ReactNode }) {
  return <DesignerContext.Provider value={value}>{children}</DesignerContext.Provider>;
}

/** The designer around this component: `{ modeler, engine, messages, commands, store }`. Throws outside a `BpmnDesigner`. */
function useDesigner(): DesignerContextValue {
  const value = React.useContext(DesignerContext);
  if (!value) throw new Error("useDesigner must be used inside a BpmnDesigner");
  return value;
}

/**
 * Selects from the designer's snapshot and re-renders when the selection changes. The selector
 * must return a snapshot field or a primitive (not a new object on every call).
 */
function useDesignerState<T>(selector: (snapshot: DesignerSnapshot) => T): T {
  const { store } = useDesigner();
  return React.useSyncExternalStore(
    store.subscribe,
    () => selector(store.getSnapshot()),
    () => selector(store.getSnapshot()),
  );
}

/**
 * Whether the diagram is locked for editing (the token simulation runs): the property panel
 * disables every input while this is true, the toolbar its save, undo, redo, align, open and redraw.
 */
function useDesignerLocked(): boolean {
  return useDesignerState((snapshot) => snapshot.simulating);
}

export { DesignerProvider, useDesigner, useDesignerLocked, useDesignerState };
export type { DesignerCommands, DesignerContextValue, FileInspection };
