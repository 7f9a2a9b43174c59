// bpmn-moddle ships types for its model (`bpmn-moddle/types`) but none for its entry; the tests that
// parse XML in Node use only this much of it.
declare module "bpmn-moddle" {
  import type { ModdleElement } from "./types";

  interface ParseResult {
    rootElement: ModdleElement;
    warnings: { message: string }[];
    elementsById: Record<string, ModdleElement>;
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>, options?: Record<string, unknown>);
    fromXML(xml: string, typeName?: string): Promise<ParseResult>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, attrs?: Record<string, unknown>): ModdleElement;
  }
}
