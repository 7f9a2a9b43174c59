// The student's chat page stays mounted behind other tabs and keeps its conversation in its own address
// (?conversation=ID); navigating on, as a pushed question does, must not carry that parameter along.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, pathOf, person } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts the API calls in flight, so a test can wait until the pages have done what they start. */
function apiCalls(page: Page) {
  let inFlight = 0;
  const api = (url: string) => new URL(url).pathname.startsWith("/admin-api/");
  page.on("request", (request) => {
    if (api(request.url())) inFlight++;
  });
  const done = (url: string) => {
    if (api(url)) inFlight--;
  };
  page.on("requestfinished", (request) => done(request.url()));
  page.on("requestfailed", (request) => done(request.url()));
  return () => inFlight;
}

/**
 * Waits until the page is quiet: no API call in flight, and still none after a few turns of the page's
 * event loop (frames and tasks, where answers become renders, effects and navigations).
 */
async function settled(page: Page, inFlight: () => number) {
  for (;;) {
    await expect.poll(inFlight, { timeout: 15_000 }).toBe(0);
    for (let turn = 0; turn < 3; turn++) {
      await page.evaluate(
        () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(), 0))),
      );
    }
    if (inFlight() === 0) return;
  }
}

describe("navigating away from the chat page", () => {
  it("leaves ?conversation= behind", { timeout: 90_000 }, async () => {
    const { page, context } = await person(browser, "student03");
    const inFlight = apiCalls(page);
    try {
      await loginVia(page, "/student/chat", "student03", "student123");
      await page.waitForURL("**/student/chat**");
      const panel = page.locator("[data-slot=chat-panel][data-role=student]");
      const input = panel.getByRole("textbox", { name: "输入你的问题" });
      await input.fill("什么是光合作用？");
      await input.press("Enter");
      await page.waitForURL(/conversation=\d+/);

      // The router's navigation, as the pushed question's (StudentPush calls navigate("/student/question")).
      await page.evaluate(() => {
        window.history.pushState({}, "", "/student/question");
        window.dispatchEvent(new PopStateEvent("popstate"));
      });
      await page.waitForURL((url) => url.pathname === "/student/question");
      // The chat page stays mounted (kept alive) behind the new page: wait until both have done their calls.
      await settled(page, inFlight);
      expect(pathOf(page)).toBe("/student/question");

      // Back on the chat tab, the conversation is there again.
      await page.goBack();
      await page.waitForURL(/\/student\/chat\?conversation=\d+/);
    } finally {
      await context.close();
    }
  });
});
