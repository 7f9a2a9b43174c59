import type * as React from "react";

import type { ModuleDeclaration } from "../core/create-modeler";
import type { ModdleDescriptor } from "../core/descriptors";
import type { Engine } from "../core/engines";
import type { Messages } from "../messages";

/** Props of `BpmnDesigner`. */
interface BpmnDesignerProps {
  /**
   * The diagram (BPMN 2.0 XML). Controlled: a value from outside is imported (replacing the
   * diagram and its undo history); the value the designer itself emitted through `onChange` is not.
   * When absent, the designer starts a new empty process for `engine`.
   */
  xml?: string;
  /** The process engine (one per modeler); changing it rebuilds the modeler and keeps the diagram. */
  engine: Engine;
  /** Called with the diagram's XML after a burst of edits (once, `changeDelay` ms after the last one). */
  onChange?: (xml: string) => void;
  /** Called by the save command with the diagram's XML; a rejected promise means the save failed. */
  onSave?: (xml: string) => void | Promise<void>;
  /**
   * The saved model's process key. A file opened with 打开文件 gives it to its process (the only
   * one, the only executable one, or the one the person chooses); everything referring to the old
   * id follows, and a line above the canvas says so. Absent (a new model): the file keeps its id.
   */
  processKey?: string;
  /** Quiet time in ms after the last edit before `onChange` serialises (default 300). */
  changeDelay?: number;
  className?: string;
  /**
   * The toolbar above the canvas: absent for the built-in `DesignerToolbar`, `false` for none, or
   * your own node (e.g. `<DesignerToolbar>` with extra buttons as children).
   */
  toolbar?: React.ReactNode | false;
  /**
   * Offer the token simulation (bpmn-js-token-simulation, loaded on demand only when this is on):
   * the toolbar shows its toggle; while it runs the diagram is locked. Turning this prop on later
   * rebuilds the modeler (the diagram is kept, the undo history is not).
   */
  simulation?: boolean;
  /** Called when the diagram becomes dirty (edited since the last import or save) or clean again. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Ask before the page is closed or reloaded while the diagram is dirty (default true). */
  warnOnLeave?: boolean;
  /** The property panel beside the canvas: absent for the built-in `PropertiesPanel`, `false` for none, or your own node. */
  panel?: React.ReactNode | false;
  /** Height of the whole designer (CSS length or pixels; default 600). */
  height?: number | string;
  /** The language table (default Chinese). Keep the same object between renders: a new one rebuilds the modeler. */
  messages?: Messages;
  /** Extra bpmn-js modules (designer features). Read when the modeler is (re)built. */
  additionalModules?: ModuleDeclaration[];
  /** Extra moddle extensions (not another engine's). Read when the modeler is (re)built. */
  moddleExtensions?: Record<string, ModdleDescriptor>;
}

export type { BpmnDesignerProps };
