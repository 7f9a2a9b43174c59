import { BpmnModdle } from "bpmn-moddle";
import { describe, expect, it } from "vitest";

import {
  diDefaultsWritten,
  escapeCarriageReturns,
  mergePlaneElements,
  unwriteDefaults,
  writeDefaults,
} from "./lossless-export";
import type { ModdleElement } from "./types";

const di = (id: string) => ({ id }) as unknown as ModdleElement;

describe("mergePlaneElements", () => {
  it("keeps the plane in the file's order, undrawn shapes included, whatever order bpmn-js chose", () => {
    const [a, b, foreign, c] = [di("a"), di("b"), di("foreign"), di("c")];
    expect(mergePlaneElements([a, foreign, b, c], [c, a, b]).map((e) => e.id)).toEqual(["a", "foreign", "b", "c"]);
  });

  it("keeps what the user added (bpmn-js removed what they deleted before ordering)", () => {
    const [a, foreign, added, drawnElsewhere] = [di("a"), di("foreign"), di("added"), di("moved")];
    expect(mergePlaneElements([foreign, a, added], [a, drawnElsewhere, added]).map((e) => e.id)).toEqual([
      "foreign",
      "a",
      "added",
      "moved",
    ]);
  });
});

describe("escapeCarriageReturns", () => {
  it("writes the CR of a CR LF in an attribute as a character reference", () => {
    expect(escapeCarriageReturns('<task name="a\r&#10;b" />')).toBe('<task name="a&#13;&#10;b" />');
  });

  it("leaves CDATA sections as they are", () => {
    const xml = '<script><![CDATA[a\r\nb]]></script><task name="x\r" />';
    expect(escapeCarriageReturns(xml)).toBe('<script><![CDATA[a\r\nb]]></script><task name="x&#13;" />');
  });
});

describe("DI attributes written with bpmn-moddle's default value", () => {
  const edge = (kind: string) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" id="d" targetNamespace="t">
  <collaboration id="c"><participant id="p1" /><participant id="p2" /><messageFlow id="m" sourceRef="p1" targetRef="p2" /></collaboration>
  <bpmndi:BPMNDiagram id="dg"><bpmndi:BPMNPlane id="pl" bpmnElement="c"><bpmndi:BPMNEdge id="e" bpmnElement="m"${kind} /></bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</definitions>`;
  const save = async (xml: string, change?: (edge: ModdleElement) => void) => {
    const moddle = new BpmnModdle();
    const { rootElement } = await moddle.fromXML(xml);
    const definitions = rootElement as unknown as ModdleElement;
    const written = diDefaultsWritten(definitions);
    const plane = (definitions.get("diagrams") as ModdleElement[])[0]!.get("plane") as ModdleElement;
    const edgeDi = (plane.get("planeElement") as ModdleElement[])[0]!;
    change?.(edgeDi);
    const added = writeDefaults(written);
    const { xml: out } = await moddle.toXML(rootElement);
    unwriteDefaults(added);
    return { out, edgeDi };
  };

  it('keeps messageVisibleKind="initiating" that moddle alone drops (the DI schema has no default)', async () => {
    const { out, edgeDi } = await save(edge(' messageVisibleKind="initiating"'));
    expect(out).toContain('<bpmndi:BPMNEdge id="e" bpmnElement="m" messageVisibleKind="initiating" />');
    // The live model is left as it was.
    expect(edgeDi.$attrs).toEqual({});
  });

  it("adds nothing the file did not write, and keeps what the user changed", async () => {
    expect((await save(edge(""))).out).not.toContain("messageVisibleKind");
    const changed = await save(edge(' messageVisibleKind="initiating"'), (e) =>
      e.set("messageVisibleKind", "non_initiating"),
    );
    expect(changed.out).toContain('messageVisibleKind="non_initiating"');
    expect(changed.out.match(/messageVisibleKind/g)).toHaveLength(1);
  });
});
