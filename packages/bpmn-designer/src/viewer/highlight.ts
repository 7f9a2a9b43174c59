import { messages } from "../messages";
import type { ProcessResult, ViewerActivity, ViewerInstance, ViewerTask, ViewerUser } from "./types";

/**
 * Which nodes and flows of a diagram the instance went through, and what to show for each. Pure:
 * it reads a plain list of diagram elements, so it is tested without bpmn-js.
 */

/** A flow element of the rendered diagram, as the viewer reads it from bpmn-js. */
interface GraphElement {
  id: string;
  /** The BPMN type, e.g. `bpmn:UserTask`, `bpmn:SequenceFlow`. */
  type: string;
  name?: string;
  /** Sequence flows only: the ids of their source and target. */
  sourceId?: string;
  targetId?: string;
}

/** One task shown on a user task's details. */
interface TaskDetails {
  id: string;
  assignee: ViewerUser | null;
  result: ProcessResult;
  createTime: number;
  endTime: number | null;
  reason: string;
}

/** What the details of a visited node show. */
type NodeDetails =
  | { kind: "start"; starter: ViewerUser | null; startTime: number; endTime: number | null }
  | { kind: "tasks"; tasks: TaskDetails[] }
  | { kind: "end"; result: ProcessResult | null; endTime: number | null }
  | { kind: "activity"; startTime: number; endTime: number | null };

/** A visited node: done or pending by its end time, its result when a task decides one, its details. */
interface NodeHighlight {
  id: string;
  name: string;
  type: string;
  /** Done when every pass through the node has an end time, pending otherwise. */
  state: "done" | "pending";
  result: ProcessResult | null;
  details: NodeDetails;
  /** The first pass's start, for ordering. */
  firstStart: number;
  /** The first pass's end (Infinity while open), to order nodes that started together. */
  firstEnd: number;
}

/** The visited nodes in the order they were first reached, and the ids of the flows taken. */
interface Highlights {
  nodes: NodeHighlight[];
  flows: Set<string>;
}

/** What the instance's data says, as the viewer's props give it. */
interface HighlightData {
  activities?: readonly ViewerActivity[] | null;
  tasks?: readonly ViewerTask[] | null;
  processInstance?: ViewerInstance | null;
}

const SEQUENCE_FLOW = "bpmn:SequenceFlow";

/**
 * What a node without a name is called in the list and its details: its kind in the page's language
 * (开始事件, 并行网关 …), since other modelers leave events and gateways nameless under generated ids
 * such as `sid-1A2B…`; the id only when the kind is not one the designer names.
 */
function unnamedLabel(element: GraphElement): string {
  const local = element.type.slice(element.type.indexOf(":") + 1);
  const types = messages.imports.types;
  return types[local.charAt(0).toLowerCase() + local.slice(1)] ?? element.id;
}

/**
 * The result a node shows for its tasks: an open task's result while one is open (the newest open
 * one), otherwise the result of the task that ended last.
 */
function resultOfTasks(tasks: readonly ViewerTask[]): ProcessResult | null {
  const open = tasks.filter((task) => task.endTime === null);
  if (open.length > 0) return newest(open, (task) => task.createTime).result;
  if (tasks.length === 0) return null;
  return newest(tasks, (task) => task.endTime ?? task.createTime).result;
}

function newest<T>(items: readonly T[], time: (item: T) => number): T {
  return items.reduce((best, item) => (time(item) >= time(best) ? item : best));
}

function detailsOf(
  element: GraphElement,
  passes: readonly ViewerActivity[],
  tasks: readonly ViewerTask[],
  instance: ViewerInstance | null,
): NodeDetails {
  const startTime = Math.min(...passes.map((pass) => pass.startTime));
  const open = passes.some((pass) => pass.endTime === null);
  const endTime = open ? null : Math.max(...passes.map((pass) => pass.endTime ?? 0));
  if (tasks.length > 0) {
    return {
      kind: "tasks",
      tasks: [...tasks]
        .sort((a, b) => a.createTime - b.createTime)
        .map((task) => ({
          id: task.id,
          assignee: task.assigneeUser,
          result: task.result,
          createTime: task.createTime,
          endTime: task.endTime,
          reason: task.reason ?? "",
        })),
    };
  }
  if (element.type === "bpmn:StartEvent") {
    return { kind: "start", starter: instance?.startUser ?? null, startTime, endTime };
  }
  if (element.type === "bpmn:EndEvent") {
    const finished = instance?.endTime !== null && instance?.endTime !== undefined;
    return { kind: "end", result: finished ? instance.result : null, endTime: endTime ?? null };
  }
  return { kind: "activity", startTime, endTime };
}

