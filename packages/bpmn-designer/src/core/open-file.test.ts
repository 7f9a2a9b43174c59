import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { adoptProcessKey, modelProcessOf, processesOf } from "./open-file";
import type { ModdleElement } from "./types";

const collaboration = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="Defs" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:collaboration id="Collab">
    <bpmn:participant id="School" processRef="Other_Tool_Process" />
    <bpmn:participant id="Parents" processRef="Parents_Process" />
  </bpmn:collaboration>
  <bpmn:process id="Other_Tool_Process" name="请假" isExecutable="true">
    <bpmn:startEvent id="leave" />
    <bpmn:callActivity id="Again" calledElement="Other_Tool_Process" />
  </bpmn:process>
  <bpmn:process id="Parents_Process" isExecutable="false" />
  <bpmndi:BPMNDiagram id="Diagram">
    <bpmndi:BPMNPlane id="Plane" bpmnElement="Collab">
      <bpmndi:BPMNShape id="School_di" bpmnElement="School"><dc:Bounds x="0" y="0" width="600" height="200" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
  <bpmndi:BPMNDiagram id="Process_diagram">
    <bpmndi:BPMNPlane id="Plane2" bpmnElement="Other_Tool_Process" />
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

async function parse(xml: string) {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml, "bpmn:Definitions");
  return { moddle, definitions: rootElement as unknown as ModdleElement };
}

describe("processesOf / modelProcessOf", () => {
  it("lists a file's processes and picks its only executable one", async () => {
    const { definitions } = await parse(collaboration);
    const processes = processesOf(definitions);
    expect(processes.map((p) => [p.id, p.executable, p.size])).toEqual([
      ["Other_Tool_Process", true, 2],
      ["Parents_Process", false, 0],
    ]);
    expect(modelProcessOf(processes)?.id).toBe("Other_Tool_Process");
    expect(modelProcessOf(processes.map((p) => ({ ...p, executable: true })))).toBeNull();
  });
});

describe("adoptProcessKey", () => {
  it("renames the process and everything pointing at it follows; the other process is unchanged", async () => {
    const { moddle, definitions } = await parse(collaboration);
    expect(adoptProcessKey(definitions, "Other_Tool_Process", "leave_request")).toBe("Other_Tool_Process");
    const { xml } = await moddle.toXML(definitions as never);
    expect(xml).toContain('<bpmn:process id="leave_request" name="请假" isExecutable="true">');
    expect(xml).toContain('<bpmn:participant id="School" processRef="leave_request" />');
    expect(xml).toContain('<bpmndi:BPMNPlane id="Plane2" bpmnElement="leave_request" />');
    expect(xml).toContain('calledElement="leave_request"');
    expect(xml).toContain('<bpmn:process id="Parents_Process" isExecutable="false" />');
    expect(xml).not.toContain("Other_Tool_Process");
  });

  it("moves an element already called like the key out of the way", async () => {
    const { moddle, definitions } = await parse(collaboration);
    adoptProcessKey(definitions, "Other_Tool_Process", "leave");
    const { xml } = await moddle.toXML(definitions as never);
    expect(xml).toContain('<bpmn:process id="leave" ');
    expect(xml).toContain('<bpmn:startEvent id="leave_1" />');
  });
});
