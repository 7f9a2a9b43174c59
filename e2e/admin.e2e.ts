// The console an administrator trusts. Users are created, disabled, exported and imported
// through the user page; a read-only 教务 user sees the lists without a single change action and the
// server refuses the change anyway; teaching accounts are disabled, enabled, renewed and deleted; a
// visitor registers with an SMS code; social sign-in without a provider says so and leads on to /bind;
// a signed-in user approves the OAuth2 demo client; and the console switches to English and back.
import { readFileSync } from "node:fs";

import ExcelJS from "exceljs";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  acceptPrivacyNoticeNow,
  baseUrl,
  launch,
  loginVia,
  pathOf,
  person,
  screenshot,
  settlePrivacyNotice,
  submitLogin,
} from "./helpers";

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

/** The server's answer to a call: its HTTP status and the envelope. */
type Answer<T> = { status: number; code: number; data: T; msg: string };

/** Calls the server's API directly, as a script or a curious user with the console's token could. */
async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; query?: Record<string, string | number>; body?: unknown } = {},
): Promise<Answer<T>> {
  const url = new URL(`${baseUrl()}/admin-api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, ...((await response.json()) as Omit<Answer<T>, "status">) };
}

/** An access token for a user name and password. */
async function tokenOf(username: string, password: string): Promise<string> {
  const answer = await api<{ accessToken: string }>("POST", "/teach/auth/login", { body: { username, password } });
  if (answer.code !== 0) throw new Error(`login ${username}: ${answer.msg}`);
  return answer.data.accessToken;
}

/** Creates a user with the roles of the given codes through the API, as the administrator's form does; answers its id. */
async function createUser(user: { username: string; nickname: string; password: string; roles: string[] }) {
  const admin = await tokenOf("admin", "admin123");
  const roles = await api<{ id: number; code: string }[]>("GET", "/system/role/list-all-simple", { token: admin });
  const roleIds = user.roles.map((code) => roles.data.find((r) => r.code === code)!.id);
  const created = await api<number>("POST", "/system/user/create", {
    token: admin,
    body: { username: user.username, nickname: user.nickname, password: user.password, roleIds },
  });
  if (created.code !== 0) throw new Error(`create ${user.username}: ${created.msg}`);
  return created.data;
}

/** The calendar day (yyyy-MM-dd) `days` from now in UTC+8, the console's time zone. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
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
    // A first sign-in: teacher9 accepts the privacy notice before the account is disabled below.
    await acceptPrivacyNoticeNow(teacher.page);
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
    // The refresh is refused too: the console signs them out to the login page, which says why.
    await teacher.page.waitForURL((url) => url.pathname === "/login");
    await teacher.page.getByText("账号已被停用，请联系管理员").first().waitFor();
    expect(await teacher.page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).toBeNull();
    // Signing in again is refused, saying why.
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
    await page.getByRole("button", { name: "导出", exact: true }).click();
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
    // Exactly one refused row: the file's line 3 (the header is line 1), saying which field and why.
    const failure = page.getByRole("row").filter({ hasText: "student52" });
    await failure.waitFor();
    expect(await page.getByRole("row").filter({ hasText: "手机号码" }).count()).toBe(1);
    const [line, reason] = await failure.getByRole("cell").allInnerTexts();
    expect(line!.trim()).toBe("3");
    expect(reason).toMatch(/^student52：手机号码.*11 位手机号码/);
    await screenshot(page, "admin-import-result");
    await page.keyboard.press("Escape");
    await searchUser(page, "student5");
    await page.getByRole("cell", { name: "学生51" }).waitFor();
    await page.getByRole("cell", { name: "学生53" }).waitFor();
    expect(await page.getByRole("cell", { name: "学生52" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("imports the template downloaded from the user page unchanged after two rows are filled in", async () => {
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/system/user", "admin", "admin123");
    await page.getByRole("button", { name: "新增" }).waitFor();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "下载模板" }).click();
    const download = await downloading;
    const template = new ExcelJS.Workbook();
    await template.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = template.worksheets[0]!;
    // The template speaks the list's words: the columns are filled by their headers, as a person would.
    const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
    for (const name of ["用户名称", "用户昵称", "手机号码"]) expect(headers).toContain(name);
    const people = [
      { 用户名称: "student61", 用户昵称: "学生61", 用户邮箱: "student61@smartclass.local", 手机号码: "13800000061" },
      { 用户名称: "student62", 用户昵称: "学生62", 用户邮箱: "student62@smartclass.local", 手机号码: "13800000062" },
    ];
    people.forEach((filled, index) => {
      const row = sheet.getRow(2 + index);
      for (const [name, value] of Object.entries(filled)) row.getCell(headers.indexOf(name) + 1).value = value;
      row.commit();
    });
    const filledFile = Buffer.from(await template.xlsx.writeBuffer());

    await page.getByRole("button", { name: "导入" }).click();
    const dialog = page.getByRole("dialog", { name: "用户导入" });
    await dialog.getByLabel("选择文件").setInputFiles({
      name: download.suggestedFilename(),
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: filledFile,
    });
    await dialog.getByRole("button", { name: "确定" }).click();
    await page.getByText("成功导入 2 条").waitFor();
    await page.keyboard.press("Escape");
    await searchUser(page, "student6");
    await page.getByRole("cell", { name: "学生61" }).waitFor();
    await page.getByRole("cell", { name: "学生62" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("permissions and teaching accounts", () => {
  it("a read-only 教务 user sees the users and teaching accounts without any change action; the server refuses the change", async () => {
    // The contract has no role editing: 教务 is a built-in role (the seed); the administrator gives it to a user.
    await createUser({ username: "office9", nickname: "教务员", password: "office9pw", roles: ["registrar"] });
    const pupil = await createUser({
      username: "pupil9",
      nickname: "学生九",
      password: "pupil9pw",
      roles: ["student"],
    });
    const { page, context, errors } = await person(browser, "office9");
    await loginVia(page, "/system/user", "office9", "office9pw");
    await searchUser(page, "pupil9");
    await page.getByRole("cell", { name: "学生九" }).waitFor();

    // The menu offers home and the user page, nothing else of 系统管理.
    const menu = page.getByRole("navigation", { name: "主菜单" });
    await menu.getByText("首页", { exact: true }).waitFor();
    await menu.getByText("用户管理", { exact: true }).waitFor();
    expect(await menu.getByText("字典管理", { exact: true }).count()).toBe(0);
    // The table is there; no toolbar action, no row action, and the status switch cannot be flipped.
    for (const name of ["新增", "导入", "下载模板", "导出"])
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    for (const name of ["修改 pupil9", "删除 pupil9", "重置密码 pupil9"])
      expect(await page.getByRole("button", { name }).count(), name).toBe(0);
    expect(await page.getByRole("switch", { name: "pupil9" }).isDisabled()).toBe(true);
    await screenshot(page, "registrar-users");

    // The teaching accounts likewise: the list, and no 停用, 续期 or 删除.
    await page.getByRole("tab", { name: "教学账号" }).click();
    const teachSearch = page.getByRole("search", { name: "教学账号列表" });
    await teachSearch.getByLabel("用户名称").fill("pupil9");
    await teachSearch.getByRole("button", { name: "搜索" }).click();
    const row = page.getByRole("row").filter({ hasText: "pupil9" });
    await row.getByRole("cell", { name: "正常", exact: true }).waitFor();
    expect(await row.getByRole("button").count()).toBe(0);

    // Calling the operations directly with the console's own token: 403, and nothing changes.
    const token = (await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN")))!;
    const refused = [
      await api("POST", "/system/user/create", {
        token,
        body: { username: "office10", nickname: "x", password: "abcd1234" },
      }),
      await api("PUT", "/system/user/update-status", { token, body: { id: pupil, status: 1 } }),
      await api("DELETE", "/system/user/delete", { token, query: { id: pupil } }),
      await api("GET", "/system/user/export", { token }),
      await api("POST", "/teach/user/disable", { token, query: { id: pupil } }),
      await api("POST", "/teach/user/delete", { token, query: { id: pupil } }),
    ];
    expect(refused.map((r) => [r.status, r.code])).toEqual(refused.map(() => [403, 403]));
    expect(refused[0]!.msg).toBe("没有该操作权限");
    await tokenOf("pupil9", "pupil9pw");
    const admin = await tokenOf("admin", "admin123");
    const office10 = await api<{ total: number }>("GET", "/system/user/page", {
      token: admin,
      query: { pageNo: 1, pageSize: 10, username: "office10" },
    });
    expect(office10.data.total).toBe(0);
    await page.reload();
    await searchUser(page, "pupil9");
    expect(await page.getByRole("switch", { name: "pupil9" }).getAttribute("aria-checked")).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("disables, enables, renews to a chosen date and, after the confirmation, deletes a teaching account", async () => {
    await createUser({ username: "pupil8", nickname: "学生八", password: "pupil8pw", roles: ["student"] });
    const { page, context, errors } = await person(browser, "admin");
    await loginVia(page, "/system/user", "admin", "admin123");
    await page.getByRole("button", { name: "新增" }).waitFor();
    await page.getByRole("tab", { name: "教学账号" }).click();
    const search = page.getByRole("search", { name: "教学账号列表" });
    await search.getByLabel("用户名称").fill("pupil8");
    await search.getByRole("button", { name: "搜索" }).click();
    const row = page.getByRole("row").filter({ hasText: "pupil8" });
    await row.getByRole("cell", { name: "长期有效", exact: true }).waitFor();
    const confirm = async () => {
      await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
      await page.getByRole("alertdialog").waitFor({ state: "detached" });
    };

    await page.getByRole("button", { name: "停用 pupil8" }).click();
    await confirm();
    await row.getByRole("cell", { name: "停用", exact: true }).waitFor();
    await page.getByRole("button", { name: "启用 pupil8" }).waitFor();
    expect(
      (await api("POST", "/teach/auth/login", { body: { username: "pupil8", password: "pupil8pw" } })).msg,
    ).toContain("禁用");

    await page.getByRole("button", { name: "启用 pupil8" }).click();
    await confirm();
    await row.getByRole("cell", { name: "正常", exact: true }).waitFor();
    await tokenOf("pupil8", "pupil8pw");

    const day = dayFromNow(400);
    await page.getByRole("button", { name: "续期 pupil8" }).click();
    const renew = page.getByRole("dialog", { name: "账号续期" });
    await renew.getByLabel(/到期日期/).fill(day);
    await renew.getByRole("button", { name: "确定" }).click();
    await renew.waitFor({ state: "detached" });
    await row.getByRole("cell", { name: `${day} 23:59:59`, exact: true }).waitFor();
    await screenshot(page, "teach-account-renewed");

    // Cancelling the confirmation keeps the account; confirming deletes it.
    await page.getByRole("button", { name: "删除 pupil8" }).click();
    await page.getByRole("alertdialog").getByText("删除后不可恢复").waitFor();
    await page.getByRole("alertdialog").getByRole("button", { name: "取消" }).click();
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    expect(await row.count()).toBe(1);
    await page.getByRole("button", { name: "删除 pupil8" }).click();
    await confirm();
    await expect.poll(() => row.count()).toBe(0);
    expect(
      (await api("POST", "/teach/auth/login", { body: { username: "pupil8", password: "pupil8pw" } })).code,
    ).not.toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("social sign-in without a provider", () => {
  it("says no provider is configured, leads on to /bind, and /bind shows the server's answer", async () => {
    await createUser({ username: "linker9", nickname: "绑定测试", password: "linker9pw", roles: ["student"] });
    const { page, context, errors } = await person(browser, "visitor");
    const card = page.getByRole("main");
    const NO_PROVIDER = "未配置社交登录平台";

    // Going to a provider: the server has none, and the page says so with the way back to login.
    await page.goto(`${baseUrl()}/auth-redirect?type=10`);
    await card.getByRole("alert").filter({ hasText: NO_PROVIDER }).waitFor();
    await card.getByRole("link", { name: "返回登录" }).click();
    await page.locator("input[name=username]").waitFor();
    expect(pathOf(page)).toMatch(/^\/login/);

    // Gitee's callback (its type implied): the same message, and binding an existing account offered.
    await page.goto(`${baseUrl()}/oauthLogin/gitee?code=g9&state=s9`);
    await card.getByRole("alert").filter({ hasText: NO_PROVIDER }).waitFor();
    expect(await card.getByRole("link", { name: "绑定已有账号" }).getAttribute("href")).toBe(
      "/bind?type=10&code=g9&state=s9",
    );

    await page.goto(`${baseUrl()}/social-login?type=20&code=c9&state=s9`);
    await card.getByRole("heading", { name: "第三方登录未完成" }).waitFor();
    await card.getByRole("alert").filter({ hasText: NO_PROVIDER }).waitFor();
    await screenshot(page, "social-login-no-provider");
    await card.getByRole("link", { name: "绑定已有账号" }).click();
    await page.waitForURL("**/bind?**");
    expect(pathOf(page)).toBe("/bind?type=20&code=c9&state=s9");

    // Binding: a wrong password is refused as at login; the right one reaches the provider step, which says
    // no provider is configured, and nobody is signed in.
    const field = (name: string) => card.getByLabel(new RegExp(`^\\*?${name}$`));
    await field("用户名").fill("linker9");
    await field("密码").fill("wrong-pw");
    await card.getByRole("button", { name: "绑定并登录" }).click();
    await card.getByRole("alert").filter({ hasText: "登录失败，账号密码不正确" }).waitFor();
    await field("密码").fill("linker9pw");
    await card.getByRole("button", { name: "绑定并登录" }).click();
    await card.getByRole("alert").filter({ hasText: NO_PROVIDER }).waitFor();
    expect(pathOf(page)).toMatch(/^\/bind\?/);
    expect(await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))).toBeNull();
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
    // The new account accepts the privacy notice before its session is cleared below (no call is left on its way).
    await settlePrivacyNotice(page);
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
