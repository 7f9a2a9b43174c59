// The AI assistant in the console, against the loopback provider the global setup starts
// (e2e/support/ai-provider.ts): a student asks, the answer streams, the student stops a long answer;
// the stopped answer is kept, marked, and still there after a reload. The teacher's assistant is the
// lesson-preparation one.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { launch, loginVia, person, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe("the AI assistant", () => {
  it("streams a student's answer, stops a long one and keeps what arrived", { timeout: 90_000 }, async () => {
    const { page, context, errors } = await person(browser, "student01");
    await loginVia(page, "/student/chat", "student01", "student123");
    await page.waitForURL("**/student/chat");
    const panel = page.locator("[data-slot=chat-panel][data-role=student]");
    await panel.getByRole("heading", { name: "学习辅导" }).waitFor();

    // A short answer streams in full; the new conversation is in the address.
    const input = panel.getByRole("textbox", { name: "输入你的问题" });
    await input.fill("什么是光合作用？");
    await input.press("Enter");
    await panel.getByText("这是一个简短的回答。").waitFor();
    await page.waitForURL(/conversation=\d+/);
    const conversation = new URL(page.url()).searchParams.get("conversation");

    // A long answer streams slowly: stop it halfway.
    await input.fill("请详细地、长一点地讲讲光合作用");
    await input.press("Enter");
    await panel.getByText("第一段：光合作用是植物利用光能的过程。").waitFor();
    await panel.getByText("第3句。").waitFor();
    await screenshot(page, "ai-chat-streaming");
    await panel.getByRole("button", { name: "停止" }).click();
    await panel.getByText("已停止").waitFor();
    await expect.poll(() => panel.getByRole("button", { name: "停止" }).count()).toBe(0);
    // Nothing more arrives after the stop.
    const shown = await panel
      .getByText(/第\d+句。/)
      .last()
      .textContent();
    await page.waitForTimeout(600);
    expect(
      await panel
        .getByText(/第\d+句。/)
        .last()
        .textContent(),
    ).toBe(shown);
    expect(await panel.getByText("第400句。").count()).toBe(0);

    // After a reload the same conversation opens with both answers, the stopped one marked.
    await page.reload();
    await page.waitForURL(`**/student/chat?conversation=${conversation}`);
    await panel.getByText("这是一个简短的回答。").waitFor();
    await panel.getByText("第一段：光合作用是植物利用光能的过程。").waitFor();
    await panel.getByText("已停止").waitFor();
    await screenshot(page, "ai-chat-stopped");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gives the teacher the lesson-preparation assistant", async () => {
    const { page, context, errors } = await person(browser, "teacher1");
    await loginVia(page, "/teacher/chat", "teacher1", "teacher123");
    await page.waitForURL("**/teacher/chat");
    const panel = page.locator("[data-slot=chat-panel][data-role=teacher]");
    await panel.getByRole("heading", { name: "备课助手" }).waitFor();
    const input = panel.getByRole("textbox", { name: "输入你的问题" });
    await input.fill("帮我设计一个导入环节");
    await input.press("Enter");
    await panel.getByText("这是一个简短的回答。").waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
