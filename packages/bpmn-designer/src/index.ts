// @smartclass/bpmn-designer: everything here is light to import; bpmn-js loads only when a
// BpmnDesigner or ProcessViewer renders (React.lazy). The modeler factory is in `@smartclass/bpmn-designer/core`.
export * from "./core/align";
export * from "./core/business-object";
export * from "./core/engines";
export * from "./core/file-name";
export * from "./core/moddle-json";
export * from "./core/multi-command";
export * from "./core/new-process";
export * from "./core/read-bpmn-file";
export * from "./core/translate";
export * from "./core/types";
export * from "./core/xml";
export * from "./core/zoom";
export * from "./designer/bpmn-designer";
export * from "./designer/unsaved-changes";
export * from "./messages";
export * from "./modeler/designer-context";
export { PropertiesPanel, type PropertiesPanelProps } from "./panel/properties-panel";
export * from "./toolbar/designer-toolbar";
export { createProcessViewer, ProcessViewer } from "./viewer/process-viewer";
export type { ProcessViewerLoader, ProcessViewerProps } from "./viewer/process-viewer";
export { ProcessViewerLegend } from "./viewer/viewer-legend";
export { viewerMessages } from "./viewer/messages";
export type { ViewerMessages } from "./viewer/messages";
export type { ProcessResult, ViewerActivity, ViewerInstance, ViewerTask, ViewerUser } from "./viewer/types";
export type { DesignerSnapshot } from "./modeler/designer-store";
export type { BpmnModeler, CreateModelerOptions, ModuleDeclaration } from "./core/create-modeler";
