/**
 * The workflow settings a model carries beside its XML (spec §3): assignee rules and
 * workflow buttons per user task, and the visual conditions of flows leaving gateways. The shapes
 * are the contract's (`Bpm*` schemas) restated, so contract objects can be passed in as they are;
 * the designer knows nothing of the API.
 */

import { taskSettingsMessageTables } from "./messages";

/** The seven assignee dimensions (dictionary bpm_task_assign_rule_type). */
type AssignRuleType = 10 | 20 | 21 | 22 | 30 | 40 | 50;

/** How a rule's users combine with the rules before it: union ("or", the default) or intersection ("and"). */
type AssignOperation = "or" | "and";

/** One assignee rule of a user task. */
interface AssignRule {
  id: string;
  type: AssignRuleType;
  /** Ids of roles, departments, posts, users, groups or built-in scripts, by `type`. */
  value: number[];
  /** An expression like a sequence condition's body (`days > 3`): the rule counts only when it holds. */
  condition?: string;
  operationType?: AssignOperation;
  sort: number;
}

/** The actions a user task can offer. */
type WorkflowButtonCode = "approve" | "reject" | "return" | "transfer";

/** One action button of a user task. */
interface WorkflowButton {
  id: string;
  name: string;
  code: WorkflowButtonCode;
  isHide: boolean;
  /** Only for "return": the key of the earlier user task it returns to; absent = the assignee chooses. */
  next?: string;
  sort: number;
}

/** A comparison of the visual condition builder. */
type ConditionCompare = "==" | "!=" | ">" | ">=" | "<" | "<=" | "contains";

/** How a row joins the rows before it (ignored on the first row). */
type ConditionLogic = "&&" | "||";

/** One row of a sequence condition: `field compare value`, joined by `logic`. */
interface SequenceCondition {
  id: string;
  field: string;
  compare: ConditionCompare;
  value: string;
  logic: ConditionLogic;
  sort: number;
}

/** The settings of one user task. */
interface TaskSettings {
  rules: AssignRule[];
  buttons: WorkflowButton[];
}

/** Everything saved with a model besides its XML. */
interface ModelSettings {
  /** Key: the user task's element id. */
  tasks: Record<string, TaskSettings>;
  /** Key: the sequence flow's id. */
  flows: Record<string, SequenceCondition[]>;
}

/** An option of the assignee rule editor. */
interface AssignOption {
  id: number;
  name: string;
}

/** What the assignee rule editor offers, per dimension. */
interface AssignOptions {
  roles: AssignOption[];
  departments: AssignOption[];
  posts: AssignOption[];
  groups: AssignOption[];
  users: AssignOption[];
  scripts: AssignOption[];
}

/** The form field types of spec §3 (the contract's ProcessFormFieldType). */
type ConditionFieldType = "long" | "string" | "boolean" | "date" | "enum" | "custom";

/**
 * What the condition builder needs of a process form field — a subset of the contract's form
 * field, so a form's fields can be passed as they are.
 */
interface ConditionField {
  /** The process variable's name. */
  id: string;
  label: string;
  type: ConditionFieldType;
  /** For "custom": "textarea" (text) or "decimal" (a number). */
  typeType?: string;
  /** For "date": the dayjs pattern its values are written in (default YYYY-MM-DD). */
  datePattern?: string;
  /** For "enum": the choices; the variable holds the chosen `id`. */
  values?: { id: string; name: string }[];
}

/** The seven dimensions in the order the editor offers them, with the options list each reads. */
const ASSIGN_RULE_TYPES: readonly { type: AssignRuleType; options: keyof AssignOptions }[] = [
  { type: 10, options: "roles" },
  { type: 20, options: "departments" },
  { type: 21, options: "departments" },
  { type: 22, options: "posts" },
  { type: 30, options: "users" },
  { type: 40, options: "groups" },
  { type: 50, options: "scripts" },
];

/** The button codes in their default order. */
const WORKFLOW_BUTTON_CODES: readonly WorkflowButtonCode[] = ["approve", "reject", "return", "transfer"];

/**
 * What a user task offers when it has no buttons of its own, as saved and as the server sends it:
 * 通过, 不通过, 退回, 转办 (the spec's names, from the Chinese table), all shown, in that order. A
 * screen shows these names in the page's language through `workflowButtonLabel` (or lists
 * `defaultWorkflowButtons()`); the saved form stays Chinese whatever language the designer used.
 */
const DEFAULT_WORKFLOW_BUTTONS: readonly WorkflowButton[] = Object.freeze(
  WORKFLOW_BUTTON_CODES.map((code, index) =>
    Object.freeze({
      id: code,
      name: taskSettingsMessageTables["zh-CN"].buttonCodes[code],
      code,
      isHide: false,
      sort: index + 1,
    }),
  ),
);

/** A model without settings: no task rules or buttons, no flow conditions. */
function emptyModelSettings(): ModelSettings {
  return { tasks: {}, flows: {} };
}

export { ASSIGN_RULE_TYPES, DEFAULT_WORKFLOW_BUTTONS, emptyModelSettings, WORKFLOW_BUTTON_CODES };
export type {
  AssignOperation,
  AssignOption,
  AssignOptions,
  AssignRule,
  AssignRuleType,
  ConditionCompare,
  ConditionField,
  ConditionLogic,
  ModelSettings,
  ConditionFieldType,
  SequenceCondition,
  TaskSettings,
  WorkflowButton,
  WorkflowButtonCode,
};
