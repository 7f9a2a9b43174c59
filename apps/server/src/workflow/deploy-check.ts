// What the built-in engine (bpmn-engine) can run, decided once at deploy: a model using anything else
// is refused with a message naming the element, and a model that passes is summarised (its nodes, user
// tasks with their BPMN assignee attributes, and flows) for the runtime and the viewer.
import BpmnModdle, { type ModdleElement } from "bpmn-moddle";

import { ConditionError, parseCondition } from "./expression.js";
import { workflowMessages as m } from "./messages.js";
import type { EventSubProcessInfo, ProcessGraph, UserTaskInfo } from "./process-graph.js";

// The summary's types (process-graph.ts), for the modules that deploy a model and read its summary.
export type { ProcessGraph, UserTaskInfo } from "./process-graph.js";

/** A model the built-in engine cannot run; the message names the element. */
export class DeployRefusal extends Error {}

const ALLOWED_NODES = new Set([
  "bpmn:StartEvent",
  "bpmn:EndEvent",
  "bpmn:IntermediateThrowEvent",
  "bpmn:UserTask",
  "bpmn:Task",
  "bpmn:ExclusiveGateway",
  "bpmn:ParallelGateway",
  "bpmn:InclusiveGateway",
  "bpmn:SubProcess",
  "bpmn:IntermediateCatchEvent",
  "bpmn:BoundaryEvent",
  "bpmn:CallActivity",
]);
/** The events a timer may be on (a catch event without a definition has nothing to wait for). */
const TIMER_EVENTS = new Set(["bpmn:StartEvent", "bpmn:IntermediateCatchEvent", "bpmn:BoundaryEvent"]);
const DURATION = /^P(?!$)(\d+Y)?(\d+M)?(\d+W)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/;
/** Elements inside a process that carry no behaviour. */
const INERT = new Set([
  "bpmn:SequenceFlow",
  "bpmn:TextAnnotation",
  "bpmn:Association",
  "bpmn:DataObject",
  "bpmn:DataObjectReference",
  "bpmn:DataStoreReference",
  "bpmn:Group",
]);
// Functions, so that each refusal reads the kind's name in the request's language.
const SERVICE_KINDS: Record<string, () => string> = {
  "bpmn:ServiceTask": () => m.kindServiceTask,
  "bpmn:SendTask": () => m.kindSendTask,
  "bpmn:BusinessRuleTask": () => m.kindBusinessRuleTask,
};
const EVENT_KINDS: Record<string, () => string> = {
  "bpmn:TimerEventDefinition": () => m.eventTimer,
  "bpmn:MessageEventDefinition": () => m.eventMessage,
  "bpmn:SignalEventDefinition": () => m.eventSignal,
  "bpmn:ConditionalEventDefinition": () => m.eventConditional,
  "bpmn:ErrorEventDefinition": () => m.eventError,
  "bpmn:EscalationEventDefinition": () => m.eventEscalation,
  "bpmn:CompensateEventDefinition": () => m.eventCompensate,
  "bpmn:LinkEventDefinition": () => m.eventLink,
  "bpmn:CancelEventDefinition": () => m.eventCancel,
};
const JAVA_ATTRS = ["class", "expression", "delegateExpression", "type"];

const label = (e: ModdleElement) => m.element(e.id ?? "?", e.name);
const refuse = (e: ModdleElement, why: string) => new DeployRefusal(m.refused(label(e), why));

/** An extension attribute by local name, whatever the prefix (flowable:, activiti:, camunda:). */
function attr(e: ModdleElement, local: string): string | undefined {
  for (const [k, v] of Object.entries(e.$attrs ?? {})) {
    if (k.split(":").pop() === local && k.includes(":")) return v;
  }
  return undefined;
}

const list = (value: string | undefined) =>
  value
    ?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);

function extensionValues(e: ModdleElement): ModdleElement[] {
  const ext = e.extensionElements as { values?: ModdleElement[] } | undefined;
  return ext?.values ?? [];
}

function checkListeners(e: ModdleElement): void {
  for (const v of extensionValues(e)) {
    const local = v.$type.split(":").pop();
    if (local !== "executionListener" && local !== "taskListener") continue;
    const kind = local === "taskListener" ? m.kindTaskListener : m.kindExecutionListener;
    const impl =
      ["class", "delegateExpression", "expression"]
        .map((k) => (typeof v[k] === "string" ? `${k}="${v[k] as string}"` : undefined))
        .find(Boolean) ?? "script";
    throw refuse(e, m.listener(kind, impl));
  }
}

/**
 * A multi-instance user task (会签 / 或签) runs as iterations, each a task of its own, until all are
 * done or the completion condition (over nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances
 * and the variables) holds; the number of iterations is the loop cardinality.
 */
