// A lesson at its edges, on a server of its own (so moving its test clock disturbs no other scenario).
// teacher2 (数据结构, student01…student10) and student01 browse in America/New_York, student02 in
// Europe/London; the school's zone is Asia/Shanghai. student01 reaches the server only through a TCP
// forwarder, so cutting it cuts the student's connections for real. Timed activities end because the
// server's clock moves past their end, never by hand or by waiting; each screen shows the ending on its
// own within a few seconds.
import { readFileSync } from "node:fs";

import ExcelJS from "exceljs";
import type { Browser, Page, WebSocket } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { launch, screenshot, submitLogin } from "./helpers";
import { type LessonPerson, lessonPerson, type OwnServer, startOwnServer } from "./support/lesson-server";
import { startTcpForwarder, type TcpForwarder } from "./support/tcp-forwarder";

const SCHOOL_ZONE = "Asia/Shanghai";
/** Well past a one-minute limit, so the deadline sweeper has ended it whatever the rounding. */
const PAST_A_MINUTE = 65_000;
/** How long an ending may take to reach a screen after the clock moved. */
const SHOWN_WITHIN = 5000;
const suffix = Date.now() % 100_000;
const QUESTION = `限时提问：先进先出的结构 ${suffix}`;
const ASSIGNMENT = `时区作业 ${suffix}`;
const SURVEY = `限时问卷 ${suffix}`;
const PRACTICE = `断线期间的练习 ${suffix}`;
const CUT_QUESTION = `断线期间的提问 ${suffix}`;

let browser: Browser;
let server: OwnServer;
let forwarder: TcpForwarder;
let teacher: LessonPerson;
let first: LessonPerson;
let second: LessonPerson;
/** How far the server's clock has been moved ahead of the wall clock. */
let clockOffset = 0;

/** Moves the server's clock `ms` further ahead. */
async function advanceServerClock(ms: number) {
  clockOffset += ms;
  await server.setClockOffset(clockOffset);
}

/** The server's time now (the wall clock plus the test clock's offset). */
const serverNow = () => Date.now() + clockOffset;

/** `YYYY-MM-DD` of `at` in the school's zone. */
const schoolDay = (at: number) => new Intl.DateTimeFormat("en-CA", { timeZone: SCHOOL_ZONE }).format(at);

/** Opens `path` on the person's origin. */
const open = (who: LessonPerson, path: string, page: Page = who.page) => page.goto(`${who.origin}${path}`);

/**
 * Resolves once a push connection of `page` opened after this call has been greeted by the server
 * (its hello frame): from then on the page hears every event. Call it before the navigation.
 */
function pushGreeted(page: Page, timeout = 15_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const onSocket = (socket: WebSocket) =>
      socket.on("framereceived", ({ payload }) => {
        if (typeof payload !== "string" || !/"type":\s*"hello"/.test(payload)) return;
        clearTimeout(timer);
        page.off("websocket", onSocket);
        resolve();
      });
    const timer = setTimeout(() => {
      page.off("websocket", onSocket);
      reject(new Error(`no push hello on ${page.url()} within ${timeout} ms`));
    }, timeout);
    page.on("websocket", onSocket);
  });
}

/** Opens `path` like `open` and waits until the page's push connection is greeted. */
async function openConnected(who: LessonPerson, path: string, page: Page = who.page) {
  const greeted = pushGreeted(page);
  await open(who, path, page);
  await greeted;
}

/** Signs a student in from the login page they were sent to on their way to a page of theirs, then opens `path`. */
async function signIn(who: LessonPerson, path: string, password: string) {
  await open(who, "/student/question/list");
  await who.page.locator("input[name=username]").waitFor();
  await submitLogin(who.page, who.name, password);
  await who.page.waitForURL("**/student/question/list");
  await openConnected(who, path);
}

