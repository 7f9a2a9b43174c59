/**
 * The few shapes of bpmn-js and moddle the designer's helpers rely on. bpmn-js types its model
 * objects as `any`; these interfaces name what we read so the compiler checks our use of them.
 */

/** A moddle object (a business object, an extension element, a DI element). Never put one in React state. */
interface ModdleElement {
  /** The qualified type, e.g. `bpmn:UserTask`, `flowable:ExecutionListener`. */
  $type: string;
  $parent?: ModdleElement;
  $attrs?: Record<string, string>;
  /** Whether this object is of `type` or extends it. */
  $instanceOf(type: string): boolean;
  /** Reads a property by its (possibly prefixed) name, e.g. `get("flowable:assignee")`. */
  get(name: string): unknown;
  /** Writes a property. Only moddle objects the designer has just created may be written this way. */
  set(name: string, value: unknown): void;
  id?: string;
  name?: string;
  [key: string]: unknown;
}

/** A diagram element (shape, connection, label or root) as bpmn-js gives it. */
interface DiagramElement {
  id: string;
  type: string;
  businessObject: ModdleElement;
  parent?: DiagramElement;
  labelTarget?: DiagramElement;
  [key: string]: unknown;
}

/** Options accepted by `saveXML`. */
interface SaveXmlOptions {
  /** Indent the XML (default true). */
  format?: boolean;
  preamble?: boolean;
}

export type { DiagramElement, ModdleElement, SaveXmlOptions };
