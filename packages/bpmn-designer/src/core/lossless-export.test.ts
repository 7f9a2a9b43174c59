import { describe, expect, it } from "vitest";

import { escapeCarriageReturns, mergePlaneElements } from "./lossless-export";
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
