// The English table of the workflow messages (messages.ts holds the Chinese one and the view). The
// deploy refusals are put together from pieces as in Chinese: refused(element, why), so every `why`
// here reads after an element's name.
import type { Translation } from "../lib/localized.js";
import type { WorkflowMessages } from "./messages.js";

/** English texts of the workflow, key for key as the Chinese table. */
export const workflowMessagesEn: Translation<WorkflowMessages> = {
  refused: (element: string, why: string) => `Cannot deploy the process: ${element} ${why}`,
  element: (id: string, name?: string | null) => (name ? `element "${name}" (${id})` : `element (${id})`),
  xmlInvalid: (detail: string) => `Cannot deploy the process: the BPMN XML cannot be read (${detail})`,
  xmlUnreadable: (detail: string) => `The BPMN XML cannot be read (${detail})`,
  processKeyMismatch: (key: string) => `The process id in the XML must be ${key}`,
  deployKeyMismatch: (key: string) => `Cannot deploy the process: the process id in the XML must be ${key}`,
  notExecutable: 'is not set as executable (isExecutable="false")',
  noProcess: "Cannot deploy the process: the XML has no process",
  noStartEvent: "Cannot deploy the process: the process has no start event",
  noUserTask: "Cannot deploy the process: the process has no user task, so it would end as soon as it starts",
  scriptTask: "is a script task, which the built-in engine does not support",
  serviceTask: (kind: string) => `is a ${kind}; the built-in engine cannot call external services`,
  javaImpl: (kind: string, attr: string, value: string) =>
    `is a ${kind} implemented by ${attr}="${value}"; the built-in engine cannot run Java classes or expressions`,
  listener: (kind: string, impl: string) => `has a ${kind} (${impl}); the built-in engine does not run listeners`,
  callActivity: (called: string) =>
    `is a call activity whose called element "${called}" is not a process key (the built-in engine calls a key's latest version, not an expression)`,
  calledNotDeployed: (called: string) => `calls the process "${called}", which is not deployed yet: deploy it first`,
  returnAcrossSubProcess: (key: string) =>
    `has a return button to ${key}: tasks inside a sub-process cannot return, nor can a task return into one`,
  eventSubProcess:
    "is an event sub-process whose start event is not started by a timer, a message, a signal or an error (an event sub-process needs one such start event)",
  eventSubProcessNested:
    "is an event sub-process inside a sub-process; the built-in engine runs event sub-processes at the process's top level only",
  errorUncaught: "is an error end event, but no event sub-process at the process's top level is started by that error",
  subProcessKind: (type: string) =>
    `is a ${type} sub-process; the built-in engine runs only ordinary embedded sub-processes`,
  multiInstance: "is multi-instance, which the built-in engine supports on user tasks only",
  multiInstanceKind: (what: string) =>
    `is multi-instance ${what}, which the built-in engine does not support yet (use a loop cardinality)`,
  multiInstanceNoCount: "is multi-instance without a loop cardinality, so it is unknown how many people handle it",
  eventDefinition: (kind: string) =>
    `uses a ${kind}, which the built-in engine does not support (it runs timer events, intermediate and boundary message and signal events, and the message, signal and error start events of event sub-processes)`,
  timerValue: (value: string) =>
    `has the timer "${value}", which the built-in engine cannot compute: write an ISO 8601 duration (e.g. PT2H, P1D), a date and time (e.g. 2026-09-01T08:00:00+08:00) or a cycle (e.g. R3/PT1H), not an expression`,
  channelMissing: "is a message or signal event without a named message or signal",
  correlationKey: (value: string) =>
    `has a message correlated by "${value}"; the built-in engine correlates by one variable (written =name, \${name} or name)`,
  timerMissing: "is a timer event without a time (timeDuration, timeDate or timeCycle)",
  timerPlacement: "has a timer event, which can only be a start, intermediate catch or boundary event",
  unsupportedElement: (type: string) => `is of type ${type}, which the built-in engine does not support`,
  scriptCondition: (language: string) =>
    `has a ${language} script as its condition; the built-in engine evaluates only \${…} expressions`,
  conditionInvalid: (detail: string) => `has an invalid condition expression: ${detail}`,
  conditionNotWrapped: "must write its condition as a ${…} expression",
  conditionForbidden: (what: string) =>
    `has a condition expression that may not ${what} (it can only compare process variables)`,
  ruleCondition: (why: string) => `in an assignment rule ${why}`,
  returnTargetNotTask: (key: string) =>
    `has a return button pointing to ${key}, which is not a user task of this process`,
  conditionAt: (text: string, why: string) => `the condition ${text} ${why}`,
  conditionEmpty: "the expression is empty",
  forbidProperty: "access properties",
  forbidTransform: (name: string) => `use the transform |${name}`,
  forbidCall: "call functions",
  forbidIndex: "use indexes or filters",
  forbidObject: "use objects",
  kindServiceTask: "service task",
  kindSendTask: "send task",
  kindBusinessRuleTask: "business rule task",
  kindTaskListener: "task listener",
  kindExecutionListener: "execution listener",
  eventTimer: "timer event",
  eventMessage: "message event",
  eventSignal: "signal event",
  eventConditional: "conditional event",
  eventError: "error event",
  eventEscalation: "escalation event",
  eventCompensate: "compensation event",
  eventLink: "link event",
  eventCancel: "cancel event",

  noFlowTaken: (element: string) =>
    `The process cannot continue: ${element} has no outgoing flow whose condition holds, and no default flow`,
  engineFailed: (detail: string) => `The process engine failed: ${detail}`,
  noAssignee: (task: string, why: string) =>
    `No one was found to handle the task "${task}" (${why}); it has been given to the administrators`,
  ruleNoUsers: "the assignment rules matched no active user",
  attrNoUsers: "the assignee, candidate users and candidate groups in the BPMN matched no active user",
  noRulesNoAttrs: "there are no assignment rules and the BPMN names no assignee",

  modelNotFound: (id: number) => `Process model not found: ${id}`,
  modelKeyExists: (key: string) => `A process with this id already exists: ${key}`,
  notModelOwner: (owner: string | null) =>
    `Only the model's creator (${owner ?? "unknown"}) or a process administrator may change, delete or deploy this model; you may view or copy it`,
  formNotFound: (id: number) => `Process form not found: ${id}`,
  formInUse: (name: string) => `The process form "${name}" is used by a process model and cannot be deleted`,
  definitionNotFound: (id: number) => `Process definition not found: ${id}`,
  definitionNotLatest: "Only the latest version of a process can be started",
  instanceNotFound: (id: string) => `Process instance not found: ${id}`,
  taskNotFound: (id: string) => `Task not found: ${id}`,
  taskClosed: "The task has already been handled",
  notYourTask: "You are not the assignee or a candidate of this task",
  notYourInstance: "You do not have permission to view this process instance",
  notStarter: "Only the person who started the process can cancel it",
  instanceFinished: "The process has ended",
  buttonHidden: (name: string) => `This task does not offer the "${name}" action`,
  returnTargetInvalid: (key: string) =>
    `Cannot return to ${key}: a task can only be returned to a user task this process has already passed`,
  returnTargetFixed: (key: string) => `This task can only be returned to ${key}`,
  transferTargetInvalid: (id: number) => `The person to transfer to does not exist or is disabled: ${id}`,
  transferToSelf: "The task cannot be transferred to its current assignee",
  reasonRequired: "Please give a reason",
  variableNameInvalid: (name: string) => `Invalid process variable name: ${name}`,

  required: (label: string) => `${label} is required`,
  integer: (label: string) => `${label} must be a whole number`,
  number: (label: string) => `${label} must be a number`,
  min: (label: string, min: string) => `${label} cannot be less than ${min}`,
  max: (label: string, max: string) => `${label} cannot be more than ${max}`,
  minLength: (label: string, n: string) => `${label} must have at least ${n} characters`,
  maxLength: (label: string, n: string) => `${label} can have at most ${n} characters`,
  pattern: (label: string) => `${label} is not in a valid format`,
  date: (label: string, pattern: string) => `${label} is not a valid date (${pattern})`,
  option: (label: string) => `${label} has an invalid option`,
  booleanValue: (label: string) => `${label} must be yes or no`,
  stringValue: (label: string) => `${label} must be text`,
  unknownVariable: (name: string) => `The form has no field ${name}`,

  fieldIdDuplicate: (id: string) => `Duplicate field id: ${id}`,
  enumValueDuplicate: (label: string, id: string) => `${label} has a duplicate option id: ${id}`,
  enumNeedsValues: (label: string) => `${label} needs at least one option`,
  constraintConfig: (label: string, name: string) => `${label} has an invalid ${name} constraint`,
  defaultInvalid: (label: string, why: string) => `${label} has an invalid default value: ${why}`,

  copyName: (name: string) => `${name} (copy)`,
  callerEnded: "The process that called this one has ended or left its call activity, so this one was cancelled",

  settingsUnknownTask: (key: string) =>
    `An assignment rule or button points to a user task that does not exist: ${key}`,
  settingsUnknownFlow: (key: string) => `A condition points to a sequence flow that does not exist: ${key}`,
};
