import { describe, expect, it } from "vitest";

import {
  activeTopKey,
  affixRoutes,
  breadcrumbFor,
  buildMenu,
  flattenMenu,
  matchPath,
  resolvePath,
  type RouteRecord,
} from "./menu-tree";

const routes: RouteRecord[] = [
  { path: "/index", name: "Index", meta: { title: "首页", icon: "home", affix: true } },
  {
    path: "/system",
    meta: { title: "系统管理", icon: "system", noRedirect: true },
    children: [
      { path: "user", name: "SystemUser", meta: { title: "用户管理", icon: "user" } },
      { path: "dict", name: "SystemDict", meta: { title: "字典管理" }, visible: false },
      { path: "notify", meta: { title: "站内信管理" }, children: [{ path: "message", meta: { title: "消息记录" } }] },
    ],
  },
  {
    path: "/single",
    meta: { title: "单页父级", icon: "folder" },
    children: [{ path: "only", meta: { title: "唯一子页" } }],
  },
  {
    path: "/always",
    alwaysShow: true,
    meta: { title: "总是显示" },
    children: [{ path: "x", meta: { title: "子页" } }],
  },
  { path: "https://www.example.com", meta: { title: "官网" } },
  { path: "/bad", meta: { title: "坏链接", link: "javascript:alert(1)" } },
  { path: "/mail", meta: { title: "邮件", link: "mailto:a@b.cn" } },
  { path: "/hidden", visible: false, meta: { title: "隐藏" } },
  { path: "/teacher/room/info/:id", meta: { title: "课堂详情" } },
];

describe("resolvePath", () => {
  it("joins relative paths and keeps absolute and external ones", () => {
    expect(resolvePath("/system", "user")).toBe("/system/user");
    expect(resolvePath("/system", "/abs")).toBe("/abs");
    expect(resolvePath("/system/", "user/")).toBe("/system/user");
    expect(resolvePath("/system", "https://a.cn")).toBe("https://a.cn");
    expect(resolvePath("", "")).toBe("/");
  });
});

describe("buildMenu", () => {
  const menu = buildMenu(routes);

  it("drops hidden routes and unsafe external links", () => {
    const titles = menu.map((m) => m.title);
    expect(titles).toEqual(["首页", "系统管理", "唯一子页", "总是显示", "官网", "课堂详情"]);
    expect(menu.find((m) => m.title === "系统管理")?.children?.map((c) => c.title)).toEqual(["用户管理", "消息记录"]);
  });

  it("collapses a parent with a single child to the child, keeping the parent icon", () => {
    expect(menu[2]).toMatchObject({ title: "唯一子页", path: "/single/only", icon: "folder" });
    expect(menu[3]?.children?.[0]?.path).toBe("/always/x");
  });

  it("marks http links external", () => {
    expect(menu[4]).toMatchObject({ path: "https://www.example.com", external: true });
  });

  it("flattens into search entries with title chains", () => {
    const entries = flattenMenu(menu);
    expect(entries).toContainEqual({
      title: ["系统管理", "消息记录"],
      path: "/system/notify/message",
      external: false,
    });
    expect(entries.filter((e) => e.external)).toHaveLength(1);
  });

  it("finds the active top-level key", () => {
    expect(activeTopKey(menu, "/system/notify/message")).toBe("/system");
    expect(activeTopKey(menu, "/nowhere")).toBeUndefined();
  });
});

describe("breadcrumbFor", () => {
  it("starts with home; noRedirect items, folders and the last are plain text", () => {
    expect(breadcrumbFor(routes, "/system/notify/message", "首页")).toEqual([
      { title: "首页", path: "/index", link: true },
      { title: "系统管理", path: "/system", link: false },
      { title: "站内信管理", path: "/system/notify", link: false },
      { title: "消息记录", path: "/system/notify/message", link: false },
    ]);
  });

  it("never links a folder, which opens no page, even without noRedirect (as the server sends them)", () => {
    const serverMenus = [
      {
        path: "/bpm",
        component: "",
        meta: { title: "工作流程" },
        children: [{ path: "manager/model", component: "bpm/model/index", meta: { title: "流程模型" } }],
      },
    ];
    expect(breadcrumbFor(serverMenus, "/bpm/manager/model", "首页")).toEqual([
      { title: "首页", path: "/index", link: true },
      { title: "工作流程", path: "/bpm", link: false },
      { title: "流程模型", path: "/bpm/manager/model", link: false },
    ]);
  });

  it("does not repeat home when the first match is home", () => {
    expect(breadcrumbFor(routes, "/index", "首页")).toEqual([{ title: "首页", path: "/index", link: false }]);
  });

  it("matches parameterised paths", () => {
    expect(matchPath("/teacher/room/info/:id", "/teacher/room/info/42?tab=1")).toBe(true);
    expect(breadcrumbFor(routes, "/teacher/room/info/42", "首页").map((c) => c.title)).toEqual(["首页", "课堂详情"]);
  });
});

describe("affixRoutes", () => {
  it("collects pinned routes", () => {
    expect(affixRoutes(routes)).toEqual([{ path: "/index", title: "首页", name: "Index" }]);
  });
});
