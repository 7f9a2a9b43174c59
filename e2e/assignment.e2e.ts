// An assignment end to end: teacher1 sets an assignment with anonymous peer review in the running
// 人工智能导论 class (the earlier scenarios leave it running; teacher2's ended in live-class);
// student01–03 submit in their own browsers (the teacher's page counts them live); the server's test
// clock (TEST_CLOCK=on in global-setup) and the teacher's browser clock move past the deadline; the
// teacher opens peer review, each student reviews the two classmates allocated, the teacher grades
// each submission, publishes the final grades (a student sees theirs), and casts one submission to
// the big screen: a second, signed-out browser on the screen-in address shows it, follows the next
// cast without a reload, and says the cast ended when the teacher ends it.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, ensureClassStarted, launch, loginVia, person, screenshot } from "./helpers";

const TITLE = `链表练习 ${Date.now() % 100_000}`;
const DAY = 24 * 60 * 60 * 1000;
const STUDENTS = ["student01", "student02", "student03"] as const;

let browser: Browser;
let teacher: Awaited<ReturnType<typeof person>>;
const students = new Map<string, Awaited<ReturnType<typeof person>>>();
let assignmentId = 0;
/** How far the server's clock (and the teacher's browser clock) has been moved. */
let offsetMs = 0;

/** `YYYY-MM-DDTHH:mm` in the browser's time zone, for a datetime-local input. */
async function localInput(page: Page, at: number): Promise<string> {
  return page.evaluate((time) => {
    const d = new Date(time);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  }, at);
}

/** Moves the server's clock: now = wall clock + offset. */
async function moveServerClock(offset: number) {
  const response = await fetch(`${baseUrl()}/test-support/clock`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ offsetMs: offset }),
  });
  expect(response.status).toBe(200);
  offsetMs = offset;
}

/** Clicks a button that asks first, and confirms in the dialog. */
async function confirmed(page: Page, button: string, confirm = "确定") {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: confirm }).click();
  await dialog.waitFor({ state: "detached" });
}

beforeAll(async () => {
  browser = await launch();
  teacher = await person(browser, "teacher1");
  // The teacher's page judges the deadline by the browser's clock; the test moves it with the server's.
  await teacher.context.clock.install({ time: Date.now() });
});

afterAll(async () => {
  await browser?.close();
  // The scenarios after this one run on the real date (the timetable's "today" is the browser's).
  if (offsetMs !== 0) await moveServerClock(0);
});

