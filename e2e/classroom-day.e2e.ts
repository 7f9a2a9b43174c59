// The teacher's day from the timetable to the record, end to end. teacher2 (数据结构, whose class
// has student01…student10; its seeded session ended in live-class) plans an extra 数据结构 lesson for
// today in the timetable on the class dashboard, starts that very session from its slot and makes a
// share link; two students in their own browsers see the screen lock
// pushed live and lifted; the teacher runs a sign-in (both check in) and a practice (one answers right,
// one wrong); the teacher ends the session and finds its record: attendance, the practice in the
// timeline and its statistics; a student previews the right answers. A student of another class opens
// the share link, signs in on the way, and joins the course.
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, pathOf, person, screenshot } from "./helpers";

const PRACTICE = `栈与队列随堂练习 ${Date.now() % 100_000}`;
const LESSON = `栈与队列加课 ${Date.now() % 100_000}`;
const STUDENTS = ["student05", "student06"] as const;

let browser: Browser;
let teacher: Awaited<ReturnType<typeof person>>;
const students = new Map<string, Awaited<ReturnType<typeof person>>>();
let shareUrl = "";
let practicePath = "";
let sessionName = "";

/** Clicks a button that asks first, and confirms in the dialog. */
async function confirmed(page: Page, button: string, confirm: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: confirm }).click();
  await dialog.waitFor({ state: "detached" });
}

const student = (name: string) => {
  const found = students.get(name);
  if (!found) throw new Error(`${name} has not signed in`);
  return found;
};

beforeAll(async () => {
  browser = await launch();
  teacher = await person(browser, "teacher2");
});

afterAll(async () => {
  await browser?.close();
});

