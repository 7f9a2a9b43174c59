import type { MessageTable } from "@smartclass/ui";

import type { TaskSettingsMessages } from "./messages";

/** The workflow settings' texts in English (same keys as the Chinese table). */
const taskSettingsMessagesEn: MessageTable<TaskSettingsMessages> = {
  ruleTypes: {
    10: "Role",
    20: "Department members",
    21: "Department head",
    22: "Post",
    30: "User",
    40: "User group",
    50: "Custom script",
  },

  buttonCodes: {
    approve: "Approve",
    reject: "Reject",
    return: "Return",
    transfer: "Transfer",
  },

  compares: {
    "==": "equals",
    "!=": "does not equal",
    ">": "greater than",
    ">=": "at least",
    "<": "less than",
    "<=": "at most",
    contains: "contains",
  },

  logics: { "&&": "and", "||": "or" },

  common: {
    confirmTitle: "System notice",
    confirm: "OK",
    cancel: "Cancel",
    remove: "Remove",
    moveUp: "Move up",
    moveDown: "Move down",
    yes: "Yes",
    no: "No",
  },

  panel: {
    title: "Workflow settings",
    loading: "Loading workflow settings…",
    hint: "Select a user task to set its assignment rules and buttons, or a gateway's outgoing flow to set its condition",
    rules: "Assignment rules",
    buttons: "Buttons",
    conditions: "Conditions",
    userTask: (name) => `User task: ${name}`,
    flow: (name) => `Flow: ${name}`,
    expressionDiffers: (expression) =>
      `The diagram's condition expression ${expression} differs from the conditions below; the diagram's expression applies. Changing the conditions overwrites it.`,
    expressionUnreadable: (expression) =>
      `This flow's condition expression ${expression} was not made by the condition builder and cannot be shown as rows; adding a condition replaces it.`,
    scriptCondition:
      'This flow uses a script condition; edit it under "Condition" in the property panel. Adding a condition replaces it.',
  },

  rules: {
    list: "Assignment rules",
    summary: (type, names) => `${type}: ${names.join(", ")}`,
    rule: (n) => `Rule ${n}`,
    type: "Rule type",
    operation: "Combined with the rules before",
    operations: { or: "or (union)", and: "and (intersection)" },
    add: "Add rule",
    removeConfirm: "Remove this rule?",
    empty: "No assignment rules yet: the task goes to its assignee, candidate users and candidate groups.",
    valueRequired: (dimension) => `Choose a ${dimension.toLowerCase()}`,
    unknownOption: (id) => `Deleted option (${id})`,
    noneChosen: "None chosen",
    condition: "Applies when",
    conditionNone: "Always",
    conditionHint: "The rule applies only when the condition holds",
    setCondition: "Set condition",
    editCondition: "Edit condition",
    clearCondition: "Clear condition",
    conditionDialog: "Set the condition",
    conditionExpression: "Condition expression",
    conditionUnreadable:
      "This condition was not made by the condition builder and can only be edited as an expression.",
    useBuilder: "Use the condition builder",
    conditionInvalid: "Fix the conditions with errors, or remove them",
  },

  picker: {
    choose: (dimension) => `Choose ${dimension.toLowerCase()}`,
    search: (dimension) => `Search ${dimension.toLowerCase()}`,
    options: (dimension) => `${dimension} options`,
    chosen: (dimension) => `Chosen ${dimension.toLowerCase()}`,
    removeValue: (name) => `Remove ${name}`,
    noMatch: "No matches",
    noOptions: "No options",
    count: (n) => `${n} chosen`,
  },

  buttons: {
    list: "Buttons",
    code: "Action",
    name: "Button name",
    hidden: "Hidden",
    next: "Return to",
    order: "Order",
    nameOf: (code) => `${code} button name`,
    hideOf: (code) => `Hide the ${code} button`,
    nextOf: (code) => `${code} to`,
    moveUp: (name) => `Move ${name} up`,
    moveDown: (name) => `Move ${name} down`,
    nameRequired: "Enter a button name",
    nameTooLong: (max) => `A button name has at most ${max} characters`,
    assigneeChooses: "Chosen by the assignee",
    missingTarget: (key) => `${key} (no longer in the diagram)`,
    missingTargetError: "This step is no longer in the diagram; choose again",
    noTargets: "No user task comes before this one in the diagram; the assignee chooses when returning.",
    reset: "Restore defaults",
    resetConfirm: "Restore the default buttons?",
    defaults: "Unless set here, a task offers the default buttons: Approve, Reject, Return, Transfer.",
  },

  conditions: {
    list: "Conditions",
    row: (n) => `Condition ${n}`,
    field: "Form field",
    variable: "Variable",
    variableHint: "The process has no form fields; enter a process variable name",
    compare: "Comparison",
    value: "Value",
    logic: "Join",
    add: "Add condition",
    empty: "No conditions",
    compiled: "Condition expression",
    compiledNone: "(no condition)",
    incomplete: "Unfinished or invalid conditions are left out of the expression.",
    choose: "Choose",
    fieldRequired: "Choose a form field",
    variableRequired: "Enter a variable name",
    variableInvalid:
      "A variable name starts with a letter or underscore and contains only letters, digits and underscores",
    fieldUnknown: (id) => `The form has no field "${id}"`,
    compareInvalid: "This comparison cannot be used with this field",
    valueRequired: "Enter a value to compare with",
    valueInteger: "The value must be a whole number",
    valueNumber: "The value must be a number",
    valueBoolean: "Choose yes or no",
    valueEnum: "Choose an option",
    datePattern: (pattern) => `Format: ${pattern}`,
  },
};

export { taskSettingsMessagesEn };
