// A person's data, end to end: the administrator marks student09 as under 14, so their face enrolment
// asks for a guardian; the administrator records the guardian's paper consent, and student09 enrols
// (Chromium's fake camera shows a real photo) and checks in by face in a 数据结构 lesson where they also
// answer a question; from 个人中心 they export their data, and the downloaded ZIP opens with their answer; the
// administrator erases them from the user list after the confirmation (counts, the typed user name);
// the lesson's record then shows 已删除用户 N with its counts unchanged, and the 审计日志 page lists
// the export and the erasure. A new account meets the privacy notice at its first sign-in, not after
// accepting it, and again once the administrator publishes a new version.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { writeFakeCameraVideo } from "../apps/server/test/face-camera-frames";
import { facePhotos } from "../apps/server/test/face-photos";
import { entryText, zipEntries } from "../apps/server/test/zip-entries";
import {
  baseUrl,
  launch,
  leavePrivacyNotice,
  loginVia,
  person,
  screenshot,
  settlePrivacyNotice,
  submitLogin,
} from "./helpers";
import { demoAccountsAcceptPrivacyNotice } from "./support/privacy-notice";

const STUDENT = "student09";
const QUESTION = "哈希表查找的平均时间复杂度是？";

let browser: Browser;
/** student09's browser: its fake camera shows person A's face. */
let camera: Browser;
const videos = mkdtempSync(join(tmpdir(), "smartclass-privacy-e2e-"));
/** A 1×1 PNG: the scan of the signed paper form. */
const SCAN = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c63f8cfc0f01f0005000201a1f1d7e80000000049454e44ae426082",
  "hex",
);
let lessonItemId = 0;
let studentId = 0;
let factsBefore = "";

