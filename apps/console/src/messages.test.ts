// @vitest-environment jsdom
import { applyLocale, differingKeys } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { englishReady } from "./i18n/english-when-chosen";
import { messages, messageTables } from "./messages";
import { en } from "./messages-en";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("the console's messages", () => {
  it("have an English text for every Chinese one", () => {
    expect(differingKeys(messageTables["zh-CN"], en)).toEqual([]);
  });

  it("keep the spec's Chinese texts on a page without a language", () => {
    expect(messages.systemName).toBe("智慧课堂");
    expect(messages.password.backToLogin).toBe("返回登录");
    expect(messages.student.inClass("语文", "第一课", "王老师")).toBe("正在上课：语文 · 第一课（王老师）");
  });

  it("answer in English once the page is English and its English table has loaded", async () => {
    applyLocale("en");
    await englishReady();
    expect(messages.password.backToLogin).toBe("Back to sign in");
    expect(messages.index.welcome("Ann")).toBe("Welcome back, Ann!");
    expect(messages.dashboard.newCourse).toBe("New course");
  });
});
