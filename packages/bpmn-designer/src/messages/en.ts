import type { MessageTable } from "@smartclass/ui";

import { bpmnZhCN } from "./bpmn-zh-cn";
import { importsEn } from "./en/imports";
import { panelEn } from "./en/panel";
import { toolbarEn } from "./en/toolbar";
import type { Messages } from "./zh-cn";

/**
 * bpmn-js and diagram-js speak English already: in English their translate service gives every template
 * back unchanged (the same keys as the Chinese table, so the same-keys check covers it).
 */
const bpmnEn: Record<string, string> = Object.fromEntries(
  Object.keys(bpmnZhCN).map((template) => [template, template]),
);

/** Every text @smartclass/bpmn-designer shows, in English (the same keys as the Chinese table). */
const en: MessageTable<Messages> = {
  bpmn: bpmnEn,

  engines: { activiti: "Activiti", camunda: "Camunda", flowable: "Flowable" },

  common: {
    confirmTitle: "System notice",
    confirm: "OK",
    cancel: "Cancel",
    add: "Add",
    edit: "Edit",
    remove: "Remove",
    save: "Save",
  },

  designer: {
    canvas: "Process design canvas",
    loading: "Loading the process designer…",
    importWarningsTitle: "Importing the diagram found these problems:",
    importFailed: "Could not import the diagram: ",
    newProcessName: "New process",
    engine: "Process engine",
    desktopOnly:
      "The process designer needs a desktop screen (at least 768 pixels wide). On this device you can view the process diagram:",
  },

  file: {
    empty: "The file is empty",
    notBpmn: "The chosen file is not a BPMN 2.0 process file",
    unknownEncoding: (label) => `Unknown file encoding: ${label}`,
    undecodable: (label) => `The file is not valid ${label}`,
  },

  validation: {
    processIdRequired: "Enter a process key",
    processNameRequired: "Enter a process name",
    processIdInvalid:
      "A process key starts with a letter or underscore and contains only letters, digits, underscores, hyphens and dots",
    duplicateMessage: "This message already exists; change its ID and save again",
    duplicateSignal: "This signal already exists; change its ID and save again",
    saveFailed: "Could not save the model, please try again",
    scriptFormatRequired: "Enter a script format",
    scriptTypeRequired: "Choose a script type",
    scriptContentRequired: "Enter the script",
    scriptResourceRequired: "Enter a resource",
    timerRequired: "Set up the timer",
  },

  confirmations: {
    removeListener: "Remove this listener?",
    removeField: "Remove this field?",
  },

  task: {
    dueDate: "Due date",
    followUpDate: "Follow-up date",
    priority: "Priority",
    assignmentRules: "Assignment rules",
  },

  panel: panelEn,

  imports: importsEn,

  toolbar: toolbarEn,
};

export { en };
