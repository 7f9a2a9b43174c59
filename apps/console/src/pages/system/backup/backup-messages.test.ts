// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { backupMessages, backupMessageTables } from "./backup-messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the backup page's texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(backupMessageTables.zhCN, backupMessageTables.en)).toEqual([]);
  });

  it("answer in the page's language", () => {
    expect(backupMessages.title).toBe("系统备份");
    applyLocale("en");
    expect(backupMessages.title).toBe("Backups");
  });
});
