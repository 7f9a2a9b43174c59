// Shared pieces of the end-to-end scenarios: Debian's Chromium, one context per person, login, and
// screenshots into the git-ignored artifacts folder.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";

import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { inject } from "vitest";

import { CHROMIUM_ARGS } from "../scripts/lib/chromium.mjs";

/** Debian's Chromium flags, plus a fake camera granted without a prompt for the check-in dialog. */
const LAUNCH_ARGS = [...CHROMIUM_ARGS, "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];

const ARTIFACTS = resolve(import.meta.dirname, "..", "artifacts", "e2e");

/** The console's URL on the test server. */
function baseUrl(): string {
  return inject("baseUrl");
}

/** Starts Chromium (CHROME_PATH or Debian's); `camera` is an MJPEG file the fake camera shows instead of its test pattern. */
function launch(options: { camera?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: options.camera ? [...LAUNCH_ARGS, `--use-file-for-fake-video-capture=${options.camera}`] : LAUNCH_ARGS,
  });
}

/** A person's own browser context, recording console errors and page errors. */
async function person(browser: Browser, name: string) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN" });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`[${name}] ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`[${name}] ${error.message}`));
  return { context, page, errors };
}

/** Fills and submits the password login form (the page must show it). */
async function submitLogin(page: Page, username: string, password: string) {
  await page.locator("input[name=username]").fill(username);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("button", { name: "登 录" }).click();
}

/** Opens `path`, is sent to the login page, and signs in. */
async function loginVia(page: Page, path: string, username: string, password: string) {
  await page.goto(baseUrl() + path);
  await page.locator("input[name=username]").waitFor();
  await submitLogin(page, username, password);
}

/** On a teacher page with the class bar: waits for it, and starts today's class unless one is running. */
async function ensureClassStarted(page: Page) {
  await page
    .getByRole("button", { name: /开始上课|下课/ })
    .first()
    .waitFor();
  const startClass = page.getByRole("button", { name: "开始上课" });
  if (await startClass.count()) await startClass.first().click();
}

/** Writes a screenshot to artifacts/e2e/<name>.png. */
async function screenshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
}

/** The path, query and hash of the page's URL, after checking it is on the console's origin. */
function pathOf(page: Page): string {
  const url = new URL(page.url());
  if (url.origin !== new URL(baseUrl()).origin) throw new Error(`left the console: ${page.url()}`);
  return `${url.pathname}${url.search}${url.hash}`;
}

export { baseUrl, ensureClassStarted, launch, loginVia, pathOf, person, screenshot, submitLogin };
