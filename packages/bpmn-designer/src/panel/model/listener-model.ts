/**
 * Execution and task listeners as the panel edits them: a plain draft (no moddle object, so it
 * may live in React state while a dialog is open) read from and written back to the engine's
 * moddle objects. Each engine writes a script listener its own way: camunda a `camunda:script`
 * child (format, inline body or resource), flowable a `flowable:script` child (language, body),
 * activiti its `ScriptExecutionListener` / `ScriptTaskListener` class with `script` and
 * `language` fields. camunda's timeout task listeners carry a timer definition.
 */
import type { Engine } from "../../core/engines";
import type { ModdleElement } from "../../core/types";

type ListenerScope = "execution" | "task";
type ListenerKind = "class" | "expression" | "delegateExpression" | "script";
type ScriptType = "inline" | "external";
type TimerType = "date" | "duration" | "cycle" | "none";
type FieldType = "string" | "expression";

/** A listener's injected field. */
interface FieldDraft {
  name: string;
  type: FieldType | "";
  value: string;
  /** The string was read from the `stringValue` attribute: it is written back there, not as a child. */
  asAttribute?: boolean;
}

/** A listener as its editor holds it. "" means not chosen / not filled. */
interface ListenerDraft {
  event: string;
  /** The task listener's id (camunda). */
  id: string;
  kind: ListenerKind | "";
  /** The class, expression or delegate expression. */
  value: string;
  scriptFormat: string;
  scriptType: ScriptType | "";
  script: string;
  resource: string;
  timerType: TimerType;
  timerValue: string;
  fields: FieldDraft[];
  /** Attributes the editor does not show but keeps (activiti/flowable `onTransaction`, a script's result variable). */
  keep: { onTransaction?: string; scriptResultVariable?: string };
}

/** What the engine's descriptor offers for listeners (asked of the modeler's moddle, see `listenerSupport`). */
interface ListenerSupport {
  /** The events a person may choose. */
  events: string[];
  /** Task listeners have an id (camunda). */
  hasId: boolean;
  /** Timeout task listeners have a timer definition (camunda). */
  hasTimer: boolean;
  /** A script may be an external resource (camunda). */
  externalScript: boolean;
}

/** Asks whether moddle type `type` (e.g. `camunda:TaskListener`) has `property`. */
type HasProperty = (type: string, property: string) => boolean;

/** Creates a moddle object (bpmn-js's factory in the browser, bpmn-moddle in tests). */
type Create = (type: string, attrs?: Record<string, unknown>) => ModdleElement;

const TASK_EVENTS = ["create", "assignment", "complete", "delete"];
/** Only an engine with timer definitions on task listeners (camunda) has these events. */
const TIMER_ENGINE_TASK_EVENTS = ["update", "timeout"];

/** activiti runs script listeners through these classes, reading the `script` and `language` fields. */
const ACTIVITI_SCRIPT_CLASS: Record<ListenerScope, string> = {
  execution: "org.activiti.engine.impl.bpmn.listener.ScriptExecutionListener",
  task: "org.activiti.engine.impl.bpmn.listener.ScriptTaskListener",
};
const ACTIVITI_SCRIPT_FIELDS = ["script", "language", "resultVariable"];

/** The moddle type of a listener of `scope` for the engine with `prefix`. */
function listenerType(prefix: string, scope: ListenerScope): string {
  return `${prefix}:${scope === "execution" ? "ExecutionListener" : "TaskListener"}`;
}

/** What the engine offers for listeners of `scope` (on a sequence flow, execution listeners have only `take`). */
function listenerSupport(prefix: string, scope: ListenerScope, onFlow: boolean, has: HasProperty): ListenerSupport {
  const type = listenerType(prefix, scope);
  const hasTimer = scope === "task" && has(type, "eventDefinitions");
  return {
    events:
      scope === "execution"
        ? onFlow
          ? ["take"]
          : ["start", "end"]
        : [...TASK_EVENTS, ...(hasTimer ? TIMER_ENGINE_TASK_EVENTS : [])],
    hasId: scope === "task" && has(type, "id"),
    hasTimer,
    externalScript: has(`${prefix}:Script`, "resource"),
  };
}