describe("the teacher's day: timetable, live class, record", () => {
  it("the teacher plans a lesson in the timetable, starts it from its slot and makes a share link", async () => {
    const { page } = teacher;
    await loginVia(page, "/teacher/new", "teacher2", "teacher123");
    await page.waitForURL("**/teacher/new");
    // No session runs (live-class ended teacher2's): the dashboard says so. This week's school timetable
    // lists each session once: the seeded 数据结构 session is one slot, whatever the days before added.
    await page.getByText("当前没有进行中的课").first().waitFor();
    const school = page.getByRole("table", { name: "学校课表" });
    await school.waitFor();
    const sessions = await school
      .locator("[data-slot=schedule-slot]")
      .evaluateAll((slots) => slots.map((slot) => slot.getAttribute("data-course-item-id")));
    expect(new Set(sessions).size).toBe(sessions.length);

    // 新建自由课: an extra 数据结构 lesson, today from the next five minutes for two hours (the defaults).
    await page.getByRole("button", { name: "新建自由课" }).click();
    const form = page.getByRole("form", { name: "新建自由课" });
    await form.getByRole("textbox", { name: /自由课名称/ }).fill(LESSON);
    await form.getByRole("combobox", { name: "所属课程" }).click();
    await page.getByRole("option", { name: "数据结构" }).click();
    await form.getByRole("button", { name: "创建" }).click();
    await form.waitFor({ state: "detached" });
    // It is listed once, on today's date, in 我的自由课表; its 开始上课 starts exactly that session.
    const mine = page.getByRole("table", { name: "我的自由课表" });
    const today = ((new Date(Date.now() + 8 * 3_600_000).getUTCDay() + 6) % 7) + 1;
    const slot = mine.locator(`td[data-weekday="${today}"] [data-slot=schedule-slot]`, { hasText: "数据结构" });
    await slot.waitFor();
    await slot.getByRole("button", { name: /^开始上课：数据结构/ }).click();
    const running = page.getByRole("heading", { name: `正在上课：数据结构 · ${LESSON}` });
    await running.waitFor();
    sessionName = LESSON;

    // A share link valid for 7 days.
    await page.getByRole("radio", { name: "7 天" }).click();
    await page.getByRole("button", { name: "生成链接" }).click();
    const link = page.getByRole("textbox", { name: "链接" });
    await link.waitFor();
    shareUrl = await link.inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${baseUrl()}/share/[A-Za-z0-9_-]+$`));
    await screenshot(page, "teacher-dashboard-running");
  });

  it("locking the screen reaches the students live, except on the check-in, and lifting it frees them", async () => {
    for (const name of STUDENTS) {
      const s = await person(browser, name);
      const socket = s.page.waitForEvent("websocket");
      await loginVia(s.page, "/student/practice/list", name, "student123");
      await s.page.waitForURL("**/student/practice/list");
      await socket;
      students.set(name, s);
    }
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/control`);
    await page.getByRole("radio", { name: /锁屏/ }).click();
    await page.getByText("已切换为锁屏模式").waitFor();

    const first = student(STUDENTS[0]).page;
    const cover = first.getByRole("alertdialog", { name: /屏幕已被老师锁定/ });
    await cover.waitFor({ timeout: 5000 });
    await screenshot(first, "student-screen-locked");
    // The check-in stays open while locked.
    await first.goto(`${baseUrl()}/student/checkin`);
    await first.waitForURL("**/student/checkin");
    await first.locator("[data-slot=check-in-dialog]").waitFor();
    expect(await cover.count()).toBe(0);
    await first.goto(`${baseUrl()}/student/practice/list`);
    await cover.waitFor({ timeout: 5000 });

    await page.getByRole("radio", { name: /自由/ }).click();
    await page.getByText("已切换为自由模式").waitFor();
    await cover.waitFor({ state: "detached", timeout: 5000 });
    await student(STUDENTS[1])
      .page.getByRole("alertdialog", { name: /屏幕已被老师锁定/ })
      .waitFor({
        state: "detached",
        timeout: 5000,
      });
  });

  it("the teacher runs a sign-in and both students check in", async () => {
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/checkin`);
    await page.getByRole("button", { name: "发起签到" }).click();
    await page.getByText(/签到进行中/).waitFor();
    for (const name of STUDENTS) {
      const s = student(name).page;
      const widget = s.locator("[data-slot=sign-in-widget]");
      await widget.waitFor({ timeout: 5000 });
      await widget.getByRole("button", { name: "立即签到" }).click();
      const dialog = s.locator("[data-slot=check-in-dialog]");
      await s.getByRole("button", { name: "普通签到" }).click();
      await expect.poll(() => dialog.getAttribute("data-status")).toBe("3");
      await dialog.waitFor({ state: "detached", timeout: 3000 });
    }
    await page.getByText(/已签到 2 \/ 10 人/).waitFor({ timeout: 5000 });
  });

  it("the teacher publishes a practice from the dashboard; both students are taken to it and answer once", async () => {
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/new`);
    await page.getByRole("link", { name: "课堂练习" }).click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+$/);

    await page.getByRole("textbox", { name: /练习标题/ }).fill(PRACTICE);
    const first = page.getByRole("listitem", { name: "第 1 题" });
    await first.getByRole("textbox", { name: /第 1 题题目/ }).fill("队列的特点是？");
    const options = first.getByRole("textbox", { name: /^选项 / });
    await options.nth(0).fill("先进先出");
    await options.nth(1).fill("后进先出");
    await first.getByRole("radio", { name: "A 为正确答案" }).click();
    await confirmed(page, "发布", "发布");
    await page.getByText("练习已发布").waitFor();

    const answers = { [STUDENTS[0]]: "A. 先进先出", [STUDENTS[1]]: "B. 后进先出" } as const;
    for (const name of STUDENTS) {
      const s = student(name).page;
      await s.waitForURL(/\/student\/practice\/info\/\d+$/, { timeout: 5000 });
      practicePath = pathOf(s);
      const form = s.getByRole("form", { name: PRACTICE });
      await form.getByRole("radio", { name: answers[name] }).click();
      await form.getByRole("button", { name: "提交" }).click();
      await s.getByRole("alertdialog").getByRole("button", { name: "提交" }).click();
      await s.getByText("你已提交这份练习").waitFor();
    }
    await screenshot(student(STUDENTS[0]).page, "student-practice-submitted");
  });

  it("the teacher ends the session and finds its record: attendance, the practice and its statistics", async () => {
    const { page } = teacher;
    await page.goto(`${baseUrl()}/teacher/new`);
    await confirmed(page, "下课", "下课");
    await page.getByText("当前没有进行中的课").first().waitFor();

    await page.goto(`${baseUrl()}/teacher/room/list`);
    await page
      .getByRole("link", { name: `数据结构 · ${sessionName}` })
      .first()
      .click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+$/);
    const facts = page.getByRole("region", { name: "课堂概况" });
    await expect.poll(() => facts.textContent()).toMatch(/2 \/ 10（20%）/);
    const timeline = page.getByRole("list", { name: "课堂时间线" });
    await timeline.getByText(PRACTICE).waitFor();
    await expect.poll(() => timeline.textContent()).toMatch(/签到.*已签到 2 \/ 10/);
    // The practice's result figure: one right (the question's 1 point), one wrong.
    await timeline.getByText("平均分 0.5 / 1，2 / 10 人提交").waitFor();
    // The attendance: both students checked in (plain); the eight others listed as absent.
    const attendance = page.getByRole("region", { name: "出勤名单" });
    const people = attendance.getByRole("table", { name: "出勤名单" });
    const row = (name: string) =>
      people.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
    for (const name of ["学生05", "学生06"])
      await expect.poll(() => row(name).textContent()).toMatch(new RegExp(`^${name}已签到普通签到`));
    await attendance.getByRole("radio", { name: "未签到" }).click();
    await attendance.getByText("8 / 10 人").waitFor();
    await expect.poll(() => row("学生01").textContent()).toBe("学生01未签到——");
    expect(await row("学生05").count()).toBe(0);
    await screenshot(page, "teacher-record-timeline");
    // The session is over: no practice can be published to it any more.
    await page.getByText("这节课已经下课，不能再发布课堂练习。").waitFor();
    expect(await page.getByRole("textbox", { name: /练习标题/ }).count()).toBe(0);

    await timeline.getByRole("link", { name: PRACTICE }).click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+\/practice\/\d+$/);
    await page.getByText("正确率 50%（2 人作答）").waitFor();
    await screenshot(page, "teacher-practice-statistics");
  });

  it("after the end, a student previews the right answer and their score", async () => {
    const s = student(STUDENTS[1]).page;
    await s.goto(`${baseUrl()}${practicePath}/preview`);
    await s.getByText("正确答案").first().waitFor();
    await s.getByText("得分 0 / 1").waitFor();
  });

  it("a student of another class opens the share link, signs in on the way and joins the course", async () => {
    const newcomer = await person(browser, "student20");
    await newcomer.page.goto(shareUrl);
    await newcomer.page.locator("input[name=username]").waitFor();
    await newcomer.page.locator("input[name=username]").fill("student20");
    await newcomer.page.locator("input[name=password]").fill("student123");
    await newcomer.page.getByRole("button", { name: "登 录" }).click();
    await newcomer.page.waitForURL(`**${new URL(shareUrl).pathname}`);
    await newcomer.page.getByText("数据结构").first().waitFor();
    await newcomer.page.getByRole("button", { name: "加入课程", exact: true }).click();
    await newcomer.page.getByText("已加入课程：数据结构").waitFor();
    await newcomer.page.reload();
    await newcomer.page.getByText("你已在这门课程中").waitFor();
    await screenshot(newcomer.page, "student-joined-by-share-link");
    expect(newcomer.errors).toEqual([]);
    await newcomer.context.close();

    expect([...teacher.errors, ...[...students.values()].flatMap((s) => s.errors)]).toEqual([]);
  });
});