/** Calls the server's API directly (the lesson is set up as a teacher's calls would). */
async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; query?: Record<string, string | number>; body?: unknown } = {},
): Promise<T> {
  const url = new URL(`${baseUrl()}/admin-api${path}`);
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(url, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const answer = (await response.json()) as { code: number; data: T; msg: string };
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/**
 * Opens this lesson's record as its teacher. Earlier scenarios may have held 数据结构 lessons today too, all
 * named alike in the list, so the record is found by the lesson's own id.
 */
async function openLessonRecord(page: Page) {
  const records = await api<{ list: { id: number }[] }>("GET", "/teach/classroom-record/page", {
    token: await tokenOf("teacher2", "teacher123"),
    query: { courseItemId: lessonItemId, pageNo: 1, pageSize: 100 },
  });
  // An unplanned lesson may reuse the day's item an earlier scenario held: this lesson's record is the newest.
  await page.goto(`${baseUrl()}/teacher/room/info/${Math.max(...records.list.map((r) => r.id))}`);
  await page.waitForURL(/\/teacher\/room\/info\/\d+$/);
}

const tokenOf = async (username: string, password: string) =>
  (await api<{ accessToken: string; userId: number }>("POST", "/teach/auth/login", { body: { username, password } }))
    .accessToken;

beforeAll(async () => {
  browser = await launch();
  camera = await launch({ camera: writeFakeCameraVideo(join(videos, "a.mjpeg"), facePhotos.personA2()) });
  // A short 数据结构 lesson: a check-in and a question, answered by student09 and a classmate.
  const teacher = await tokenOf("teacher2", "teacher123");
  // Ends a lesson left running by an earlier scenario (none may be).
  await api("GET", "/teach/course-item/end", { token: teacher }).catch(() => undefined);
  const course = (await api<{ id: number; name: string }[]>("GET", "/teach/course/my", { token: teacher })).find(
    (c) => c.name === "数据结构",
  )!;
  const item = await api<{ id: number; name: string }>("GET", "/teach/course-item/start", {
    token: teacher,
    query: { courseId: course.id },
  });
  lessonItemId = item.id;
  const signIn = await api<{ id: number }>("POST", "/teach/sign-in/start", {
    token: teacher,
    body: { courseItemId: item.id, duration: 3600, face: true },
  });
  const question = await api<{ id: number }>("POST", "/teach/ask-question/start", {
    token: teacher,
    body: {
      courseItemId: item.id,
      title: QUESTION,
      type: 1,
      options: [
        { key: "A", text: "O(1)" },
        { key: "B", text: "O(n)" },
      ],
      answer: ["A"],
    },
  });
  for (const [name, choice] of [
    [STUDENT, "A"],
    ["student08", "B"],
  ] as const) {
    const token = await tokenOf(name, "student123");
    // student09 checks in by face, once a guardian consented and they enrolled.
    if (name !== STUDENT) await api("POST", "/teach/sign-in/record", { token, query: { signId: signIn.id } });
    await api("POST", "/teach/ask-question/record", { token, body: { questionId: question.id, choices: [choice] } });
  }
});

afterAll(async () => {
  await browser?.close();
  await camera?.close();
  rmSync(videos, { recursive: true, force: true });
});

/** The administrator's 监护人 dialog of student09, from the user list. */
async function guardianPanel() {
  const admin = await person(browser, "admin");
  await loginVia(admin.page, "/system/user", "admin", "admin123");
  await admin.page.waitForURL("**/system/user");
  const search = admin.page.getByRole("search");
  await search.getByLabel("用户名称").fill(STUDENT);
  await search.getByRole("button", { name: "搜索" }).click();
  await admin.page.getByRole("button", { name: `${STUDENT} 的监护人` }).click();
  const panel = admin.page.getByRole("region", { name: "未成年人与监护人" });
  await panel.waitFor();
  return { ...admin, panel };
}

describe("a minor's face: the guardian's consent first, then enrolment and face check-in", () => {
  it("the administrator marks the student as under 14, and their face enrolment asks for a guardian", async () => {
    const { page, panel } = await guardianPanel();
    await panel.getByRole("checkbox", { name: "未满14岁" }).check();
    await panel.getByRole("textbox", { name: "出生日期" }).fill("2014-03-05");
    await panel.getByRole("button", { name: "保存" }).click();
    await panel.getByRole("status").filter({ hasText: "已保存" }).waitFor();
    await page.context().close();

    const student = await person(camera, STUDENT);
    await loginVia(student.page, "/user/profile", STUDENT, "student123");
    await student.page.waitForURL("**/user/profile");
    const section = student.page.locator("[data-slot=face-enrolment]");
    await section.getByRole("heading", { name: "需要监护人同意" }).waitFor();
    await screenshot(student.page, "privacy-face-needs-guardian");
    await student.context.close();
  });

  it("the administrator records the guardian's signed paper form; the student enrols and checks in by face", async () => {
    const { page, panel } = await guardianPanel();
    await panel.getByRole("button", { name: "添加监护人" }).click();
    const add = page.getByRole("dialog", { name: "添加监护人" });
    await add.getByRole("textbox", { name: /姓名/ }).fill("李梅");
    await add.getByRole("combobox", { name: /关系/ }).click();
    await page.getByRole("option", { name: "母亲" }).click();
    await add.getByRole("textbox", { name: /联系方式/ }).fill("13900000009");
    await add.getByRole("button", { name: "确定" }).click();
    await add.waitFor({ state: "detached" });
    await panel.getByRole("button", { name: "录入纸质同意书" }).click();
    const paper = page.getByRole("dialog", { name: "录入纸质同意书" });
    await paper.getByRole("combobox", { name: "签字的监护人" }).click();
    await page.getByRole("option", { name: "李梅（母亲）" }).click();
    await paper.getByLabel(/同意书扫描件/).setInputFiles({ name: "同意书.png", mimeType: "image/png", buffer: SCAN });
    await paper.getByRole("button", { name: "录入" }).click();
    await paper.waitFor({ state: "detached" });
    await panel.getByText(/已同意（第 \d+ 版说明）/).waitFor();
    await page.context().close();

    const student = await person(camera, STUDENT);
    await loginVia(student.page, "/user/profile", STUDENT, "student123");
    await student.page.waitForURL("**/user/profile");
    const section = student.page.locator("[data-slot=face-enrolment]");
    const start = section.getByRole("button", { name: "开始录入" });
    await start.waitFor();
    await section.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
    await start.click();
    const shoot = section.getByRole("button", { name: "拍照" });
    for (let taken = 1; taken <= 3; taken++) {
      await expect.poll(() => shoot.isEnabled(), { timeout: 15_000 }).toBe(true);
      await shoot.click();
      await section.getByText(`已录入 ${taken} / `).waitFor({ timeout: 30_000 });
    }
    await section.getByRole("button", { name: "完成" }).click();
    await section.getByText(/已录入人脸（3 张照片）/).waitFor();

    await student.page.goto(`${baseUrl()}/student/checkin`);
    const dialog = student.page.locator("[data-slot=check-in-dialog]");
    await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 10_000 }).toBe("1");
    await dialog.getByRole("button", { name: "人脸签到" }).click();
    await expect.poll(() => dialog.getAttribute("data-status"), { timeout: 30_000 }).toBe("3");
    await screenshot(student.page, "privacy-face-checked-in");
    await student.context.close();

    const teacher = await tokenOf("teacher2", "teacher123");
    await api("GET", "/teach/course-item/end", { token: teacher });
  });
});

