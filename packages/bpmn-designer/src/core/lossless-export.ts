/**
 * What the designer's export keeps that bpmn-js alone would lose:
 *
 * - **Undrawn diagram interchange, and the file's order.** bpmn-js's `BpmnDiOrdering` rewrites each
 *   drawn plane on save with only the shapes on the canvas, in its own order, so shapes and edges it
 *   could not draw (processes no participant refers to, a called process drawn inside a call
 *   activity, elements outside the plane's process) vanish. Their DI is still in the plane before
 *   that rewrite (bpmn-js removes the DI of what the user deletes): we put the plane back as it was.
 * - **No attribute the file did not have.** bpmn-js sets `isMarkerVisible="true"` on every exclusive
 *   gateway shape without it, and the designer marks `isExpanded="true"` on sub-processes that hold
 *   their contents: both are removed while saving (and restored on the live model) unless the user
 *   changed them.
 * - **DI attributes the file wrote with bpmn-moddle's default value.** moddle writes no attribute whose
 *   value is its descriptor's default. For the BPMN model that loses nothing (those defaults are the
 *   schema's), but the BPMN DI schema defines no default at all: bpmn-moddle's own
 *   `messageVisibleKind="initiating"` on message flow edges would vanish from a file that wrote it. Such
 *   values are written as plain attributes while saving, unless the user changed them.
 * - **Line breaks in attributes.** moddle writes the CR of a CR LF as a raw character, which the
 *   next reader turns into a space: the export writes it as `&#13;` (outside CDATA sections).
 */
import type { ModdleElement } from "./types";

interface RootLike {
  di?: ModdleElement;
}

interface EventBusLike {
  on(event: string, priority: number, callback: (event: { xml?: string }) => string | void): void;
}

interface CanvasLike {
  getRootElements(): RootLike[];
}

/** `BpmnDiOrdering` runs at 2000: we look just before and just after it. */
const BEFORE_ORDERING = 2001;
const AFTER_ORDERING = 1999;
/** Removing the added attributes runs last, after every other `saveXML.start` listener. */
const LAST = 1;

/** DI attributes bpmn-js or the designer sets on import although the file may not have them. */
const ADDED_ON_IMPORT = ["isMarkerVisible", "isExpanded"] as const;

const hasOwn = (element: ModdleElement, name: string) => Object.prototype.hasOwnProperty.call(element, name);

/**
 * The plane's elements as they were before bpmn-js reordered them: the file's order (so nothing
 * moves in the file, and the undrawn DI stays where it was), then what bpmn-js has drawn that the
 * list did not hold yet. bpmn-js removes the DI of what the user deletes, and adds the DI of what
 * they draw to the end, before saving; it does not read the DI order when it imports.
 */
function mergePlaneElements(before: readonly ModdleElement[], ordered: readonly ModdleElement[]): ModdleElement[] {
  const kept = new Set(before);
  return [...before, ...ordered.filter((element) => !kept.has(element))];
}

/** Writes every raw carriage return outside CDATA sections as a character reference. */
function escapeCarriageReturns(xml: string): string {
  if (!xml.includes("\r")) return xml;
  return xml
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part, index) => (index % 2 === 1 ? part : part.replaceAll("\r", "&#13;")))
    .join("");
}

/**
 * The attributes of the DI elements under `definitions` that hold the value bpmn-moddle's descriptor
 * gives as their default, as the file wrote them (moddle would not write them back).
 */
function diDefaultsWritten(definitions: ModdleElement): AddedAttribute[] {
  const found: AddedAttribute[] = [];
  const visit = (element: ModdleElement) => {
    const descriptor = element.$descriptor as { properties?: MaybeDefaultProperty[] } | undefined;
    for (const property of descriptor?.properties ?? []) {
      const { name, isAttr } = property;
      if (isAttr && property.default !== undefined && hasOwn(element, name) && element[name] === property.default)
        found.push({ element, name, value: element[name] });
    }
    for (const child of ["plane", "planeElement", "label"]) {
      const value = element[child];
      for (const nested of Array.isArray(value) ? value : value ? [value] : []) visit(nested as ModdleElement);
    }
  };
  for (const diagram of (definitions.get("diagrams") as ModdleElement[] | undefined) ?? []) visit(diagram);
  return found;
}

/**
 * Makes moddle write these default values: as plain attributes of the element (`$attrs`), which moddle
 * writes as they are. Only values still as the file had them; returns what it added, for `unwrite`.
 */
function writeDefaults(written: readonly AddedAttribute[]): AddedAttribute[] {
  const added = written.filter(
    ({ element, name, value }) => element[name] === value && element.$attrs?.[name] === undefined,
  );
  for (const { element, name, value } of added) (element.$attrs ??= {})[name] = String(value);
  return added;
}

