import { describe, expect, it } from "vitest";

import { escapeCarriageReturns, mergePlaneElements } from "./lossless-export";
import type { ModdleElement } from "./types";

const di = (id: string) => ({ id }) as unknown as ModdleElement;

describe("mergePlaneElements", () => {
  it("keeps undrawn shapes at their place and takes bpmn-js's order for the drawn ones", () => {
    const [a, b, foreign, c] = [di("a"), di("b"), di("foreign"), di("c")];
    expect(mergePlaneElements([a, foreign, b, c], [c, a, b]).map((e) => e.id)).toEqual(["c", "foreign", "a", "b"]);
  });

  it("drops what the user deleted (bpmn-js removed it before ordering) and appends new shapes", () => {
    const [a, foreign, added] = [di("a"), di("foreign"), di("added")];
    expect(mergePlaneElements([foreign, a, added], [a, added]).map((e) => e.id)).toEqual(["foreign", "a", "added"]);
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
