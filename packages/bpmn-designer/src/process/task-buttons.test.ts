// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { DEFAULT_TASK_BUTTONS, fixedReturnTarget, visibleTaskButtons } from "./task-buttons";
import type { ProcessTaskButton } from "./types";

const button = (code: ProcessTaskButton["code"], sort: number, extra: Partial<ProcessTaskButton> = {}) =>
  ({ id: `${code}-${sort}`, name: code, code, isHide: false, sort, ...extra }) satisfies ProcessTaskButton;

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the task's buttons", () => {
  it("are 通过, 不通过, 退回, 转办 when the task has none configured", () => {
    expect(visibleTaskButtons().map((b) => b.name)).toEqual(["通过", "不通过", "退回", "转办"]);
    expect(visibleTaskButtons(undefined)).toEqual(DEFAULT_TASK_BUTTONS);
  });

  it("read in the page's language when they carry default names, as the server sends them", () => {
    applyLocale("en");
    expect(visibleTaskButtons().map((b) => b.name)).toEqual(["Approve", "Reject", "Return", "Transfer"]);
    const fromServer = [
      button("approve", 0, { name: "通过" }),
      button("reject", 1, { name: "驳回申请" }),
      button("transfer", 2, { name: "转办", isHide: true }),
    ];
    expect(visibleTaskButtons(fromServer).map((b) => [b.code, b.name])).toEqual([
      ["approve", "Approve"],
      ["reject", "驳回申请"],
    ]);
    // the given buttons are not changed
    expect(fromServer[0]!.name).toBe("通过");
  });

  it("leave hidden ones out and follow sort, keeping the given order on ties", () => {
    const buttons = [
      button("transfer", 1),
      button("approve", 3),
      button("reject", 2, { isHide: true }),
      button("return", 1, { id: "second-at-1" }),
    ];
    expect(visibleTaskButtons(buttons).map((b) => b.id)).toEqual(["transfer-1", "second-at-1", "approve-3"]);
  });

  it("are none when every one is hidden (an empty list is not the default)", () => {
    expect(visibleTaskButtons([button("approve", 1, { isHide: true })])).toEqual([]);
    expect(visibleTaskButtons([])).toEqual([]);
  });
});

describe("a return button's fixed target", () => {
  const targets = [{ key: "Task_submit", name: "提交申请" }];

  it("is named from the return targets, or by its key when they do not list it", () => {
    expect(fixedReturnTarget(button("return", 1, { next: "Task_submit" }), targets)).toEqual(targets[0]);
    expect(fixedReturnTarget(button("return", 1, { next: "Task_x" }), targets)).toEqual({
      key: "Task_x",
      name: "Task_x",
    });
  });

  it("is absent when the assignee chooses", () => {
    expect(fixedReturnTarget(button("return", 1), targets)).toBeNull();
  });
});
