import { describe, expect, it } from "vitest";

import { resolvePrefixedReferences } from "./prefixed-references";

const GENMYMODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn2:definitions xmlns:bpmn2="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:xsd="http://www.w3.org/2001/XMLSchema" id="d" targetNamespace="http://www.omg.org/spec/BPMN/20100524/MODEL">
  <bpmn2:process id="_P">
    <bpmn2:startEvent id="_S"><bpmn2:outgoing>bpmn2:_F</bpmn2:outgoing></bpmn2:startEvent>
    <bpmn2:sequenceFlow id="_F" sourceRef="bpmn2:_S" targetRef="bpmn2:_T"/>
    <bpmn2:task id="_T"><bpmn2:incoming> bpmn2:_F </bpmn2:incoming></bpmn2:task>
    <bpmn2:dataObject id="_D" itemSubjectRef="xsd:string"/>
  </bpmn2:process>
  <bpmndi:BPMNDiagram id="dia"><bpmndi:BPMNPlane id="pl" bpmnElement="bpmn2:_P"/></bpmndi:BPMNDiagram>
</bpmn2:definitions>`;

describe("resolvePrefixedReferences", () => {
  it("writes references prefixed with the BPMN namespace's prefix as bare ids (GenMyModel)", () => {
    const out = resolvePrefixedReferences(GENMYMODEL);
    expect(out).toContain('sourceRef="_S" targetRef="_T"');
    expect(out).toContain("<bpmn2:outgoing>_F</bpmn2:outgoing>");
    expect(out).toContain("<bpmn2:incoming> _F </bpmn2:incoming>");
    expect(out).toContain('bpmnElement="_P"');
    // A prefix of another namespace, and everything that is not a reference, stay as written.
    expect(out).toContain('itemSubjectRef="xsd:string"');
    expect(out).toBe(
      GENMYMODEL.replaceAll('"bpmn2:_', '"_').replaceAll(">bpmn2:_", ">_").replaceAll("> bpmn2:_", "> _"),
    );
  });

  it("resolves a prefix bound to the target namespace (tns:) only where the id exists", () => {
    const xml = `<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:tns="Examples" xmlns:o="Other" targetNamespace="Examples">
  <message id="writeReport" />
  <process id="p"><startEvent id="s"><messageEventDefinition messageRef="tns:writeReport" /></startEvent>
  <endEvent id="e"><messageEventDefinition messageRef="tns:missing" /></endEvent>
  <endEvent id="e2"><messageEventDefinition messageRef="o:writeReport" /></endEvent></process>
</definitions>`;
    const out = resolvePrefixedReferences(xml);
    expect(out).toContain('messageRef="writeReport"');
    expect(out).toContain('messageRef="tns:missing"');
    expect(out).toContain('messageRef="o:writeReport"');
  });

  it("leaves a document without such prefixes unchanged", () => {
    const xml = '<bpmn:definitions xmlns:bpmn="x" targetNamespace="y"><bpmn:process id="p" /></bpmn:definitions>';
    expect(resolvePrefixedReferences(xml)).toBe(xml);
  });
});
