// Every seeded menu has an English title, and only seeded menus are in the table (no stale entry).
import { describe, expect, it } from "vitest";

import { MENU_TITLES_EN, menuTitle, prefersEnglish } from "../src/menu-titles-en.js";
import { MENU_SEED } from "../src/seed.js";

const seededNames = MENU_SEED.flatMap((root) => [root.name, ...(root.children ?? []).map((c) => c.name)]);

describe("English menu titles", () => {
  it("has a non-empty English title for every seeded menu, and nothing else", () => {
    expect(seededNames.filter((name) => !MENU_TITLES_EN[name]?.trim())).toEqual([]);
    expect(Object.keys(MENU_TITLES_EN).filter((name) => !seededNames.includes(name))).toEqual([]);
    expect(Object.values(MENU_TITLES_EN).filter((t) => /[\u4e00-\u9fff]/.test(t))).toEqual([]);
  });

  it("reads English from the first Accept-Language tag only", () => {
    expect(prefersEnglish("en")).toBe(true);
    expect(prefersEnglish("en-GB,zh;q=0.5")).toBe(true);
    expect(prefersEnglish(" EN-us ;q=1")).toBe(true);
    expect(prefersEnglish("zh-CN,en;q=0.9")).toBe(false);
    expect(prefersEnglish("eng")).toBe(false);
    expect(prefersEnglish("")).toBe(false);
    expect(prefersEnglish(undefined)).toBe(false);
    expect(menuTitle("System", "系统管理", true)).toBe("System");
    expect(menuTitle("System", "系统管理", false)).toBe("系统管理");
    expect(menuTitle("AddedByHand", "手加菜单", true)).toBe("手加菜单");
  });
});
