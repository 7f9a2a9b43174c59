// @vitest-environment jsdom
import { applyLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it, vi } from "vitest";

import { englishReady, localizedEnglishWhenChosen } from "./english-when-chosen";

afterEach(() => {
  document.documentElement.lang = "";
});

const zhCN = { title: "首页", greet: (name: string) => `你好，${name}`, nested: { save: "保存" } };
const english = { title: "Home", greet: (name: string) => `Hello, ${name}`, nested: { save: "Save" } };

describe("an English table loaded when English is chosen", () => {
  it("is never loaded by a Chinese page", async () => {
    const load = vi.fn(() => Promise.resolve(english));
    const messages = localizedEnglishWhenChosen(zhCN, load);
    await englishReady();
    expect(load).not.toHaveBeenCalled();
    expect(messages.title).toBe("首页");
  });

  it("has arrived when an English page is ready to render, nested tables and texts with arguments included", async () => {
    const load = vi.fn(() => Promise.resolve(english));
    const messages = localizedEnglishWhenChosen(zhCN, load);
    // A view kept before the table arrived (a module's `const text = messages.nested`) answers in English too.
    const nested = messages.nested;
    applyLocale("en");
    await englishReady();
    expect(messages.title).toBe("Home");
    expect(messages.greet("Ann")).toBe("Hello, Ann");
    expect(nested.save).toBe("Save");
    await englishReady();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("leaves the Chinese texts in place when the English table cannot be loaded", async () => {
    const messages = localizedEnglishWhenChosen(zhCN, () => Promise.reject(new Error("offline")));
    applyLocale("en");
    await expect(englishReady()).resolves.toBeUndefined();
    expect(messages.title).toBe("首页");
    expect(messages.nested.save).toBe("保存");
  });
});
