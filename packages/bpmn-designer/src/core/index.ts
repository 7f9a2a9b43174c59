// The core of the designer, without React: engines and their moddle extensions, the modeler
// factory, the new-process skeleton, business-object helpers and XML helpers.
// `@smartclass/bpmn-designer/core`; importing it loads bpmn-js (createModeler).
export * from "./align";
export * from "./business-object";
export * from "./create-modeler";
export * from "./descriptors";
export * from "./engines";
export * from "./expanded-sub-processes";
export * from "./file-name";
export * from "./lossless-export";
export * from "./moddle-json";
export * from "./multi-command";
export * from "./new-process";
export * from "./read-bpmn-file";
export * from "./translate";
export * from "./types";
export * from "./xml";
export * from "./zoom";
