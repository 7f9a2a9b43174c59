// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { applyLocale, differingKeys } from "./lib/locale";
import { messages, messageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("ui messages", () => {
  it("have the same keys in English as in Chinese", () => {
    expect(differingKeys(messageTables["zh-CN"], messageTables.en)).toEqual([]);
  });

  it("answer in the page's language", () => {
    expect(messages.pagination.total(3)).toBe("共 3 条");
    applyLocale("en");
    expect(messages.pagination.total(3)).toBe("3 total");
    expect(messages.logout).toBe("Log out");
  });

  it("leave no English text empty except the page unit English does not write", () => {
    const empty: string[] = [];
    const walk = (table: object, path: string) => {
      for (const [key, value] of Object.entries(table)) {
        if (typeof value === "string" && value.trim() === "") empty.push(`${path}${key}`);
        else if (value && typeof value === "object") walk(value, `${path}${key}.`);
      }
    };
    walk(messageTables.en, "");
    expect(empty).toEqual(["pagination.pageUnit"]);
  });
});
