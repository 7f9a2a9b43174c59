import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { diagramFileName, processTitle } from "./file-name";
import { newProcessXml } from "./new-process";

const moddle = new BpmnModdle();

describe("download file names", () => {
  it("use the process name, else its id", async () => {
    const named = await moddle.fromXML(newProcessXml({ id: "leave", name: "请假流程", engine: "flowable" }));
    expect(processTitle(named.rootElement)).toBe("请假流程");
    const unnamed = await moddle.fromXML(newProcessXml({ id: "leave", name: "  ", engine: "flowable" }));
    expect(processTitle(unnamed.rootElement)).toBe("leave");
    expect(processTitle(undefined)).toBe("diagram");
  });

  it("use the first participant's process of a collaboration", async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d" targetNamespace="x">
  <bpmn:collaboration id="c"><bpmn:participant id="pa" processRef="p1" /></bpmn:collaboration>
  <bpmn:process id="p1" name="报销" />
</bpmn:definitions>`;
    const { rootElement } = await moddle.fromXML(xml);
    expect(processTitle(rootElement)).toBe("报销");
  });

  it("are safe on every file system and carry the kind's extension", () => {
    expect(diagramFileName("请假流程", "bpmn")).toBe("请假流程.bpmn");
    expect(diagramFileName('a/b:c*?"<>|d', "svg")).toBe("a_b_c_d.svg");
    expect(diagramFileName(" .. ", "xml")).toBe("diagram.xml");
  });
});
