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
  /** Quiet time in ms after the last edit before `onChange` serialises (default 300). */
  changeDelay?: number;
  className?: string;
  /** The toolbar above the canvas; `false` or absent for none (until the toolbar is built). */
  toolbar?: React.ReactNode | false;
  /** The property panel beside the canvas; `false` or absent for none (until the panel is built). */
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
