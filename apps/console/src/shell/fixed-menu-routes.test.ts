// @vitest-environment jsdom
import { applyLocale, breadcrumbFor, findRouteChain, routeTitle } from "@smartclass/ui";
import { afterEach, describe, expect, it } from "vitest";

import { englishReady } from "../i18n/english-when-chosen";
import { AREA_MENU_ROUTES, FIXED_MENU_ROUTES } from "./fixed-menu-routes";

const routes = [...FIXED_MENU_ROUTES, ...AREA_MENU_ROUTES];
const titles = (path: string) => breadcrumbFor(routes, path, "首页", "/index").map((crumb) => crumb.title);

describe("the area pages in the breadcrumb", () => {
  it("shows the route table's titles of teacher pages, with their area", () => {
    expect(titles("/teacher/room/list")).toEqual(["首页", "教师端", "课堂记录"]);
    expect(titles("/teacher/room/info/5")).toEqual(["首页", "教师端", "课堂详情"]);
    expect(titles("/teacher/room/info/5/practice/9")).toEqual(["首页", "教师端", "课堂练习"]);
    expect(titles("/teacher/userlist")).toEqual(["首页", "教师端", "学生名单"]);
    expect(titles("/teacher/new")).toEqual(["首页", "教师端", "上课主页"]);
  });

  it("shows the titles of student pages and of the share link", () => {
    expect(titles("/student/practice/info/3/preview")).toEqual(["首页", "学生端", "练习预览"]);
    expect(titles("/student/file/url")).toEqual(["首页", "学生端", "文件"]);
    expect(titles("/share/abc123")).toEqual(["首页", "加入课程"]);
  });

  it("gives the workflow pages opened from a list their full trail", () => {
    expect(titles("/bpm/manager/model/design/7")).toEqual(["首页", "工作流程", "流程模型", "设计流程"]);
    expect(titles("/bpm/manager/form/edit")).toEqual(["首页", "工作流程", "流程表单", "新建表单"]);
    expect(titles("/bpm/manager/form/edit/3")).toEqual(["首页", "工作流程", "流程表单", "编辑表单"]);
  });

  it("keeps the user pages and gives nothing for unknown paths", () => {
    expect(titles("/user/profile")).toEqual(["首页", "用户", "个人中心"]);
    expect(titles("/teacher/nowhere")).toEqual(["首页"]);
  });

  it("keeps every area page out of the sidebar", () => {
    const visible = (list: typeof routes): boolean =>
      list.some((route) => route.visible !== false || visible(route.children ?? []));
    expect(visible(AREA_MENU_ROUTES)).toBe(false);
  });
});

describe("the area pages in English", () => {
  afterEach(() => {
    document.documentElement.lang = "";
  });

  it("shows the breadcrumb in the page's language", async () => {
    applyLocale("en");
    await englishReady();
    const english = (path: string) => breadcrumbFor(routes, path, "Home", "/index").map((crumb) => crumb.title);
    expect(english("/teacher/room/info/5")).toEqual(["Home", "Teacher", "Class record"]);
    expect(english("/student/assignment/mutual/3")).toEqual(["Home", "Student", "Peer review"]);
    expect(english("/user/notify-message")).toEqual(["Home", "User", "My messages"]);
    expect(english("/share/abc123")).toEqual(["Home", "Join course"]);
  });

  it("names the tab of an area page in English (the tags view's title)", async () => {
    applyLocale("en");
    await englishReady();
    const tabTitle = (path: string) => {
      const leaf = findRouteChain(routes, path).at(-1);
      return leaf && routeTitle(leaf);
    };
    expect(tabTitle("/teacher/userlist")).toBe("Students");
    expect(tabTitle("/teacher/new")).toBe("Class dashboard");
    expect(tabTitle("/user/profile")).toBe("Profile");
  });
});
