// Shared pieces of the end-to-end scenarios: Debian's Chromium, one context per person, login, the
// privacy notice accepted as a person would, and screenshots into the git-ignored artifacts folder.
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

/** The privacy notice's accept button (the console shows the notice after sign-in until it is accepted). */
const privacyNoticeAccept = (page: Page) => page.getByRole("button", { name: /^(同意并继续|Agree and continue)$/ });

/** Each page's registration of the handler (the 'page' event and newPage may both ask for it). */
const acceptingPages = new WeakMap<Page, Promise<void>>();

/**
 * Every sign-in meets the privacy notice until the person accepts it (and again after a new version):
 * whenever it covers the page before an action or a wait, it is accepted, as a person would.
 */
function acceptPrivacyNotice(page: Page): Promise<void> {
  let registered = acceptingPages.get(page);
  if (!registered) {
    registered = page.addLocatorHandler(privacyNoticeAccept(page), (button) => button.click());
    acceptingPages.set(page, registered);
  }
  return registered;
}

/** Stops accepting the notice on this page (a scenario about the notice itself). */
async function leavePrivacyNotice(page: Page) {
  // The registration may still be on its way (the context's 'page' event starts it): removing first would miss it.
  await acceptingPages.get(page);
  acceptingPages.delete(page);
  await page.removeLocatorHandler(privacyNoticeAccept(page));
}

/**
 * Right after a first sign-in: waits for the privacy notice and accepts it now, for a scenario whose next
 * step would make a late acceptance fail (the account disabled meanwhile); the handler stays on afterwards.
 */
async function acceptPrivacyNoticeNow(page: Page) {
  await leavePrivacyNotice(page);
  const notice = page.getByRole("dialog", { name: /^(隐私政策|Privacy notice)$/ });
  await privacyNoticeAccept(page).click();
  await notice.waitFor({ state: "detached" });
  await acceptPrivacyNotice(page);
}

/**
 * Once signed in (the page on its first signed-in address): accepts the privacy notice now when it is due,
 * so a scenario timing what follows (a push within 2 s) does not meet it halfway.
 */
async function settlePrivacyNotice(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"));
  const answer = await fetch(`${baseUrl()}/admin-api/teach/privacy/notice/get`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const notice = (await answer.json()) as { data?: { accepted: boolean } };
  if (notice.data && !notice.data.accepted) await acceptPrivacyNoticeNow(page);
}

/** Every page of the context accepts the privacy notice (those it opens itself, and popups). */
function acceptPrivacyNoticeIn(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    await acceptPrivacyNotice(page);
    return page;
  };
  context.on("page", (page) => void acceptPrivacyNotice(page).catch(() => acceptingPages.delete(page)));
  return context;
}

/**
 * Starts Chromium (CHROME_PATH or Debian's); `camera` is an MJPEG file the fake camera shows instead of its
 * test pattern. Every page of its contexts accepts the privacy notice.
 */
async function launch(options: { camera?: string } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    headless: true,
    args: options.camera ? [...LAUNCH_ARGS, `--use-file-for-fake-video-capture=${options.camera}`] : LAUNCH_ARGS,
  });
  // browser.newPage goes through newContext too.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (contextOptions) => acceptPrivacyNoticeIn(await newContext(contextOptions));
  return browser;
}

/** A person's own browser context, recording console errors and page errors. */
async function person(browser: Browser, name: string) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN" });
  const page = await context.newPage();
  await acceptPrivacyNotice(page);
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
  await acceptPrivacyNotice(page);
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

export {
  acceptPrivacyNoticeNow,
  baseUrl,
  ensureClassStarted,
  launch,
  leavePrivacyNotice,
  loginVia,
  pathOf,
  person,
  screenshot,
  settlePrivacyNotice,
  submitLogin,
};
