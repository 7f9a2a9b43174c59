/**
 * The three process engines the designer writes XML for. Exactly one is active per modeler: its
 * moddle extension is the only one registered, and a new process declares only its namespace.
 * This module holds no descriptor (see `descriptors.ts`), so it costs nothing to import.
 */
type Engine = "activiti" | "camunda" | "flowable";

/** What the designer needs to know about an engine to write its XML. */
interface EngineInfo {
  /** The engine's id, as used by the `engine` prop. */
  id: Engine;
  /** The XML prefix its extension attributes and elements carry, e.g. `flowable:assignee`. */
  prefix: string;
  /** The namespace URI declared for that prefix. */
  uri: string;
}

const engines: Record<Engine, EngineInfo> = {
  activiti: { id: "activiti", prefix: "activiti", uri: "http://activiti.org/bpmn" },
  camunda: { id: "camunda", prefix: "camunda", uri: "http://camunda.org/schema/1.0/bpmn" },
  flowable: { id: "flowable", prefix: "flowable", uri: "http://flowable.org/bpmn" },
};

/** The engines in the order a person chooses among them. */
const engineIds: readonly Engine[] = ["activiti", "camunda", "flowable"];

/** Whether `value` names one of the supported engines. */
function isEngine(value: unknown): value is Engine {
  return typeof value === "string" && Object.hasOwn(engines, value);
}

/** The prefixed name of an engine attribute or type: `engineName("flowable", "assignee")` → `"flowable:assignee"`. */
function engineName(engine: Engine, localName: string): string {
  return `${engines[engine].prefix}:${localName}`;
}

export { engineIds, engineName, engines, isEngine };
export type { Engine, EngineInfo };
