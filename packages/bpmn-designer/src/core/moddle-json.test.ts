import { readFileSync } from "node:fs";
import { join } from "node:path";

import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { moddleExtensionsFor } from "./descriptors";
import { moddleToJson } from "./moddle-json";

const fixture = (name: string) => readFileSync(join(import.meta.dirname, "fixtures", name), "utf8");

const approval = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:flowable="http://flowable.org/bpmn" id="D" targetNamespace="x">
  <bpmn:process id="approval" name="审批" isExecutable="true">
    <bpmn:startEvent id="Start"><bpmn:outgoing>Flow</bpmn:outgoing></bpmn:startEvent>
    <bpmn:sequenceFlow id="Flow" sourceRef="Start" targetRef="Task" />
    <bpmn:userTask id="Task" name="审批" flowable:assignee="\${manager}"><bpmn:incoming>Flow</bpmn:incoming></bpmn:userTask>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram"><bpmndi:BPMNPlane id="Plane" bpmnElement="approval">
    <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="1" y="2" width="36" height="36" /></bpmndi:BPMNShape>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

describe("moddleToJson", () => {
  it("writes the tree with references as ids and engine attributes prefixed", async () => {
    const moddle = new BpmnModdle(moddleExtensionsFor("flowable"));
    const { rootElement } = await moddle.fromXML(approval);
    const json = moddleToJson(rootElement);
    const process = (json.rootElements as Record<string, unknown>[])[0]!;
    expect(process).toMatchObject({ $type: "bpmn:Process", id: "approval", name: "审批", isExecutable: true });
    const [start, flow, task] = process.flowElements as Record<string, unknown>[];
    expect(start).toEqual({ $type: "bpmn:StartEvent", id: "Start", outgoing: ["Flow"] });
    expect(flow).toEqual({ $type: "bpmn:SequenceFlow", id: "Flow", sourceRef: "Start", targetRef: "Task" });
    expect(task).toEqual({
      $type: "bpmn:UserTask",
      id: "Task",
      name: "审批",
      "flowable:assignee": "${manager}",
      incoming: ["Flow"],
    });
    const plane = (json.diagrams as { plane: { bpmnElement: string; planeElement: Record<string, unknown>[] } }[])[0]!
      .plane;
    expect(plane.bpmnElement).toBe("approval");
    expect(plane.planeElement[0]).toEqual({
      $type: "bpmndi:BPMNShape",
      id: "Start_di",
      bpmnElement: "Start",
      bounds: { $type: "dc:Bounds", x: 1, y: 2, width: 36, height: 36 },
    });
    expect(json.$attrs).toMatchObject({ "xmlns:flowable": "http://flowable.org/bpmn" });
  });

  it("serialises every engine's full fixture without a cycle", async () => {
    for (const engine of ["activiti", "camunda", "flowable"] as const) {
      const moddle = new BpmnModdle(moddleExtensionsFor(engine));
      const { rootElement } = await moddle.fromXML(fixture(`${engine}-all.bpmn`));
      const text = JSON.stringify(moddleToJson(rootElement));
      expect(text).not.toContain("$parent");
      expect(text).toContain(`"${engine}:`);
    }
  });
});
