/**
 * The corpus comparison: a file and the designer's export of it, element by element (every element
 * with an id, by id), DI shape by shape and edge by edge (they have ids, or are keyed by what they
 * draw), attribute by attribute (namespace URI and local name, numbers compared as numbers), with
 * the content that has no id of its own (bounds, waypoints, documentation, extension elements,
 * expressions) compared in order inside the element that holds it.
 */

const XMLNS = "http://www.w3.org/2000/xmlns/";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** An xsi:type value as `{uri}local`: tools write it with different prefixes (or none, the default namespace). */
function resolvedType(element: Element, value: string): string {
  const colon = value.indexOf(":");
  const prefix = colon === -1 ? null : value.slice(0, colon);
  return `{${element.lookupNamespaceURI(prefix) ?? ""}}${value.slice(colon + 1)}`;
}

/**
 * BPMN attributes with a default value in the schema: moddle does not write an attribute whose value
 * is its default, so a file that wrote it comes back without it, meaning the same. Compared as absent.
 */
const SCHEMA_DEFAULTS: Record<string, string> = {
  expressionLanguage: "http://www.w3.org/1999/XPath",
  typeLanguage: "http://www.w3.org/2001/XMLSchema",
  isInterrupting: "true",
  cancelActivity: "true",
  parallelMultiple: "false",
  isForCompensation: "false",
  startQuantity: "1",
  completionQuantity: "1",
  isClosed: "false",
  isSequential: "false",
  gatewayDirection: "Unspecified",
  processType: "None",
  isImmediate: "true",
  instantiate: "false",
  associationDirection: "None",
  implementation: "##WebService",
  isCollection: "false",
  ordering: "Parallel",
  cancelRemainingInstances: "true",
  behavior: "All",
  eventGatewayType: "Exclusive",
  method: "##WebService",
  transactionMethod: "##Compensate",
  triggeredByEvent: "false",
  textFormat: "text/plain",
  waitForCompletion: "true",
  testBefore: "false",
  isUnlimited: "true",
  minimum: "0",
  maximum: "1",
};

const DC = "http://www.omg.org/spec/DD/20100524/DC";

const isSchemaDefault = (attribute: Attr) =>
  attribute.namespaceURI === null && SCHEMA_DEFAULTS[attribute.localName] === attribute.value;

/** `xsi:type="dc:Point"` on a waypoint names the type it has anyway; moddle does not write it. */
const isRedundantType = (element: Element, attribute: Attr) =>
  attribute.namespaceURI === XSI &&
  attribute.localName === "type" &&
  element.localName === "waypoint" &&
  resolvedType(element, attribute.value) === `{${DC}}Point`;

/** One element's attributes, sorted, as `{uri}name=value`; numbers as numbers ("100.0" is 100). */
function attributesOf(element: Element): string {
  return [...element.attributes]
    .filter(
      (attribute) =>
        attribute.namespaceURI !== XMLNS &&
        attribute.name !== "xmlns" &&
        !isSchemaDefault(attribute) &&
        !isRedundantType(element, attribute),
    )
    .map((attribute) => {
      const value =
        attribute.namespaceURI === XSI && attribute.localName === "type"
          ? resolvedType(element, attribute.value)
          : attribute.value;
      const number = Number(value);
      const shown = value.trim() !== "" && Number.isFinite(number) ? String(number) : JSON.stringify(value);
      return `{${attribute.namespaceURI ?? ""}}${attribute.localName}=${shown}`;
    })
    .sort()
    .join(" ");
}

/** An element and its id-less content, as one line (children with an id are named, not inlined). */
function signatureOf(element: Element): string {
  const parts: string[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === Node.TEXT_NODE || child.nodeType === Node.CDATA_SECTION_NODE) {
      const text = child.nodeValue?.trim();
      if (text) parts.push(JSON.stringify(text));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const id = (child as Element).getAttribute("id");
      parts.push(id ? `#${id}` : signatureOf(child as Element));
    }
  }
  return `{${element.namespaceURI}}${element.localName}[${attributesOf(element)}]${parts.length ? `(${parts.join(", ")})` : ""}`;
}

/** Every element with an id, and every DI element without one (keyed by what it draws), by key. */
function inventory(xml: string): Map<string, string> {
  const document = new DOMParser().parseFromString(xml, "application/xml");
  const error = document.querySelector("parsererror");
  if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
  const found = new Map<string, string>();
  const all = [document.documentElement, ...document.documentElement.querySelectorAll("*")];
  for (const element of all) {
    const id = element.getAttribute("id");
    const drawn = element.getAttribute("bpmnElement");
    let key: string | null = id;
    if (!key && drawn) key = `${element.localName}→${drawn}`;
    if (!key && element === document.documentElement) key = "(definitions)";
    if (!key) continue;
    while (found.has(key)) key = `${key}'`;
    found.set(key, signatureOf(element));
  }
  return found;
}

/** What changed from `before` to `after`: lost, added and changed elements, one line each. */
function compareXml(before: string, after: string): string[] {
  const a = inventory(before);
  const b = inventory(after);
  const lines: string[] = [];
  for (const [key, value] of a) {
    if (!b.has(key)) lines.push(`lost ${key}: ${value}`);
    else if (b.get(key) !== value) lines.push(`changed ${key}: ${value} → ${b.get(key)}`);
  }
  for (const [key, value] of b) if (!a.has(key)) lines.push(`added ${key}: ${value}`);
  return lines;
}

export { compareXml };
