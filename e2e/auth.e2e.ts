// Signing in and out: deep links through the login, safe redirects, each role's menus,
// a student refused the teacher area, and logout with confirmation.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, pathOf, person, screenshot, submitLogin } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("deep links and the login redirect", () => {
  it("sends a signed-out deep link to the login and back to the deep link", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    await page.goto(`${baseUrl()}/teacher/survey/list?tab=mine#top`);
    await page.locator("input[name=username]").waitFor();
    expect(pathOf(page)).toBe(`/login?redirect=${encodeURIComponent("/teacher/survey/list?tab=mine#top")}`);
    await screenshot(page, "login-page");
    await submitLogin(page, "  teacher1  ", "teacher123");
    await page.waitForURL("**/teacher/survey/list?tab=mine#top");
    expect(pathOf(page)).toBe("/teacher/survey/list?tab=mine#top");
    expect(errors).toEqual([]);
    await context.close();
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil.example", "%2F%2Fevil.example", "/%2Fevil.example"])(
    "keeps the redirect payload %s inside the app",
    async (payload) => {
      const { page, context } = await person(browser, "teacher1");
      await page.goto(`${baseUrl()}/login?redirect=${encodeURIComponent(payload)}`);
      await page.locator("input[name=username]").waitFor();
      await submitLogin(page, "teacher1", "teacher123");
      await page.waitForURL((url) => url.pathname === "/teacher");
      expect(pathOf(page)).toBe("/teacher");
      await context.close();
    },
  );

  it("shows the server's error text for a wrong password", async () => {
    const { page, context } = await person(browser, "teacher1");
    await loginVia(page, "/index", "teacher1", "wrong-password");
    const alert = page.getByRole("alert").filter({ hasText: /密码|账号/ });
    await alert.first().waitFor();
    expect(pathOf(page)).toMatch(/^\/login/);
    await context.close();
  });
});

describe("menus per role", () => {
  const cases = [
    { user: "teacher1", password: "teacher123", sees: ["首页", "教师端", "工作流程"], not: ["系统管理", "学生端"] },
    { user: "student01", password: "student123", sees: ["首页", "学生端", "工作流程"], not: ["教师端", "系统管理"] },
    { user: "admin", password: "admin123", sees: ["首页", "学生端", "教师端", "系统管理", "工作流程"], not: [] },
  ];
  it.each(cases)("$user sees their own menus from the server", async ({ user, password, sees, not }) => {
    const { page, context, errors } = await person(browser, user);
    await loginVia(page, "/index", user, password);
    await page.waitForURL("**/index");
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await menu.waitFor();
    const text = await menu.innerText();
    for (const title of sees) expect(text).toContain(title);
    for (const title of not) expect(text).not.toContain(title);
    await screenshot(page, `home-${user}`);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a student who opens a teacher path to /401; unknown paths to /404; / to the student area", async () => {
    const { page, context } = await person(browser, "student01");
    await loginVia(page, "/student/checkin", "student01", "student123");
    await page.waitForURL("**/student/checkin");
    await page.goto(`${baseUrl()}/teacher/checkin`);
    await page.waitForURL("**/401");
    expect(pathOf(page)).toBe("/401");
    await screenshot(page, "student-teacher-path-401");
    // Catch-all → /404; the empty path → the student area.
    await page.goto(`${baseUrl()}/no/such/page`);
    await page.waitForURL("**/404");
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL((url) => url.pathname === "/student");
    await context.close();
  });
});

describe("logout", () => {
  it("asks for confirmation: cancel stays, confirm lands on /index signed out", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    await loginVia(page, "/user/profile", "teacher1", "teacher123");
    await page.waitForURL("**/user/profile");

    await page.locator("[data-slot=user-menu]").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    const confirm = page
      .getByRole("alertdialog")
      .or(page.getByRole("dialog"))
      .filter({ hasText: "确定注销并退出系统吗？" });
    await confirm.waitFor();
    await screenshot(page, "logout-confirm");
    await confirm.getByRole("button", { name: "取消" }).click();
    await confirm.waitFor({ state: "detached" });
    expect(pathOf(page)).toBe("/user/profile");
    expect(await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).toBeTruthy();

    await page.locator("[data-slot=user-menu]").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await confirm.getByRole("button", { name: "确定" }).click();
    // /index needs a login again: the guard keeps /index as the way back.
    await page.waitForURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === "/index");
    expect(await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});
