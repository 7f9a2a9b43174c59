// A student on a phone: Chromium with a mobile context (touch, device scale 2) signs in once and opens
// every student route without an id in the address. At 360 × 640, 390 × 844 and 430 × 932 the page
// never scrolls sideways and no visible text sticks out of its box; a screenshot of each route at
// 360 px goes to artifacts/e2e/phone/. The console installs: its manifest is linked and its service
// worker keeps the build's files, never an API answer. A teacher on a tablet (1024 × 768 and 768 × 1024,
// touch) opens the lesson pages under the same checks, with no control shown only on hover; the big
// screen fills a 16:9 and a 4:3 projector. Screenshots of those go to artifacts/e2e/tablet/.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, screenshot } from "./helpers";

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

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "phone"), { recursive: true });
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "tablet"), { recursive: true });
  browser = await launch();
  context = await browser.newContext({
    viewport: PHONES[0],
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: "zh-CN",
  });
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

/** How far the page scrolls sideways beyond the viewport (0 when it does not). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth);

/**
 * Visible elements whose own text sticks out of their parent's box, or is cut inside their own box,
 * outside boxes that scroll sideways on purpose: "tag: text (how)".
 */
const overflowingText = (page: Page) =>
  page.evaluate(() => {
    const found: string[] = [];
    const scrollsSideways = (element: Element) => {
      for (let node: Element | null = element.parentElement; node; node = node.parentElement) {
        const overflow = getComputedStyle(node).overflowX;
        if (overflow === "auto" || overflow === "scroll") return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>("*"))) {
      const ownText = Array.from(element.childNodes)
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? "")
        .join("")
        .trim();
      if (!ownText || !element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = element.getBoundingClientRect();
      // Visually hidden text (sr-only) is a 1 px box by design.
      if (box.width <= 1 || box.height <= 1 || scrollsSideways(element)) continue;
      const parent = element.parentElement?.getBoundingClientRect();
      const label = `${element.tagName.toLowerCase()}: ${ownText.slice(0, 40)}`;
      if (parent && (box.right > parent.right + 1 || box.left < parent.left - 1)) {
        found.push(`${label} (past its parent)`);
      } else if (box.right > window.innerWidth + 1 || box.left < -1) {
        found.push(`${label} (past the screen)`);
      } else if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX === "hidden") {
        found.push(`${label} (cut)`);
      }
    }
    return found;
  });

/** Visible text boxes whose font is under 16 px: "tag name=…: size". */
const smallTextBoxes = (page: Page) =>
  page.evaluate(() =>
    Array.from(
      document.querySelectorAll<HTMLElement>(
        'input:not([type="checkbox"], [type="radio"], [type="range"], [type="color"], [type="file"], [type="hidden"]), textarea, select',
      ),
    )
      .filter((box) => box.checkVisibility())
      .map((box) => ({ box, size: parseFloat(getComputedStyle(box).fontSize) }))
      .filter(({ size }) => size < 16)
      .map(({ box, size }) => `${box.tagName.toLowerCase()} ${box.getAttribute("name") ?? ""}: ${size}px`),
  );

/**
 * Visible controls of the page that a touch screen cannot reach: shown only on hover (transparent or
 * hidden until a pointer rests on them, themselves or through a parent): "tag: name".
 */
const hoverOnlyControls = (page: Page) =>
  page.evaluate(() => {
    const hidden = (element: Element) => {
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.opacity === "0" || style.visibility === "hidden") return true;
      }
      return false;
    };
    return Array.from(
      document.querySelectorAll<HTMLElement>("main button, main a[href], main [role=button], main [role=menuitem]"),
    )
      .filter((control) => {
        const box = control.getBoundingClientRect();
        // Visually hidden controls (sr-only) are a 1 px box by design, not a hover target.
        return box.width > 1 && box.height > 1 && control.getClientRects().length > 0 && hidden(control);
      })
      .map(
        (control) => `${control.tagName.toLowerCase()}: ${control.getAttribute("aria-label") ?? control.textContent}`,
      );
  });

describe("a student on a phone", () => {
  it("opens every student route without sideways scrolling or text out of its box", async () => {
    const problems: string[] = [];
    for (const route of ROUTES) {
      await page.setViewportSize(PHONES[0]!);
      await page.goto(new URL(route, page.url()).href, { waitUntil: "networkidle" });
      // Lazy pages and their first queries: the spinner of a list or page is gone.
      await page
        .getByRole("status")
        .filter({ hasText: "加载中" })
        .first()
        .waitFor({ state: "hidden", timeout: 10_000 })
        .catch(() => problems.push(`${route}: still loading`));
      await screenshot(page, `phone/${route.slice(1).replaceAll("/", "-")}`);
      // Text boxes at 16 px at least, so focusing one does not zoom the page.
      for (const box of await smallTextBoxes(page)) problems.push(`${route}: ${box} under 16 px`);
      // Lists read as cards on a phone, not as a table squeezed into the screen.
      const tables = await page.locator("main table:visible").count();
      if (tables > 0) problems.push(`${route}: ${tables} table(s) at 360 px`);
      for (const phone of PHONES) {
        await page.setViewportSize(phone);
        const scroll = await sidewaysScroll(page);
        if (scroll > 0) problems.push(`${route} at ${phone.width}: the page scrolls ${scroll} px sideways`);
        for (const text of await overflowingText(page)) problems.push(`${route} at ${phone.width}: ${text}`);
      }
    }
    expect(problems).toEqual([]);
    // The seeded messages of 我的站内信 were on the screen as cards.
    await page.goto(new URL("/user/notify-message", page.url()).href, { waitUntil: "networkidle" });
    await expect.poll(() => page.locator("[data-slot=data-card]").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
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
