// Large diagrams for the designer benchmark: `flowNodes` flow nodes (a start event, an end event,
// an exclusive gateway every tenth node and user or service tasks in between) laid out in rows
// that snake left and right, chained by sequence flows; each gateway also skips its next node
// with a conditional flow. Valid BPMN 2.0 with DI, importing in bpmn-js without warnings.

const CELL_W = 170;
const CELL_H = 150;
const MARGIN = 120;

interface Node {
  id: string;
  tag: "startEvent" | "endEvent" | "exclusiveGateway" | "userTask" | "serviceTask";
  name: string;
  cx: number;
  cy: number;
  w: number;
  h: number;
}

const sizes: Record<Node["tag"], [number, number]> = {
  startEvent: [36, 36],
  endEvent: [36, 36],
  exclusiveGateway: [50, 50],
  userTask: [100, 80],
  serviceTask: [100, 80],
};

function nodeAt(index: number, count: number, columns: number): Node {
  const tag: Node["tag"] =
    index === 0
      ? "startEvent"
      : index === count - 1
        ? "endEvent"
        : index % 10 === 5
          ? "exclusiveGateway"
          : index % 3 === 0
            ? "serviceTask"
            : "userTask";
  const row = Math.floor(index / columns);
  const column = row % 2 === 0 ? index % columns : columns - 1 - (index % columns);
  const [w, h] = sizes[tag];
  const name = tag === "exclusiveGateway" ? `条件${index}` : tag.endsWith("Task") ? `审批任务 ${index}` : "";
  return { id: `Node_${index}`, tag, name, cx: MARGIN + column * CELL_W, cy: MARGIN + row * CELL_H, w, h };
}

type Point = [number, number];

/** Waypoints from `a` to `b`: straight along a row, down at a row's end. */
function mainRoute(a: Node, b: Node): Point[] {
  if (a.cy === b.cy) {
    const dir = b.cx > a.cx ? 1 : -1;
    return [
      [a.cx + (dir * a.w) / 2, a.cy],
      [b.cx - (dir * b.w) / 2, b.cy],
    ];
  }
  return [
    [a.cx, a.cy + a.h / 2],
    [b.cx, b.cy - b.h / 2],
  ];
}

/** Waypoints of a gateway's skip flow: up, along above the row, down into the target. */
function skipRoute(a: Node, b: Node): Point[] {
  const top = Math.min(a.cy, b.cy) - CELL_H / 2 + 10;
  return [
    [a.cx, a.cy - a.h / 2],
    [a.cx, top],
    [b.cx, top],
    [b.cx, b.cy - b.h / 2],
  ];
}

const escape = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/** The XML of a process with `flowNodes` flow nodes and its diagram. */
function generateDiagram(flowNodes: number, columns = 25): string {
  if (flowNodes < 2) throw new Error("a diagram needs at least a start and an end event");
  const nodes = Array.from({ length: flowNodes }, (_, i) => nodeAt(i, flowNodes, columns));
  const flows: { id: string; from: Node; to: Node; route: Point[]; condition?: string }[] = [];
  nodes.forEach((node, i) => {
    const next = nodes[i + 1];
    if (next) flows.push({ id: `Flow_${i}`, from: node, to: next, route: mainRoute(node, next) });
    const skip = nodes[i + 2];
    if (node.tag === "exclusiveGateway" && skip) {
      flows.push({ id: `Skip_${i}`, from: node, to: skip, route: skipRoute(node, skip), condition: "${skip}" });
    }
  });
  const incoming = new Map<string, string[]>();
  const outgoing = new Map<string, string[]>();
  for (const flow of flows) {
    outgoing.set(flow.from.id, [...(outgoing.get(flow.from.id) ?? []), flow.id]);
    incoming.set(flow.to.id, [...(incoming.get(flow.to.id) ?? []), flow.id]);
  }
  const semantic = nodes.map((node) => {
    const refs = [
      ...(incoming.get(node.id) ?? []).map((id) => `<bpmn:incoming>${id}</bpmn:incoming>`),
      ...(outgoing.get(node.id) ?? []).map((id) => `<bpmn:outgoing>${id}</bpmn:outgoing>`),
    ].join("");
    const name = node.name ? ` name="${escape(node.name)}"` : "";
    const extra = node.tag === "exclusiveGateway" ? ` default="Flow_${node.id.slice(5)}"` : "";
    return `    <bpmn:${node.tag} id="${node.id}"${name}${extra}>${refs}</bpmn:${node.tag}>`;
  });
  const flowXml = flows.map((flow) => {
    const head = `    <bpmn:sequenceFlow id="${flow.id}" sourceRef="${flow.from.id}" targetRef="${flow.to.id}"`;
    return flow.condition
      ? `${head}><bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${escape(flow.condition)}</bpmn:conditionExpression></bpmn:sequenceFlow>`
      : `${head} />`;
  });
  const shapes = nodes.map(
    (node) =>
      `      <bpmndi:BPMNShape id="${node.id}_di" bpmnElement="${node.id}"${node.tag === "exclusiveGateway" ? ' isMarkerVisible="true"' : ""}><dc:Bounds x="${node.cx - node.w / 2}" y="${node.cy - node.h / 2}" width="${node.w}" height="${node.h}" /></bpmndi:BPMNShape>`,
  );
  const edges = flows.map(
    (flow) =>
      `      <bpmndi:BPMNEdge id="${flow.id}_di" bpmnElement="${flow.id}">${flow.route.map(([x, y]) => `<di:waypoint x="${x}" y="${y}" />`).join("")}</bpmndi:BPMNEdge>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:flowable="http://flowable.org/bpmn" id="Definitions_bench" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="bench_${flowNodes}" name="基准流程 ${flowNodes}" isExecutable="true">
${[...semantic, ...flowXml].join("\n")}
  </bpmn:process>
  <bpmndi:BPMNDiagram id="Diagram_bench">
    <bpmndi:BPMNPlane id="Plane_bench" bpmnElement="bench_${flowNodes}">
${[...shapes, ...edges].join("\n")}
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}

export { generateDiagram };
