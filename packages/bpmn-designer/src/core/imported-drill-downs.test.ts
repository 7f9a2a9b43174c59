import { readFileSync } from "node:fs";

import SubprocessCompatibility from "bpmn-js/lib/features/drilldown/SubprocessCompatibility.js";
import { BpmnModdle } from "bpmn-moddle";
import EventBus from "diagram-js/lib/core/EventBus.js";
import { describe, expect, it } from "vitest";

import { importedDrillDownsModule } from "./imported-drill-downs";
import type { ModdleElement } from "./types";

const corpus = (name: string) => readFileSync(new URL(`../../test-fixtures/corpus/${name}`, import.meta.url), "utf8");

/** A collapsed sub-process (with a nested collapsed one) whose contents the file draws on its only plane. */
const collapsedOnOnePlane = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" id="d" targetNamespace="t">
  <bpmn:process id="p">
    <bpmn:startEvent id="Start" />
    <bpmn:subProcess id="Outer">
      <bpmn:task id="A" />
      <bpmn:subProcess id="Inner"><bpmn:task id="B" /></bpmn:subProcess>
      <bpmn:sequenceFlow id="AtoInner" sourceRef="A" targetRef="Inner" />
    </bpmn:subProcess>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="main">
    <bpmndi:BPMNPlane id="mainPlane" bpmnElement="p">
      <bpmndi:BPMNShape id="A_di" bpmnElement="A"><dc:Bounds x="612.5" y="700" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Start_di" bpmnElement="Start"><dc:Bounds x="100" y="100" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="Outer_di" bpmnElement="Outer"><dc:Bounds x="200" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="AtoInner_di" bpmnElement="AtoInner"><di:waypoint x="712.5" y="740" /><di:waypoint x="800" y="740" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNShape id="Inner_di" bpmnElement="Inner"><dc:Bounds x="800" y="700" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="B_di" bpmnElement="B"><dc:Bounds x="1000" y="900" width="100" height="80" /></bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;

/** Imports as bpmn-js does up to drawing (its drill-down planes made), with the designer's service listening. */
async function imported(xml: string) {
  const moddle = new BpmnModdle();
  const { rootElement: definitions, elementsById } = await moddle.fromXML(xml);
  const eventBus = new EventBus();
  new SubprocessCompatibility(eventBus, moddle);
  const [, Service] = importedDrillDownsModule.designerImportedDrillDowns;
  new Service(eventBus);
  eventBus.fire("import.render.start", { definitions });
  const save = async () => {
    eventBus.fire("saveXML.start", { definitions });
    const { xml: saved } = await moddle.toXML(definitions);
    eventBus.fire("saveXML.done", { xml: saved });
    return saved;
  };
  const write = async () => (await moddle.toXML(definitions)).xml;
  return {
    moddle,
    definitions: definitions as ModdleElement,
    byId: elementsById as Record<string, ModdleElement>,
    save,
    write,
  };
}

const diagramsOf = (definitions: ModdleElement) => definitions.get("diagrams") as ModdleElement[];
const planeElements = (diagram: ModdleElement) =>
  ((diagram.get("plane") as ModdleElement).get("planeElement") as ModdleElement[]).map((element) => element.id);

describe("drill-down diagrams bpmn-js adds on import", () => {
  it("are left out of the export: the contents stay on the file's plane, where and in the order the file had them", async () => {
    const { definitions, save, write } = await imported(collapsedOnOnePlane);
    // What bpmn-js alone would write: a diagram more per collapsed sub-process, the contents moved and shifted.
    expect(diagramsOf(definitions)).toHaveLength(3);
    expect(await write()).toContain('<bpmndi:BPMNPlane bpmnElement="Outer">');

    const saved = await save();
    const moddle = new BpmnModdle();
    const { xml: fileAsWritten } = await moddle.toXML((await moddle.fromXML(collapsedOnOnePlane)).rootElement);
    expect(saved).toBe(fileAsWritten);
  });

  it("stay in the live model after the save (the designer keeps drawing them)", async () => {
    const { definitions, save, write } = await imported(collapsedOnOnePlane);
    const before = diagramsOf(definitions).map(planeElements);
    const written = await write();
    await save();
    expect(diagramsOf(definitions).map(planeElements)).toEqual(before);
    expect(await write()).toBe(written);
  });

  it("take back what the user drew inside them, shifted onto the file's plane beside the rest", async () => {
    const { definitions, byId, moddle, save } = await imported(collapsedOnOnePlane);
    const innerPlane = diagramsOf(definitions)
      .map((diagram) => diagram.get("plane") as ModdleElement)
      .find((plane) => plane.get("bpmnElement") === byId.Inner)!;
    const bShape = (innerPlane.get("planeElement") as ModdleElement[])[0]!;
    const bBounds = bShape.get("bounds") as { x: number; y: number };
    const drawn = moddle.create("bpmndi:BPMNShape", {
      id: "C_di",
      bounds: moddle.create("dc:Bounds", { x: bBounds.x + 200, y: bBounds.y, width: 100, height: 80 }),
    });
    (innerPlane.get("planeElement") as ModdleElement[]).push(drawn as ModdleElement);

    const saved = await save();
    expect(saved).toMatch(/<bpmndi:BPMNShape id="B_di" bpmnElement="B">\s*<dc:Bounds x="1000" y="900"/);
    expect(saved).toMatch(/<bpmndi:BPMNShape id="C_di">\s*<dc:Bounds x="1200" y="900"/);
    expect(saved.match(/<bpmndi:BPMNDiagram/g)).toHaveLength(1);
    // The live drill-down keeps both, at its own coordinates.
    expect((innerPlane.get("planeElement") as ModdleElement[]).map((element) => element.id)).toEqual(["B_di", "C_di"]);
    expect(bBounds.x).not.toBe(1000);
  });

  it("give back, unshifted and in the file's order, the file's DI that bpmn-js drew inside them without moving it", async () => {
    const { definitions, byId, save } = await imported(collapsedOnOnePlane);
    const [main, outer] = diagramsOf(definitions).map((diagram) => diagram.get("plane") as ModdleElement);
    expect(outer!.get("bpmnElement")).toBe(byId.Outer);
    // As bpmn-js's ordering does for an edge drawn on the drill-down's canvas (a message flow to an inner element).
    const mainElements = main!.get("planeElement") as ModdleElement[];
    const start = mainElements.splice(mainElements.indexOf(byId.Start_di!), 1)[0]!;
    (outer!.get("planeElement") as ModdleElement[]).push(start);

    const saved = await save();
    const moddle = new BpmnModdle();
    const { xml: fileAsWritten } = await moddle.toXML((await moddle.fromXML(collapsedOnOnePlane)).rootElement);
    expect(saved).toBe(fileAsWritten);
  });

  it("a drill-down diagram the file had is written as it was", async () => {
    const xml = corpus("bpmn-js-collapsed-sub-process.bpmn");
    const { definitions, save } = await imported(xml);
    const fileDiagrams = (await new BpmnModdle().fromXML(xml)).rootElement.get("diagrams") as ModdleElement[];
    const saved = await save();
    expect(saved.match(/<bpmndi:BPMNDiagram/g)).toHaveLength(fileDiagrams.length);
    expect(diagramsOf(definitions).length).toBeGreaterThanOrEqual(fileDiagrams.length);
  });
});
