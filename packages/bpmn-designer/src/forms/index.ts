// Process forms (spec §3 "Form field"): the renderer a person fills in, the read-only values list, the
// form editor with its live preview, and the pure checks they share. No API knowledge: props in, callbacks out.
export { DEFAULT_DATE_PATTERN, isDateInPattern } from "./date";
export { fieldKind } from "./field-rules";
export type { ProcessFormFieldKind } from "./field-rules";
export { formsMessages } from "./messages";
export type { FormsMessages } from "./messages";
export { ProcessFormDesigner } from "./process-form-designer";
export type {
  ProcessFormDefinition,
  ProcessFormDesignerParts,
  ProcessFormDesignerProps,
} from "./process-form-designer";
export { ProcessFormEditor } from "./process-form-editor";
export type { ProcessFormEditorProps } from "./process-form-editor";
export { ProcessFormRenderer } from "./process-form-renderer";
export type { ProcessFormRendererProps } from "./process-form-renderer";
export { ProcessFormValues } from "./process-form-values";
export type { ProcessFormValuesProps } from "./process-form-values";
export type * from "./types";
export {
  defaultProcessFormValues,
  formatProcessFormValue,
  normalizeProcessFormValues,
  validateProcessFormValues,
} from "./values";