describe("a person's data: export, erasure, the record without the name, the audit trail", () => {
  it("the student exports their data from 个人中心 and the ZIP opens with their answer only", async () => {
    const { page } = await person(browser, STUDENT);
    await loginVia(page, "/user/profile", STUDENT, "student123");
    await page.waitForURL("**/user/profile");
    await page.getByRole("button", { name: "导出我的数据" }).click();
    const link = page.getByRole("link", { name: "下载 ZIP" });
    await link.waitFor({ timeout: 30_000 });
    await page.getByText(/下载链接 .* 前有效/).waitFor();
    await screenshot(page, "privacy-export-ready");
    const downloading = page.waitForEvent("download");
    await link.click();
    const download = await downloading;
    const archive = zipEntries(new Uint8Array(readFileSync((await download.path())!)));
    const profile = JSON.parse(entryText(archive, "profile.json")) as { id: number; username: string }[];
    expect(profile.map((p) => p.username)).toEqual([STUDENT]);
    studentId = profile[0]!.id;
    const answers = JSON.parse(entryText(archive, "answers.json")) as { title: string; choices?: string[] }[];
    expect(answers.filter((a) => a.title === QUESTION).map((a) => a.choices)).toEqual([["A"]]);
    expect(Object.keys(archive)).toContain("answers.xlsx");
    // The classmate's answer to the same question is not in it.
    expect(Object.values(archive).some((b) => Buffer.from(b).includes("student08"))).toBe(false);
  });

  it("the teacher's record of the lesson counts the student's check-in", async () => {
    const { page } = await person(browser, "teacher2");
    await loginVia(page, "/teacher/room/list", "teacher2", "teacher123");
    await page.waitForURL("**/teacher/room/list");
    // The record's figures are read without an action: the privacy notice is accepted first when due.
    await settlePrivacyNotice(page);
    await openLessonRecord(page);
    // The lesson's figures (signed in / enrolled; the class's size depends on earlier scenarios) are kept as
    // they are and compared after the erasure; 学生09's own row says they checked in.
    const facts = page.getByRole("region", { name: "课堂概况" });
    await expect.poll(() => facts.textContent()).toMatch(/[1-9]\d* \/ \d+（[\d.]+%）/);
    factsBefore = (await facts.textContent()) ?? "";
    const attendance = page.getByRole("table", { name: "出勤名单" });
    const row = attendance.getByRole("row").filter({ has: page.getByRole("cell", { name: "学生09", exact: true }) });
    await expect.poll(() => row.textContent()).toMatch(/^学生09已签到/);
    await page.context().close();
  });

  it("the administrator erases the student after the confirmation names what goes and the user name is typed", async () => {
    const { page } = await person(browser, "admin");
    await loginVia(page, "/system/user", "admin", "admin123");
    await page.waitForURL("**/system/user");
    const search = page.getByRole("search");
    await search.getByLabel("用户名称").fill(STUDENT);
    await search.getByRole("button", { name: "搜索" }).click();
    await page.getByRole("button", { name: `删除 ${STUDENT} 的数据` }).click();
    const dialog = page.getByRole("dialog", { name: "删除用户数据" });
    const counts = dialog.getByRole("table", { name: "将要处理的数据" });
    const count = (kind: string) => counts.getByRole("row").filter({ hasText: kind }).textContent();
    await expect.poll(() => count("签到记录")).toBe("签到记录1匿名化");
    await expect.poll(() => count("答题记录")).toBe("答题记录1匿名化");
    await dialog.getByRole("textbox", { name: /请输入用户名/ }).fill(STUDENT);
    await screenshot(page, "privacy-erase-confirm");
    await dialog.getByRole("button", { name: "永久删除" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.getByText("该用户的数据已删除").waitFor();

    // The account cannot sign in any more.
    const refused = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ username: STUDENT, password: "student123" }),
    });
    expect(((await refused.json()) as { code: number }).code).not.toBe(0);

    // 审计日志 lists the export and the erasure.
    await page.goto(`${baseUrl()}/system/privacy-audit`);
    const trail = page.getByRole("table", { name: "审计日志" });
    await trail.getByText("删除用户").first().waitFor();
    await trail.getByText("个人数据导出").first().waitFor();
    await screenshot(page, "privacy-audit-trail");
    await page.context().close();
  });

  it("the lesson's record shows 已删除用户 with the same counts", async () => {
    const { page } = await person(browser, "teacher2");
    await loginVia(page, "/teacher/room/list", "teacher2", "teacher123");
    await page.waitForURL("**/teacher/room/list");
    // The record's figures are read without an action: the privacy notice is accepted first when due.
    await settlePrivacyNotice(page);
    await openLessonRecord(page);
    const facts = page.getByRole("region", { name: "课堂概况" });
    await expect.poll(() => facts.textContent()).toBe(factsBefore);
    const attendance = page.getByRole("table", { name: "出勤名单" });
    const row = (name: string) =>
      attendance.getByRole("row").filter({ has: page.getByRole("cell", { name, exact: true }) });
    await expect.poll(() => row(`已删除用户 ${studentId}`).textContent()).toMatch(/^已删除用户 \d+已签到/);
    expect(await row("学生09").count()).toBe(0);
    await screenshot(page, "privacy-record-erased");
  });
});

