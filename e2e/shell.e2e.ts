// The console shell: the tags view, and an access token that expires mid-session.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loginVia, pathOf, person, screenshot, launch } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const tabs = (page: Page) => page.locator("[data-slot=tags-view-item] a").allInnerTexts();
const keptAlive = async (page: Page) =>
  (
    await page.locator("[data-keep-alive]").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("data-keep-alive")))
  ).sort();

async function openFromMenu(page: Page, title: string) {
  const menu = page.getByRole("navigation", { name: "主菜单" });
  const link = menu.getByText(title, { exact: true });
  if (!(await link.isVisible())) await menu.getByText("系统管理", { exact: true }).click();
  await link.click();
  await page.locator("[data-slot=tags-view-item][data-active]").filter({ hasText: title }).waitFor();
}

async function tabMenu(page: Page, tab: string, item: string) {
  await page.locator("[data-slot=tags-view-item]").filter({ hasText: tab }).click({ button: "right" });
  await page.getByRole("menuitem", { name: item }).click();
}

describe("tags view", () => {
  it("keeps visited pages; close others, left and right keep the affixed tab; reload keeps the tabs", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/index", "admin", "admin123");
    await page.waitForURL("**/index");
    for (const title of ["用户管理", "字典管理", "配置管理", "站内信管理"]) await openFromMenu(page, title);
    expect(await tabs(page)).toEqual(["首页", "用户管理", "字典管理", "配置管理", "站内信管理"]);
    await screenshot(page, "tags-view-four-pages");
    // Pages of open tabs stay mounted (keep-alive), only the current one visible. Polled: a lazily
    // loaded page mounts a moment after its tab appears (loaded runs caught it in between twice, the
    // second time past the default 5 s while other suites ran on the machine).
    await expect
      .poll(() => keptAlive(page), { timeout: 15_000 })
      .toEqual(["/index", "/system/config", "/system/dict", "/system/notify-message", "/system/user"]);
    expect(await page.locator("[data-keep-alive]:visible").count()).toBe(1);

    await tabMenu(page, "字典管理", "关闭其他");
    await expect.poll(() => tabs(page)).toEqual(["首页", "字典管理"]);
    // Closed tabs drop their pages.
    await expect.poll(() => keptAlive(page)).toEqual(["/index", "/system/dict"]);
    // Refreshing a tab mounts its page again.
    const dictPage = page.locator('[data-keep-alive="/system/dict"] section');
    await dictPage.evaluate((node) => node.setAttribute("data-mark", "before-refresh"));
    await tabMenu(page, "字典管理", "刷新页面");
    await page.locator('[data-keep-alive="/system/dict"] section:not([data-mark])').waitFor();
    expect(await page.locator("[data-mark]").count()).toBe(0);

    await openFromMenu(page, "配置管理");
    await openFromMenu(page, "站内信管理");
    await tabMenu(page, "配置管理", "关闭左侧");
    await expect.poll(() => tabs(page)).toEqual(["首页", "配置管理", "站内信管理"]);
    await tabMenu(page, "配置管理", "关闭右侧");
    await expect.poll(() => tabs(page)).toEqual(["首页", "配置管理"]);

    await page.reload();
    await page.locator("[data-slot=tags-view-item]").first().waitFor();
    expect(await tabs(page)).toEqual(["首页", "配置管理"]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("session refresh", () => {
  it("refreshes an expired access token once for several parallel requests and keeps working", async () => {
    const { page, context } = await person(browser, "teacher1");
    // Signed in on a page that reads no class data, so the check-in page below asks for all of it at once
    // (the home page would already have the running class in the shared cache).
    await loginVia(page, "/user/profile", "teacher1", "teacher123");
    await page.waitForURL("**/user/profile");
    await page.getByRole("navigation", { name: "主菜单" }).waitFor();
    await page.getByRole("button", { name: "导出我的数据" }).waitFor();

    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/system/auth/refresh-token")) refreshes.push(request.url());
    });
    page.on("response", async (response) => {
      if (!response.url().includes("/admin-api/")) return;
      const body = await response.json().catch(() => null);
      if (response.status() === 401 || body?.code === 401) unauthorized.push(response.url());
    });
    // The access token expires: the server no longer accepts it.
    await page.evaluate(() => localStorage.setItem("smartclass.ACCESS_TOKEN", "expired.access.token"));

    // The check-in page asks several things at once (class, today's sessions, the sign-in panel).
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await menu.getByText("教师端", { exact: true }).click();
    await menu.getByText("签到", { exact: true }).click();
    await page
      .getByRole("button", { name: /开始上课|下课/ })
      .first()
      .waitFor();
    expect(unauthorized.length).toBeGreaterThan(1);
    expect(refreshes).toHaveLength(1);
    expect(pathOf(page)).toBe("/teacher/checkin");
    expect(await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).not.toBe("expired.access.token");
    await screenshot(page, "after-token-refresh");
    await context.close();
  });
});

describe("notices", () => {
  it("shows a shell notice once, not once per mounted toaster", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    await loginVia(page, "/index", "teacher1", "teacher123");
    await page.waitForURL("**/index");
    await page.getByRole("button", { name: "布局大小" }).click();
    await page.getByRole("menuitemradio", { name: "稍小" }).click();
    const notice = page.getByText("设置布局大小成功", { exact: true });
    await notice.first().waitFor();
    // Give a second toaster time to render its copy, if there were one.
    await page.waitForTimeout(300);
    expect(await notice.count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("colour mode", () => {
  it("dark mode chosen in the settings drawer survives a reload", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    await loginVia(page, "/index", "teacher1", "teacher123");
    await page.waitForURL("**/index");
    expect(await page.evaluate(() => document.documentElement.dataset.theme ?? "light")).toBe("light");
    await page.getByRole("button", { name: /张老师/ }).click();
    await page.getByRole("menuitem", { name: "布局设置" }).click();
    await page.getByRole("radiogroup", { name: "主题模式" }).getByRole("radio", { name: "深色" }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await page.reload();
    await page.locator("[data-slot=tags-view-item]").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await screenshot(page, "shell-dark-mode");
    expect(errors).toEqual([]);
    await context.close();
  });
});
