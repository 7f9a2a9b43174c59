import { describe, expect, it } from "vitest";

import { computeHighlights, type GraphElement, markerClasses, resultOfTasks } from "./highlight";
import type { ViewerActivity, ViewerInstance, ViewerTask } from "./types";

// start → review → gateway → (approve | back to review) → end
const elements: GraphElement[] = [
  { id: "start", type: "bpmn:StartEvent", name: "发起" },
  { id: "review", type: "bpmn:UserTask", name: "  组长审批 " },
  { id: "gateway", type: "bpmn:ExclusiveGateway" },
  { id: "approve", type: "bpmn:UserTask", name: "" },
  { id: "end", type: "bpmn:EndEvent" },
  { id: "f1", type: "bpmn:SequenceFlow", sourceId: "start", targetId: "review" },
  { id: "f2", type: "bpmn:SequenceFlow", sourceId: "review", targetId: "gateway" },
  { id: "f3", type: "bpmn:SequenceFlow", sourceId: "gateway", targetId: "approve" },
  { id: "f4", type: "bpmn:SequenceFlow", sourceId: "gateway", targetId: "review" },
  { id: "f5", type: "bpmn:SequenceFlow", sourceId: "approve", targetId: "end" },
];

const user = { nickname: "张三", deptName: "教务处" };
const instance: ViewerInstance = { result: 2, startUser: user, createTime: 1000, endTime: null };

function task(id: string, result: ViewerTask["result"], createTime: number, endTime: number | null): ViewerTask {
  return { id, result, assigneeUser: user, createTime, endTime, reason: `意见 ${id}` };
}

describe("computeHighlights", () => {
  it("marks nodes with an end time done and those without pending, in visiting order", () => {
    const activities: ViewerActivity[] = [
      { key: "review", taskId: null, startTime: 2000, endTime: null },
      { key: "start", taskId: null, startTime: 1000, endTime: 1000, outgoing: ["f1"] },
    ];
    const { nodes } = computeHighlights(elements, { activities, processInstance: instance });
    expect(nodes.map((node) => [node.id, node.state])).toEqual([
      ["start", "done"],
      ["review", "pending"],
    ]);
    expect(nodes[1]?.name).toBe("组长审批");
    expect(nodes[0]?.details).toEqual({ kind: "start", starter: user, startTime: 1000, endTime: 1000 });
  });

  it("orders nodes that started together by which ended first", () => {
    const activities: ViewerActivity[] = [
      { key: "review", taskId: null, startTime: 1000, endTime: 5000 },
      { key: "gateway", taskId: null, startTime: 1000, endTime: null },
      { key: "start", taskId: null, startTime: 1000, endTime: 1000 },
    ];
    expect(computeHighlights(elements, { activities }).nodes.map((node) => node.id)).toEqual([
      "start",
      "review",
      "gateway",
    ]);
  });

  it("names a node without a name by its kind, or by its id when the kind has no name", () => {
    const activities: ViewerActivity[] = [{ key: "approve", taskId: null, startTime: 1, endTime: 2 }];
    expect(computeHighlights(elements, { activities }).nodes[0]?.name).toBe("用户任务");
    const odd = [{ id: "odd", type: "custom:Thing" }];
    const oddPass: ViewerActivity[] = [{ key: "odd", taskId: null, startTime: 1, endTime: 2 }];
    expect(computeHighlights(odd, { activities: oddPass }).nodes[0]?.name).toBe("odd");
  });

  it("takes a user task's result from its tasks through the activities' taskId", () => {
    const activities: ViewerActivity[] = [{ key: "review", taskId: "t1", startTime: 2000, endTime: 3000 }];
    const tasks = [task("t1", 3, 2000, 3000), task("unrelated", 2, 2000, 3000)];
    const [review] = computeHighlights(elements, { activities, tasks }).nodes;
    expect(review?.result).toBe(3);
    expect(review && markerClasses(review)).toEqual(["sc-viewer-done", "sc-viewer-result-rejected"]);
    expect(review?.details).toEqual({
      kind: "tasks",
      tasks: [{ id: "t1", assignee: user, result: 3, createTime: 2000, endTime: 3000, reason: "意见 t1" }],
    });
  });

  it("shows an open task's result while one is open, else the result of the task that ended last", () => {
    expect(resultOfTasks([task("a", 2, 1, 5), task("b", 1, 2, null)])).toBe(1);
    expect(resultOfTasks([task("a", 5, 1, 9), task("b", 2, 2, 5)])).toBe(5);
    expect(resultOfTasks([])).toBeNull();
  });

  it("gives a visited end event the result of the finished instance, and none while it runs", () => {
    const activities: ViewerActivity[] = [{ key: "end", taskId: null, startTime: 5000, endTime: 5000 }];
    const finished = { ...instance, result: 4 as const, endTime: 5000 };
    expect(computeHighlights(elements, { activities, processInstance: finished }).nodes[0]).toMatchObject({
      result: 4,
      details: { kind: "end", result: 4, endTime: 5000 },
    });
    expect(computeHighlights(elements, { activities, processInstance: instance }).nodes[0]?.result).toBeNull();
  });

  it("takes the outgoing flows of finished activities and the flows between two visited nodes", () => {
    const activities: ViewerActivity[] = [
      { key: "start", taskId: null, startTime: 1, endTime: 1, outgoing: ["f1"] },
      { key: "review", taskId: null, startTime: 2, endTime: 3, outgoing: ["f2", "not-in-diagram"] },
      { key: "gateway", taskId: null, startTime: 3, endTime: null, outgoing: ["f3"] },
    ];
    const { flows } = computeHighlights(elements, { activities });
    // f3 is listed by an unfinished pass and leads to an unvisited node; f4 joins two visited nodes.
    expect([...flows].sort()).toEqual(["f1", "f2", "f4"]);
  });

  it("highlights nothing without data", () => {
    expect(computeHighlights(elements, {})).toEqual({ nodes: [], flows: new Set() });
  });
});
