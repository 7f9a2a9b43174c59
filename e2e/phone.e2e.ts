// A student on a phone: Chromium with a mobile context (touch, device scale 2) signs in once and opens
// every student route without an id in the address. At 360 × 640, 390 × 844 and 430 × 932 the page
// never scrolls sideways and no visible text sticks out of its box; a screenshot of each route at
// 360 px goes to artifacts/e2e/phone/.
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

let browser: Browser;
let context: BrowserContext;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "phone"), { recursive: true });
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
});
