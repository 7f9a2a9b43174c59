// The few parts of bpmn-moddle (which ships no types) the deploy check reads and a model copy writes.
declare module "bpmn-moddle" {
  /** An element as bpmn-moddle parses it: its type, its known properties, unknown attributes in $attrs. */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    [property: string]: unknown;
  }

  export type Definitions = ModdleElement;

  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: ModdleElement; warnings: { message: string }[] }>;
    toXML(element: ModdleElement, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
