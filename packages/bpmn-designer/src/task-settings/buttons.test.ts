// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import {
  defaultButtons,
  defaultWorkflowButtons,
  editableButtons,
  storedButtonName,
  validateButton,
  workflowButtonLabel,
} from "./buttons";
import { DEFAULT_WORKFLOW_BUTTONS, emptyModelSettings, type WorkflowButton } from "./types";

const button = (extra: Partial<WorkflowButton> = {}): WorkflowButton => ({
  id: "b",
  code: "approve",
  name: "通过",
  isHide: false,
  sort: 1,
  ...extra,
});

afterEach(() => {
  document.documentElement.lang = "";
});

describe("workflow buttons", () => {
  it("default to 通过, 不通过, 退回, 转办, all shown, in that order", () => {
    expect(DEFAULT_WORKFLOW_BUTTONS.map((b) => [b.code, b.name, b.isHide, b.sort])).toEqual([
      ["approve", "通过", false, 1],
      ["reject", "不通过", false, 2],
      ["return", "退回", false, 3],
      ["transfer", "转办", false, 4],
    ]);
    expect(Object.isFrozen(DEFAULT_WORKFLOW_BUTTONS)).toBe(true);
    const copies = defaultButtons();
    copies[0]!.name = "同意";
    expect(DEFAULT_WORKFLOW_BUTTONS[0]!.name).toBe("通过");
  });

  it("list the defaults for a task without buttons, else its own in order and the missing codes hidden", () => {
    expect(editableButtons([])).toEqual(defaultButtons());
    const own = [
      button({ id: "t", code: "transfer", name: "转交", sort: 2 }),
      button({ id: "a", code: "approve", name: "同意", sort: 1 }),
    ];
    expect(editableButtons(own).map((b) => [b.code, b.name, b.isHide, b.sort])).toEqual([
      ["approve", "同意", false, 1],
      ["transfer", "转交", false, 2],
      ["reject", "不通过", true, 3],
      ["return", "退回", true, 4],
    ]);
  });

  it("need a name of at most 10 characters", () => {
    expect(validateButton(button({ name: "  " }))).toEqual({ name: "请填写按钮名称" });
    expect(validateButton(button({ name: "一二三四五六七八九十" }))).toEqual({});
    expect(validateButton(button({ name: "一二三四五六七八九十一" }))).toEqual({ name: "按钮名称最多10个字符" });
  });

  it("return only to an earlier task that exists", () => {
    const back = button({ code: "return", name: "退回", next: "gone" });
    expect(validateButton(back, [{ key: "Task_1" }])).toEqual({ next: "该节点已不在流程图中，请重新选择" });
    expect(validateButton({ ...back, next: "Task_1" }, [{ key: "Task_1" }])).toEqual({});
    expect(validateButton({ ...back, next: undefined }, [])).toEqual({});
  });

  it("start from empty model settings", () => {
    expect(emptyModelSettings()).toEqual({ tasks: {}, flows: {} });
    expect(emptyModelSettings()).not.toBe(emptyModelSettings());
  });

  it("are named by default in the page's language when shown, and saved with the Chinese names", () => {
    expect(defaultWorkflowButtons()).toEqual(defaultButtons());
    applyLocale("en");
    expect(defaultWorkflowButtons().map((b) => [b.code, b.name, b.isHide, b.sort])).toEqual([
      ["approve", "Approve", false, 1],
      ["reject", "Reject", false, 2],
      ["return", "Return", false, 3],
      ["transfer", "Transfer", false, 4],
    ]);
    // what is saved does not follow the language
    expect(defaultButtons().map((b) => b.name)).toEqual(["通过", "不通过", "退回", "转办"]);
    expect(editableButtons([button({ name: "同意" })]).map((b) => b.name)).toEqual(["同意", "不通过", "退回", "转办"]);
  });

  it("show a default name (in either language) in the page's language, a chosen name as it is", () => {
    const shown = () =>
      [
        button({ code: "approve", name: "通过" }),
        button({ code: "reject", name: "Reject" }),
        button({ code: "return", name: "通过" }), // another action's default is a chosen name here
        button({ code: "transfer", name: "转交" }),
      ].map(workflowButtonLabel);
    expect(shown()).toEqual(["通过", "不通过", "通过", "转交"]);
    applyLocale("en");
    expect(shown()).toEqual(["Approve", "Reject", "通过", "转交"]);
  });

  it("save a typed default name as the Chinese one, anything else as typed", () => {
    expect(storedButtonName("approve", "Approve")).toBe("通过");
    expect(storedButtonName("transfer", "转办")).toBe("转办");
    expect(storedButtonName("approve", "Approve all")).toBe("Approve all");
    expect(storedButtonName("reject", "Approve")).toBe("Approve");
    expect(storedButtonName("return", " Return")).toBe(" Return");
  });
});
