// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { pwaMessages, pwaMessageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the update offer's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(pwaMessageTables.zhCN, pwaMessageTables.en)).toEqual([]);
  });

  it("say 有新版本，点击刷新 in Chinese and follow the page's language", () => {
    expect(pwaMessages.updateReady).toBe("有新版本，点击刷新");
    applyLocale("en");
    expect(pwaMessages.refresh).toBe("Refresh");
  });
});
