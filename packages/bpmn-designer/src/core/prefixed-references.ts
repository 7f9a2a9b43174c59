/**
 * References written as prefixed names: some modelers write a reference as a QName whose prefix is
 * bound to the document's own target namespace or to the BPMN model namespace — GenMyModel writes
 * every one as `bpmn2:_RPQ…`, Activiti's examples `messageRef="tns:writeReport"`. bpmn-moddle
 * resolves references by bare id only, so those came in unresolved (a plane pointing at nothing, a
 * dropped message). Each such reference naming an id of the document is written as the bare id;
 * nothing else of the text changes, and a prefix bound to another namespace is left alone.
 */

const BPMN_MODEL_NS = "http://www.omg.org/spec/BPMN/20100524/MODEL";

/** Attributes that hold a reference to another element of the document (BPMN and DI). */
const REFERENCE_ATTRIBUTES = [
  "sourceRef",
  "targetRef",
  "bpmnElement",
  "sourceElement",
  "targetElement",
  "messageRef",
  "signalRef",
  "errorRef",
  "escalationRef",
  "processRef",
  "attachedToRef",
  "default",
  "dataObjectRef",
  "dataStoreRef",
  "categoryValueRef",
  "operationRef",
  "itemSubjectRef",
  "inMessageRef",
  "outMessageRef",
  "activityRef",
  "labelStyle",
];

/** Elements whose text is a reference. */
const REFERENCE_ELEMENTS = [
  "incoming",
  "outgoing",
  "flowNodeRef",
  "sourceRef",
  "targetRef",
  "dataInputRefs",
  "dataOutputRefs",
  "inputSetRefs",
  "outputSetRefs",
  "optionalInputRefs",
  "optionalOutputRefs",
  "whileExecutingInputRefs",
  "whileExecutingOutputRefs",
  "eventDefinitionRef",
  "categoryValueRef",
  "supportedInterfaceRef",
  "interfaceRef",
  "messageFlowRef",
  "participantRef",
  "correlationPropertyRef",
];

const NAME = "[A-Za-z_][\\w.-]*";

/** The XML with its prefixed references to its own ids written as bare ids. */
function resolvePrefixedReferences(xml: string): string {
  const targetNamespace = new RegExp(`<(?:${NAME}:)?definitions\\b[^>]*\\stargetNamespace\\s*=\\s*"([^"]*)"`).exec(
    xml,
  )?.[1];
  const own = new Set<string>();
  for (const [, prefix, uri] of xml.matchAll(new RegExp(`\\sxmlns:(${NAME})\\s*=\\s*"([^"]*)"`, "g"))) {
    if (uri === BPMN_MODEL_NS || (targetNamespace !== undefined && uri === targetNamespace)) own.add(prefix!);
  }
  if (own.size === 0) return xml;
  const ids = new Set<string>();
  for (const [, id] of xml.matchAll(/\sid\s*=\s*"([^"]+)"/g)) ids.add(id!);
  const bare = (prefix: string, id: string) => own.has(prefix) && ids.has(id);

  const attributes = new RegExp(`(\\s(?:${REFERENCE_ATTRIBUTES.join("|")})\\s*=\\s*")(${NAME}):([^"\\s:]+)"`, "g");
  const texts = new RegExp(
    `(<(?:${NAME}:)?(?:${REFERENCE_ELEMENTS.join("|")})>\\s*)(${NAME}):([^<\\s:]+)(\\s*</)`,
    "g",
  );
  return xml
    .replace(attributes, (whole, head: string, prefix: string, id: string) =>
      bare(prefix, id) ? `${head}${id}"` : whole,
    )
    .replace(texts, (whole, head: string, prefix: string, id: string, tail: string) =>
      bare(prefix, id) ? `${head}${id}${tail}` : whole,
    );
}

export { resolvePrefixedReferences };
