// bpmn-js's classes as types that resolve the same under every `moduleResolution`. bpmn-js ships
// CommonJS-typed files (no "type": "module", no exports map): under `bundler` a module's default export
// is the class, under `node16`/`nodenext` it is the module object whose `default` is the class. Naming
// the class through this helper (instead of `import Modeler from …` in a type) keeps our published
// declarations right for both.
import type * as ModelerModule from "bpmn-js/lib/Modeler.js";
import type * as NavigatedViewerModule from "bpmn-js/lib/NavigatedViewer.js";

/** A module's default export, looking through the extra `default` that CommonJS interop adds. */
type DefaultExport<M> = M extends { default: infer D } ? (D extends { default: infer Inner } ? Inner : D) : never;

/** An instance of a class that a module exports by default. */
type DefaultInstance<M> = DefaultExport<M> extends abstract new (...args: never[]) => infer I ? I : never;

/** bpmn-js's Modeler. */
type BpmnJsModeler = DefaultInstance<typeof ModelerModule>;

/** bpmn-js's NavigatedViewer (the process viewer's canvas). */
type BpmnJsNavigatedViewer = DefaultInstance<typeof NavigatedViewerModule>;

export type { BpmnJsModeler, BpmnJsNavigatedViewer };
