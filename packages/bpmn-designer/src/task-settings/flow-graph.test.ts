import { describe, expect, it } from "vitest";

import { earlierUserTasks, type FlowGraph } from "./flow-graph";

const flow = (sourceId: string, targetId: string) => ({ id: `${sourceId}->${targetId}`, sourceId, targetId });
const keys = (graph: FlowGraph, id: string) => earlierUserTasks(graph, id).map((target) => target.key);

describe("earlierUserTasks", () => {
  // start → apply → head → gateway → (dean | hr) → end; gateway → head (loop back)
  const graph: FlowGraph = {
    nodes: [
      { id: "start", type: "bpmn:StartEvent" },
      { id: "apply", type: "bpmn:UserTask", name: "填写申请" },
      { id: "head", type: "bpmn:UserTask", name: " 组长审批 " },
      { id: "gateway", type: "bpmn:ExclusiveGateway" },
      { id: "dean", type: "bpmn:UserTask", name: "院长审批" },
      { id: "hr", type: "bpmn:UserTask" },
      { id: "notify", type: "bpmn:ServiceTask" },
      { id: "end", type: "bpmn:EndEvent" },
    ],
    flows: [
      flow("start", "apply"),
      flow("apply", "head"),
      flow("head", "gateway"),
      flow("gateway", "dean"),
      flow("gateway", "hr"),
      flow("gateway", "head"),
      flow("dean", "notify"),
      flow("notify", "end"),
      flow("hr", "end"),
    ],
  };

  it("lists the user tasks a path leads from, nearest first, with their names", () => {
    expect(earlierUserTasks(graph, "dean")).toEqual([
      { key: "head", name: "组长审批" },
      { key: "apply", name: "填写申请" },
    ]);
    expect(keys(graph, "hr")).toEqual(["head", "apply"]);
    expect(keys(graph, "apply")).toEqual([]);
  });

  it("never lists the task itself, and names an unnamed task by its id", () => {
    expect(keys(graph, "head")).toEqual(["apply"]);
    expect(earlierUserTasks({ ...graph, flows: [...graph.flows, flow("hr", "dean")] }, "dean")).toContainEqual({
      key: "hr",
      name: "hr",
    });
  });

  it("follows boundary events to their host, and sub-processes in and out", () => {
    const nested: FlowGraph = {
      nodes: [
        { id: "start", type: "bpmn:StartEvent" },
        { id: "apply", type: "bpmn:UserTask" },
        { id: "sub", type: "bpmn:SubProcess" },
        { id: "subStart", type: "bpmn:StartEvent", parentId: "sub" },
        { id: "check", type: "bpmn:UserTask", parentId: "sub" },
        { id: "recheck", type: "bpmn:UserTask", parentId: "sub" },
        { id: "timeout", type: "bpmn:BoundaryEvent", attachedToId: "sub" },
        { id: "escalate", type: "bpmn:UserTask" },
        { id: "archive", type: "bpmn:UserTask" },
      ],
      flows: [
        flow("start", "apply"),
        flow("apply", "sub"),
        flow("subStart", "check"),
        flow("check", "recheck"),
        flow("timeout", "escalate"),
        flow("sub", "archive"),
      ],
    };
    expect(keys(nested, "check")).toEqual(["apply"]);
    expect(keys(nested, "recheck")).toEqual(["check", "apply"]);
    expect(keys(nested, "archive").sort()).toEqual(["apply", "check", "recheck"]);
    expect(keys(nested, "escalate").sort()).toEqual(["apply", "check", "recheck"]);
  });
});