/** An empty draft for a new listener. */
function emptyListener(): ListenerDraft {
  return {
    event: "",
    id: "",
    kind: "",
    value: "",
    scriptFormat: "",
    scriptType: "",
    script: "",
    resource: "",
    timerType: "none",
    timerValue: "",
    fields: [],
    keep: {},
  };
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** A field's draft: a string (attribute `stringValue` or child `string`) or an expression. */
function readField(field: ModdleElement): FieldDraft {
  const expression = field.get("expression");
  if (typeof expression === "string") return { name: str(field.get("name")), type: "expression", value: expression };
  const attribute = field.get("stringValue");
  if (typeof attribute === "string")
    return { name: str(field.get("name")), type: "string", value: attribute, asAttribute: true };
  return { name: str(field.get("name")), type: "string", value: str(field.get("string")) };
}

/** The timer of a camunda timeout listener: the first of timeDate, timeDuration, timeCycle that is set. */
function readTimer(listener: ModdleElement): Pick<ListenerDraft, "timerType" | "timerValue"> {
  const definition = ((listener.get("eventDefinitions") as ModdleElement[] | undefined) ?? [])[0];
  for (const type of ["date", "duration", "cycle"] as const) {
    const expression = definition?.get(`time${type[0]!.toUpperCase()}${type.slice(1)}`) as ModdleElement | undefined;
    if (expression) return { timerType: type, timerValue: str(expression.get("body")) };
  }
  return { timerType: "none", timerValue: "" };
}

/** The draft of an existing listener of the engine. */
function readListener(listener: ModdleElement, engine: Engine, scope: ListenerScope): ListenerDraft {
  const draft = emptyListener();
  const fields = (listener.get("fields") as ModdleElement[] | undefined) ?? [];
  draft.event = str(listener.get("event"));
  draft.id = engine === "camunda" && scope === "task" ? str(listener.get("id")) : "";
  if (engine !== "camunda" && listener.get("onTransaction"))
    draft.keep.onTransaction = str(listener.get("onTransaction"));
  const script = engine === "activiti" ? undefined : (listener.get("script") as ModdleElement | undefined);
  const className = str(listener.get("class"));

  if (engine === "activiti" && className === ACTIVITI_SCRIPT_CLASS[scope]) {
    const named = (name: string) => fields.find((field) => field.get("name") === name);
    draft.kind = "script";
    draft.scriptType = "inline";
    const value = (name: string) => {
      const field = named(name);
      return field ? readField(field).value : "";
    };
    draft.script = value("script");
    draft.scriptFormat = value("language");
    const resultVariable = named("resultVariable");
    if (resultVariable) draft.keep.scriptResultVariable = readField(resultVariable).value;
    draft.fields = fields.filter((field) => !ACTIVITI_SCRIPT_FIELDS.includes(str(field.get("name")))).map(readField);
  } else {
    if (script) {
      draft.kind = "script";
      draft.scriptFormat = str(script.get(engine === "camunda" ? "scriptFormat" : "language"));
      const resource = engine === "camunda" ? str(script.get("resource")) : "";
      draft.scriptType = resource ? "external" : "inline";
      draft.resource = resource;
      draft.script = str(script.get("value"));
      if (engine === "flowable" && script.get("resultVariable"))
        draft.keep.scriptResultVariable = str(script.get("resultVariable"));
    } else {
      const kind = (["class", "expression", "delegateExpression"] as const).find((name) => listener.get(name));
      draft.kind = kind ?? "";
      draft.value = kind ? str(listener.get(kind)) : "";
    }
    draft.fields = fields.map(readField);
  }
  if (scope === "task" && engine === "camunda") Object.assign(draft, readTimer(listener));
  return draft;
}

/**
 * A new field object of the engine: an expression as the `expression` child, a string as the
 * `string` child (or the `stringValue` attribute it was read from).
 */
function buildField(create: Create, prefix: string, field: FieldDraft): ModdleElement {
  const value =
    field.type === "expression"
      ? { expression: field.value }
      : field.asAttribute
        ? { stringValue: field.value }
        : { string: field.value };
  return create(`${prefix}:Field`, { name: field.name, ...value });
}

/**
 * A new listener object of the engine for `draft` (the draft must be valid, see
 * `validateListener`). Its children's `$parent` is set; the caller puts it into the model with
 * one command (add or replace).
 */
function buildListener(
  create: Create,
  engine: Engine,
  prefix: string,
  scope: ListenerScope,
  draft: ListenerDraft,
  support: ListenerSupport,
): ModdleElement {
  const attrs: Record<string, unknown> = { event: draft.event };
  if (support.hasId && draft.id) attrs.id = draft.id;
  if (draft.keep.onTransaction) attrs.onTransaction = draft.keep.onTransaction;
  const children: ModdleElement[] = [];
  const fields = draft.fields.map((field) => buildField(create, prefix, field));

  if (draft.kind === "script" && engine === "activiti") {
    attrs.class = ACTIVITI_SCRIPT_CLASS[scope];
    const scriptFields: FieldDraft[] = [
      { name: "script", type: "string", value: draft.script },
      { name: "language", type: "string", value: draft.scriptFormat },
      ...(draft.keep.scriptResultVariable
        ? [{ name: "resultVariable", type: "string" as const, value: draft.keep.scriptResultVariable }]
        : []),
    ];
    fields.unshift(...scriptFields.map((field) => buildField(create, prefix, field)));
  } else if (draft.kind === "script") {
    const external = draft.scriptType === "external" && support.externalScript;
    const script =
      engine === "camunda"
        ? create(`${prefix}:Script`, {
            scriptFormat: draft.scriptFormat,
            ...(external ? { resource: draft.resource } : { value: draft.script }),
          })
        : create(`${prefix}:Script`, {
            language: draft.scriptFormat,
            value: draft.script,
            ...(draft.keep.scriptResultVariable ? { resultVariable: draft.keep.scriptResultVariable } : {}),
          });
    attrs.script = script;
    children.push(script);
  } else if (draft.kind) {
    attrs[draft.kind] = draft.value;
  }
  if (fields.length > 0) attrs.fields = fields;
  children.push(...fields);

  if (support.hasTimer && draft.event === "timeout" && draft.timerType !== "none") {
    const expression = create("bpmn:FormalExpression", { body: draft.timerValue });
    const timerName = `time${draft.timerType[0]!.toUpperCase()}${draft.timerType.slice(1)}`;
    const definition = create("bpmn:TimerEventDefinition", { [timerName]: expression });
    expression.$parent = definition;
    attrs.eventDefinitions = [definition];
    children.push(definition);
  }

  const listener = create(listenerType(prefix, scope), attrs);
  for (const child of children) child.$parent = listener;
  return listener;
}

export { buildListener, emptyListener, listenerSupport, listenerType, readListener };
export type {
  FieldDraft,
  FieldType,
  ListenerDraft,
  ListenerKind,
  ListenerScope,
  ListenerSupport,
  ScriptType,
  TimerType,
};
