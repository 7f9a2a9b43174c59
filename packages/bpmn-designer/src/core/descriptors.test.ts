import { readFileSync } from "node:fs";

import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { descriptors, moddleExtensionsFor } from "./descriptors";
import { engineIds, engines, type Engine } from "./engines";
import type { ModdleElement } from "./types";

const fixture = (engine: Engine) => readFileSync(new URL(`./fixtures/${engine}-all.bpmn`, import.meta.url), "utf8");

// moddle qualifies property names of registered descriptors in place ("flowable:name").
const localName = (name: string) => name.replace(/^[^:]*:/, "");

interface Described {
  $descriptor: { properties: { name: string; definedBy?: { name: string } }[] };
}

/** Every `Type#property` of the engine's namespace that is set somewhere in the tree under `root`. */
function setProperties(root: ModdleElement, prefix: string): Set<string> {
  const found = new Set<string>();
  const seen = new Set<object>();
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object" || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) return node.forEach(visit);
    const element = node as ModdleElement & Described;
    for (const property of element.$descriptor?.properties ?? []) {
      if (!Object.hasOwn(element, property.name)) continue;
      const owner = property.definedBy?.name ?? "";
      if (owner.startsWith(`${prefix}:`)) found.add(`${owner}#${localName(property.name)}`);
      // References (sourceRef, bpmnElement…) point back up the tree; only follow containment.
      if (!property.name.endsWith("Ref")) visit(element[property.name]);
    }
  };
  visit(root);
  return found;
}

describe.each(engineIds)("the %s moddle extension", (engine) => {
  const { prefix, uri } = engines[engine];

  it("parses a process using every attribute and element the panel edits with no warnings", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const { rootElement, warnings } = await moddle.fromXML(fixture(engine));
    expect(warnings.map((w) => w.message)).toEqual([]);
    const process = (rootElement.get("rootElements") as ModdleElement[])[0]!;
    expect(process.get(`${prefix}:candidateStarterGroups`)).toBe("management");
  });

  it("writes the process back with its own prefix and no generated ns0 prefix", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const { rootElement } = await moddle.fromXML(fixture(engine));
    const { xml } = await moddle.toXML(rootElement, { format: true });
    expect(xml).toContain(`xmlns:${prefix}="${uri}"`);
    expect(xml).not.toMatch(/ns\d+:/);
    expect(xml).toMatch(new RegExp(`<${prefix}:executionListener [^>]*class="org.example.StartListener"`));
    expect(xml).toContain(`${prefix}:assignee="\${manager}"`);
    expect(xml).toContain(`${prefix}:candidateUsers="kermit`);
    expect(xml).toContain(`<${prefix}:failedJobRetryTimeCycle>R5/PT7M</${prefix}:failedJobRetryTimeCycle>`);
    expect(xml).toContain(`${prefix}:collection="\${approvers}"`);
    // The round trip is stable: parsing the output and writing it again changes nothing.
    const again = await moddle.toXML((await moddle.fromXML(xml)).rootElement, { format: true });
    expect(again.xml).toBe(xml);
  });
});

describe.each(["activiti", "flowable"] as const)("our %s descriptor", (engine) => {
  it("has every one of its properties exercised by the fixture", async () => {
    const { prefix, types } = descriptors[engine];
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const { rootElement } = await moddle.fromXML(fixture(engine));
    const declared = types.flatMap((type) =>
      (type.properties ?? []).map((property) => `${prefix}:${type.name}#${localName(property.name)}`),
    );
    const found = setProperties(rootElement, prefix);
    expect(declared.filter((name) => !found.has(name))).toEqual([]);
  });

  it("reads a listener's field as a string, an expression or a string value", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const { elementsById } = await moddle.fromXML(fixture(engine));
    const process = elementsById.leave!;
    const values = (process.get("extensionElements") as ModdleElement).get("values") as ModdleElement[];
    const listener = values[0]!;
    expect(listener.$type).toBe(`${engines[engine].prefix}:ExecutionListener`);
    const fields = listener.get("fields") as ModdleElement[];
    expect(
      fields.map((field) => [field.name, field.get("stringValue"), field.get("string"), field.get("expression")]),
    ).toEqual([
      ["greeting", "hello", undefined, undefined],
      ["text", undefined, "Hello world", undefined],
      ["computed", undefined, undefined, "${a + b}"],
    ]);
  });

  it("gives async the engines' defaults: not async, exclusive", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const task = moddle.create("bpmn:ServiceTask");
    expect(task.get(`${engine}:async`)).toBe(false);
    expect(task.get(`${engine}:exclusive`)).toBe(true);
  });
});

describe("the camunda descriptor", () => {
  it("keeps the spec's defaults: call binding latest, decision result mapping resultList", () => {
    const moddle = new BpmnModdle(moddleExtensionsFor("camunda"));
    expect(moddle.create("bpmn:CallActivity").get("camunda:calledElementBinding")).toBe("latest");
    expect(moddle.create("bpmn:BusinessRuleTask").get("camunda:mapDecisionResult")).toBe("resultList");
  });
});