/** Clicks a button that asks first, and confirms in the dialog. */
async function confirmed(page: Page, button: string, confirm: string) {
  await page.getByRole("button", { name: button }).click();
  const dialog = page.getByRole("alertdialog");
  await dialog.getByRole("button", { name: confirm }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Picks `option` in the select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole("combobox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

beforeAll(async () => {
  server = await startOwnServer();
  forwarder = await startTcpForwarder(server.port);
  browser = await launch();
  teacher = await lessonPerson(browser, "teacher2", server.origin, "America/New_York");
  first = await lessonPerson(browser, "student01", `http://127.0.0.1:${forwarder.port}`, "America/New_York");
  second = await lessonPerson(browser, "student02", server.origin, "Europe/London");
}, 150_000);

// What each screen showed when a step failed, in artifacts/e2e/.
afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") return;
  const step = task.name.slice(0, 24).replace(/[^\w\u4e00-\u9fff]+/g, "-");
  for (const who of [teacher, first, second].filter(Boolean))
    await screenshot(who.page, `lesson-edges-${step}-${who.name}`).catch(() => undefined);
});

afterAll(async () => {
  await browser?.close();
  await forwarder?.close();
  await server?.stop();
});

describe("a lesson at its edges: other time zones, a cut connection, timers on the server's clock", () => {
  it("the teacher opens / and signs in: the teacher's home, no refusal, the class dashboard in the menu", async () => {
    const { page } = teacher;
    await page.goto(`${server.origin}/`);
    const username = page.locator("input[name=username]");
    const signInLink = page.getByRole("link", { name: /登录/ });
    await expect
      .poll(async () => (await username.count()) + (await signInLink.count()), { timeout: 10_000 })
      .toBeGreaterThan(0);
    if (!(await username.count())) await signInLink.first().click();
    await username.waitFor();
    await submitLogin(page, "teacher2", "teacher123");
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await page.getByRole("navigation").first().waitFor();
    const landed = new URL(page.url()).pathname;
    expect(landed).not.toMatch(/^\/student/);
    expect(landed).toMatch(/^\/(teacher|index)/);
    // The landing's calls settle before the refusals are read.
    await page.waitForLoadState("networkidle");
    expect(teacher.forbidden).toEqual([]);

    await page.getByRole("link", { name: "上课主页" }).first().click();
    await page.waitForURL("**/teacher/new");
    await page.getByRole("heading", { name: "上课主页" }).first().waitFor();
    expect(teacher.forbidden).toEqual([]);
  });

  it("a one-minute sign-in ends by the server's clock on every screen without a reload; student01's open dialog closes and 签到已结束 shows, then goes", async () => {
    await signIn(first, "/student", "student123");
    await signIn(second, "/student", "student123");
    const { page } = teacher;
    await open(teacher, "/teacher/checkin");
    await page
      .getByRole("button", { name: /开始上课|下课/ })
      .first()
      .waitFor();
    const startClass = page.getByRole("button", { name: "开始上课" });
    if (await startClass.count()) await startClass.first().click();
    await page.getByRole("spinbutton", { name: "签到时长（分钟）" }).fill("1");
    await page.getByRole("button", { name: "发起签到" }).click();
    const panel = page.locator("[data-slot=sign-in-panel]");
    await panel.getByText(/签到进行中/).waitFor();

    const attendanceCard = second.page.locator("[data-slot=student-statistics-card]");
    await attendanceCard.getByText("暂无签到").waitFor();
    const widgetOf = (who: LessonPerson) => who.page.locator("[data-slot=sign-in-widget]");
    for (const who of [first, second]) await widgetOf(who).waitFor({ timeout: SHOWN_WITHIN });

    // student02 checks in (plain: no face registered).
    await widgetOf(second).getByRole("button", { name: "立即签到" }).click();
    const secondDialog = second.page.locator("[data-slot=check-in-dialog]");
    await second.page.getByRole("button", { name: "普通签到" }).click();
    await expect.poll(() => secondDialog.getAttribute("data-status"), { timeout: SHOWN_WITHIN }).toBe("3");
    await secondDialog.waitFor({ state: "detached", timeout: SHOWN_WITHIN });

    // The teacher's panel: student02 under 已签到, student01 under 未签到.
    await panel.getByRole("cell", { name: "学生02", exact: true }).waitFor({ timeout: SHOWN_WITHIN });
    const absent = panel.getByRole("list", { name: "未签到" });
    await absent.getByText("学生01", { exact: true }).waitFor({ timeout: SHOWN_WITHIN });
    expect(await absent.getByText("学生02", { exact: true }).count()).toBe(0);

    // student02's 出勤 card counts the check-in (it said 暂无签到 before).
    await expect
      .poll(async () => (await attendanceCard.textContent()) ?? "", { timeout: SHOWN_WITHIN })
      .toMatch(/出勤1 \/ 1/);
    expect(await attendanceCard.getByText("暂无签到").count()).toBe(0);

    // student01 opens the check-in dialog and waits too long.
    await widgetOf(first).getByRole("button", { name: "立即签到" }).click();
    const firstDialog = first.page.locator("[data-slot=check-in-dialog]");
    await expect.poll(() => firstDialog.getAttribute("data-status"), { timeout: SHOWN_WITHIN }).toBe("5");

    await advanceServerClock(PAST_A_MINUTE);
    // Each screen shows the end on its own. student01, dialog open: the dialog closes, the widget says
    // 签到已结束 for a few seconds and goes. (A check-in from the home page after that is a supplementary
    // check-in, which the spec allows.)
    await firstDialog.waitFor({ state: "detached", timeout: SHOWN_WITHIN });
    const endedWidget = first.page.locator("[data-slot=sign-in-widget][data-state=ended]");
    await endedWidget.getByText("签到已结束").waitFor({ timeout: SHOWN_WITHIN });
    const endedSeenAt = Date.now();
    expect(await endedWidget.getByRole("button", { name: "立即签到" }).count()).toBe(0);
    await widgetOf(first).waitFor({ state: "detached", timeout: SHOWN_WITHIN });
    // Shown for about 3 s (less the time it took to be seen), not flashed.
    expect(Date.now() - endedSeenAt).toBeGreaterThan(1500);
    // student02 had checked in: their widget went with the check-in and stays away.
    expect(await widgetOf(second).count()).toBe(0);
    await panel.getByRole("status").getByText("签到已结束").waitFor({ timeout: SHOWN_WITHIN });
  });

  it("a question with a one-minute limit ends by the server's clock: each student sees their result, the teacher a new question", async () => {
    const { page } = teacher;
    await open(teacher, "/teacher/question");
    const composer = page.getByRole("textbox", { name: /题目标题/ });
    await composer.fill(QUESTION);
    const options = ["栈", "队列", "树", "图"];
    const optionBoxes = page.getByRole("textbox", { name: /^选项 [A-J]$/ });
    for (let i = 0; i < (await optionBoxes.count()); i++) await optionBoxes.nth(i).fill(options[i] ?? `选项${i}`);
    await page.getByRole("radio", { name: "B 为正确答案" }).click();
    await choose(page, "作答时限", "1 分钟");
    await page.getByRole("button", { name: "发起提问" }).click();

    for (const [who, choice] of [
      [first, "B. 队列"],
      [second, "A. 栈"],
    ] as const) {
      await who.page.getByRole("heading", { name: QUESTION }).waitFor({ timeout: SHOWN_WITHIN });
      await who.page.getByRole("radio", { name: choice }).click();
      await who.page.getByRole("button", { name: "提交答案" }).click();
      await who.page.getByText("已提交，等待老师结束提问").waitFor();
    }
    await page.getByText("已作答 2 / 10 人").waitFor({ timeout: SHOWN_WITHIN });

    await advanceServerClock(PAST_A_MINUTE);
    await first.page.getByText("回答正确").waitFor({ timeout: SHOWN_WITHIN });
    await second.page.getByText("回答错误").waitFor({ timeout: SHOWN_WITHIN });
    const live = page.locator("[data-slot=live-question-panel]");
    await live
      .getByText(/已结束/)
      .first()
      .waitFor({ timeout: SHOWN_WITHIN });
    await page.getByRole("button", { name: "发起新提问" }).waitFor({ timeout: SHOWN_WITHIN });
  });

  it("a survey with a one-minute limit ends by the server's clock on the student's and the teacher's pages", async () => {
    const { page } = teacher;
    await open(teacher, "/teacher/survey/list");
    await page.getByRole("textbox", { name: /问卷标题/ }).fill(SURVEY);
    await page.getByRole("textbox", { name: "第 1 题题目" }).fill("这节课的节奏");
    await page.getByRole("textbox", { name: "选项 A" }).fill("偏快");
    await page.getByRole("textbox", { name: "选项 B" }).fill("合适");
    await choose(page, "答题时限", "1 分钟");
    await page.getByRole("button", { name: "立即发起" }).click();
    await page.waitForURL(/\/teacher\/survey\/info\/\d+$/);
    await page.getByText("已提交 0 / 10 人").waitFor();

    // The pushed survey shows student02 (on the question page) a notice that leads to it.
    const notice = second.page.getByRole("status", { name: "新的问卷" });
    await notice.getByText("老师发起了问卷，请填写").waitFor({ timeout: SHOWN_WITHIN });
    await notice.getByRole("button", { name: "去填写" }).click();
    await second.page.getByRole("button", { name: "提交问卷" }).waitFor();
    await open(first, "/student/survey/list");
    await first.page.getByRole("button", { name: `查看：${SURVEY}` }).click();
    await first.page.getByRole("button", { name: "提交问卷" }).waitFor();

    await advanceServerClock(PAST_A_MINUTE);
    for (const who of [first, second]) {
      await who.page.getByText("问卷已结束").waitFor({ timeout: SHOWN_WITHIN });
      expect(await who.page.getByRole("button", { name: "提交问卷" }).count()).toBe(0);
    }
    const results = page.locator("[data-slot=survey-results]");
    await results.getByText("已结束", { exact: true }).waitFor({ timeout: SHOWN_WITHIN });
    expect(await page.getByRole("button", { name: "结束问卷" }).count()).toBe(0);
  });

  it("a real cut: student01 sees the reconnecting notice, and after it is taken to the question started meanwhile", async () => {
    // Connected and settled before the cut, so that the cut is a loss of a working connection.
    await openConnected(first, "/student");
    await first.page.getByText(/出勤/).first().waitFor();
    await first.page.waitForLoadState("networkidle");
    const cutAt = Date.now();
    first.connectionCut = true;
    await forwarder.cut();
    const notice = first.page.getByRole("status").filter({ hasText: "连接已断开，正在重连…" });
    await notice.waitFor({ timeout: 6000 });

    // Meanwhile the teacher publishes a practice from the dashboard, then asks a question.
    const { page } = teacher;
    await open(teacher, "/teacher/new");
    await page.getByRole("link", { name: "课堂练习" }).click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+$/);
    await page.getByRole("textbox", { name: /练习标题/ }).fill(PRACTICE);
    const item = page.getByRole("listitem", { name: "第 1 题" });
    await item.getByRole("textbox", { name: /第 1 题题目/ }).fill("栈的特点是？");
    const options = item.getByRole("textbox", { name: /^选项 / });
    await options.nth(0).fill("后进先出");
    await options.nth(1).fill("先进先出");
    await item.getByRole("radio", { name: "A 为正确答案" }).click();
    await confirmed(page, "发布", "发布");
    await page.getByText("练习已发布").waitFor();

    await open(teacher, "/teacher/question");
    const another = page.getByRole("button", { name: "发起新提问" });
    if (await another.count()) await another.click();
    await page.getByRole("textbox", { name: /题目标题/ }).fill(CUT_QUESTION);
    const optionBoxes = page.getByRole("textbox", { name: /^选项 [A-J]$/ });
    for (let i = 0; i < (await optionBoxes.count()); i++) await optionBoxes.nth(i).fill(`答案${i + 1}`);
    await page.getByRole("radio", { name: "A 为正确答案" }).click();
    await page.getByRole("button", { name: "发起提问" }).click();
    await second.page.getByRole("heading", { name: CUT_QUESTION }).waitFor({ timeout: SHOWN_WITHIN });

    // A real outage lasts: 20 s from the cut, on the wall clock.
    expect(await notice.count()).toBe(1);
    await first.page.waitForTimeout(Math.max(0, cutAt + 20_000 - Date.now()));
    expect(await notice.count()).toBe(1);
    expect(new URL(first.page.url()).pathname).toBe("/student");

    await forwarder.restore();
    // Taken to the newest running activity (the question, not the practice before it).
    await first.page.getByRole("heading", { name: CUT_QUESTION }).waitFor({ timeout: 10_000 });
    expect(new URL(first.page.url()).pathname).toBe("/student/question");
    await notice.waitFor({ state: "detached", timeout: SHOWN_WITHIN });
    first.connectionCut = false;
    // The cut was real: the browser could not reach the server meanwhile.
    expect(first.cutNetworkLines.length).toBeGreaterThan(0);

    // The practice published during the cut is not lost: it waits in student01's practices, to be done.
    const question = first.page.url();
    await open(first, "/student/practice/list");
    await first.page.getByRole("button", { name: `去作答：${PRACTICE}` }).waitFor();
    await first.page.goto(question);
    await first.page.getByRole("heading", { name: CUT_QUESTION }).waitFor();
  }, 120_000);

  it("two tabs of student02 on the question: answering in one shows the answered state in the other", async () => {
    const one = second.page;
    await one.getByRole("heading", { name: CUT_QUESTION }).waitFor();
    const two = await second.newTab();
    await openConnected(second, "/student/question", two);
    await two.getByRole("heading", { name: CUT_QUESTION }).waitFor();
    await two.getByRole("button", { name: "提交答案" }).waitFor();

    await one.getByRole("radio", { name: "A. 答案1" }).click();
    await one.getByRole("button", { name: "提交答案" }).click();
    await one.getByText("已提交，等待老师结束提问").waitFor();
    await two.getByText("已提交，等待老师结束提问").waitFor({ timeout: SHOWN_WITHIN });
    expect(await two.getByRole("button", { name: "提交答案" }).count()).toBe(0);
    expect(await two.getByRole("radio").count()).toBe(0);
    await two.close();
  });

  it("a deadline typed in New York reads the same school time for the student in London, in the to-dos and the export", async () => {
    const day = schoolDay(serverNow() + 3 * 24 * 3_600_000);
    const { page } = teacher;
    await open(teacher, "/teacher/assignment");
    await page.getByRole("button", { name: "布置作业" }).click();
    await page.waitForURL(/\/teacher\/assignment\/create\/\d+$/);
    await page.getByRole("textbox", { name: /作业标题/ }).fill(ASSIGNMENT);
    const item = page.getByRole("listitem", { name: "第 1 题" });
    await item.getByRole("textbox", { name: /第 1 题题目/ }).fill("队列的特点是？");
    const options = item.getByRole("textbox", { name: /^选项 / });
    await options.nth(0).fill("先进先出");
    await options.nth(1).fill("后进先出");
    await item.getByRole("radio", { name: "A 为正确答案" }).click();
    await page.getByLabel("截止时间", { exact: true }).fill(`${day}T19:15`);
    await confirmed(page, "发布作业", "确定");
    await page.waitForURL(/\/teacher\/assignment\/detail\/\d+$/);
    const assignmentId = Number(new URL(page.url()).pathname.split("/").at(-1));

    // student02's assignment page.
    const [, month, date] = day.split("-");
    const deadline = new RegExp(`${Number(month)}\\D+0?${Number(date)}\\D+19:15|${day} 19:15|${month}-${date} 19:15`);
    await open(second, `/student/assignment/info/${assignmentId}`);
    await expect
      .poll(async () => (await second.page.locator("main").textContent()) ?? "", { timeout: 10_000 })
      .toMatch(deadline);

    // student02's 待办.
    await open(second, "/student");
    const todo = second.page.getByRole("listitem").filter({ hasText: ASSIGNMENT });
    await todo.first().waitFor();
    expect((await todo.first().textContent()) ?? "").toMatch(/19:15/);

    // The teacher's export of the course's assignments.
    await open(teacher, "/teacher/new");
    await page.getByRole("button", { name: "导出：数据结构" }).first().click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "作业", exact: true }).click();
    const download = await downloading;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const deadlineColumn = header.indexOf("截止时间");
    expect(deadlineColumn).toBeGreaterThan(0);
    const rows: string[] = [];
    sheet.eachRow((row) => {
      const values = row.values as unknown[];
      if (values.includes(ASSIGNMENT)) rows.push(String(values[deadlineColumn]));
    });
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set([`${day} 19:15`]));
  }, 90_000);

  it("no page or console error anywhere, and no console line carries an access token", () => {
    const people = [teacher, first, second];
    expect(people.flatMap((who) => who.errors)).toEqual([]);
    const tokens = people.flatMap((who) => [...who.tokens]);
    expect(tokens.length).toBeGreaterThan(0);
    const leaks = people.flatMap((who) =>
      who.consoleLines
        .filter((line) => tokens.some((token) => line.includes(token)))
        .map((line) => `[${who.name}] ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});