function checkLoop(e: ModdleElement, loop: ModdleElement): void {
  if (e.$type !== "bpmn:UserTask" || loop.$type !== "bpmn:MultiInstanceLoopCharacteristics")
    throw refuse(e, m.multiInstance);
  const collection = attr(loop, "collection") ?? (loop.loopDataInputRef ? "loopDataInputRef" : undefined);
  if (collection) throw refuse(e, m.multiInstanceKind(`collection="${collection}"`));
  const cardinality = (loop.loopCardinality as ModdleElement | undefined)?.body;
  if (typeof cardinality !== "string" || !cardinality.trim()) throw refuse(e, m.multiInstanceNoCount);
  const completion = (loop.completionCondition as ModdleElement | undefined)?.body;
  for (const text of [cardinality, completion]) {
    if (typeof text !== "string" || /^\s*\d+\s*$/.test(text)) continue;
    try {
      parseCondition(text.trim());
    } catch (error) {
      if (error instanceof ConditionError) throw refuse(e, error.message);
      throw error;
    }
  }
}

/**
 * A timer runs on the server's clock when its time is a literal ISO 8601 duration, date-time or
 * repeating cycle; an expression would be computed by the engine on its own clock, so it is refused.
 */
function checkTimer(e: ModdleElement, def: ModdleElement): void {
  if (!TIMER_EVENTS.has(e.$type)) throw refuse(e, m.timerPlacement);
  const kinds = ["timeDuration", "timeDate", "timeCycle"] as const;
  const set = kinds.filter((k) => def[k]);
  if (set.length !== 1) throw refuse(e, m.timerMissing);
  const kind = set[0]!;
  const raw = (def[kind] as ModdleElement).body;
  const value = typeof raw === "string" ? raw.trim() : "";
  const ok =
    kind === "timeDuration"
      ? DURATION.test(value)
      : kind === "timeDate"
        ? /^\d{4}-\d\d-\d\dT/.test(value) && !Number.isNaN(Date.parse(value))
        : /^R\d*\/(.+)$/.test(value) && DURATION.test(/^R\d*\/(.+)$/.exec(value)![1]!);
  if (!ok) throw refuse(e, m.timerValue(value));
}

const CATCHING = new Set(["bpmn:IntermediateCatchEvent", "bpmn:BoundaryEvent"]);
const THROWING = new Set(["bpmn:IntermediateThrowEvent", "bpmn:EndEvent"]);

/**
 * A message or signal event passes between instances by its message's or signal's name: a catch or
 * boundary event waits for it, a throw or end event sends it. A start event started by one is refused.
 */
function checkChannel(e: ModdleElement, def: ModdleElement, catching: boolean): string {
  if (!catching && !THROWING.has(e.$type)) throw refuse(e, m.eventDefinition(EVENT_KINDS[def.$type]?.() ?? def.$type));
  const ref = (def.messageRef ?? def.signalRef) as ModdleElement | undefined;
  const name = (ref?.name ?? ref?.id ?? "").trim();
  if (!ref || !name) throw refuse(e, m.channelMissing);
  return `${def.$type === "bpmn:SignalEventDefinition" ? "signal" : "message"}:${name}`;
}

/**
 * The variable a message is correlated by, if it names one: Camunda Modeler's
 * `<zeebe:subscription correlationKey="=orderNo" />` in the message's extension elements, or a
 * `correlationKey` attribute of any prefix on the message; `=name`, `${name}` or `name`. Anything else
 * (an expression over several variables) is refused, naming the event.
 */
function correlationKeyOf(e: ModdleElement, message: ModdleElement): string | undefined {
  const fromSubscription = extensionValues(message)
    .filter((v) => v.$type.split(":").pop() === "subscription")
    .map((v) => (v.correlationKey ?? (v.$attrs as Record<string, string> | undefined)?.correlationKey) as unknown)
    .find((v): v is string => typeof v === "string");
  const raw = (fromSubscription ?? attr(message, "correlationKey"))?.trim();
  if (!raw) return undefined;
  const name = /^(?:=\s*([A-Za-z_]\w*)|\$\{\s*([A-Za-z_]\w*)\s*\}|([A-Za-z_]\w*))$/.exec(raw);
  const variable = name?.[1] ?? name?.[2] ?? name?.[3];
  if (!variable) throw refuse(e, m.correlationKey(raw));
  return variable;
}

/**
 * Checks one flow node; `eventStart` is set for the start event of an event sub-process, which may wait
 * for a message or signal (a catch of its own) or be started by an error thrown in the process.
 */
