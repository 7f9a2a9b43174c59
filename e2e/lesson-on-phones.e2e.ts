// A lesson given from a tablet and answered by tapping on phones: teacher1 walks the room with a
// tablet (1024 × 768, touch); student03 and student04 take part from phones (390 × 844, touch, as an
// iPhone 13). Every step a person takes is a tap: the sign-in and a question, each pushed live to the
// phones, a survey each opens from the list, and a practice the phones are taken to. The sign-in, the
// question and the survey are ended again (the practice stays published, as after a real lesson), so
// the scenarios after it find no sign-in, question or survey running.
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ensureClassStarted, launch, loginVia, screenshot } from "./helpers";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
const TABLET = { viewport: { width: 1024, height: 768 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

let browser: Browser;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  mkdirSync(resolve(import.meta.dirname, "..", "artifacts", "e2e", "lesson-on-phones"), { recursive: true });
  browser = await launch();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

/** A person's own touch device, signed in on `path`, recording page errors. */
async function onDevice(device: typeof PHONE, name: string, password: string, path: string): Promise<Page> {
  const context = await browser.newContext({ ...device, locale: "zh-CN" });
  contexts.push(context);
  const page = await context.newPage();
  page.on("pageerror", (error) => errors.push(`[${name}] ${error.message}`));
  try {
    await loginVia(page, path, name, password);
    await page.waitForURL(`**${path}`);
  } catch (error) {
    await screenshot(page, `lesson-on-phones/${name}-sign-in-failed`);
    throw error;
  }
  return page;
}

/** Taps `name` on the teacher's tablet and 确定 in the confirmation it asks for. */
async function tapConfirmed(page: Page, name: string) {
  await page.getByRole("button", { name }).tap();
  await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).tap();
}

describe("a lesson on a tablet and two phones", () => {
  it("the sign-in, a question, a survey and a practice reach the phones and are answered by tapping", async () => {
    const teacher = await onDevice(TABLET, "teacher1", "teacher123", "/teacher/checkin");
    await ensureClassStarted(teacher);
    const students: Page[] = [];
    for (const name of ["student03", "student04"]) {
      // Signed in from a personal page (a signed-out /student is the students' landing page), then on
      // the page that keeps the push connection.
      const page = await onDevice(PHONE, name, "student123", "/user/profile");
      const socket = page.waitForEvent("websocket");
      await page.goto(new URL("/student/question/list", page.url()).href);
      // The push connection is open before the teacher starts anything.
      await socket;
      students.push(page);
    }

    // The sign-in: each phone shows the prompt; 立即签到, then 普通签到 (no face registered).
    await teacher.getByRole("button", { name: /^发起(新)?签到$/ }).tap();
    await teacher.getByText("签到进行中").waitFor();
    for (const student of students) {
      const prompt = student.locator("[data-slot=sign-in-widget]");
      await prompt.waitFor({ timeout: 5000 });
      await prompt.getByRole("button", { name: "立即签到" }).tap();
      const dialog = student.locator("[data-slot=check-in-dialog]");
      await dialog.getByRole("button", { name: "普通签到" }).tap();
      await expect.poll(() => dialog.getAttribute("data-status")).toBe("3");
      await prompt.waitFor({ state: "detached", timeout: 5000 });
    }
    await screenshot(students[0]!, "lesson-on-phones/student-signed-in");
    for (const name of ["学生03", "学生04"]) await teacher.getByRole("cell", { name, exact: true }).waitFor();
    await tapConfirmed(teacher, "结束签到");
    await teacher.getByText("签到进行中").waitFor({ state: "hidden" });

    // A question: the phones open it; each student taps a choice and 提交答案.
    await teacher.goto(new URL("/teacher/question", teacher.url()).href);
    const title = teacher.getByRole("textbox", { name: /题目标题/ });
    await title.waitFor();
    await title.fill("下列哪种结构是先进先出？");
    const options = ["栈", "队列", "树", "图"];
    const optionBoxes = teacher.getByRole("textbox", { name: /^选项 [A-J]$/ });
    for (let i = 0; i < (await optionBoxes.count()); i++) await optionBoxes.nth(i).fill(options[i] ?? `选项${i}`);
    await teacher.getByRole("radio", { name: "B 为正确答案" }).tap();
    await teacher.getByRole("button", { name: "发起提问" }).tap();
    for (const [i, student] of students.entries()) {
      await student.getByRole("heading", { name: "下列哪种结构是先进先出？" }).waitFor({ timeout: 5000 });
      await student.getByRole("radio", { name: i === 0 ? "B. 队列" : "A. 栈" }).tap();
      await student.getByRole("button", { name: "提交答案" }).tap();
      await student.getByText("已提交，等待老师结束提问").waitFor();
    }
    await screenshot(students[0]!, "lesson-on-phones/student-answered");
    for (const name of ["学生03", "学生04"]) await teacher.getByRole("cell", { name, exact: true }).waitFor();
    await screenshot(teacher, "lesson-on-phones/teacher-answers");
    await tapConfirmed(teacher, "结束提问");
    await students[0]!.getByText("回答正确").waitFor({ timeout: 5000 });
    await students[1]!.getByText("回答错误").waitFor({ timeout: 5000 });

    // A survey: the teacher starts it from the tablet; each student opens it from the list and taps.
    await teacher.goto(new URL("/teacher/survey/list", teacher.url()).href);
    await teacher.getByRole("textbox", { name: /问卷标题/ }).fill("平板课堂反馈");
    await teacher.getByRole("textbox", { name: "第 1 题题目" }).fill("本节课的难度");
    await teacher.getByRole("textbox", { name: "选项 A" }).fill("偏易");
    await teacher.getByRole("textbox", { name: "选项 B" }).fill("适中");
    await teacher.getByRole("button", { name: "立即发起" }).tap();
    await teacher.waitForURL(/\/teacher\/survey\/info\/\d+$/);
    for (const [student, choice] of [
      [students[0]!, "适中"],
      [students[1]!, "偏易"],
    ] as const) {
      await student.goto(new URL("/student/survey/list", student.url()).href);
      await student.getByRole("button", { name: "查看：平板课堂反馈" }).tap();
      await student.getByRole("radio", { name: choice }).tap();
      await student.getByRole("button", { name: "提交问卷" }).tap();
      await student.getByText("你已提交此问卷").waitFor();
    }
    await screenshot(students[1]!, "lesson-on-phones/student-survey-sent");
    await teacher.getByText(/已提交 2 \/ \d+ 人/).waitFor({ timeout: 5000 });
    await tapConfirmed(teacher, "结束问卷");
    await teacher.getByRole("button", { name: "结束问卷" }).waitFor({ state: "detached" });

    // A practice published from the class dashboard: the phones are taken to it, each taps an answer.
    const toTheList = students.map(async (student) => {
      await student.goto(new URL("/student/practice/list", student.url()).href);
    });
    await Promise.all(toTheList);
    await teacher.goto(new URL("/teacher/new", teacher.url()).href);
    await teacher.getByRole("link", { name: "课堂练习" }).tap();
    await teacher.waitForURL(/\/teacher\/room\/info\/\d+$/);
    await teacher.getByRole("textbox", { name: /练习标题/ }).fill("平板随堂练习");
    const question = teacher.getByRole("listitem", { name: "第 1 题" });
    await question.getByRole("textbox", { name: /第 1 题题目/ }).fill("队列的特点是？");
    const choices = question.getByRole("textbox", { name: /^选项 / });
    await choices.nth(0).fill("先进先出");
    await choices.nth(1).fill("后进先出");
    await question.getByRole("radio", { name: "A 为正确答案" }).tap();
    await teacher.getByRole("button", { name: "发布" }).tap();
    await teacher.getByRole("alertdialog").getByRole("button", { name: "发布" }).tap();
    await teacher.getByText("练习已发布").waitFor();
    for (const [student, answer] of [
      [students[0]!, "A. 先进先出"],
      [students[1]!, "B. 后进先出"],
    ] as const) {
      await student.waitForURL(/\/student\/practice\/info\/\d+$/, { timeout: 5000 });
      const form = student.getByRole("form", { name: "平板随堂练习" });
      await form.getByRole("radio", { name: answer }).tap();
      await form.getByRole("button", { name: "提交" }).tap();
      await student.getByRole("alertdialog").getByRole("button", { name: "提交" }).tap();
      await student.getByText("你已提交这份练习").waitFor();
    }
    await screenshot(students[0]!, "lesson-on-phones/student-practice-sent");

    expect(errors).toEqual([]);
  }, 120_000);
});
