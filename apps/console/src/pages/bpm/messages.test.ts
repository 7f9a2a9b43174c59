// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { bpmPageMessages, bpmPageMessageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the process pages' texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(bpmPageMessageTables.zhCN, bpmPageMessageTables.en)).toEqual([]);
  });

  it("keep the Chinese texts and their punctuation on a Chinese page", () => {
    expect(bpmPageMessages.titled("流程详情", "请假")).toBe("流程详情：请假");
    expect(bpmPageMessages.fieldList(["天数", "事由"])).toBe("天数、事由");
    expect(bpmPageMessages.confirmDeleteForm("请假单")).toBe("确认删除流程表单“请假单”吗？");
  });

  it("answer in English, with English punctuation, on an English page", () => {
    applyLocale("en");
    expect(bpmPageMessages.edit).toBe("Edit");
    expect(bpmPageMessages.titled("Process details", "Leave")).toBe("Process details: Leave");
    expect(bpmPageMessages.fieldList(["Days", "Reason"])).toBe("Days, Reason");
  });
});
