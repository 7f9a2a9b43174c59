import { engines, type Engine } from "../../core/engines";

/** One shape of a story diagram. */
interface Shape {
  id: string;
  type: string;
  x: number;
  y: number;
  /** Attributes written on the element (already prefixed), e.g. `name="审批"`. */
  attrs?: string;
  /** Child XML of the element. */
  body?: string;
}

const SIZES: Record<string, [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  exclusiveGateway: [50, 50],
};

/** The shapes of the kitchen-sink diagram every panel story starts from. */
const SHAPES: Shape[] = [
  { id: "StartEvent_1", type: "startEvent", x: 160, y: 100, attrs: 'name="开始"' },
  { id: "UserTask_1", type: "userTask", x: 240, y: 78, attrs: 'name="部门审批"' },
  { id: "Gateway_1", type: "exclusiveGateway", x: 400, y: 93 },
  { id: "ScriptTask_1", type: "scriptTask", x: 500, y: 78, attrs: 'name="计算"' },
  { id: "ServiceTask_1", type: "serviceTask", x: 500, y: 200, attrs: 'name="通知"' },
  { id: "EndEvent_1", type: "endEvent", x: 660, y: 100 },
  { id: "ReceiveTask_1", type: "receiveTask", x: 240, y: 300, attrs: 'name="等待回执"' },
  { id: "CallActivity_1", type: "callActivity", x: 400, y: 300, attrs: 'name="子流程"' },
  { id: "BusinessRuleTask_1", type: "businessRuleTask", x: 560, y: 300, attrs: 'name="规则"' },
  { id: "SendTask_1", type: "sendTask", x: 240, y: 420, attrs: 'name="发送"' },
  { id: "Task_1", type: "task", x: 400, y: 420, attrs: 'name="普通任务"' },
];

/** The flows: id, source, target, waypoints. */
const FLOWS: [string, string, string, [number, number][]][] = [
  [
    "Flow_1",
    "StartEvent_1",
    "UserTask_1",
    [
      [196, 118],
      [240, 118],
    ],
  ],
  [
    "Flow_2",
    "UserTask_1",
    "Gateway_1",
    [
      [340, 118],
      [400, 118],
    ],
  ],
  [
    "Flow_3",
    "Gateway_1",
    "ScriptTask_1",
    [
      [450, 118],
      [500, 118],
    ],
  ],
  [
    "Flow_4",
    "Gateway_1",
    "ServiceTask_1",
    [
      [425, 143],
      [425, 240],
      [500, 240],
    ],
  ],
  [
    "Flow_5",
    "ScriptTask_1",
    "EndEvent_1",
    [
      [600, 118],
      [660, 118],
    ],
  ],
];

interface DiagramOptions {
  processId?: string;
  processName?: string;
  /** Root elements before the process (messages, signals). */
  roots?: string;
  /** Attributes of the process element. */
  processAttrs?: string;
  /** Child XML of the process, before its flow elements (extension elements, documentation). */
  processBody?: string;
  /** Extra attributes and child XML per element id (`{ attrs, body }`). */
  elements?: Record<string, { attrs?: string; body?: string }>;
}

/**
 * The XML of the story diagram for `engine`: a process with a start event, user task, gateway,
 * script, service, receive, call, business rule, send and plain tasks, an end event and five flows,
 * with its DI, declaring the engine's namespace. `options` add attributes and children.
 */
function storyDiagram(engine: Engine, options: DiagramOptions = {}): string {
  const { prefix, uri } = engines[engine];
  const pid = options.processId ?? "leave";
  const element = (id: string) => options.elements?.[id] ?? {};
  const open = (tag: string, id: string, attrs: string, body: string) =>
    body ? `<bpmn:${tag} id="${id}"${attrs}>\n      ${body}\n    </bpmn:${tag}>` : `<bpmn:${tag} id="${id}"${attrs} />`;
  const nodes = SHAPES.map((shape) => {
    const extra = element(shape.id);
    const outgoing = FLOWS.filter(([, source]) => source === shape.id).map(
      ([id]) => `<bpmn:outgoing>${id}</bpmn:outgoing>`,
    );
    const incoming = FLOWS.filter(([, , target]) => target === shape.id).map(
      ([id]) => `<bpmn:incoming>${id}</bpmn:incoming>`,
    );
    const attrs = [shape.attrs, extra.attrs].filter(Boolean).join(" ");
    return open(
      shape.type,
      shape.id,
      attrs ? ` ${attrs}` : "",
      [extra.body, ...incoming, ...outgoing].filter(Boolean).join("\n      "),
    );
  });
  const flows = FLOWS.map(([id, source, target]) => {
    const extra = element(id);
    return open(
      "sequenceFlow",
      id,
      ` sourceRef="${source}" targetRef="${target}"${extra.attrs ? ` ${extra.attrs}` : ""}`,
      extra.body ?? "",
    );
  });
  const shapes = SHAPES.map((shape) => {
    const [width, height] = SIZES[shape.type] ?? [100, 80];
    return `<bpmndi:BPMNShape id="${shape.id}_di" bpmnElement="${shape.id}"><dc:Bounds x="${shape.x}" y="${shape.y}" width="${width}" height="${height}" /></bpmndi:BPMNShape>`;
  });
  const edges = FLOWS.map(
    ([id, , , points]) =>
      `<bpmndi:BPMNEdge id="${id}_di" bpmnElement="${id}">${points.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join("")}</bpmndi:BPMNEdge>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:${prefix}="${uri}" id="Definitions_${pid}" targetNamespace="http://bpmn.io/schema/bpmn">
  ${options.roots ?? ""}
  <bpmn:process id="${pid}" name="${options.processName ?? "请假流程"}" isExecutable="true"${options.processAttrs ? ` ${options.processAttrs}` : ""}>
    ${options.processBody ?? ""}
    ${[...nodes, ...flows].join("\n    ")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${pid}">
      ${[...shapes, ...edges].join("\n      ")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

export { storyDiagram };
