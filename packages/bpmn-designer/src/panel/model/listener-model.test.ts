import { readFileSync } from "node:fs";

import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { moddleExtensionsFor } from "../../core/descriptors";
import { engineIds, engines, type Engine } from "../../core/engines";
import type { ModdleElement } from "../../core/types";
import { messages } from "../../messages";
import {
  buildListener,
  emptyListener,
  listenerSupport,
  readListener,
  type ListenerDraft,
  type ListenerScope,
} from "./listener-model";
import { validateField, validateListener } from "./listener-validation";

const fixture = (engine: Engine) =>
  readFileSync(new URL(`../../core/fixtures/${engine}-all.bpmn`, import.meta.url), "utf8");

function moddleFor(engine: Engine) {
  const moddle = new BpmnModdle(moddleExtensionsFor(engine));
  const create = (type: string, attrs?: Record<string, unknown>) => moddle.create(type, attrs);
  const has = (type: string, property: string) => {
    try {
      return (
        (moddle as unknown as { getPropertyDescriptor(e: ModdleElement, p: string): unknown }).getPropertyDescriptor(
          moddle.create(type),
          property,
        ) !== undefined
      );
    } catch {
      return false;
    }
  };
  return { moddle, create, has };
}

/** Every listener of the process and its flow elements, with its scope. */
function listenersOf(process: ModdleElement, prefix: string): { listener: ModdleElement; scope: ListenerScope }[] {
  const owners = [process, ...((process.get("flowElements") as ModdleElement[] | undefined) ?? [])];
  return owners.flatMap((owner) => {
    const values = ((owner.get("extensionElements") as ModdleElement | undefined)?.get("values") ??
      []) as ModdleElement[];
    return values.flatMap((value): { listener: ModdleElement; scope: ListenerScope }[] =>
      value.$instanceOf(`${prefix}:ExecutionListener`)
        ? [{ listener: value, scope: "execution" }]
        : value.$instanceOf(`${prefix}:TaskListener`)
          ? [{ listener: value, scope: "task" }]
          : [],
    );
  });
}

// A timer definition's generated id is the only thing a rebuilt listener may not carry over.
const withoutTimerIds = (xml: string) => xml.replace(/(<bpmn:timerEventDefinition) id="[^"]*"/g, "$1");

describe.each(engineIds)("%s listeners", (engine) => {
  const { prefix } = engines[engine];

  it("read from the fixture and built again, write exactly the same XML", async () => {
    const { moddle, create, has } = moddleFor(engine);
    const { rootElement } = await moddle.fromXML(fixture(engine));
    const process = (rootElement.get("rootElements") as ModdleElement[])[0]!;
    const found = listenersOf(process, prefix);
    expect(found.length).toBeGreaterThanOrEqual(3);
    for (const { listener, scope } of found) {
      const support = listenerSupport(prefix, scope, false, has);
      const draft = readListener(listener, engine, scope);
      const rebuilt = buildListener(create, engine, prefix, scope, draft, support);
      const before = (await moddle.toXML(listener)).xml;
      const after = (await moddle.toXML(rebuilt)).xml;
      expect(withoutTimerIds(after)).toBe(withoutTimerIds(before));
    }
  });

  it("reads the type, value and fields a person sees in the table and the editor", async () => {
    const { moddle } = moddleFor(engine);
    const { rootElement } = await moddle.fromXML(fixture(engine));
    const process = (rootElement.get("rootElements") as ModdleElement[])[0]!;
    const [first] = listenersOf(process, prefix);
    const draft = readListener(first!.listener, engine, "execution");
    expect(draft).toMatchObject({ event: "start", kind: "class", value: "org.example.StartListener" });
    expect(draft.fields.map(({ name, type, value }) => ({ name, type, value }))).toContainEqual({
      name: "computed",
      type: "expression",
      value: engine === "camunda" ? "${a}" : "${a + b}",
    });
  });

  it("writes a script listener the engine's way and reads it back unchanged", async () => {
    const { moddle, create, has } = moddleFor(engine);
    const support = listenerSupport(prefix, "execution", false, has);
    const draft: ListenerDraft = {
      ...emptyListener(),
      event: "end",
      kind: "script",
      scriptFormat: "groovy",
      scriptType: "inline",
      script: 'execution.setVariable("done", true)',
      fields: [{ name: "level", type: "string", value: "2" }],
    };
    const listener = buildListener(create, engine, prefix, "execution", draft, support);
    const { xml } = await moddle.toXML(listener);
    if (engine === "activiti") {
      expect(xml).toContain('class="org.activiti.engine.impl.bpmn.listener.ScriptExecutionListener"');
      expect(xml).toContain('<activiti:field name="language">');
    } else if (engine === "flowable") {
      expect(xml).toContain('<flowable:script language="groovy">');
    } else {
      expect(xml).toContain('<camunda:script scriptFormat="groovy">');
    }
    expect(readListener(listener, engine, "execution")).toEqual(draft);
  });
});