describe("the privacy notice: at the first sign-in, accepted once, asked again after a new version", () => {
  const NEWCOMER = "privacy_newcomer";
  const PASSWORD = "Newcomer123";

  /** The newcomer signs in on a page that does not accept the notice by itself; answers when the notice was read. */
  async function signIn() {
    const { context, page } = await person(browser, NEWCOMER);
    await leavePrivacyNotice(page);
    await page.goto(`${baseUrl()}/user/profile`);
    await page.locator("input[name=username]").waitFor();
    const notice = page.waitForResponse((r) => r.url().includes("/teach/privacy/notice/get"));
    await submitLogin(page, NEWCOMER, PASSWORD);
    await page.waitForURL("**/user/profile");
    await notice;
    return { context, page, dialog: page.getByRole("dialog", { name: "隐私政策" }) };
  }

  it("a new account sees the notice, accepts it, and does not see it at the next sign-in", async () => {
    const admin = await tokenOf("admin", "admin123");
    const roles = await api<{ id: number; code: string }[]>("GET", "/system/role/list-all-simple", { token: admin });
    await api("POST", "/system/user/create", {
      token: admin,
      body: {
        username: NEWCOMER,
        nickname: "新同学",
        password: PASSWORD,
        roleIds: roles.filter((r) => r.code === "student").map((r) => r.id),
      },
    });

    const first = await signIn();
    await first.dialog.waitFor();
    await screenshot(first.page, "privacy-notice-first-sign-in");
    await first.dialog.getByRole("button", { name: "同意并继续" }).click();
    await first.dialog.waitFor({ state: "detached" });
    await first.context.close();

    const again = await signIn();
    await again.page.getByRole("button", { name: "导出我的数据" }).waitFor();
    expect(await again.dialog.count()).toBe(0);
    await again.context.close();
  });

  it("after the administrator publishes a new privacy notice, the newcomer is asked again", async () => {
    const { page } = await person(browser, "admin");
    await loginVia(page, "/system/face", "admin", "admin123");
    const versions = page.getByRole("region", { name: "隐私政策（版本）" });
    await versions.getByRole("button", { name: "发布新版本" }).click();
    const publish = page.getByRole("dialog", { name: "发布新版本：隐私政策" });
    await publish.getByRole("button", { name: "发布新版本" }).click();
    await publish.waitFor({ state: "detached" });
    await page.context().close();

    const newcomer = await signIn();
    await newcomer.dialog.waitFor();
    const accept = newcomer.dialog.getByRole("button", { name: "同意并继续" });
    await accept.click();
    await newcomer.dialog.waitFor({ state: "detached" });
    await newcomer.context.close();
    // The demo accounts of the later scenarios accept the new version too, as they did the first.
    await demoAccountsAcceptPrivacyNotice(baseUrl());
  });
});
