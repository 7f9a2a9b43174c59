// The student's chat page stays mounted behind other tabs and keeps its conversation in its own address
// (?conversation=ID); navigating on, as a pushed question does, must not carry that parameter along.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, pathOf, person } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("navigating away from the chat page", () => {
  it("leaves ?conversation= behind", { timeout: 90_000 }, async () => {
    const { page, context } = await person(browser, "student03");
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
      // The chat page, kept alive, refetches its conversations as the address changes: wait for that.
      await page.waitForLoadState("networkidle");
      expect(pathOf(page)).toBe("/student/question");

      // Back on the chat tab, the conversation is there again.
      await page.goBack();
      await page.waitForURL(/\/student\/chat\?conversation=\d+/);
    } finally {
      await context.close();
    }
  });
});