/**
 * Works out the highlights of `elements` from the instance's data: a node is visited when an
 * activity names it; its tasks (through the activities' `taskId`) give its result; an end event of
 * a finished instance takes the instance's result. A flow is taken when a finished activity lists
 * it as outgoing, or when both its source and its target were visited.
 */
function computeHighlights(elements: readonly GraphElement[], data: HighlightData): Highlights {
  const activities = data.activities ?? [];
  const instance = data.processInstance ?? null;
  const tasksById = new Map((data.tasks ?? []).map((task) => [task.id, task]));
  const passesByKey = new Map<string, ViewerActivity[]>();
  for (const activity of activities) {
    const passes = passesByKey.get(activity.key) ?? [];
    passes.push(activity);
    passesByKey.set(activity.key, passes);
  }

  const nodes: NodeHighlight[] = [];
  for (const element of elements) {
    if (element.type === SEQUENCE_FLOW) continue;
    const passes = passesByKey.get(element.id);
    if (!passes || passes.length === 0) continue;
    const tasks = passes
      .map((pass) => (pass.taskId === null ? undefined : tasksById.get(pass.taskId)))
      .filter((task): task is ViewerTask => task !== undefined);
    const details = detailsOf(element, passes, tasks, instance);
    const state = passes.some((pass) => pass.endTime === null) ? "pending" : "done";
    const result = details.kind === "end" ? details.result : resultOfTasks(tasks);
    nodes.push({
      id: element.id,
      name: element.name?.trim() || unnamedLabel(element),
      type: element.type,
      state,
      result,
      details,
      firstStart: Math.min(...passes.map((pass) => pass.startTime)),
      firstEnd: Math.min(...passes.map((pass) => pass.endTime ?? Infinity)),
    });
  }
  nodes.sort((a, b) => a.firstStart - b.firstStart || a.firstEnd - b.firstEnd);

  const visited = new Set(nodes.map((node) => node.id));
  const flowIds = new Set(elements.filter((element) => element.type === SEQUENCE_FLOW).map((flow) => flow.id));
  const flows = new Set<string>();
  for (const activity of activities) {
    if (activity.endTime === null) continue;
    for (const id of activity.outgoing ?? []) if (flowIds.has(id)) flows.add(id);
  }
  for (const element of elements) {
    if (element.type !== SEQUENCE_FLOW || !element.sourceId || !element.targetId) continue;
    if (visited.has(element.sourceId) && visited.has(element.targetId)) flows.add(element.id);
  }
  return { nodes, flows };
}

/** The CSS class of each result code; the legend and the markers share them. */
const resultClass: Record<ProcessResult, string> = {
  1: "sc-viewer-result-in-progress",
  2: "sc-viewer-result-approved",
  3: "sc-viewer-result-rejected",
  4: "sc-viewer-result-cancelled",
  5: "sc-viewer-result-returned",
  6: "sc-viewer-result-pending",
};

/** The marker classes of a visited node: done or pending, and its result's class when it has one. */
function markerClasses(node: NodeHighlight): string[] {
  const classes = [node.state === "done" ? "sc-viewer-done" : "sc-viewer-pending"];
  if (node.result !== null) classes.push(resultClass[node.result]);
  return classes;
}

/** The marker class of a flow the instance took. */
const FLOW_TAKEN_CLASS = "sc-viewer-flow-taken";
/** The marker class of the node whose details are shown. */
const ACTIVE_CLASS = "sc-viewer-active";

export { ACTIVE_CLASS, computeHighlights, FLOW_TAKEN_CLASS, markerClasses, resultClass, resultOfTasks };
export type { GraphElement, Highlights, NodeDetails, NodeHighlight, TaskDetails };
