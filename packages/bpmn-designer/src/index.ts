// @smartclass/bpmn-designer: everything here is light to import; bpmn-js loads only when a
// BpmnDesigner renders (React.lazy). The modeler factory is in `@smartclass/bpmn-designer/core`.
export * from "./core/business-object";
export * from "./core/engines";
export * from "./core/multi-command";
export * from "./core/new-process";
export * from "./core/read-bpmn-file";
export * from "./core/translate";
export * from "./core/types";
export * from "./core/xml";
export * from "./designer/bpmn-designer";
export * from "./messages";
export * from "./modeler/designer-context";
export type { DesignerSnapshot } from "./modeler/designer-store";
export type { BpmnModeler, CreateModelerOptions, ModuleDeclaration } from "./core/create-modeler";
