// A person's data, end to end: student09 answers a question and checks in during a 数据结构 lesson;
// from 个人中心 they export their data, and the downloaded ZIP opens with their answer; the
// administrator erases them from the user list after the confirmation (counts, the typed user name);
// the lesson's record then shows 已删除用户 N with its counts unchanged, and the 审计日志 page lists
// the export and the erasure.
import { readFileSync } from "node:fs";

import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { entryText, zipEntries } from "../apps/server/test/zip-entries";
import { baseUrl, launch, loginVia, person, screenshot } from "./helpers";

const STUDENT = "student09";
const QUESTION = "哈希表查找的平均时间复杂度是？";

let browser: Browser;
let lesson = "";
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

const tokenOf = async (username: string, password: string) =>
  (await api<{ accessToken: string; userId: number }>("POST", "/teach/auth/login", { body: { username, password } }))
    .accessToken;

beforeAll(async () => {
  browser = await launch();
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
  lesson = item.name;
  const signIn = await api<{ id: number }>("POST", "/teach/sign-in/start", {
    token: teacher,
    body: { courseItemId: item.id, duration: 300 },
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
    await api("POST", "/teach/sign-in/record", { token, query: { signId: signIn.id } });
    await api("POST", "/teach/ask-question/record", { token, body: { questionId: question.id, choices: [choice] } });
  }
  await api("GET", "/teach/course-item/end", { token: teacher });
});

afterAll(async () => {
  await browser?.close();
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
    await page
      .getByRole("link", { name: `数据结构 · ${lesson}` })
      .first()
      .click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+$/);
    const facts = page.getByRole("region", { name: "课堂概况" });
    await expect.poll(() => facts.textContent()).toMatch(/2 \/ 10（20%）/);
    factsBefore = (await facts.textContent()) ?? "";
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
    await page
      .getByRole("link", { name: `数据结构 · ${lesson}` })
      .first()
      .click();
    await page.waitForURL(/\/teacher\/room\/info\/\d+$/);
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
