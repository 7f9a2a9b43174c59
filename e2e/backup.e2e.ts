// Backups from the administrator's page: 系统管理 → 系统备份 shows no backup on a fresh server, 立即备份
// starts one, the button waits while it runs, and the list then shows it 成功 with its size and
// contents; a student is refused the page's calls.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, person, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("backups", () => {
  it("an administrator starts a backup from the page and sees it listed with its size", async () => {
    const admin = await person(browser, "admin");
    await loginVia(admin.page, "/system/backup", "admin", "admin123");
    const page = admin.page;
    const table = page.getByRole("table", { name: "备份列表" });
    await table.waitFor();
    // Backups listed now (none on a fresh server, which says so), by their archive names.
    const listed = async () => table.locator("code").allTextContents();
    const before = await listed();
    if (!before.length) await expect.poll(async () => table.getByText("还没有备份").count()).toBe(1);
    await page.getByRole("button", { name: "立即备份" }).click();
    // A new row on top, completed, with a size and the rows and files it holds.
    await expect.poll(async () => (await listed()).length, { timeout: 30_000 }).toBe(before.length + 1);
    const newest = table.getByRole("row").nth(1);
    await expect.poll(async () => (await newest.textContent()) ?? "", { timeout: 30_000 }).toMatch(/成功/);
    const text = (await newest.textContent()) ?? "";
    expect(text).toMatch(/\d+(\.\d)? (KB|MB)/);
    expect(text).toMatch(/\d+ 行数据，\d+ 个文件/);
    expect(text).toMatch(/手动/);
    await expect.poll(async () => page.getByRole("button", { name: "立即备份" }).isEnabled()).toBe(true);
    await screenshot(page, "admin-backups");
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The page's calls are an administrator's only.
    const login = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: "student05", password: "student123" }),
    });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const refused = await fetch(`${baseUrl()}/admin-api/system/backup/start`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(403);
  }, 90_000);
});
