/**
 * The moddle tree of a diagram as plain JSON, for the toolbar's "preview JSON".
 *
 * A moddle tree is cyclic: every object points to its `$parent`, a sequence flow to its source and
 * target, a DI shape to its `bpmnElement`, a flow node back to its flows. We walk the tree along
 * containment only and write every reference (a property whose descriptor says `isReference`) as
 * the referenced object's id, so the JSON is a tree with no cycle and no duplicate, as the XML is.
 */
import type { ModdleElement } from "./types";

/** A JSON value. */
type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

interface PropertyDescriptor {
  name: string;
  isReference?: boolean;
  ns: { prefix: string; localName: string };
}

interface Described {
  $descriptor?: { propertiesByName: Record<string, PropertyDescriptor | undefined> };
}

// The packages of BPMN itself; attributes of any other package (an engine's) keep their prefix.
const bpmnPackages = new Set(["bpmn", "bpmndi", "dc", "di"]);

function isModdleElement(value: unknown): value is ModdleElement {
  return typeof value === "object" && value !== null && typeof (value as ModdleElement).$type === "string";
}

const referenceId = (value: unknown): Json =>
  isModdleElement(value) ? (value.id ?? null) : typeof value === "string" ? value : null;

function toJson(value: unknown): Json {
  if (isModdleElement(value)) return moddleToJson(value);
  if (Array.isArray(value)) return value.map(toJson);
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  return null;
}

/**
 * `element` and everything it contains as JSON: `{ $type, $attrs?, …properties }`, properties in
 * document order, engine attributes prefixed (`"flowable:assignee"`), references as ids
 * (`"sourceRef": "StartEvent_1"`), `$parent` left out.
 */
function moddleToJson(element: ModdleElement): { [key: string]: Json } {
  const out: { [key: string]: Json } = { $type: element.$type };
  const attrs = element.$attrs;
  if (attrs && Object.keys(attrs).length > 0) out.$attrs = { ...attrs };
  const properties = (element as Described).$descriptor?.propertiesByName ?? {};
  // Own names, enumerable or not: moddle defines resolved references as non-enumerable properties.
  for (const name of Object.getOwnPropertyNames(element)) {
    if (name.startsWith("$")) continue;
    const value = (element as Record<string, unknown>)[name];
    if (value === undefined) continue;
    const descriptor = properties[name];
    const key =
      descriptor && !bpmnPackages.has(descriptor.ns.prefix)
        ? `${descriptor.ns.prefix}:${descriptor.ns.localName}`
        : name;
    if (descriptor?.isReference) {
      out[key] = Array.isArray(value) ? value.map(referenceId) : referenceId(value);
    } else {
      out[key] = toJson(value);
    }
  }
  return out;
}

export { moddleToJson };
export type { Json };
