import { describe, expect, it } from "vitest";

import type { SearchEntry } from "./menu-tree";
import { createMenuSearch } from "./search";

const entries: SearchEntry[] = [
  { title: ["系统管理", "用户管理"], path: "/system/user", external: false },
  { title: ["系统管理", "字典管理"], path: "/system/dict", external: false },
  { title: ["课堂", "签到"], path: "/teacher/checkin", external: false },
  { title: ["官网"], path: "https://www.example.com", external: true },
];

describe("menu search", () => {
  const search = createMenuSearch(entries);

  it("finds by title", () => {
    expect(search("字典")[0]?.path).toBe("/system/dict");
  });

  it("finds by path", () => {
    expect(search("checkin")[0]?.path).toBe("/teacher/checkin");
  });

  it("returns nothing for an empty query or no match", () => {
    expect(search("  ")).toEqual([]);
    expect(search("zzzzqqq")).toEqual([]);
  });
});

describe("menu search pre-filter", () => {
  it("gives exactly Fuse's results over a 500-entry menu", async () => {
    const Fuse = (await import("fuse.js")).default;
    const { largeMenu } = await import("../fixtures/menus.mocks");
    const { buildMenu, flattenMenu } = await import("./menu-tree");
    const { searchOptions } = await import("./search");
    const all = flattenMenu(buildMenu(largeMenu(500)));
    const fast = createMenuSearch(all, 500);
    const plain = new Fuse(all, searchOptions);
    const queries = [
      "数",
      "数学作业",
      "物理课堂签到",
      "英语3班",
      "course12/page3",
      "page",
      "AI 话题",
      "zzqq",
      "成绩统",
      "c",
      "ourse",
      "课堂记录",
    ];
    for (const q of queries) {
      expect(
        fast(q).map((e) => e.path),
        q,
      ).toEqual(plain.search(q, { limit: 500 }).map((r) => r.item.path));
    }
  });
});
