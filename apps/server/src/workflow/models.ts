// Models become definitions: a new model's skeleton XML, the check a saved XML must pass (its process
// id stays the model's key), and deploy — the deploy check, the settings checked against the diagram,
// and a new version of the key with frozen copies of the XML, settings and start form.
import type { components } from "@smartclass/api";
import BpmnModdle, { type ModdleElement } from "bpmn-moddle";
import { desc, eq } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { checkDeployable, DeployRefusal, type ProcessGraph } from "./deploy-check.js";
import { ConditionError, parseCondition } from "./expression.js";
import { workflowMessages as m } from "./messages.js";
import type { DefinitionRow } from "./views.js";

type S = components["schemas"];
export type ModelRow = typeof schema.bpmModels.$inferSelect;

const NAMESPACES: Record<S["BpmEngine"], string> = {
  flowable: "http://flowable.org/bpmn",
  activiti: "http://activiti.org/bpmn",
  camunda: "http://camunda.org/schema/1.0/bpmn",
};

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The skeleton of a new model: one process with this key and name, a start event, and its diagram. */
export function skeletonXml(key: string, name: string, engine: S["BpmEngine"]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:${engine}="${NAMESPACES[engine]}" id="Definitions_${escapeXml(key)}" targetNamespace="${NAMESPACES[engine]}">
  <bpmn:process id="${escapeXml(key)}" name="${escapeXml(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${escapeXml(key)}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

/** Checks XML saved from the designer: it parses, and its process id is still the model's key. */
export async function checkModelXml(xml: string, key: string): Promise<void> {
  let root: ModdleElement;
  try {
    root = (await new BpmnModdle().fromXML(xml)).rootElement;
  } catch (error) {
    throw new DeployRefusal(m.xmlUnreadable((error as Error).message.split("\n")[0] ?? "?"));
  }
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (r) => r.$type === "bpmn:Process",
  );
  if (!processes.some((p) => p.id === key)) throw new DeployRefusal(m.processKeyMismatch(key));
}

/**
 * A free key for a copy of the model `key`: key_copy, then key_copy2, key_copy3 … — free among models
 * and deployed definitions (a deleted model's versions keep their key), at most 64 characters.
 */
export async function copyKey(db: Db, key: string): Promise<string> {
  const base = `${key.slice(0, 64 - "_copy99".length)}_copy`;
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    const [model] = await db
      .select({ id: schema.bpmModels.id })
      .from(schema.bpmModels)
      .where(eq(schema.bpmModels.key, candidate));
    const [definition] = await db
      .select({ id: schema.bpmProcessDefinitions.id })
      .from(schema.bpmProcessDefinitions)
      .where(eq(schema.bpmProcessDefinitions.key, candidate));
    if (!model && !definition) return candidate;
  }
}

/**
 * The model's XML with its process `from` renamed `to`: references to the process (a pool's
 * processRef, the diagram plane's bpmnElement) follow, since they are written from the element itself.
 */
export async function renameProcess(xml: string, from: string, to: string): Promise<string> {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  const process = ((rootElement.rootElements as ModdleElement[] | undefined) ?? []).find(
    (r) => r.$type === "bpmn:Process" && r.id === from,
  );
  if (!process) throw new DeployRefusal(m.processKeyMismatch(from));
  process.id = to;
  return (await moddle.toXML(rootElement, { format: true })).xml;
}

/** The model's settings checked against the deployed diagram; settings of elements no longer drawn are dropped. */
function settingsForDeploy(settings: S["BpmModelSettings"], graph: ProcessGraph): S["BpmModelSettings"] {
  const tasks: S["BpmModelSettings"]["tasks"] = {};
  for (const [key, value] of Object.entries(settings.tasks)) {
    const info = graph.userTasks[key];
    if (!info) continue;
    const label = m.element(key, info.name);
    for (const rule of value.rules) {
      if (!rule.condition?.trim()) continue;
      try {
        parseCondition(rule.condition.includes("${") ? rule.condition : `\${${rule.condition}}`);
      } catch (error) {
        if (error instanceof ConditionError) throw new DeployRefusal(m.refused(label, m.ruleCondition(error.message)));
        throw error;
      }
    }
    for (const button of value.buttons) {
      if (button.code === "return" && button.next && !graph.userTasks[button.next])
        throw new DeployRefusal(m.refused(label, m.returnTargetNotTask(button.next)));
      if (button.code === "return" && button.next && (graph.nodes[key]?.parent || graph.nodes[button.next]?.parent))
        throw new DeployRefusal(m.refused(label, m.returnAcrossSubProcess(button.next)));
    }
    tasks[key] = value;
  }
  const flows: S["BpmModelSettings"]["flows"] = {};
  for (const [key, rows] of Object.entries(settings.flows)) if (graph.flows[key]) flows[key] = rows;
  return { tasks, flows };
}

/** Deploys a model: a new version of its key. Throws DeployRefusal naming what the engine cannot run. */
export async function deployModel(db: Db, model: ModelRow, now: Date): Promise<DefinitionRow> {
  const graph = await checkDeployable(model.xml, model.key);
  // A call activity runs the latest deployed version of the key it calls: that key must be deployed.
  for (const [id, called] of Object.entries(graph.calls ?? {})) {
    const [deployed] = await db
      .select({ id: schema.bpmProcessDefinitions.id })
      .from(schema.bpmProcessDefinitions)
      .where(eq(schema.bpmProcessDefinitions.key, called))
      .limit(1);
    if (!deployed)
      throw new DeployRefusal(m.refused(m.element(id, graph.nodes[id]?.name), m.calledNotDeployed(called)));
  }
  const settings = settingsForDeploy(model.settings, graph);
  const [form] = model.formId
    ? await db.select().from(schema.bpmForms).where(eq(schema.bpmForms.id, model.formId))
    : [];
  return db.transaction(async (tx) => {
    // Lock the key's versions so two deploys of one key cannot take the same number.
    const [last] = await tx
      .select({ version: schema.bpmProcessDefinitions.version })
      .from(schema.bpmProcessDefinitions)
      .where(eq(schema.bpmProcessDefinitions.key, model.key))
      .orderBy(desc(schema.bpmProcessDefinitions.version))
      .limit(1)
      .for("update");
    const [row] = await tx
      .insert(schema.bpmProcessDefinitions)
      .values({
        modelId: model.id,
        key: model.key,
        name: model.name,
        version: (last?.version ?? 0) + 1,
        category: model.category,
        description: model.description,
        formId: form?.id ?? null,
        formFields: form?.fields ?? [],
        xml: model.xml,
        settings,
        graph: graph as unknown as Record<string, unknown>,
        createdAt: now,
      })
      .returning();
    return row!;
  });
}
