import { engines, type Engine } from "./engines";

/** What a new process is made from (spec §2.3: an id, a name and an engine). */
interface NewProcessOptions {
  /** The process key; it becomes `bpmn:process/@id`, so it must be an XML name (see `isXmlName`). */
  id: string;
  /** The process name shown to people. */
  name: string;
  engine: Engine;
}

/** The id of the process a designer opened without `xml` starts with. */
const NEW_PROCESS_ID = "Process_1";

// An XML NCName, restricted to the characters a process key uses in practice (letters of any
// script, digits, `_`, `-`, `.`), which is what the engines accept as a process definition key.
const xmlName = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;

/** Whether `value` may be used as an element id (an XML name: no spaces, no leading digit, no colon). */
function isXmlName(value: string): boolean {
  return xmlName.test(value);
}

/** Escapes text for use inside a double-quoted XML attribute. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("\n", "&#10;");
}

/**
 * The XML of a new process: one process with a start event and its diagram, declaring only the
 * chosen engine's namespace (beside BPMN, BPMNDI, DC and DI). It imports with no warning.
 * Throws when `id` is not an XML name.
 */
function newProcessXml({ id, name, engine }: NewProcessOptions): string {
  if (!isXmlName(id)) throw new Error(`"${id}" is not a valid process id (an XML name is required)`);
  const { prefix, uri } = engines[engine];
  const pid = escapeAttribute(id);
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:${prefix}="${uri}" id="Definitions_${pid}" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="${pid}" name="${escapeAttribute(name)}" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${pid}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

export { isXmlName, NEW_PROCESS_ID, newProcessXml };
export type { NewProcessOptions };
