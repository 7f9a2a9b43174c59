// A live class end to end: a teacher (teacher2, whose 数据结构 class has student01…student10) and two
// students in their own browsers. A question goes out and both students see it within 2 s of the push,
// answer, and the teacher's panel shows both answers without a reload and without polling; a random
// pick reaches exactly the picked student; a student who reloads mid-question still sees it; a survey's
// results chart shows the two answers.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ensureClassStarted, launch, loginVia, person, screenshot, settlePrivacyNotice } from "./helpers";

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Counts the requests to `path` a page makes from now on. */
function countRequests(page: Page, path: string) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === `/admin-api${path}`) seen.push(request.url());
  });
  return seen;
}

/** Signs a student in on their list of past questions and waits for the push connection. */
async function studentAt(name: string) {
  const student = await person(browser, name);
  const socket = student.page.waitForEvent("websocket");
  await loginVia(student.page, "/student/question/list", name, "student123");
  await student.page.waitForURL("**/student/question/list");
  await socket;
  // Accepted now when due, not while the question's push is being timed.
  await settlePrivacyNotice(student.page);
  return student;
}

describe("live class interactions", () => {
  it("question, random pick, reload mid-question and survey, pushed live both ways", async () => {
    const teacher = await person(browser, "teacher2");
    await loginVia(teacher.page, "/teacher/question", "teacher2", "teacher123");
    await teacher.page.waitForURL("**/teacher/question");
    await settlePrivacyNotice(teacher.page);
    await ensureClassStarted(teacher.page);
    const composer = teacher.page.getByRole("textbox", { name: /题目标题/ });
    await composer.waitFor();

    const first = await studentAt("student01");
    const second = await studentAt("student02");

    // The teacher asks a single-choice question with B right.
    await composer.fill("下列哪种结构是先进先出？");
    const options = ["栈", "队列", "树", "图"];
    const optionBoxes = teacher.page.getByRole("textbox", { name: /^选项 [A-J]$/ });
    for (let i = 0; i < (await optionBoxes.count()); i++) await optionBoxes.nth(i).fill(options[i] ?? `选项${i}`);
    await teacher.page.getByRole("radio", { name: "B 为正确答案" }).click();
    const recordPolls = countRequests(teacher.page, "/teach/ask-question/record");
    await teacher.page.getByRole("button", { name: "发起提问" }).click();
    const askedAt = Date.now();

    // Both students are taken to the question page within 2 s of the push.
    for (const student of [first, second]) {
      await student.page.getByRole("heading", { name: "下列哪种结构是先进先出？" }).waitFor({ timeout: 2000 });
      expect(student.page.url()).toMatch(/\/student\/question$/);
    }
    expect(Date.now() - askedAt).toBeLessThan(3000);
    await screenshot(first.page, "student-question");

    // A student who reloads mid-question still sees it.
    await second.page.reload();
    await second.page.getByRole("heading", { name: "下列哪种结构是先进先出？" }).waitFor();

    // Both answer; the teacher's panel shows both without a reload and without polling.
    await first.page.getByRole("radio", { name: "B. 队列" }).click();
    await first.page.getByRole("button", { name: "提交答案" }).click();
    await first.page.getByText("已提交，等待老师结束提问").waitFor();
    await second.page.getByRole("radio", { name: "A. 栈" }).click();
    await second.page.getByRole("button", { name: "提交答案" }).click();
    await second.page.getByText("已提交，等待老师结束提问").waitFor();
    await teacher.page.getByText("已作答 2 / 10 人").waitFor({ timeout: 3000 });
    await teacher.page.getByRole("cell", { name: "学生01", exact: true }).waitFor();
    await teacher.page.getByRole("cell", { name: "学生02", exact: true }).waitFor();
    const pollsWhileAnswering = recordPolls.length;
    await teacher.page.waitForTimeout(3000);
    expect(recordPolls.length).toBe(pollsWhileAnswering);
    expect(pollsWhileAnswering).toBeLessThanOrEqual(1);
    await screenshot(teacher.page, "teacher-live-question");

    // The teacher ends it: each student sees the right answer and whether they were right.
    await teacher.page.getByRole("button", { name: "结束提问" }).click();
    await teacher.page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await first.page.getByText("回答正确").waitFor({ timeout: 3000 });
    await second.page.getByText("回答错误").waitFor({ timeout: 3000 });

    // Random pick, one at a time through a whole round of the class's 10 students: every name once (the
    // fair pick), and each time exactly the picked student gets the 随机选人 dialog, nobody else.
    const ours = { 学生01: first, 学生02: second } as const;
    const announcement = teacher.page.locator("[data-slot=random-pick-announcement]");
    await teacher.page.getByRole("spinbutton", { name: "抽取人数" }).fill("1");
    const picked: string[] = [];
    for (let i = 0; i < 10; i++) {
      const before = (await announcement.textContent()) ?? "";
      await teacher.page.getByRole("button", { name: "开始抽取" }).click();
      await teacher.page.waitForFunction(
        (previous) => {
          const text = document.querySelector("[data-slot=random-pick-announcement]")?.textContent ?? "";
          return text.startsWith("抽中：") && text !== previous;
        },
        before,
        { timeout: 10_000 },
      );
      const name = ((await announcement.textContent()) ?? "").replace("抽中：", "").trim();
      picked.push(name);
      for (const [who, student] of Object.entries(ours)) {
        const dialog = student.page.locator("[data-slot=random-pick-dialog][data-pick=random]");
        if (who === name) {
          await dialog.waitFor({ timeout: 2000 });
          expect(await dialog.textContent()).toContain("你被选中了");
          await screenshot(student.page, "student-picked");
          await dialog.getByRole("button", { name: "取消" }).click();
          await dialog.waitFor({ state: "detached" });
        } else {
          expect(await dialog.count()).toBe(0);
        }
      }
    }
    expect(new Set(picked).size).toBe(10);
    await teacher.page.getByText("已抽 10 / 共 10 人").waitFor();

    // Named call-out reaches exactly the named student.
    await teacher.page.getByRole("searchbox", { name: "搜索学生" }).fill("学生02");
    await teacher.page.getByRole("checkbox", { name: /学生02/ }).check();
    await teacher.page.getByRole("button", { name: "点名" }).click();
    const calledDialog = second.page.locator("[data-slot=random-pick-dialog][data-pick=specific]");
    await calledDialog.waitFor({ timeout: 2000 });
    expect(await calledDialog.textContent()).toContain("点名提问");
    expect(await first.page.locator("[data-slot=random-pick-dialog]").count()).toBe(0);
    await calledDialog.getByRole("button", { name: "取消" }).click();

    // A survey: the teacher starts one, both students answer, the results chart shows the two answers.
    await teacher.page.goto(teacher.page.url().replace(/\/teacher\/question.*$/, "/teacher/survey/list"));
    await teacher.page.getByRole("textbox", { name: /问卷标题/ }).fill("本节课反馈");
    await teacher.page.getByRole("textbox", { name: "第 1 题题目" }).fill("本节课的难度");
    await teacher.page.getByRole("textbox", { name: "选项 A" }).fill("偏易");
    await teacher.page.getByRole("textbox", { name: "选项 B" }).fill("适中");
    await teacher.page.getByRole("button", { name: "立即发起" }).click();
    await teacher.page.waitForURL(/\/teacher\/survey\/info\/\d+$/);
    await teacher.page.getByText("已提交 0 / 10 人").waitFor();
    for (const [student, choice] of [
      [first, "适中"],
      [second, "偏易"],
    ] as const) {
      await student.page.goto(student.page.url().replace(/\/student.*$/, "/student/survey/list"));
      await student.page.getByRole("button", { name: "查看：本节课反馈" }).click();
      await student.page.getByRole("radio", { name: choice }).click();
      await student.page.getByRole("button", { name: "提交问卷" }).click();
      await student.page.getByText("你已提交此问卷").waitFor();
    }
    await teacher.page.getByText("已提交 2 / 10 人").waitFor({ timeout: 3000 });
    const chart = teacher.page.locator("[role=img][aria-label^='1. 本节课的难度']");
    await chart.locator("svg").first().waitFor({ timeout: 10_000 });
    expect(await chart.getAttribute("aria-label")).toBe("1. 本节课的难度：偏易 1 人（50%），适中 1 人（50%）");
    await screenshot(teacher.page, "teacher-survey-results");

    // The teacher ends the class, so the students have no class in progress for the other scenarios
    // (student01 and student02 are in both demo courses).
    await teacher.page.goto(teacher.page.url().replace(/\/teacher\/survey\/info\/\d+$/, "/teacher/survey/list"));
    await teacher.page.getByRole("button", { name: "下课" }).click();
    await teacher.page.getByText("今天没有课").waitFor();

    expect([...teacher.errors, ...first.errors, ...second.errors]).toEqual([]);
    for (const p of [teacher, first, second]) await p.context.close();
  });
});
