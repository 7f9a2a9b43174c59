// The administrator's day: signing out leaves nothing for the next person in the same tab, a disabled
// teacher learns why on the login page, an in-site message reaches a student's bell without a reload, and
// in an American browser in New York the date filters and the export still read as the school does.
import { readFileSync } from "node:fs";

import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, pathOf, person, submitLogin } from "./helpers";

/** The school's zone: the server's default, as the e2e server sets no SCHOOL_TIME_ZONE. */
const SCHOOL_ZONE = "Asia/Shanghai";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Calls the server as a person would through the console (the envelope's data, or a thrown error). */
async function call<T>(method: string, path: string, token: string | null, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/admin-api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { code: number; data: T; msg: string };
  if (envelope.code !== 0) throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

const signIn = (username: string, password: string) =>
  call<{ accessToken: string; userId: number }>("POST", "/teach/auth/login", null, { username, password });

const tabs = (page: Page) => page.locator("[data-slot=tags-view-item] a").allInnerTexts();

async function openFromMenu(page: Page, title: string) {
  const menu = page.getByRole("navigation", { name: "主菜单" });
  const link = menu.getByText(title, { exact: true });
  if (!(await link.isVisible())) await menu.getByText("系统管理", { exact: true }).click();
  await link.click();
  await page.locator("[data-slot=tags-view-item][data-active]").filter({ hasText: title }).waitFor();
}

describe("a shell that forgets the last person", () => {
  it("the administrator signs out and a student signing in in the same tab sees none of the administrator's tabs", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/index", "admin", "admin123");
    await page.waitForURL("**/index");
    for (const title of ["用户管理", "配置管理"]) await openFromMenu(page, title);
    expect(await tabs(page)).toEqual(["首页", "用户管理", "配置管理"]);

    await page.locator("[data-slot=user-menu]").click();
    await page.getByRole("menuitem", { name: "退出登录" }).click();
    await page.getByRole("alertdialog").or(page.getByRole("dialog")).getByRole("button", { name: "确定" }).click();
    await page.waitForURL((url) => url.pathname === "/login");

    await submitLogin(page, "student05", "student123");
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.goto(`${baseUrl()}/user/profile`);
    await page.locator("[data-slot=tags-view-item]").first().waitFor();
    const after = await tabs(page);
    expect(after).not.toContain("用户管理");
    expect(after).not.toContain("配置管理");
    expect(await page.evaluate(() => sessionStorage.getItem("smartclass.push.lastSeq.1"))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a session that ends without a click", () => {
  it("a teacher whose account is disabled lands on the login page, which says why", async () => {
    const admin = (await signIn("admin", "admin123")).accessToken;
    const roles = await call<{ id: number; code: string }[]>("GET", "/system/role/list-all-simple", admin);
    const teacherRole = roles.find((r) => r.code === "teacher")!.id;
    const id = await call<number>("POST", "/system/user/create", admin, {
      username: "teacher_day",
      nickname: "停用的老师",
      password: "teacher-day-1",
      roleIds: [teacherRole],
    });
    const { page, context } = await person(browser, "teacher_day");
    await loginVia(page, "/user/profile", "teacher_day", "teacher-day-1");
    await page.waitForURL("**/user/profile");

    await call("PUT", "/system/user/update-status", admin, { id, status: 1 });
    // The next call of the page finds the account disabled: its session ends here.
    await page.reload();
    await page.waitForURL((url) => url.pathname === "/login");
    await expect
      .poll(() => page.getByTestId("session-ended").textContent(), { timeout: 15_000 })
      .toBe("账号已被停用，请联系管理员");
    expect(pathOf(page)).toContain("/login");
    await context.close();
  });
});

describe("an in-site message", () => {
  it("an administrator sends one and the student's bell shows it without a reload", async () => {
    const student = await signIn("student06", "student123");
    const { page, context } = await person(browser, "student06");
    await loginVia(page, "/user/profile", "student06", "student123");
    await page.waitForURL("**/user/profile");
    await page.goto(`${baseUrl()}/student`);
    const bell = page.locator("[data-slot=notice-bell]").first();
    await bell.waitFor();

    const admin = (await signIn("admin", "admin123")).accessToken;
    const templateId = await call<number>("POST", "/system/notify-template/create", admin, {
      code: "e2e-meeting",
      name: "会议通知",
      nickname: "校长室",
      content: "{when}在礼堂开会",
      type: 1,
    });
    await call("POST", "/system/notify-template/send-notify", admin, {
      templateId,
      userIds: [student.userId],
      templateParams: { when: "周五下午三点" },
    });

    // Pushed: the bell counts it, and its list shows it, with no reload of the page.
    await expect.poll(() => bell.getAttribute("aria-label"), { timeout: 15_000 }).toMatch(/未读|unread/);
    await bell.click();
    await page.getByText("周五下午三点在礼堂开会").first().waitFor({ timeout: 15_000 });
    await context.close();
  });

  it("the 站内信模板 page lists the template and its 发送 opens the send dialog with it chosen", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/index", "admin", "admin123");
    await page.waitForURL("**/index");
    await openFromMenu(page, "站内信模板");
    await page.getByRole("table", { name: "站内信模板" }).getByText("会议通知").waitFor();
    await page.getByRole("button", { name: "发送 e2e-meeting" }).click();
    const dialog = page.getByRole("dialog", { name: "发送站内信" });
    // The row's template is chosen: its one parameter is asked for at once.
    await dialog.getByRole("textbox", { name: "when" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("dates in an American browser in New York", () => {
  it("the user page's date filters read 年-月-日 and the export's 最后登录时间 is the school's clock", async () => {
    // A student's sign-in the server records; its time as the server stores it is the reference.
    const student = await signIn("student07", "student123");
    const admin = (await signIn("admin", "admin123")).accessToken;
    const { loginDate } = await call<{ loginDate: number | null }>(
      "GET",
      `/system/user/get?id=${student.userId}`,
      admin,
    );
    expect(loginDate).not.toBeNull();
    // sv-SE formats as yyyy-MM-dd HH:mm:ss, the export's form.
    const atSchool = new Intl.DateTimeFormat("sv-SE", {
      timeZone: SCHOOL_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    }).format(loginDate!);

    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      locale: "en-US",
      timezoneId: "America/New_York",
    });
    const page = await context.newPage();
    await loginVia(page, "/system/user", "admin", "admin123");
    const filters = page.getByRole("search", { name: "搜索用户" });
    await filters.waitFor();
    // No native date input (it would read mm/dd/yyyy here): the days are typed as the interface says.
    expect(await page.locator("input[type=date]").count()).toBe(0);
    const from = filters.getByLabel("创建时间起");
    expect(await from.getAttribute("placeholder")).toBe("年-月-日");
    await from.fill("2026/9/1");
    await from.blur();
    expect(await from.inputValue()).toBe("2026-09-01");
    await from.fill("");

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出", exact: true }).click();
    const download = await downloading;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const column = header.indexOf("最后登录时间");
    expect(column).toBeGreaterThan(0);
    let exported: string | undefined;
    sheet.eachRow((row) => {
      if (String(row.getCell(2).value) === "student07") exported = String(row.getCell(column).value);
    });
    expect(exported).toBe(atSchool);
    await context.close();
  });
});