/** Removes what `writeDefaults` added once the XML is written. */
function unwriteDefaults(added: readonly AddedAttribute[]): void {
  for (const { element, name } of added) delete element.$attrs?.[name];
}

interface MaybeDefaultProperty {
  name: string;
  isAttr?: boolean;
  default?: unknown;
}

interface AddedAttribute {
  element: ModdleElement;
  name: string;
  value: unknown;
}

/** The bpmn-js service: registered with `losslessExportModule`. */
class LosslessExport {
  static $inject = ["eventBus", "canvas"];

  /** DI attributes absent from the file when it was parsed, keyed by DI element. */
  private absentOnParse = new Map<ModdleElement, Set<string>>();
  /** Of those, the ones the import set, with the value it set. */
  private addedOnImport: AddedAttribute[] = [];
  /** The attributes removed for the save in progress, put back when it is done. */
  private removed: AddedAttribute[] = [];
  /** DI attributes the file wrote with bpmn-moddle's default value. */
  private defaultsWritten: AddedAttribute[] = [];
  /** Of those, the ones written as plain attributes for the save in progress. */
  private defaultsAdded: AddedAttribute[] = [];

  constructor(eventBus: EventBusLike, canvas: CanvasLike) {
    let planesBefore: { plane: ModdleElement; elements: ModdleElement[] }[] = [];

    // Before any other listener (our sub-process fix included) touches the parsed tree.
    eventBus.on("import.parse.complete", 1500, (event) => {
      const { definitions } = event as { definitions?: ModdleElement };
      this.absentOnParse = definitions ? absentAttributes(definitions) : new Map();
      this.defaultsWritten = definitions ? diDefaultsWritten(definitions) : [];
    });
    eventBus.on("import.done", 1000, () => {
      this.addedOnImport = [];
      for (const [element, names] of this.absentOnParse) {
        for (const name of names) {
          if (hasOwn(element, name)) this.addedOnImport.push({ element, name, value: element.get(name) });
        }
      }
      this.absentOnParse = new Map();
    });

    eventBus.on("saveXML.start", BEFORE_ORDERING, () => {
      planesBefore = canvas
        .getRootElements()
        .map((root) => root.di)
        .filter((di): di is ModdleElement => di?.$instanceOf("bpmndi:BPMNPlane") === true)
        .map((plane) => ({ plane, elements: [...((plane.get("planeElement") as ModdleElement[]) ?? [])] }));
    });

    eventBus.on("saveXML.start", AFTER_ORDERING, () => {
      for (const { plane, elements } of planesBefore) {
        const ordered = (plane.get("planeElement") as ModdleElement[]) ?? [];
        plane.set("planeElement", mergePlaneElements(elements, ordered));
      }
      planesBefore = [];
    });

    eventBus.on("saveXML.start", LAST, () => {
      // Only a value still as the import set it: one the user changed since is theirs to keep.
      this.removed = this.addedOnImport.filter(
        ({ element, name, value }) => hasOwn(element, name) && element.get(name) === value,
      );
      for (const { element, name } of this.removed) delete element[name];
      this.defaultsAdded = writeDefaults(this.defaultsWritten);
    });

    eventBus.on("saveXML.serialized", 1000, (event) => (event.xml ? escapeCarriageReturns(event.xml) : undefined));

    eventBus.on("saveXML.done", 1000, () => {
      for (const { element, name, value } of this.removed) element.set(name, value);
      this.removed = [];
      unwriteDefaults(this.defaultsAdded);
      this.defaultsAdded = [];
    });
  }
}

/** For every DI shape of the definitions, the attributes of `ADDED_ON_IMPORT` the file did not write. */
function absentAttributes(definitions: ModdleElement): Map<ModdleElement, Set<string>> {
  const absent = new Map<ModdleElement, Set<string>>();
  for (const diagram of (definitions.get("diagrams") as ModdleElement[] | undefined) ?? []) {
    const plane = diagram.get("plane") as ModdleElement | undefined;
    for (const element of (plane?.get("planeElement") as ModdleElement[] | undefined) ?? []) {
      if (!element.$instanceOf("bpmndi:BPMNShape")) continue;
      const names = ADDED_ON_IMPORT.filter((name) => !hasOwn(element, name));
      if (names.length > 0) absent.set(element, new Set(names));
    }
  }
  return absent;
}

/** The bpmn-js module; `createModeler` adds it to every modeler. */
const losslessExportModule = {
  __init__: ["designerLosslessExport"],
  designerLosslessExport: ["type", LosslessExport] as ["type", typeof LosslessExport],
};

export {
  diDefaultsWritten,
  escapeCarriageReturns,
  losslessExportModule,
  mergePlaneElements,
  unwriteDefaults,
  writeDefaults,
};
