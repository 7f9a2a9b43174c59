import type ElementRegistry from "diagram-js/lib/core/ElementRegistry.js";

import type { BpmnModeler } from "../../core/create-modeler";
import type { Engine } from "../../core/engines";

/**
 * What the corpus stories compare: a file's elements as its XML states them (ids, types, names,
 * DI bounds and waypoints), and as bpmn-js holds them after an import.
 */

const DI_NS = "http://www.omg.org/spec/BPMN/20100524/DI";
const DC_NS = "http://www.omg.org/spec/DD/20100524/DC";

/** Every element of an XML document that has an id: its qualified type and name, by id. */
function elementsById(xml: string): Map<string, string> {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  const found = new Map<string, string>();
  for (const element of document.querySelectorAll("[id]")) {
    const id = element.getAttribute("id")!;
    const text = element.localName === "textAnnotation" ? element.textContent?.trim() : undefined;
    found.set(id, `{${element.namespaceURI}}${element.localName} name=${element.getAttribute("name")} text=${text}`);
  }
  return found;
}

/** The diagram interchange of an XML document: the bounds of every shape and label, the waypoints of every edge. */
function diagramInterchange(xml: string): Map<string, string> {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const found = new Map<string, string>();
  const numbers = (element: Element, names: string[]) =>
    names.map((name) => Number(element.getAttribute(name))).join(",");
  const keyOf = (element: Element, index: number) =>
    element.getAttribute("id") ?? `${element.localName}#${index}->${element.getAttribute("bpmnElement")}`;
  const shapes = [...document.getElementsByTagNameNS(DI_NS, "BPMNShape")];
  shapes.forEach((shape, index) => {
    const bounds = [...shape.getElementsByTagNameNS(DC_NS, "Bounds")];
    found.set(keyOf(shape, index), bounds.map((box) => numbers(box, ["x", "y", "width", "height"])).join(" | "));
  });
  const edges = [...document.getElementsByTagNameNS(DI_NS, "BPMNEdge")];
  edges.forEach((edge, index) => {
    const points = [...edge.getElementsByTagNameNS("*", "waypoint")].map((point) => numbers(point, ["x", "y"]));
    const label = [...edge.getElementsByTagNameNS(DC_NS, "Bounds")].map((box) =>
      numbers(box, ["x", "y", "width", "height"]),
    );
    found.set(keyOf(edge, index), `${points.join(" ")} label ${label.join(" | ")}`);
  });
  return found;
}

interface RegistryEntry {
  id: string;
  type: string;
  name: string | undefined;
  geometry: string;
}

/** What bpmn-js holds after an import: every diagram element's id, type, name and geometry. */
function registrySnapshot(modeler: BpmnModeler): RegistryEntry[] {
  const registry = modeler.get<ElementRegistry>("elementRegistry");
  type Element = {
    id: string;
    type: string;
    businessObject?: { name?: string };
    x?: number;
    y?: number;
    width?: number;
    height?: number;
    waypoints?: { x: number; y: number }[];
  };
  return (registry.getAll() as Element[])
    .map((element) => ({
      id: element.id,
      type: element.type,
      name: element.businessObject?.name,
      geometry: element.waypoints
        ? element.waypoints.map((point) => `${point.x},${point.y}`).join(" ")
        : `${element.x},${element.y},${element.width},${element.height}`,
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The differences between two maps, as lines a person can read in a failing story. */
function differences(before: Map<string, string>, after: Map<string, string>, limit = 10): string[] {
  const lines: string[] = [];
  for (const [key, value] of before) {
    if (!after.has(key)) lines.push(`lost ${key}: ${value}`);
    else if (after.get(key) !== value) lines.push(`changed ${key}: ${value} → ${after.get(key)}`);
  }
  for (const [key, value] of after) if (!before.has(key)) lines.push(`added ${key}: ${value}`);
  return lines.slice(0, limit);
}

/**
 * The ids of the DI shapes and edges (and of their labels) that draw the given semantic elements,
 * or any element inside the given processes: what bpmn-js drops on export when it did not draw them.
 */
function diOf(xml: string, { elements = [], within = [] }: { elements?: string[]; within?: string[] }): Set<string> {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const semantic = new Set(elements);
  for (const id of within) {
    const container = [...document.querySelectorAll("[id]")].find((element) => element.getAttribute("id") === id);
    for (const child of container?.querySelectorAll("[id]") ?? []) semantic.add(child.getAttribute("id")!);
  }
  const found = new Set<string>();
  for (const di of [
    ...document.getElementsByTagNameNS(DI_NS, "BPMNShape"),
    ...document.getElementsByTagNameNS(DI_NS, "BPMNEdge"),
  ]) {
    if (!semantic.has(di.getAttribute("bpmnElement") ?? "")) continue;
    for (const element of [di, ...di.querySelectorAll("[id]")]) found.add(element.getAttribute("id")!);
  }
  return found;
}

/** `map` without the given keys. */
function without(map: Map<string, string>, keys: Set<string>): Map<string, string> {
  return new Map([...map].filter(([key]) => !keys.has(key)));
}

/**
 * `map` with the geometry of `keys` reduced to what survives a move: each box's width and height,
 * each edge's number of waypoints.
 */
function sizesOnly(map: Map<string, string>, keys: Set<string>): Map<string, string> {
  const size = (value: string) =>
    value.includes(" label ")
      ? `${value.split(" label ")[0]!.split(" ").length} waypoints`
      : value
          .split(" | ")
          .map((box) => box.split(",").slice(2).join(","))
          .join(" | ");
  return new Map([...map].map(([key, value]) => [key, keys.has(key) ? size(value) : value]));
}

/** The engine whose extension namespace the file declares (Camunda when it declares none of the three). */
function engineOf(xml: string): Engine {
  if (xml.includes('"http://flowable.org/bpmn"')) return "flowable";
  if (xml.includes('"http://activiti.org/bpmn"')) return "activiti";
  return "camunda";
}

/** Generated prefixes (ns0:, ns1:…) that bpmn-moddle writes for a namespace it lost track of. */
const GENERATED_PREFIX = /<\/?ns\d+:|\sxmlns:ns\d+=/;

export {
  diagramInterchange,
  diOf,
  differences,
  elementsById,
  engineOf,
  GENERATED_PREFIX,
  registrySnapshot,
  sizesOnly,
  without,
};
export type { RegistryEntry };
