/**
 * The diagram as a plain graph, and the user tasks that come before a task in it — the nodes a
 * 退回 (return) button may send the task back to.
 */
import type { ServiceLocator } from "../core/business-object";
import type { DiagramElement, ModdleElement } from "../core/types";

/** A flow node of the graph. */
interface GraphNode {
  id: string;
  /** The BPMN type, e.g. `bpmn:UserTask`. */
  type: string;
  name?: string;
  /** The sub-process the node is drawn in. */
  parentId?: string;
  /** A boundary event's host activity. */
  attachedToId?: string;
}

/** A sequence flow of the graph. */
interface GraphFlow {
  id: string;
  sourceId: string;
  targetId: string;
}

interface FlowGraph {
  nodes: GraphNode[];
  flows: GraphFlow[];
}

/** A user task a return can go back to: its key (element id) and name. */
interface ReturnTarget {
  key: string;
  name: string;
}

/**
 * The user tasks that can run before `taskId`: every user task from which a path of sequence flows
 * leads to it, nearest first. A boundary event follows its host; the start of a sub-process
 * follows whatever leads into the sub-process; a sub-process reached from behind brings every task
 * inside it. The task itself is not among them (even in a loop).
 */
function earlierUserTasks(graph: FlowGraph, taskId: string): ReturnTarget[] {
  const nodes = new Map(graph.nodes.map((node) => [node.id, node]));
  const incoming = new Map<string, string[]>();
  for (const flow of graph.flows) incoming.set(flow.targetId, [...(incoming.get(flow.targetId) ?? []), flow.sourceId]);
  const children = new Map<string, string[]>();
  for (const node of graph.nodes)
    if (node.parentId) children.set(node.parentId, [...(children.get(node.parentId) ?? []), node.id]);

  const found: ReturnTarget[] = [];
  const seen = new Set<string>([taskId]);
  // `whole`: the node was reached from after it, so all of it ran (a sub-process's contents too).
  const queue: { id: string; whole: boolean }[] = [{ id: taskId, whole: false }];
  const visit = (id: string, whole: boolean) => {
    if (seen.has(id)) return;
    seen.add(id);
    const node = nodes.get(id);
    if (node?.type === "bpmn:UserTask") found.push({ key: id, name: node.name?.trim() || id });
    queue.push({ id, whole });
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const node = nodes.get(next.id);
    if (!node) continue;
    if (next.whole) for (const child of children.get(node.id) ?? []) visit(child, true);
    const sources = incoming.get(node.id) ?? [];
    for (const source of sources) visit(source, true);
    if (node.attachedToId) visit(node.attachedToId, true);
    // A node with nothing leading in inside a sub-process starts it: what led into the sub-process came before.
    if (sources.length === 0 && !node.attachedToId && node.parentId) visit(node.parentId, false);
  }
  return found;
}

const SUB_PROCESS = "bpmn:SubProcess";

/** The modeler's diagram as a graph: every flow node and sequence flow (of every pool). */
function readFlowGraph(modeler: ServiceLocator): FlowGraph {
  const registry = modeler.get<{ getAll(): DiagramElement[] }>("elementRegistry");
  const graph: FlowGraph = { nodes: [], flows: [] };
  for (const element of registry.getAll()) {
    if (element.labelTarget) continue;
    const bo = element.businessObject as ModdleElement | undefined;
    if (!bo?.id) continue;
    if (bo.$instanceOf("bpmn:SequenceFlow")) {
      const source = bo.get("sourceRef") as ModdleElement | undefined;
      const target = bo.get("targetRef") as ModdleElement | undefined;
      if (source?.id && target?.id) graph.flows.push({ id: bo.id, sourceId: source.id, targetId: target.id });
    } else if (bo.$instanceOf("bpmn:FlowNode")) {
      const parent = bo.$parent;
      const host = bo.$instanceOf("bpmn:BoundaryEvent")
        ? (bo.get("attachedToRef") as ModdleElement | undefined)
        : undefined;
      graph.nodes.push({
        id: bo.id,
        type: bo.$type,
        name: typeof bo.name === "string" ? bo.name : undefined,
        parentId: parent?.$instanceOf(SUB_PROCESS) ? parent.id : undefined,
        attachedToId: host?.id,
      });
    }
  }
  return graph;
}

export { earlierUserTasks, readFlowGraph };
export type { FlowGraph, ReturnTarget };
