// The workflow screens' widgets: plain props and callbacks, no API; light to import
// (no bpmn-js). Their data types restate the contract's Bpm* shapes.
export { ModelCreateDialog, type ModelCreateDialogProps } from "./model-create-dialog";
export { PROCESS_KEY_PATTERN, validateModelCreate } from "./model-create-rules";
export { ModelVersionsDialog, type ModelVersionsDialogProps } from "./model-versions-dialog";
export { processMessages, type ProcessMessages } from "./messages";
export {
  ProcessResultBadge,
  type ProcessResultBadgeProps,
  ProcessStatusBadge,
  type ProcessStatusBadgeProps,
} from "./process-badges";
export { ProcessDefinitionPicker, type ProcessDefinitionPickerProps } from "./process-definition-picker";
export { ProcessInstanceTable, type ProcessInstanceTableProps } from "./process-instance-table";
export { ProcessModelTable, type ProcessModelTableProps } from "./process-model-table";
export { ProcessTaskTable, type ProcessTaskTableProps } from "./process-task-table";
export { ProcessTaskTimeline, type ProcessTaskTimelineProps } from "./process-task-timeline";
export { TaskActionBar, type TaskActionBarProps } from "./task-action-bar";
export { TaskActionPanel, type TaskActionPanelProps } from "./task-action-panel";
export { DEFAULT_TASK_BUTTONS, visibleTaskButtons } from "./task-buttons";
export type * from "./types";
