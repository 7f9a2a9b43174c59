// A student on a phone: Chromium with a mobile context (touch, device scale 2) signs in once and opens
// every student route without an id in the address, then every one that names something (an AI topic,
// a survey, assignments to answer and to review, practices, a file, an embedded page, a process and its
// start form), made for it through the API in teacher1's class. At 360 × 640, 390 × 844 and 430 × 932
// the page never scrolls sideways and no visible text sticks out of its box; a screenshot of each
// route at 360 px goes to artifacts/e2e/phone/. The console installs: its manifest is linked and its service
// worker keeps the build's files, never an API answer. A teacher on a tablet (1024 × 768 and 768 × 1024,
// touch) opens the lesson pages under the same checks, with no control shown only on hover; the big
// screen fills a 16:9 and a 4:3 projector. Screenshots of those go to artifacts/e2e/tablet/.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, screenshot } from "./helpers";
import { studentRoutesWithIds } from "./support/student-route-ids";
import { hoverOnlyControls, overflowingText, sidewaysScroll, smallTextBoxes } from "./support/touch-screen-checks";

/** The student routes that open without an id of something (spec §2), 我的流程 and its start, and the personal pages. */
const ROUTES = [
  "/student",
  "/student/checkin",
  "/student/question",
  "/student/question/list",
  "/student/question/info/preview",
  "/student/topic",
  "/student/survey/list",
  "/student/assignment/list",
  "/student/assignment/list/new",
  "/student/practice/list",
  "/student/chat",
  "/bpm/process-instance/my",
  "/bpm/process-instance/create",
  "/user/profile",
  "/user/notify-message",
];

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
  { width: 430, height: 932 },
];

/** The teacher's pages a lesson is given from, walking the room with a tablet. */
const TEACHER_ROUTES = [
  "/teacher",
  "/teacher/new",
  "/teacher/checkin",
  "/teacher/question",
  "/teacher/question/list",
  "/teacher/survey/list",
  "/teacher/room/list",
];

/** A tablet held sideways and upright. */
const TABLETS = [
  { width: 1024, height: 768 },
  { width: 768, height: 1024 },
];

/** Projectors: 16:9 and 4:3. */
const PROJECTORS = [
  { width: 1920, height: 1080 },
  { width: 1024, height: 768 },
];

/** A phone's screen: touch, at twice the CSS pixels. */
const TOUCH = { isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "phone"), { recursive: true });
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "tablet"), { recursive: true });
  browser = await launch();
  context = await browser.newContext({ viewport: PHONES[0], ...TOUCH, locale: "zh-CN" });
  page = await context.newPage();
  page.on("pageerror", (error) => errors.push(error.message));
  try {
    // /student signed out is the student landing page; a signed-in page sends to the login form.
    await loginVia(page, "/user/profile", "student01", "student123");
    await page.waitForURL("**/user/profile");
  } catch (error) {
    await screenshot(page, "phone/sign-in-failed");
    throw error;
  }
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Opens `route` on the phone and notes what a student would meet there at each phone size: a text box
 * the phone zooms into, a table, the page scrolling sideways, text out of its box. A screenshot at 360 px
 * named `shot` (the path by default).
 */
async function checkOnPhones(
  phone: Page,
  route: string,
  problems: string[],
  shot = route.slice(1).replaceAll("/", "-"),
) {
  await phone.setViewportSize(PHONES[0]!);
  const address = new URL(route, phone.url());
  await phone.goto(address.href, { waitUntil: "networkidle" });
  // Lazy pages and their first queries: the spinner of a list or page is gone.
  await phone
    .getByRole("status")
    .filter({ hasText: "加载中" })
    .first()
    .waitFor({ state: "hidden", timeout: 10_000 })
    .catch(() => problems.push(`${route}: still loading`));
  // A pushed activity takes a student to its page: what is measured must be the route itself. Only the
  // path counts: a page may write its own state into the query (the chat its open conversation).
  const landed = new URL(phone.url());
  if (landed.pathname !== address.pathname) {
    problems.push(`${route}: landed on ${landed.pathname}`);
  }
  await screenshot(phone, `phone/${shot}`);
  // Text boxes at 16 px at least, so focusing one does not zoom the page.
  for (const box of await smallTextBoxes(phone)) problems.push(`${route}: ${box} under 16 px`);
  // Lists read as cards on a phone, not as a table squeezed into the screen.
  const tables = await phone.locator("main table:visible").count();
  if (tables > 0) problems.push(`${route}: ${tables} table(s) at 360 px`);
  for (const size of PHONES) {
    await phone.setViewportSize(size);
    const scroll = await sidewaysScroll(phone);
    if (scroll > 0) problems.push(`${route} at ${size.width}: the page scrolls ${scroll} px sideways`);
    for (const text of await overflowingText(phone)) problems.push(`${route} at ${size.width}: ${text}`);
  }
}

