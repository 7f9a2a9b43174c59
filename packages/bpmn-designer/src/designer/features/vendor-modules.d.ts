// bpmn-js-token-simulation and diagram-js-minimap ship no types: both entries are didi module
// declarations, which is all the designer uses of them.
declare module "bpmn-js-token-simulation/lib/modeler" {
  const module: Record<string, unknown>;
  export default module;
}

declare module "diagram-js-minimap" {
  const module: Record<string, unknown>;
  export default module;
}

declare module "*.css";

/** bpmn-auto-layout ships no types: its one function, as its README documents it. */
declare module "bpmn-auto-layout" {
  /** The XML with diagram interchange laid out for the (first participant's) process. */
  export function layoutProcess(xml: string): Promise<string>;
}
