import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { moddleExtensionsFor } from "./descriptors";
import { engineIds, engines } from "./engines";
import { isXmlName, NEW_PROCESS_ID, newProcessXml } from "./new-process";
import type { ModdleElement } from "./types";

describe.each(engineIds)("a new %s process", (engine) => {
  const xml = newProcessXml({ id: "leave_apply", name: "请假 & 报销", engine });

  it("declares its engine's namespace and no other engine's", () => {
    expect(xml).toContain(`xmlns:${engines[engine].prefix}="${engines[engine].uri}"`);
    for (const other of engineIds.filter((id) => id !== engine)) expect(xml).not.toContain(engines[other].uri);
  });

  it("parses with no warnings into one process with a start event and its diagram", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor(engine));
    const { rootElement, warnings, elementsById } = await moddle.fromXML(xml);
    expect(warnings).toEqual([]);
    const [process] = rootElement.get("rootElements") as ModdleElement[];
    expect(process).toMatchObject({
      $type: "bpmn:Process",
      id: "leave_apply",
      name: "请假 & 报销",
      isExecutable: true,
    });
    expect((process!.get("flowElements") as ModdleElement[]).map((e) => e.$type)).toEqual(["bpmn:StartEvent"]);
    const plane = elementsById.BPMNPlane_1!;
    expect((plane.get("bpmnElement") as ModdleElement).id).toBe("leave_apply");
    expect(
      (plane.get("planeElement") as ModdleElement[]).map((shape) => (shape.get("bpmnElement") as ModdleElement).id),
    ).toEqual(["StartEvent_1"]);
  });
});

describe("newProcessXml", () => {
  it("refuses an id that is not an XML name", () => {
    expect(() => newProcessXml({ id: "1 bad", name: "x", engine: "flowable" })).toThrow(/not a valid process id/);
  });

  it("names the new-process id the designer starts with and the panel keeps editable", () => {
    expect(NEW_PROCESS_ID).toBe("Process_1");
    expect(isXmlName(NEW_PROCESS_ID)).toBe(true);
    expect(newProcessXml({ id: NEW_PROCESS_ID, name: "新流程", engine: "flowable" })).toContain(
      '<bpmn:process id="Process_1" name="新流程"',
    );
  });

  it("tells XML names from other keys", () => {
    expect(["process_1", "请假", "_a.b-c"].map(isXmlName)).toEqual([true, true, true]);
    expect(["1abc", "a b", "a:b", ""].map(isXmlName)).toEqual([false, false, false, false]);
  });
});
