import Modeler from "bpmn-js/lib/Modeler.js";

import { messages as defaultMessages, type Messages } from "../messages";
import type { BpmnJsModeler } from "./bpmn-js-types";
import { canvasLabelModule } from "./canvas-label";
import { moddleExtensionsFor, type ModdleDescriptor } from "./descriptors";
import { engineIds, engines, type Engine } from "./engines";
import { expandedSubProcessesModule } from "./expanded-sub-processes";
import { importedDrillDownsModule } from "./imported-drill-downs";
import { losslessExportModule } from "./lossless-export";
import { multiCommandModule } from "./multi-command";
import { translateModule } from "./translate";

/** A bpmn-js module (didi module declaration). */
type ModuleDeclaration = Record<string, unknown>;

/** Options of `createModeler`. */
interface CreateModelerOptions {
  /** The element the canvas is drawn in. */
  container: HTMLElement;
  /** The engine whose extension (and only that one) the modeler reads and writes. */
  engine: Engine;
  /** Bind keyboard shortcuts to the canvas while it has focus (default true). */
  keyboard?: boolean;
  /** Further bpmn-js modules (designer features), added after ours. */
  additionalModules?: ModuleDeclaration[];
  /** Further moddle extensions; one declaring another engine's namespace is refused. */
  moddleExtensions?: Record<string, ModdleDescriptor>;
  /** The language table (default Chinese): bpmn-js texts and the canvas label. */
  messages?: Messages;
}

/** The bpmn-js modeler the designer works on. */
type BpmnModeler = BpmnJsModeler;

/**
 * Creates a bpmn-js modeler for one engine: that engine's moddle extension alone (registering two
 * collides), the messages table as bpmn-js's translate service, the compound-command and canvas
 * label modules, and the fix of expanded sub-processes without `isExpanded` in imported DI
 * (`expandedSubProcessesModule`), and the export that keeps what the canvas does not draw
 * (`losslessExportModule`) without the drill-down diagrams bpmn-js adds on import
 * (`importedDrillDownsModule`). The caller owns it and must `destroy()` it.
 */
function createModeler({
  container,
  engine,
  keyboard = true,
  additionalModules = [],
  moddleExtensions = {},
  messages = defaultMessages,
}: CreateModelerOptions): BpmnModeler {
  const others = engineIds.filter((id) => id !== engine).map((id) => engines[id]);
  for (const [key, descriptor] of Object.entries(moddleExtensions)) {
    const clash = others.find((other) => other.uri === descriptor.uri || other.prefix === descriptor.prefix);
    if (clash) {
      throw new Error(`moddle extension "${key}" is the ${clash.id} engine's; a ${engine} modeler takes only its own`);
    }
  }
  return new Modeler({
    container,
    keyboard: { bind: keyboard },
    canvasLabel: messages.designer.canvas,
    // The language table, for designer modules that name things on the canvas (`config.designerMessages`).
    designerMessages: messages,
    additionalModules: [
      translateModule(messages.bpmn),
      multiCommandModule,
      canvasLabelModule,
      expandedSubProcessesModule,
      losslessExportModule,
      importedDrillDownsModule,
      ...additionalModules,
    ],
    moddleExtensions: { ...moddleExtensionsFor(engine), ...moddleExtensions },
  });
}

export { createModeler };
export type { BpmnModeler, CreateModelerOptions, ModuleDeclaration };
