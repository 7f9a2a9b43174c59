// @vitest-environment jsdom
import { createMemoryStorage, writeLocale } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { englishReady } from "./i18n/english-when-chosen";
import { bootLocale } from "./locale-boot";
import { messages } from "./messages";
import { titleForPath } from "./routes/route-table";

afterEach(() => {
  document.documentElement.lang = "";
});

describe("console language at start-up", () => {
  it("English chosen in the user menu is applied again after the reload, before rendering", () => {
    const storage = createMemoryStorage();
    writeLocale("en", storage);

    // The reload: a new page, a new <html>, the same localStorage.
    const root = { lang: "zh-CN" };
    expect(bootLocale(storage, root)).toBe("en");
    expect(root.lang).toBe("en");
  });

  it("a first visit, or an unknown remembered value, stays Chinese", () => {
    const first = { lang: "" };
    bootLocale(createMemoryStorage(), first);
    expect(first.lang).toBe("zh-CN");
    const unknown = { lang: "" };
    bootLocale(createMemoryStorage({ locale: "fr" }), unknown);
    expect(unknown.lang).toBe("zh-CN");
  });

  it("the console's texts and page titles follow the applied language", async () => {
    bootLocale(createMemoryStorage({ locale: "en" }));
    // An English page loads the English texts before its first render (main.tsx waits for them).
    await englishReady();
    expect(messages.signIn).toBe("Sign in");
    expect(titleForPath("/teacher/room/list")).toBe("Class records");
    bootLocale(createMemoryStorage({ locale: "zh-CN" }));
    expect(messages.signIn).toBe("登录");
    expect(titleForPath("/teacher/room/list")).toBe("课堂记录");
  });
});
