// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { teacherPageMessages, teacherPageMessageTables } from "./messages";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the teacher pages' texts", () => {
  it("have the same keys in Chinese and English", () => {
    expect(differingKeys(teacherPageMessageTables.zhCN, teacherPageMessageTables.en)).toEqual([]);
  });

  it("title the running session with a Chinese colon on a Chinese page and an English one in English", () => {
    expect(teacherPageMessages.titled("正在上课", "语文 · 第1课")).toBe("正在上课：语文 · 第1课");
    applyLocale("en");
    expect(teacherPageMessages.titled("In class", "Maths · Lesson 1")).toBe("In class: Maths · Lesson 1");
  });
});
