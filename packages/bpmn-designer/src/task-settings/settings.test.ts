import { describe, expect, it } from "vitest";

import {
  modelSettingsProblems,
  pruneModelSettings,
  renameInSettings,
  taskSettingsOf,
  withFlowConditions,
  withTaskSettings,
} from "./settings";
import type { ModelSettings, SequenceCondition } from "./types";

const condition: SequenceCondition = { id: "c1", field: "days", compare: ">", value: "3", logic: "&&", sort: 1 };

function settings(): ModelSettings {
  return {
    tasks: {
      Task_1: { rules: [{ id: "r1", type: 10, value: [1], sort: 1 }], buttons: [] },
      Task_2: {
        rules: [],
        buttons: [{ id: "return", code: "return", name: "退回", isHide: false, next: "Task_1", sort: 1 }],
      },
    },
    flows: { Flow_1: [condition], Flow_2: [condition] },
  };
}

describe("pruneModelSettings", () => {
  it("drops the tasks and flows no longer in the diagram", () => {
    const pruned = pruneModelSettings(settings(), ["Task_1", "Task_2", "Flow_2", "Gateway_1"]);
    expect(Object.keys(pruned.tasks)).toEqual(["Task_1", "Task_2"]);
    expect(Object.keys(pruned.flows)).toEqual(["Flow_2"]);
  });

  it("lets the assignee choose where a return went to a task that is gone", () => {
    const pruned = pruneModelSettings(settings(), ["Task_2", "Flow_1", "Flow_2"]);
    expect(Object.keys(pruned.tasks)).toEqual(["Task_2"]);
    expect(pruned.tasks.Task_2!.buttons[0]).not.toHaveProperty("next");
    expect(pruned.tasks.Task_2!.buttons[0]).toMatchObject({ code: "return", name: "退回" });
  });

  it("gives the same object back when everything is still there", () => {
    const all = settings();
    expect(pruneModelSettings(all, ["Task_1", "Task_2", "Flow_1", "Flow_2"])).toBe(all);
  });
});

describe("renameInSettings", () => {
  it("moves a task's settings and the returns to it to the new id", () => {
    const renamed = renameInSettings(settings(), "Task_1", "review");
    expect(Object.keys(renamed.tasks).sort()).toEqual(["Task_2", "review"]);
    expect(renamed.tasks.Task_2!.buttons[0]!.next).toBe("review");
    expect(renameInSettings(renamed, "review", "Task_1")).toEqual(settings());
  });

  it("moves a flow's rows", () => {
    expect(Object.keys(renameInSettings(settings(), "Flow_1", "toHead").flows)).toEqual(["toHead", "Flow_2"]);
  });

  it("gives the same object back when nothing refers to the old id", () => {
    const all = settings();
    expect(renameInSettings(all, "Gateway_1", "g")).toBe(all);
  });
});

describe("updating settings", () => {
  it("reads a task without settings as no rules and no buttons", () => {
    expect(taskSettingsOf(settings(), "Task_9")).toEqual({ rules: [], buttons: [] });
  });

  it("drops a task or flow left empty, and never changes the object given", () => {
    const before = settings();
    const after = withTaskSettings(before, "Task_1", { rules: [], buttons: [] });
    expect(after.tasks).not.toHaveProperty("Task_1");
    expect(before.tasks).toHaveProperty("Task_1");
    expect(withFlowConditions(before, "Flow_1", []).flows).not.toHaveProperty("Flow_1");
    expect(withFlowConditions(before, "Flow_3", [condition]).flows.Flow_3).toEqual([condition]);
  });
});

describe("modelSettingsProblems", () => {
  it("lists what must be fixed before a save, and where", () => {
    const broken: ModelSettings = {
      tasks: {
        Task_1: {
          rules: [{ id: "r1", type: 30, value: [], sort: 1 }],
          buttons: [{ id: "approve", code: "approve", name: "", isHide: false, sort: 1 }],
        },
      },
      flows: { Flow_1: [{ ...condition, value: "" }] },
    };
    expect(modelSettingsProblems(broken, [{ id: "days", label: "天数", type: "long" }])).toEqual([
      { elementId: "Task_1", kind: "rule", message: "请选择用户" },
      { elementId: "Task_1", kind: "button", message: "请填写按钮名称" },
      { elementId: "Flow_1", kind: "condition", message: "请填写比较值" },
    ]);
    expect(modelSettingsProblems(settings())).toEqual([]);
  });
});
