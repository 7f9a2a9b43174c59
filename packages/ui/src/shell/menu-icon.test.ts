import { describe, expect, it } from "vitest";

import { menuIcons } from "./menu-icon";

describe("menu icons", () => {
  it("gives 发起流程, 我的流程 and 待办任务 each an icon of its own", () => {
    const workflow = ["ep:promotion", "ep:document-copy", "ep:bell"].map((name) => menuIcons[name]);
    expect(workflow.every((icon) => icon !== undefined)).toBe(true);
    expect(new Set(workflow).size).toBe(3);
    // 站内信管理 (ep:message) keeps the plain bell; the to-do list rings.
    expect(menuIcons["ep:bell"]).not.toBe(menuIcons["ep:message"]);
  });
});
