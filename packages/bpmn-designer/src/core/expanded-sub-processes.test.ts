import { readFileSync } from "node:fs";

import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import { markExpandedSubProcesses } from "./expanded-sub-processes";
import type { ModdleElement } from "./types";

const corpus = (name: string) => readFileSync(new URL(`../../test-fixtures/corpus/${name}`, import.meta.url), "utf8");

/** A process with three sub-processes on the main plane (a transaction, an ad-hoc one and a plain one). */
const diagram = ({ outside = false, explicit = "" } = {}) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" id="d" targetNamespace="t">
  <bpmn:process id="p">
    <bpmn:transaction id="Tx"><bpmn:task id="TxTask" /></bpmn:transaction>
    <bpmn:adHocSubProcess id="AdHoc"><bpmn:task id="AdHocTask" /></bpmn:adHocSubProcess>
    <bpmn:subProcess id="Drill"><bpmn:task id="DrillTask" /></bpmn:subProcess>
    <bpmn:subProcess id="Empty" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="main">
    <bpmndi:BPMNPlane id="mainPlane" bpmnElement="p">
      <bpmndi:BPMNShape id="Tx_di" bpmnElement="Tx"${explicit}><dc:Bounds x="100" y="100" width="300" height="200" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="TxTask_di" bpmnElement="TxTask"><dc:Bounds x="${outside ? 500 : 150}" y="150" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="AdHoc_di" bpmnElement="AdHoc"><dc:Bounds x="100" y="400" width="300" height="200" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="AdHocTask_di" bpmnElement="AdHocTask"><dc:Bounds x="99" y="450" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Drill_di" bpmnElement="Drill"><dc:Bounds x="500" y="400" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Empty_di" bpmnElement="Empty"><dc:Bounds x="700" y="400" width="100" height="80" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
  <bpmndi:BPMNDiagram id="drill">
    <bpmndi:BPMNPlane id="drillPlane" bpmnElement="Drill">
      <bpmndi:BPMNShape id="DrillTask_di" bpmnElement="DrillTask"><dc:Bounds x="520" y="410" width="40" height="40" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

async function parse(xml: string) {
  const moddle = new BpmnModdle();
  const { rootElement, elementsById } = await moddle.fromXML(xml);
  return { moddle, definitions: rootElement, byId: elementsById as Record<string, ModdleElement> };
}

describe("markExpandedSubProcesses", () => {
  it("marks Flowable's sub-processes (no isExpanded, contents inside) expanded, and the XML says so", async () => {
    const { moddle, definitions, byId } = await parse(corpus("flowable-timer-event-subprocesses.bpmn"));
    expect(markExpandedSubProcesses(definitions)).toEqual([
      "BPMNShape_subProcess1",
      "BPMNShape_eventSubProcess",
      "BPMNShape_eventProcess",
    ]);
    expect(byId["BPMNShape_subProcess1"]!.get("isExpanded")).toBe(true);
    const { xml } = await moddle.toXML(definitions);
    expect(xml).toContain('bpmnElement="eventProcess" isExpanded="true"');
  });

  it("marks transactions and ad-hoc sub-processes; leaves one drawn on a plane of its own and an empty one", async () => {
    const { definitions, byId } = await parse(diagram());
    // AdHocTask sticks out by 1 px: within the tolerance for rounded coordinates.
    expect(markExpandedSubProcesses(definitions)).toEqual(["Tx_di", "AdHoc_di"]);
    expect(byId["Drill_di"]!.get("isExpanded")).toBeUndefined();
    expect(byId["Empty_di"]!.get("isExpanded")).toBeUndefined();
  });

  it("never changes an explicit isExpanded, nor a shape whose contents lie outside it", async () => {
    const explicit = await parse(diagram({ explicit: ' isExpanded="false"' }));
    expect(markExpandedSubProcesses(explicit.definitions)).toEqual(["AdHoc_di"]);
    expect(explicit.byId["Tx_di"]!.get("isExpanded")).toBe(false);

    const outside = await parse(diagram({ outside: true }));
    expect(markExpandedSubProcesses(outside.definitions)).toEqual(["AdHoc_di"]);

    // Bizagi's round trip draws the sub-processes' contents below them, outside their bounds.
    const bizagi = await parse(corpus("bizagi-a4.0-roundtrip.bpmn"));
    expect(markExpandedSubProcesses(bizagi.definitions)).toEqual([]);
    // bpmn-js's own collapsed sub-processes say isExpanded="false" and keep their contents on planes of their own.
    const collapsed = await parse(corpus("bpmn-js-collapsed-sub-process.bpmn"));
    expect(markExpandedSubProcesses(collapsed.definitions)).toEqual([]);
  });
});
