// An AI topic in a running class, end to end, against the loopback provider the global setup
// starts (e2e/support/ai-provider.ts). The teacher drafts the topic with the AI, edits and starts it;
// two students are taken to it by the push and respond; the teacher's view shows both responses
// without a reload; the AI's class summary streams in its three sections, naming the two students.
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";

import { ensureClassStarted, launch, loginVia, person, screenshot } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** A student signed in on the topic page, with the push connection open. */
async function studentOnTopicPage(name: string) {
  const student = await person(browser, name);
  const socket = student.page.waitForEvent("websocket");
  await loginVia(student.page, "/student/topic", name, "student123");
  await student.page.waitForURL("**/student/topic");
  await socket;
  return student;
}

describe("an AI topic", () => {
  it("is drafted, started, answered by two students and summarised live", { timeout: 90_000 }, async () => {
    const teacher = await person(browser, "teacher1");
    await loginVia(teacher.page, "/teacher/topic", "teacher1", "teacher123");
    await teacher.page.waitForURL("**/teacher/topic");
    await ensureClassStarted(teacher.page);

    const first = await studentOnTopicPage("student03");
    const second = await studentOnTopicPage("student04");
    await first.page.getByText("当前没有进行中的 AI 话题，老师发起后会自动打开。").waitFor();

    // The AI drafts the topic; the teacher edits it before starting.
    const page = teacher.page;
    await page.getByRole("textbox", { name: "学科与主题" }).fill("生物：光合作用");
    await page.getByRole("textbox", { name: "年级" }).fill("初二");
    await page.getByRole("button", { name: "用AI起草" }).click();
    const title = page.getByRole("textbox", { name: "话题标题" });
    await expect.poll(() => title.inputValue(), { timeout: 10_000 }).toBe("光合作用的意义");
    expect(await page.getByRole("textbox", { name: "讨论要求与问题" }).inputValue()).toContain("光合作用为什么重要？");
    await title.fill("光合作用的意义（第 1 讲）");
    await page.getByRole("button", { name: "开始", exact: true }).click();
    await page.getByText("还没有学生回答").waitFor();
    await page.waitForURL(/aiTopicId=\d+/);

    // Both students' pages open the topic from the push and take their responses.
    const answers = ["光合作用把光能变成化学能，养活了几乎所有生物。", "没有光合作用就没有氧气，动物也无法生存。"];
    for (const [index, student] of [first, second].entries()) {
      await student.page.getByText("光合作用的意义（第 1 讲）").first().waitFor({ timeout: 5000 });
      await student.page.getByRole("textbox", { name: "我的回答" }).fill(answers[index]!);
      await student.page.getByRole("button", { name: "提交" }).click();
      await student.page.getByText("已提交").first().waitFor();
    }
    await screenshot(first.page, "ai-topic-student");

    // The teacher's view shows both, pushed, without a reload.
    for (const answer of answers) await page.getByText(answer).waitFor();
    await page.getByText(/已回答 2 \/ \d+/).waitFor();

    // The class summary streams in its sections and names both students.
    // The provider holds the summary before its last section, so it is seen while it streams.
    const provider = new URL(inject("serverEnv").AI_BASE_URL ?? "").origin;
    await fetch(`${provider}/e2e/summary/hold`, { method: "POST" });
    await page.getByRole("button", { name: "生成总结" }).click();
    await page.getByRole("heading", { name: "共同观点" }).waitFor();
    await page.getByRole("heading", { name: "常见误解" }).waitFor();
    await page.getByRole("button", { name: "停止" }).waitFor();
    expect(await page.getByRole("heading", { name: "优秀回答" }).count()).toBe(0);
    await fetch(`${provider}/e2e/summary/release`, { method: "POST" });
    await page.getByRole("heading", { name: "优秀回答" }).waitFor();
    await page.getByRole("button", { name: "重新生成总结" }).waitFor();
    // Each point names the students it came from (the seeded nicknames of student03 and student04).
    const summary = page.getByRole("heading", { name: "共同观点" }).locator("xpath=..");
    await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain("学生03、学生04");
    expect(await summary.textContent()).toContain("常见误解");
    await screenshot(page, "ai-topic-summary");

    for (const p of [teacher, first, second]) {
      expect(p.errors).toEqual([]);
      await p.context.close();
    }
  });
});