describe("a student on a phone", () => {
  it("opens every student route without sideways scrolling or text out of its box", async () => {
    const problems: string[] = [];
    for (const route of ROUTES) await checkOnPhones(page, route, problems);
    expect(problems).toEqual([]);
    // The seeded messages of 我的站内信 were on the screen as cards.
    await page.goto(new URL("/user/notify-message", page.url()).href, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("[data-slot=data-card]").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 120_000);

  it("opens every student route that names something, with a real id, under the same checks", async () => {
    const { routes, endActivities } = await studentRoutesWithIds();
    // Signed in after the activities started, on a phone of its own, so that no push of them is replayed
    // into the pages measured; the catch-up after the sign-in takes the student to the practice still to
    // do, which is the first route opened.
    const phone = await browser.newContext({ viewport: PHONES[0], ...TOUCH, locale: "zh-CN" });
    try {
      const student = await phone.newPage();
      student.on("pageerror", (error) => errors.push(error.message));
      await loginVia(student, "/user/profile", "student01", "student123");
      await student.waitForURL("**/user/profile");
      const problems: string[] = [];
      for (const [shot, route] of Object.entries(routes)) await checkOnPhones(student, route, problems, shot);
      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
      await endActivities();
    }
  }, 120_000);

  it("is installable: the page links its manifest, the service worker registers and keeps only the build's files", async () => {
    await page.setViewportSize(PHONES[1]!);
    await page.goto(new URL("/student", page.url()).href, { waitUntil: "networkidle" });
    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBe("/manifest.webmanifest");
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href!);
    expect(manifest).toMatchObject({ short_name: "智慧课堂", display: "standalone", start_url: "/" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(new URL("/", page.url()).href);
    // The second visit is served by the worker: the build's files from the phone, the API never.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.reload({ waitUntil: "networkidle" });
    const kept = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    expect(kept.some((path) => path.startsWith("/assets/"))).toBe(true);
    expect(kept.filter((path) => path.startsWith("/admin-api") || path === "/" || path.endsWith(".html"))).toEqual([]);
    expect(errors).toEqual([]);
  }, 60_000);
});

describe("a teacher on a tablet", () => {
  it("opens the lesson pages at 1024 × 768 and 768 × 1024 with touch: no sideways scrolling, no text out of its box, no hover-only control", async () => {
    const tablet = await browser.newContext({
      viewport: TABLETS[0],
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: "zh-CN",
    });
    const teacher = await tablet.newPage();
    const pageErrors: string[] = [];
    teacher.on("pageerror", (error) => pageErrors.push(error.message));
    await loginVia(teacher, "/teacher/checkin", "teacher1", "teacher123");
    await teacher.waitForURL("**/teacher/checkin");
    const problems: string[] = [];
    for (const route of TEACHER_ROUTES) {
      await teacher.setViewportSize(TABLETS[0]!);
      await teacher.goto(new URL(route, teacher.url()).href, { waitUntil: "networkidle" });
      await teacher
        .getByRole("status")
        .filter({ hasText: "加载中" })
        .first()
        .waitFor({ state: "hidden", timeout: 10_000 })
        .catch(() => problems.push(`${route}: still loading`));
      await screenshot(teacher, `tablet/${route.slice(1).replaceAll("/", "-")}`);
      for (const size of TABLETS) {
        await teacher.setViewportSize(size);
        const scroll = await sidewaysScroll(teacher);
        if (scroll > 0) problems.push(`${route} at ${size.width}: the page scrolls ${scroll} px sideways`);
        for (const text of await overflowingText(teacher)) problems.push(`${route} at ${size.width}: ${text}`);
        for (const control of await hoverOnlyControls(teacher)) {
          problems.push(`${route} at ${size.width}: ${control} shows only on hover`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    await tablet.close();
  }, 120_000);

  it("the big screen fills a 16:9 and a 4:3 projector edge to edge", async () => {
    const projector = await browser.newContext({ viewport: PROJECTORS[0], locale: "zh-CN" });
    const screen = await projector.newPage();
    // An id no cast has: the screen says 投屏已结束 on its stage, which is what is measured.
    await screen.goto(new URL("/teacher/assignment/screenin/e2e-no-such-cast-0001", page.url()).href);
    await screen.locator("[data-slot=screen-cast-view]").waitFor();
    for (const size of PROJECTORS) {
      await screen.setViewportSize(size);
      // The stage follows the window's shape once its resize has settled (debounced).
      await expect
        .poll(() =>
          screen.evaluate(() => {
            const stage = document.querySelector("[data-slot=scaled-container-content]")!.getBoundingClientRect();
            return [Math.round(stage.width), Math.round(stage.height)];
          }),
        )
        .toEqual([size.width, size.height]);
      expect(await screen.evaluate(() => document.scrollingElement!.scrollHeight)).toBe(size.height);
      expect(await sidewaysScroll(screen)).toBe(0);
      await screenshot(screen, `tablet/big-screen-${size.width}x${size.height}`);
    }
    await projector.close();
  }, 60_000);
});