describe("listener support per engine (from the descriptors)", () => {
  it("gives camunda task listeners an id, timers, update and timeout, and external scripts", () => {
    const { has } = moddleFor("camunda");
    expect(listenerSupport("camunda", "task", false, has)).toEqual({
      events: ["create", "assignment", "complete", "delete", "update", "timeout"],
      hasId: true,
      hasTimer: true,
      externalScript: true,
    });
  });

  it.each(["activiti", "flowable"] as const)("gives %s the four task events and inline scripts only", (engine) => {
    const { has } = moddleFor(engine);
    expect(listenerSupport(engine, "task", false, has)).toEqual({
      events: ["create", "assignment", "complete", "delete"],
      hasId: false,
      hasTimer: false,
      externalScript: false,
    });
  });

  it("offers start and end on elements and take on sequence flows", () => {
    const { has } = moddleFor("flowable");
    expect(listenerSupport("flowable", "execution", false, has).events).toEqual(["start", "end"]);
    expect(listenerSupport("flowable", "execution", true, has).events).toEqual(["take"]);
  });

  it("writes a camunda timeout listener's timer and reads it back", async () => {
    const { moddle, create, has } = moddleFor("camunda");
    const support = listenerSupport("camunda", "task", false, has);
    const draft: ListenerDraft = {
      ...emptyListener(),
      event: "timeout",
      id: "remind",
      kind: "expression",
      value: "${remind.send(task)}",
      timerType: "cycle",
      timerValue: "R3/PT10M",
    };
    const listener = buildListener(create, "camunda", "camunda", "task", draft, support);
    const { xml } = await moddle.toXML(listener);
    expect(xml).toContain('<bpmn:timeCycle xsi:type="bpmn:tFormalExpression">R3/PT10M</bpmn:timeCycle>');
    expect(readListener(listener, "camunda", "task")).toEqual(draft);
  });
});

describe("listener validation (§5 texts verbatim)", () => {
  const { has } = moddleFor("camunda");
  const task = listenerSupport("camunda", "task", false, has);
  const execution = listenerSupport("camunda", "execution", false, has);

  it("requires event, type and the value of the type", () => {
    expect(validateListener(emptyListener(), "execution", execution, messages)).toEqual({
      event: "请选择事件类型",
      kind: "请选择监听器类型",
    });
    const classless = { ...emptyListener(), event: "start", kind: "class" as const };
    expect(validateListener(classless, "execution", execution, messages)).toEqual({ value: "请填写Java类" });
  });

  it("names the missing value of each listener type", () => {
    const start = { ...emptyListener(), event: "start" };
    expect(validateListener({ ...start, kind: "expression" }, "execution", execution, messages)).toEqual({
      value: "请填写表达式",
    });
    expect(validateListener({ ...start, kind: "delegateExpression" }, "execution", execution, messages)).toEqual({
      value: "请填写代理表达式",
    });
    expect(
      validateListener({ ...start, kind: "delegateExpression", value: "${d}" }, "execution", execution, messages),
    ).toEqual({});
  });

  it("requires a task listener's id where the engine has one", () => {
    const draft = { ...emptyListener(), event: "create", kind: "expression" as const, value: "${x}" };
    expect(validateListener(draft, "task", task, messages)).toEqual({ id: "请填写监听器ID" });
  });

  it("requires a script's format, type and content or resource", () => {
    const script = { ...emptyListener(), event: "start", kind: "script" as const };
    expect(validateListener(script, "execution", execution, messages)).toEqual({
      scriptFormat: "请填写脚本格式",
      scriptType: "请选择脚本类型",
    });
    expect(
      validateListener({ ...script, scriptFormat: "js", scriptType: "inline" }, "execution", execution, messages),
    ).toEqual({ script: "请填写脚本内容" });
    expect(
      validateListener({ ...script, scriptFormat: "js", scriptType: "external" }, "execution", execution, messages),
    ).toEqual({ resource: "请填写资源地址" });
  });

  it("requires the timer of a timeout listener unless its type is none", () => {
    const timeout = { ...emptyListener(), event: "timeout", id: "t", kind: "class" as const, value: "a.B" };
    expect(validateListener({ ...timeout, timerType: "date" }, "task", task, messages)).toEqual({
      timerValue: "请填写定时器配置",
    });
    expect(validateListener({ ...timeout, timerType: "none" }, "task", task, messages)).toEqual({});
  });

  it("requires a field's name, type and value or expression", () => {
    expect(validateField({ name: "", type: "", value: "" }, messages)).toEqual({
      name: "请填写字段名称",
      type: "请选择字段类型",
    });
    expect(validateField({ name: "a", type: "string", value: "" }, messages)).toEqual({ value: "请填写字段值" });
    expect(validateField({ name: "a", type: "expression", value: " " }, messages)).toEqual({ value: "请填写表达式" });
  });
});
