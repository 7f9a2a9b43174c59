import { describe, expect, it } from "vitest";

import { createTranslate } from "./translate";

describe("createTranslate", () => {
  const translate = createTranslate({ "Open {element}": "打开{element}", Delete: "删除" });

  it("translates known templates and fills their placeholders", () => {
    expect(translate("Delete")).toBe("删除");
    expect(translate("Open {element}", { element: "子流程" })).toBe("打开子流程");
  });

  it("falls back to the English template, still filling placeholders and keeping unknown ones", () => {
    expect(translate("no parent for {element} in {parent}", { element: "Task_1" })).toBe(
      "no parent for Task_1 in {parent}",
    );
  });
});