describe("an assignment with peer review, from setting it to the big screen", () => {
  it("the teacher sets and publishes an assignment with anonymous peer review in the running class", async () => {
    const { page } = teacher;
    await loginVia(page, "/teacher/assignment", "teacher1", "teacher123");
    await page.waitForURL("**/teacher/assignment");
    await ensureClassStarted(page);
    await page.getByRole("button", { name: "布置作业" }).click();
    await page.waitForURL(/\/teacher\/assignment\/create\/\d+$/);

    await page.getByRole("textbox", { name: /作业标题/ }).fill(TITLE);
    const first = page.getByRole("listitem", { name: "第 1 题" });
    await first.getByRole("textbox", { name: /第 1 题题目/ }).fill("单链表按下标访问的时间复杂度是？");
    const options = first.getByRole("textbox", { name: /^选项 / });
    await options.nth(0).fill("O(1)");
    await options.nth(1).fill("O(n)");
    await first.getByRole("radio", { name: "B 为正确答案" }).click();

    await page.getByRole("button", { name: "添加题目" }).click();
    await page.getByRole("combobox", { name: "第 2 题题型" }).click();
    await page.getByRole("option", { name: "简答题" }).click();
    const second = page.getByRole("listitem", { name: "第 2 题" });
    await second.getByRole("textbox", { name: /第 2 题题目/ }).fill("说明在单链表头部插入结点的步骤。");
    await second.getByRole("spinbutton", { name: /第 2 题分值/ }).fill("20");

    await page.getByLabel("截止时间", { exact: true }).fill(await localInput(page, Date.now() + DAY));
    await page.getByRole("switch", { name: "开启互评" }).click();
    await page.getByRole("spinbutton", { name: /每人评阅份数/ }).fill("2");
    await page.getByRole("spinbutton", { name: /互评占最终成绩/ }).fill("40");
    await page.getByRole("textbox", { name: /标准 1 名称/ }).fill("步骤完整");
    await page.getByRole("spinbutton", { name: /标准 1 满分/ }).fill("10");

    await confirmed(page, "发布作业");
    await page.waitForURL(/\/teacher\/assignment\/detail\/\d+$/);
    assignmentId = Number(page.url().split("/").at(-1));
    expect(assignmentId).toBeGreaterThan(0);
    await page.getByText("已提交 0 / 40 人").waitFor();
    await screenshot(page, "assignment-published");
  }, 120_000);

  it("three students submit; the teacher's page counts them as they come", async () => {
    for (const [i, name] of STUDENTS.entries()) {
      const student = await person(browser, name);
      students.set(name, student);
      const { page } = student;
      await loginVia(page, "/student/assignment/list/new", name, "student123");
      await page.waitForURL("**/student/assignment/list/new");
      await page.getByRole("button", { name: `打开：${TITLE}` }).click();
      await page.waitForURL(`**/student/assignment/info/${assignmentId}`);
      await page.getByRole("radio", { name: i === 2 ? "O(1)" : "O(n)" }).click();
      await page.getByRole("textbox").last().fill(`${name}：新建结点，指向原头结点，再把头指针指向它。`);
      await page.getByRole("button", { name: "提交", exact: true }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: "提交" }).click();
      await page.getByText("作业已提交").first().waitFor();
      // The teacher's overview follows each submission through the push, without a reload.
      await teacher.page.getByText(`已提交 ${i + 1} / 40 人`).waitFor({ timeout: 5000 });
    }
    await screenshot(students.get("student01")!.page, "assignment-submitted");
  }, 180_000);

  it("after the deadline (the test clock) the teacher opens peer review; each student reviews two classmates", async () => {
    const { page } = teacher;
    // Before the deadline the move is offered but refused, with the reason.
    expect(await page.getByRole("button", { name: "开始互评" }).isDisabled()).toBe(true);
    await moveServerClock(DAY + 60 * 60 * 1000);
    await teacher.context.clock.setSystemTime(Date.now() + offsetMs);
    await page.reload();
    await confirmed(page, "开始互评");
    await page.getByText("互评中").first().waitFor();

    // With three students and two reviews each, everyone reviews both classmates; student0N gives 5 + N.
    for (const [i, name] of STUDENTS.entries()) {
      const { page: p } = students.get(name)!;
      await p.goto(`${baseUrl()}/student/assignment/info/${assignmentId}`);
      const tasks = p.getByRole("region", { name: "互评任务" });
      const reviews = tasks.getByRole("button", { name: /去评阅/ });
      await reviews.first().waitFor();
      expect(await reviews.count()).toBe(2);
      // Anonymous: classmates are 同学 A and 同学 B, never a name.
      expect(await tasks.getByText("同学 A").count()).toBe(1);
      expect(await tasks.getByText(/学生0\d/).count()).toBe(0);
      for (let n = 0; n < 2; n++) {
        await tasks
          .getByRole("button", { name: /去评阅/ })
          .first()
          .click();
        await p.waitForURL(/\/student\/assignment\/mutual\/\d+$/);
        await p.getByRole("spinbutton", { name: "步骤完整 得分" }).fill(String(6 + i));
        await p.getByRole("textbox", { name: "评语" }).fill("步骤清楚。");
        await p.getByRole("button", { name: "提交评阅" }).click();
        await p.getByText("评阅已提交").first().waitFor();
        await p.getByRole("button", { name: "返回互评列表" }).click();
        await p.waitForURL(`**/student/assignment/info/${assignmentId}`);
      }
      await tasks.getByText("已评阅").nth(1).waitFor();
    }
  }, 240_000);

  it("the teacher grades every submission and publishes the final grades; a student sees theirs", async () => {
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/assignment/detail/${assignmentId}`);
    await confirmed(page, "开始批改");
    await page.goto(`${baseUrl()}/teacher/assignment/info/${assignmentId}/classroom/correct`);
    await page.getByRole("button", { name: "批改 学生01 的作业" }).click();
    for (const [i, name] of ["学生01", "学生02", "学生03"].entries()) {
      await page.getByRole("heading", { name: `批改：${name}` }).waitFor();
      await page.getByRole("spinbutton", { name: "第 2 题得分（0–20）" }).fill(String(16 + i));
      await page.getByRole("button", { name: "保存批改" }).click();
      await page.getByText("批改已保存").first().waitFor();
      if (i < 2) await page.getByRole("button", { name: "下一位未批改" }).click();
    }

    await page.goto(`${baseUrl()}/teacher/assignment/info/${assignmentId}/classroom/detail`);
    await page.getByText("所有提交的作业都已批改").waitFor();
    await confirmed(page, "公布最终成绩");
    await page.getByText("成绩已公布").first().waitFor();
    await screenshot(page, "assignment-finals");

    const { page: p } = students.get("student01")!;
    await p.goto(`${baseUrl()}/student/assignment/info/${assignmentId}`);
    await p.getByText("收到的互评").waitFor();
    // The teacher: 10 (the choice, auto-marked) + 16 = 26; the peers: 7 and 8 of 10, on average 22.5 of
    // 30; final 26 × 60% + 22.5 × 40% = 24.6.
    await p.getByText(/^24\.6\s*\/\s*30$/).waitFor();
    await screenshot(p, "assignment-student-result");
  }, 180_000);

  it("the teacher casts a submission; the big screen shows it, follows the next cast and the end", async () => {
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/assignment/info/${assignmentId}/classroom`);
    await page.getByRole("button", { name: "投屏 学生01 的作业" }).click();
    await page.getByRole("button", { name: "开始投屏" }).click();
    const address = await page.getByRole("textbox", { name: "大屏幕地址" }).inputValue();
    expect(address).toMatch(/\/teacher\/assignment\/screenin\/[A-Za-z0-9_-]{16,}$/);

    // The classroom's screen: its own browser, nobody signed in.
    const screen = await person(browser, "screen");
    await screen.page.goto(address);
    await screen.page.getByText("学生01").first().waitFor();
    await screen.page.getByText(/student01：新建结点/).waitFor();
    await screen.page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    await screenshot(screen.page, "assignment-screen");

    await page.getByRole("button", { name: "投屏下一位" }).click();
    await screen.page.getByText(/student02：新建结点/).waitFor({ timeout: 5000 });
    expect(await screen.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

    await confirmed(page, "结束投屏");
    await screen.page.getByText("投屏已结束").waitFor({ timeout: 5000 });

    // A day passed on the server's clock, so every access token expired: each page's first call after that
    // was answered 401 and the console refreshed its token (Chromium logs the 401 itself). Nothing else.
    const expiredAccess = /\] Failed to load resource: the server responded with a status of 401 \(Unauthorized\)$/;
    const errors = [...teacher.errors, ...screen.errors, ...[...students.values()].flatMap((s) => s.errors)];
    expect(errors.filter((error) => !expiredAccess.test(error))).toEqual([]);
  }, 120_000);
});
