// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { messages } from "../messages";
import { createTranslate } from "./translate";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the designer's translate service", () => {
  const translate = createTranslate(messages.bpmn);

  it("speaks Chinese on a page without a language", () => {
    expect(translate("Create task")).toBe("创建任务");
    expect(translate("Append task")).toBe("追加任务");
  });

  it("gives bpmn-js's English back, placeholders filled, when the page is in English", () => {
    applyLocale("en");
    expect(translate("Create task")).toBe("Create task");
    expect(translate("Open {element}", { element: "Sub-process" })).toBe("Open Sub-process");
  });
});
