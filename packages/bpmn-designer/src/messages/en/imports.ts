import type { MessageTable } from "@smartclass/ui";

import type { importsZhCN } from "../zh-cn/imports";

/** Texts of opening a file, in English (the same keys as the Chinese table). */
const importsEn: MessageTable<typeof importsZhCN> = {
  types: {
    process: "Process",
    collaboration: "Collaboration",
    participant: "Pool",
    lane: "Lane",
    task: "Task",
    userTask: "User task",
    serviceTask: "Service task",
    scriptTask: "Script task",
    sendTask: "Send task",
    receiveTask: "Receive task",
    manualTask: "Manual task",
    businessRuleTask: "Business rule task",
    callActivity: "Call activity",
    subProcess: "Sub-process",
    transaction: "Transaction",
    adHocSubProcess: "Ad-hoc sub-process",
    startEvent: "Start event",
    endEvent: "End event",
    intermediateCatchEvent: "Intermediate catch event",
    intermediateThrowEvent: "Intermediate throw event",
    boundaryEvent: "Boundary event",
    exclusiveGateway: "Exclusive gateway",
    parallelGateway: "Parallel gateway",
    inclusiveGateway: "Inclusive gateway",
    eventBasedGateway: "Event-based gateway",
    complexGateway: "Complex gateway",
    sequenceFlow: "Sequence flow",
    messageFlow: "Message flow",
    association: "Association",
    dataObjectReference: "Data object",
    dataStoreReference: "Data store",
    textAnnotation: "Text annotation",
    group: "Group",
    message: "Message",
    signal: "Signal",
    BPMNShape: "Shape",
    BPMNEdge: "Edge",
    BPMNPlane: "Diagram plane",
  },
  element: (type, name, id) => `${type}${name ? ` “${name}”` : ""}${id ? ` (${id})` : ""}`,
  unresolvedReference: (element, property, target) =>
    `${element}: its ${property} points at ${target}, which does not exist; the reference was dropped, the element kept`,
  unknownAttribute: (element, attribute) =>
    `${element}: unknown attribute ${attribute}, kept as it is (the designer does not use it)`,
  unparsable: (tag, line) => `Line ${line}: ${tag} could not be read; it is ignored and not written back`,
  multipleDi: (element) =>
    `${element} has several shapes in one diagram: the first is shown, the others are kept in the file as they are`,
  diWithoutElement: (element) => `${element} points at no process element: not shown, kept in the file as it is`,
  unrecognized: (element) => `${element} cannot be drawn by the designer: not shown, kept in the file as it is`,
  notDrawn: (element) => `${element} connects an element that has no shape: not shown, kept in the file as it is`,
  unknownDi: (element) => `${element} has a shape of an unknown kind: not shown, kept in the file as it is`,
  boundaryWithoutHost: (element) => `${element} is attached to no activity: not shown, kept in the file as it is`,
  planeCorrected:
    "The diagram's plane pointed at no process: it now points at the file's first process or collaboration",
  encoding: (encoding) => `The file's declared encoding ${encoding} is not supported: read as UTF-8`,
  keyAdopted: (from, key) =>
    `The file's process key ${from} became this model's key ${key}; everything referring to it follows`,
  keyFromFile: (id) => `Process key taken from the file: ${id} (change it in the properties panel before saving)`,
  chooseProcessTitle: "Choose the model's process",
  chooseProcessHint: (key) =>
    `The file has several processes. Choose the one this model (process key ${key}) runs; the others stay as they are.`,
  executable: "executable",
  elementCount: (count) => `${count} element${count === 1 ? "" : "s"}`,
  chooseProcessConfirm: "Open",
  noDiagramAsk:
    "The file has no diagram interchange (BPMNDiagram), so there is nothing to draw. Lay it out automatically and open it?",
  autoLayout: "Lay out automatically",
  autoLaidOut:
    "The file had no diagram: it was laid out automatically (sub-processes collapsed; annotations and message flows not laid out)",
  undoImport: "Undo import",
  importUndone: "The diagram from before the import is back",
  diagram: "Diagram",
  diagramName: (index) => `Diagram ${index}`,
  drillDownName: (subProcess) => `Sub-process: ${subProcess}`,
  other: (element, detail) => `${element ? `${element}: ` : ""}another import problem (${detail})`,
};

export { importsEn };
