// Backups from the administrator's page: 系统管理 → 系统备份 shows no backup on a fresh server, 立即备份
// starts one, the button waits while it runs, and the list then shows it 成功 with its size and
// contents; a student is refused the page's calls. Then a restore: a student's uploaded picture and
// face enrolment go into a backup started from the page; the archive is restored with the restore
// command into a new, empty data directory, and a second server on it shows both to the student.
import { type ChildProcess, execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { facePhotos } from "../apps/server/test/face-photos";
import { freePort, spawnServer, waitForReady } from "./global-setup";
import { baseUrl, launch, loginVia, person, screenshot, submitLogin } from "./helpers";
import { consentToFaceText } from "./support/face-consent";

const root = resolve(import.meta.dirname, "..");
const run = promisify(execFile);

let browser: Browser;
/** The restored server and its data directory, stopped and removed at the end. */
let restored: { dataDir: string; server?: ChildProcess } | undefined;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  if (restored) {
    const { server, dataDir } = restored;
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server.once("exit", done));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** On 系统管理 → 系统备份: clicks 立即备份, waits for the new row to say 成功, and answers that row's text and archive name. */
async function backupFromPage(page: Page): Promise<{ text: string; name: string }> {
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
  await expect.poll(async () => page.getByRole("button", { name: "立即备份" }).isEnabled()).toBe(true);
  return { text: (await newest.textContent()) ?? "", name: await newest.locator("code").innerText() };
}

/** Signs `username` in over the API and answers the access token. */
async function apiLogin(username: string, password: string): Promise<string> {
  const login = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const { code, data } = (await login.json()) as { code: number; data: { accessToken: string } };
  expect(code).toBe(0);
  return data.accessToken;
}

/** Uploads `data` the way the console's upload does, and answers its storage path. */
async function upload(token: string, data: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), name);
  const answer = await fetch(`${baseUrl()}/admin-api/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { code, data: stored } = (await answer.json()) as { code: number; data: { path: string } };
  expect(code).toBe(0);
  return stored.path;
}

/** The archives in the first server's backups folder. */
function archives(): string[] {
  try {
    return readdirSync(join(inject("dataDir"), "backups")).filter((name) => name.endsWith(".tar.gz"));
  } catch {
    return [];
  }
}

describe("backups", () => {
  it("an administrator starts a backup from the page and sees it listed with its size", async () => {
    const admin = await person(browser, "admin");
    await loginVia(admin.page, "/system/backup", "admin", "admin123");
    const { text } = await backupFromPage(admin.page);
    expect(text).toMatch(/\d+(\.\d)? (KB|MB)/);
    expect(text).toMatch(/\d+ 行数据，\d+ 个文件/);
    expect(text).toMatch(/手动/);
    await screenshot(admin.page, "admin-backups");
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The page's calls are an administrator's only.
    const token = await apiLogin("student05", "student123");
    const refused = await fetch(`${baseUrl()}/admin-api/system/backup/start`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await refused.json()) as { code: number }).code).toBe(403);
  }, 90_000);

  it("a student's uploaded picture and face enrolment survive a backup and a restore into a new data directory", async () => {
    // student31 uploads a picture and enrols person A's face with three photos.
    const token = await apiLogin("student31", "student123");
    const picture = facePhotos.noFace();
    const picturePath = await upload(token, picture, "实验记录.png", "image/png");
    await consentToFaceText(baseUrl(), token);
    for (const photo of [facePhotos.personA1(), facePhotos.personA2(), facePhotos.personA3()]) {
      const path = await upload(token, photo, "face.jpg", "image/jpeg");
      const enrolled = await fetch(`${baseUrl()}/admin-api/teach/face-database/create`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ path }),
      });
      expect(((await enrolled.json()) as { code: number }).code).toBe(0);
    }

    // The administrator backs up from the page; the archive is in DATA_DIR/backups under the listed name.
    const before = archives();
    const admin = await person(browser, "admin");
    await loginVia(admin.page, "/system/backup", "admin", "admin123");
    const { name } = await backupFromPage(admin.page);
    const added = archives().filter((file) => !before.includes(file));
    expect(added).toEqual([`${name}.tar.gz`]);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The restore command puts it into a new, empty data directory and says what it restored.
    const dataDir = mkdtempSync(join(tmpdir(), "smartclass-e2e-restored-"));
    restored = { dataDir };
    const archive = join(inject("dataDir"), "backups", added[0]!);
    const { stdout } = await run(
      process.execPath,
      ["--import", "tsx", "apps/server/src/backup/cli.ts", "restore", archive],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir, LANG: "zh_CN.UTF-8" } },
    );
    expect(stdout).toContain(`已恢复 ${archive}`);
    expect(stdout).toMatch(/均与清单一致/);

    // A second server on the restored directory, started as the first one was.
    const port = await freePort();
    const server = spawnServer({ ...inject("serverEnv"), PORT: String(port), DATA_DIR: dataDir });
    restored.server = server;
    await waitForReady(server, 110_000);
    const origin = `http://127.0.0.1:${port}`;

    // On it, the student signs in and finds their face enrolment under 个人中心 → 人脸信息.
    const student = await person(browser, "student31");
    const { page } = student;
    await page.goto(`${origin}/login`);
    await submitLogin(page, "student31", "student123");
    await page.locator("[data-slot=user-menu]").click();
    await page.getByRole("menuitem", { name: "个人中心" }).click();
    await page.waitForURL(`${origin}/user/profile`);
    const face = page.getByRole("region", { name: "人脸信息" });
    await face.getByRole("heading", { name: "已录入人脸（3 张照片）" }).waitFor();
    await screenshot(page, "restored-face-enrolment");

    // The uploaded picture is there: its page shows it at its own size.
    await page.goto(
      `${origin}/student/file/url?${new URLSearchParams({ path: picturePath, name: "实验记录.png" }).toString()}`,
    );
    const image = page.getByRole("img", { name: "实验记录.png" });
    await image.waitFor();
    // A PNG's width is the first field of its IHDR chunk.
    const width = picture.readUInt32BE(16);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(width);
    await screenshot(page, "restored-file");
    expect(student.errors).toEqual([]);
  }, 240_000);
});