function checkNode(e: ModdleElement, graph?: ProcessGraph, eventStart = false): void {
  checkListeners(e);
  if (e.$type === "bpmn:ScriptTask") throw refuse(e, m.scriptTask);
  const service = SERVICE_KINDS[e.$type]?.();
  if (service) {
    for (const a of JAVA_ATTRS) {
      const value = attr(e, a);
      if (value) throw refuse(e, m.javaImpl(service, a, value));
    }
    throw refuse(e, m.serviceTask(service));
  }
  if (e.$type === "bpmn:CallActivity") {
    const called = typeof e.calledElement === "string" ? e.calledElement.trim() : "";
    if (!/^[A-Za-z_][\w.-]*$/.test(called)) throw refuse(e, m.callActivity(called));
  }
  if (e.$type === "bpmn:Transaction" || e.$type === "bpmn:AdHocSubProcess") throw refuse(e, m.subProcessKind(e.$type));
  const definitions = (e.eventDefinitions as ModdleElement[] | undefined) ?? [];
  for (const def of definitions) {
    if (e.$type === "bpmn:EndEvent" && def.$type === "bpmn:TerminateEventDefinition") continue;
    // An error end event is caught by an error event sub-process (checked once the process is read).
    if (
      def.$type === "bpmn:ErrorEventDefinition" &&
      definitions.length === 1 &&
      (eventStart || e.$type === "bpmn:EndEvent")
    )
      continue;
    if (def.$type === "bpmn:TimerEventDefinition" && definitions.length === 1) {
      checkTimer(e, def);
      continue;
    }
    if (
      (def.$type === "bpmn:SignalEventDefinition" || def.$type === "bpmn:MessageEventDefinition") &&
      definitions.length === 1 &&
      graph
    ) {
      const catching = CATCHING.has(e.$type) || eventStart;
      const channel = checkChannel(e, def, catching);
      const ref = (def.messageRef ?? def.signalRef) as ModdleElement;
      graph.channels = { ...graph.channels, [channel]: ref.id ?? "" };
      const key = def.$type === "bpmn:MessageEventDefinition" ? correlationKeyOf(e, ref) : undefined;
      if (key) graph.correlations = { ...graph.correlations, [channel]: key };
      if (catching) graph.catches = { ...graph.catches, [e.id ?? ""]: channel };
      continue;
    }
    throw refuse(e, m.eventDefinition(EVENT_KINDS[def.$type]?.() ?? def.$type));
  }
  if ((e.$type === "bpmn:IntermediateCatchEvent" || e.$type === "bpmn:BoundaryEvent") && definitions.length === 0)
    throw refuse(e, m.timerMissing);
  if (e.loopCharacteristics) checkLoop(e, e.loopCharacteristics as ModdleElement);
  if (!ALLOWED_NODES.has(e.$type)) throw refuse(e, m.unsupportedElement(e.$type));
}

function checkFlow(e: ModdleElement): void {
  checkListeners(e);
  const condition = e.conditionExpression as ModdleElement | undefined;
  if (!condition) return;
  const language = (condition.language as string | undefined) ?? attr(condition, "language");
  if (language) throw refuse(e, m.scriptCondition(language));
  if (attr(condition, "resource")) throw refuse(e, m.scriptCondition("external"));
  const body = typeof condition.body === "string" ? condition.body : "";
  try {
    parseCondition(body);
  } catch (error) {
    if (error instanceof ConditionError) throw refuse(e, error.message);
    throw error;
  }
}

const EVENT_TRIGGERS: Record<string, EventSubProcessInfo["trigger"]> = {
  "bpmn:TimerEventDefinition": "timer",
  "bpmn:MessageEventDefinition": "message",
  "bpmn:SignalEventDefinition": "signal",
  "bpmn:ErrorEventDefinition": "error",
};

/**
 * An event sub-process runs at the process's top level, started by its one start event: a timer, a
 * message, a signal, or an error thrown by an error end event of the process.
 */
function checkEventSubProcess(e: ModdleElement, parent: string | undefined): EventSubProcessInfo {
  checkListeners(e);
  if (parent) throw refuse(e, m.eventSubProcessNested);
  const starts = ((e.flowElements as ModdleElement[] | undefined) ?? []).filter((c) => c.$type === "bpmn:StartEvent");
  const start = starts.length === 1 ? starts[0]! : undefined;
  const definitions = (start?.eventDefinitions as ModdleElement[] | undefined) ?? [];
  const trigger = definitions.length === 1 ? EVENT_TRIGGERS[definitions[0]!.$type] : undefined;
  if (!start || !trigger) throw refuse(e, m.eventSubProcess);
  return { start: start.id ?? "", trigger, interrupting: start.isInterrupting !== false };
}

