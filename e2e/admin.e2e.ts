// Issue 15: the console an administrator trusts. Users are created, disabled, exported and imported
// through the user page; a visitor registers with an SMS code; a signed-in user approves the OAuth2 demo
// client; and the console switches to English and back.
import { readFileSync } from "node:fs";

import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, pathOf, person, screenshot, submitLogin } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the user page from the admin's menu. */
async function openUsers(page: Page) {
  await page.goto(`${baseUrl()}/system/user`);
  await page.getByRole("button", { name: "新增" }).waitFor();
}

/** The user names shown in the user table now. */
async function searchUser(page: Page, username: string) {
  const search = page.getByRole("search");
  await search.getByLabel("用户名称").fill(username);
  await search.getByRole("button", { name: "搜索" }).click();
}

/** A workbook in the import template's columns; rows are the cells after the header. */
async function importFile(rows: string[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("用户导入模板");
  sheet.addRow(["登录名称", "用户名称", "部门编号", "用户邮箱", "手机号码", "用户性别", "帐号状态"]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("user administration", () => {
  it("creates a teacher who signs in; disabling them refuses their next call", async () => {
    const admin = await person(browser, "admin");
    await loginVia(admin.page, "/index", "admin", "admin123");
    await admin.page.waitForURL("**/index");
    await openUsers(admin.page);

    await admin.page.getByRole("button", { name: "新增" }).click();
    const dialog = admin.page.getByRole("dialog", { name: "添加用户" });
    await dialog.getByLabel("用户名称").fill("teacher9");
    await dialog.getByLabel("用户昵称").fill("王老师");
    await dialog.getByLabel("用户密码").fill("teacher9pw");
    // A wrong mobile is refused at its field, and nothing typed is lost.
    await dialog.getByLabel("手机号码").fill("12345");
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("请输入正确的手机号码").waitFor();
    expect(await dialog.getByLabel("用户昵称").inputValue()).toBe("王老师");
    await dialog.getByLabel("手机号码").fill("15600000009");
    await dialog.getByRole("checkbox", { name: "教师" }).check();
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.waitFor({ state: "detached" });
    await searchUser(admin.page, "teacher9");
    await admin.page.getByRole("cell", { name: "王老师" }).waitFor();

    const teacher = await person(browser, "teacher9");
    await loginVia(teacher.page, "/index", "teacher9", "teacher9pw");
    await teacher.page.waitForURL("**/index");
    await teacher.page.getByRole("navigation", { name: "主菜单" }).getByText("教师端", { exact: true }).waitFor();

    await admin.page.getByRole("switch", { name: /teacher9/ }).click();
    await admin.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await expect
      .poll(() => admin.page.getByRole("switch", { name: /teacher9/ }).getAttribute("aria-checked"))
      .toBe("false");

    // The teacher's next call is refused: the session is gone and the console asks to sign in again.
    await teacher.page.getByRole("navigation", { name: "主菜单" }).getByText("教师端", { exact: true }).click();
    await teacher.page.getByRole("navigation", { name: "主菜单" }).getByText("签到", { exact: true }).click();
    // The refresh is refused too: the console signs them out to the entry page (spec: student or teacher entry).
    await teacher.page.waitForURL((url) => ["/student", "/teacher"].includes(url.pathname));
    expect(await teacher.page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).toBeNull();
    // Signing in again is refused, saying why.
    await teacher.page
      .getByRole("link", { name: "登录" })
      .or(teacher.page.getByRole("button", { name: "登录" }))
      .click();
    await teacher.page.locator("input[name=username]").waitFor();
    await submitLogin(teacher.page, "teacher9", "teacher9pw");
    await teacher.page.getByText("登录失败，账号被禁用").first().waitFor();
    await screenshot(admin.page, "admin-users");
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    await teacher.context.close();
  });

  it("exports a valid workbook and imports a filled template, reporting the one bad row", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/system/user", "admin", "admin123");
    await page.getByRole("button", { name: "新增" }).waitFor();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "导出" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const exported = new ExcelJS.Workbook();
    await exported.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const names = exported.worksheets[0]!.getColumn(2).values.map(String);
    expect(names).toEqual(expect.arrayContaining(["admin", "teacher1", "student01"]));

    const file = await importFile([
      ["student51", "学生51", "", "student51@smartclass.local", "13800000051", "男", "开启"],
      ["student52", "学生52", "", "student52@smartclass.local", "138000000", "女", "开启"],
      ["student53", "学生53", "", "student53@smartclass.local", "13800000053", "女", "开启"],
    ]);
    await page.getByRole("button", { name: "导入" }).click();
    const dialog = page.getByRole("dialog", { name: "用户导入" });
    await dialog.getByLabel("选择文件").setInputFiles({
      name: "users.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: file,
    });
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("成功导入 2 条").waitFor();
    const failure = page.getByRole("row").filter({ hasText: "手机" });
    await failure.waitFor();
    expect(await failure.innerText()).toContain("3");
    await screenshot(page, "admin-import-result");
    await page.keyboard.press("Escape");
    await searchUser(page, "student5");
    await page.getByRole("cell", { name: "学生51" }).waitFor();
    await page.getByRole("cell", { name: "学生53" }).waitFor();
    expect(await page.getByRole("cell", { name: "学生52" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("registration and OAuth2", () => {
  it("a visitor registers with an SMS code and is signed in", async () => {
    const { page, context, errors } = await person(browser, "visitor");
    await page.goto(`${baseUrl()}/login`);
    await page.getByRole("link", { name: "注册账号" }).click();
    await page.waitForURL("**/register**");
    // The login form (whose field is also 用户名) stays until the lazy page replaces it.
    await page.getByRole("button", { name: "获取验证码" }).waitFor();
    // Each label carries the required star.
    const field = (name: string) => page.getByLabel(new RegExp(`^\\*?${name}$`));
    await field("用户名").fill("newstudent");
    await field("密码").fill("newpass1");
    await field("确认密码").fill("newpass2");
    await field("手机号").fill("13900000077");
    await page.getByRole("button", { name: "获取验证码" }).click();
    await page.getByRole("button", { name: /秒后重新获取/ }).waitFor();
    const answer = await fetch(`${baseUrl()}/test-support/verification-code?target=13900000077`);
    const { data } = (await answer.json()) as { data: { code: string } };
    const code = data.code;
    await field("验证码").fill(code);
    await page.getByRole("button", { name: "注册" }).click();
    await page.getByText("两次输入的密码不一致").waitFor();
    await field("确认密码").fill("newpass1");
    await page.getByRole("button", { name: "注册" }).click();
    await page.getByRole("navigation", { name: "主菜单" }).getByText("学生端", { exact: true }).waitFor();
    await screenshot(page, "registered");
    // The new account signs in with its password from now on.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginVia(page, "/index", "newstudent", "newpass1");
    await page.waitForURL("**/index");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the demo client gets a code for the scopes the user approves, and an unregistered redirect is refused", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    const callback = "http://127.0.0.1:48080/callback";
    // The demo client's registered redirect URI: nothing listens there, so the browser's arrival is answered here.
    await page.route(`${callback}**`, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: "<p>client</p>" }),
    );
    const sso = `/sso?client_id=default&response_type=code&state=s1&scope=${encodeURIComponent("user.read user.write")}&redirect_uri=${encodeURIComponent(callback)}`;
    await loginVia(page, sso, "teacher1", "teacher123");
    await page.getByText("智慧课堂演示应用").waitFor();
    await page.getByRole("checkbox", { name: /user\.write/ }).click();
    await screenshot(page, "oauth2-consent");
    await page.getByRole("button", { name: "同意授权" }).click();
    await page.waitForURL(`${callback}**`);
    const arrived = new URL(page.url());
    expect(arrived.searchParams.get("state")).toBe("s1");
    expect(arrived.searchParams.get("code")).toMatch(/\S{16,}/);

    await page.goto(
      `${baseUrl()}/sso?client_id=default&response_type=code&scope=user.read&redirect_uri=${encodeURIComponent("http://evil.example/cb")}`,
    );
    await page.getByRole("alert").filter({ hasText: "redirect_uri 不在客户端的登记列表中" }).waitFor();
    expect(pathOf(page)).toMatch(/^\/sso/);
    expect(errors.filter((e) => !e.includes("400"))).toEqual([]);
    await context.close();
  });
});

describe("language", () => {
  it("switching to English shows the shell and the user page in English, and stays after a reload", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/system/user", "admin", "admin123");
    await page.getByRole("button", { name: "新增" }).waitFor();
    await page
      .getByRole("button", { name: /管理员/ })
      .first()
      .click();
    await page.getByRole("menuitemradio", { name: "English" }).click();
    await page.getByRole("button", { name: "Add" }).waitFor();
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByText("System", { exact: true }).waitFor();
    await menu.getByText("Users", { exact: true }).waitFor();
    await page.getByRole("columnheader", { name: /Nickname/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en");
    await page.reload();
    await page.getByRole("button", { name: "Add" }).waitFor();
    await screenshot(page, "english-users");
    // And back to Chinese.
    await page
      .getByRole("button", { name: /管理员/ })
      .first()
      .click();
    await page.getByRole("menuitemradio", { name: "中文" }).click();
    await page.getByRole("button", { name: "新增" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
