import * as React from "react";

import type { BpmnModeler } from "../core/create-modeler";
import type { Engine } from "../core/engines";
import type { Messages } from "../messages";
import type { DesignerSnapshot, DesignerStore } from "./designer-store";

/** Actions on the diagram for the toolbar and panel; each is safe to call before the modeler is ready (it does nothing). */
interface DesignerCommands {
  undo(): void;
  redo(): void;
  /** Sets the canvas scale; throws a RangeError outside the spec's 0.2–4. */
  zoomTo(scale: number): void;
  /** Fits the whole diagram in the view. */
  zoomToFit(): void;
  /** Imports `xml` (e.g. an opened file), replacing the diagram and its undo history. */
  importXml(xml: string): Promise<void>;
  /** The diagram as XML (indented unless `format: false`). */
  exportXml(options?: { format?: boolean }): Promise<string>;
  /** The diagram as SVG. */
  exportSvg(): Promise<string>;
  /** Exports the XML and hands it to `onSave`; marks the diagram saved when that resolves. Rejects when it fails. */
  save(): Promise<void>;
  /** Marks the diagram saved (`dirty` false until the next edit). */
  markSaved(): void;
  /** Records that the token simulation is on or off. */
  setSimulating(on: boolean): void;
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

export { DesignerProvider, useDesigner, useDesignerState };
export type { DesignerCommands, DesignerContextValue };
