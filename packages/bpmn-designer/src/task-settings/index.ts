// Per-task workflow settings: assignee rules, workflow buttons and visual flow conditions.
export { AssigneeRuleEditor, type AssigneeRuleEditorProps } from "./assignee-rule-editor";
export {
  BUTTON_NAME_MAX,
  defaultButtons,
  defaultWorkflowButtons,
  editableButtons,
  isDefaultButtonName,
  storedButtonName,
  validateButton,
  workflowButtonLabel,
} from "./buttons";
export { ConditionBuilder, type ConditionBuilderProps } from "./condition-builder";
export { parseConditionBody, parseConditions } from "./condition-parse";
export {
  comparesFor,
  compileConditionBody,
  compileConditions,
  validateConditionRow,
  valueKind,
  type ConditionRowErrors,
  type ValueKind,
} from "./conditions";
export { readFlowExpression, writeFlowCondition, type FlowExpression } from "./flow-condition";
export { earlierUserTasks, readFlowGraph, type FlowGraph, type ReturnTarget } from "./flow-graph";
export { taskSettingsMessages, type TaskSettingsMessages } from "./messages";
export { OptionPicker, type OptionPickerProps } from "./option-picker";
export { describeRule, optionsFor, validateRule } from "./rules";
export {
  modelSettingsProblems,
  pruneModelSettings,
  renameInSettings,
  taskSettingsOf,
  withFlowConditions,
  withTaskSettings,
  type SettingsProblem,
} from "./settings";
export * from "./types";
export { WorkflowButtonEditor, type WorkflowButtonEditorProps } from "./workflow-button-editor";
export { WorkflowSettingsPanel, type WorkflowSettingsPanelProps } from "./workflow-settings-panel";
