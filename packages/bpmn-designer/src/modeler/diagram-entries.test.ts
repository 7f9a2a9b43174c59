import { describe, expect, it } from "vitest";

import { diagramEntries, diagramKeyOf } from "./diagram-entries";

const element = (id: string, type: string, name?: string) => ({
  id,
  name,
  $instanceOf: (wanted: string) => wanted === type,
});

describe("the diagram switcher's entries", () => {
  const process = element("P", "bpmn:Process", "审批");
  const collapsed = element("Sub", "bpmn:SubProcess", "教务处理");
  const main = {
    id: "D1",
    name: "主流程",
    plane: { bpmnElement: process, planeElement: [{ bpmnElement: collapsed }] },
  };
  // What bpmn-js adds on import for the collapsed sub-process: a diagram without id or name.
  const drillDown = { plane: { bpmnElement: collapsed, planeElement: [] } };

  it("names a drill-down the import made after its sub-process, keyed by bpmn-js's plane root, at home on its parent's diagram", () => {
    expect(diagramEntries([main, drillDown])).toEqual([
      { id: "D1", name: "主流程" },
      { id: "Sub_plane", name: undefined, subProcess: "教务处理", home: "D1" },
    ]);
  });

  it("keys a canvas root by its diagram's id, or by its own id when bpmn-js made the diagram", () => {
    expect(diagramKeyOf({ id: "P", di: { $parent: main } })).toBe("D1");
    expect(diagramKeyOf({ id: "Sub_plane", di: { $parent: drillDown } })).toBe("Sub_plane");
    expect(diagramKeyOf({ id: "__implicitroot" })).toBeNull();
  });
});