/** Checks the flow elements of a process or embedded sub-process into the graph, sub-processes recursively. */
function collect(container: ModdleElement, graph: ProcessGraph, parent: string | undefined): void {
  const eventSubProcess = parent ? graph.eventSubProcesses?.[parent] : undefined;
  for (const e of (container.flowElements as ModdleElement[] | undefined) ?? []) {
    if (e.$type === "bpmn:SequenceFlow") {
      checkFlow(e);
      const source = (e.sourceRef as ModdleElement | undefined)?.id;
      const target = (e.targetRef as ModdleElement | undefined)?.id;
      if (e.id && source && target) graph.flows[e.id] = { source, target };
      continue;
    }
    if (INERT.has(e.$type)) continue;
    const id = e.id ?? "";
    if (e.$type === "bpmn:SubProcess" && e.triggeredByEvent) {
      graph.eventSubProcesses = { ...graph.eventSubProcesses, [id]: checkEventSubProcess(e, parent) };
    } else checkNode(e, graph, eventSubProcess?.start === id);
    graph.nodes[id] = { type: e.$type, name: e.name ?? null, ...(parent ? { parent } : {}) };
    if (e.$type === "bpmn:SubProcess") collect(e, graph, id);
    if (e.$type === "bpmn:CallActivity") graph.calls = { ...graph.calls, [id]: (e.calledElement as string).trim() };
    if (e.$type === "bpmn:UserTask") {
      const info: UserTaskInfo = { name: e.name || id };
      const assignee = attr(e, "assignee")?.trim();
      const candidateUsers = list(attr(e, "candidateUsers"));
      const candidateGroups = list(attr(e, "candidateGroups"));
      if (assignee) info.assignee = assignee;
      if (candidateUsers?.length) info.candidateUsers = candidateUsers;
      if (candidateGroups?.length) info.candidateGroups = candidateGroups;
      graph.userTasks[id] = info;
    }
  }
}

/**
 * An error end event must be caught: only at the process's top level, and only when an error event
 * sub-process for the same error (or for any error) handles it; bpmn-engine would otherwise fail the
 * instance when the error is thrown.
 */
function checkErrorsCaught(process: ModdleElement): void {
  const errorOf = (e: ModdleElement) =>
    ((e.eventDefinitions as ModdleElement[] | undefined) ?? []).find((d) => d.$type === "bpmn:ErrorEventDefinition");
  const catchers = new Set<string>();
  const byId = new Map<string, ModdleElement>();
  const visit = (container: ModdleElement, parent: string | undefined) => {
    for (const e of (container.flowElements as ModdleElement[] | undefined) ?? []) {
      byId.set(e.id ?? "", e);
      if (e.flowElements) visit(e, e.id);
      const def = errorOf(e);
      if (!def) continue;
      if (e.$type === "bpmn:StartEvent") catchers.add((def.errorRef as ModdleElement | undefined)?.id ?? "*");
      else if (parent) throw refuse(e, m.errorUncaught);
    }
  };
  visit(process, undefined);
  for (const e of byId.values()) {
    const def = e.$type === "bpmn:EndEvent" ? errorOf(e) : undefined;
    if (!def) continue;
    // bpmn-engine matches an error to the event sub-process by the error element's id.
    const ref = (def.errorRef as ModdleElement | undefined)?.id;
    if (!catchers.has("*") && !(ref && catchers.has(ref))) throw refuse(e, m.errorUncaught);
  }
}

/**
 * Parses BPMN XML and checks the built-in engine can run its process `key` (in a collaboration, the
 * other pools' processes are documentation: they are neither checked nor run); throws DeployRefusal
 * naming the element.
 */
export async function checkDeployable(xml: string, key: string): Promise<ProcessGraph> {
  let root: ModdleElement;
  try {
    const parsed = await new BpmnModdle().fromXML(xml);
    root = parsed.rootElement;
  } catch (error) {
    throw new DeployRefusal(m.xmlInvalid((error as Error).message.split("\n")[0] ?? "?"));
  }
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (r) => r.$type === "bpmn:Process",
  );
  if (processes.length === 0) throw new DeployRefusal(m.noProcess);
  const process = processes.find((p) => p.id === key);
  if (!process) throw new DeployRefusal(m.deployKeyMismatch(key));
  if (process.isExecutable === false) throw refuse(process, m.notExecutable);
  checkListeners(process);

  const graph: ProcessGraph = {
    processId: process.id ?? "process",
    processName: process.name ?? null,
    nodes: {},
    userTasks: {},
    flows: {},
  };
  collect(process, graph, undefined);
  checkErrorsCaught(process);
  const starts = Object.values(graph.nodes).filter((n) => n.type === "bpmn:StartEvent" && !n.parent);
  if (starts.length === 0) throw new DeployRefusal(m.noStartEvent);
  if (Object.keys(graph.userTasks).length === 0) throw new DeployRefusal(m.noUserTask);
  return graph;
}
