// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";

import { createMemoryStorage } from "./storage";
import { applyLocale, currentLocale, differingKeys, localeOf, localized, readLocale, writeLocale } from "./locale";

const zh = {
  save: "保存",
  count: (n: number) => `${n} 条`,
  nested: { title: "标题", deeper: { text: "文本" } },
  list: ["一", "二"],
};
const messages = localized(zh, {
  save: "Save",
  count: (n: number) => `${n} items`,
  nested: { title: "Title", deeper: { text: "Text" } },
  list: ["one", "two"],
});

afterEach(() => {
  document.documentElement.lang = "";
});

describe("localized messages", () => {
  it("answers in Chinese on a page without a language", () => {
    expect(messages.save).toBe("保存");
    expect(messages.count(3)).toBe("3 条");
    expect(messages.nested.deeper.text).toBe("文本");
  });

  it("answers in English as soon as the page is English, nested tables and lists included", () => {
    const nested = messages.nested;
    applyLocale("en");
    expect(messages.save).toBe("Save");
    expect(messages.count(3)).toBe("3 items");
    expect(nested.title).toBe("Title");
    expect(messages.list.map((s) => s.toUpperCase())).toEqual(["ONE", "TWO"]);
    expect(Object.keys(messages.nested)).toEqual(["title", "deeper"]);
    expect({ ...messages.nested.deeper }).toEqual({ text: "Text" });
  });

  it("reads any English tag as English and anything else as Chinese", () => {
    expect(localeOf("en-GB")).toBe("en");
    expect(localeOf("zh")).toBe("zh-CN");
    expect(localeOf("fr")).toBe("zh-CN");
    document.documentElement.lang = "EN-us";
    expect(currentLocale()).toBe("en");
  });
});

describe("the remembered language", () => {
  it("is Chinese until chosen, then what was chosen; unknown values give Chinese", () => {
    const storage = createMemoryStorage();
    expect(readLocale(storage)).toBe("zh-CN");
    writeLocale("en", storage);
    expect(readLocale(storage)).toBe("en");
    storage.setItem("locale", "klingon");
    expect(readLocale(storage)).toBe("zh-CN");
  });
});

describe("differingKeys", () => {
  it("finds every key one table has and the other lacks, at any depth", () => {
    expect(differingKeys(zh, { ...zh, nested: { title: "x" }, extra: "y" })).toEqual(["nested.deeper", "extra"]);
  });

  it("finds a text where the other table has a function or a nested table", () => {
    expect(differingKeys({ a: "x", b: "y" }, { a: () => "x", b: { c: "y" } })).toEqual(["a", "b"]);
  });

  it("is empty for tables of the same shape", () => {
    expect(
      differingKeys(zh, { save: "", count: () => "", nested: { title: "", deeper: { text: "" } }, list: ["", ""] }),
    ).toEqual([]);
  });
});
