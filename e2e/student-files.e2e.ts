// A student's files end to end: a student uploads a picture, a PDF and a Word document through the upload call
// the console uses (POST /teach/file/s3/ali/api) and opens each on /student/file/url: the picture is
// shown, the PDF opens in Chromium's own viewer inside the page's frame (the file answers with
// `Content-Security-Policy: default-src 'none'`, the console with frame-src 'self' and object-src
// 'none'), and the document is offered as a download under its own name. /student/preview frames a
// page of the allowed origin (SMARTCLASS_PREVIEW_ORIGINS, set in global-setup; this file serves the
// page there) and refuses an unlisted origin and a javascript: address without a frame. Every console
// error, CSP violations included, fails the scenario.
import { readFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { deflateSync } from "node:zlib";

import type { Browser, Frame, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { baseUrl, launch, loginVia, person, screenshot } from "./helpers";

const FILE_PREFIX = "/admin-api/infra/file/get/";
const LESSON_TEXT = "第三章 链表：课前阅读";

let browser: Browser;
let student: Awaited<ReturnType<typeof person>>;
let token = "";
let previewServer: Server | undefined;
let allowedOrigin = "";

/** CRC-32 of PNG chunks. */
function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real `width` × `height` PNG: a blue-to-green gradient, 8-bit RGB. */
function png(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([30, (255 * x) / width, 200], y * (width * 3 + 1) + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real PDF of `pages` pages (Helvetica text on each), with a correct cross-reference table. */
function pdf(pages: string[]): Buffer {
  const objects = ["<< /Type /Catalog /Pages 2 0 R >>", ""];
  const kids: string[] = [];
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  for (const text of pages) {
    const content = `BT /F1 24 Tf 40 150 Td (${text}) Tj ET`;
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 300] /Contents ${objects.length} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(" ")}] /Count ${pages.length} >>`;
  let out = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** Uploads `data` as the signed-in student, the way the console's upload does, and answers its storage path. */
async function upload(data: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type }), name);
  const answer = await fetch(`${baseUrl()}/admin-api/teach/file/s3/ali/api`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const { code, data: stored } = (await answer.json()) as { code: number; data: { path: string; url: string } };
  expect(code).toBe(0);
  expect(stored.url).toBe(FILE_PREFIX + stored.path);
  return stored.path;
}

/** Opens /student/file/url for a stored file under its name. */
async function openFile(page: Page, path: string, name: string) {
  await page.goto(`${baseUrl()}/student/file/url?${new URLSearchParams({ path, name }).toString()}`);
  await page.getByRole("heading", { name: "文件" }).first().waitFor();
}

/** The page's frame showing Chromium's PDF viewer (its extension's document), once it exists. */
async function pdfViewer(page: Page): Promise<Frame> {
  let viewer: Frame | undefined;
  await expect
    .poll(() => (viewer = page.frames().find((f) => f.url().startsWith("chrome-extension://"))), { timeout: 10_000 })
    .toBeDefined();
  return viewer!;
}

beforeAll(async () => {
  browser = await launch();
  student = await person(browser, "student04");
  // CSP violations are reported to the document whose policy refused something: each document of
  // the page (the console, its frames) logs them as console errors, which `person` records.
  await student.context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} in ${location.href}`);
    });
  });
  await loginVia(student.page, "/student/file/url", "student04", "student123");
  await student.page.waitForURL("**/student/file/url");
  token = (await student.page.evaluate(() => localStorage.getItem("smartclass.ACCESS_TOKEN"))) ?? "";
  expect(token).not.toBe("");

  // The allowed origin is the server's (global-setup's SMARTCLASS_PREVIEW_ORIGINS); serve a page there.
  const environment = await fetch(`${baseUrl()}/admin-api/teach/environment/get`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await environment.json()) as { data: { previewOrigins: string[] } };
  expect(data.previewOrigins).toHaveLength(1);
  allowedOrigin = data.previewOrigins[0]!;
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      `<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>课前阅读</title><h1>${LESSON_TEXT}</h1></html>`,
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(new URL(allowedOrigin).port), "127.0.0.1", resolve);
  });
  previewServer = server;
});

afterAll(async () => {
  await browser?.close();
  await new Promise((done) => (previewServer ? previewServer.close(done) : done(undefined)));
});

// Each scenario answers for its own console errors (a failed one leaves its errors behind).
beforeEach(() => {
  student.errors.length = 0;
});

describe("a student's files and embedded pages", () => {
  it("the missing-file link says so, an uploaded picture is shown", async () => {
    const { page, errors } = student;
    await page.getByText("链接中没有要打开的文件").waitFor();

    const path = await upload(png(48, 32), "板书.png", "image/png");
    await openFile(page, path, "板书.png");
    const image = page.getByRole("img", { name: "板书.png" });
    await image.waitFor();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(32);
    await screenshot(page, "student-file-image");
    expect(errors).toEqual([]);
  });

  it("a PDF opens in the browser's own viewer inside the page, under both pages' CSPs", async () => {
    const { page, errors } = student;
    const path = await upload(pdf(["Chapter 3: Linked lists", "Exercises"]), "链表讲义.pdf", "application/pdf");
    const served = page.waitForResponse((response) => new URL(response.url()).pathname === FILE_PREFIX + path);
    await openFile(page, path, "链表讲义.pdf");
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("application/pdf");

    const frame = page.getByTitle("PDF 文件：链表讲义.pdf");
    await frame.waitFor();
    expect(await frame.evaluate((element) => element.tagName)).toBe("IFRAME");
    // The viewer is in place of the file (not a download, not a blocked frame) and has read both pages.
    const viewer = await pdfViewer(page);
    expect(new URL(viewer.parentFrame()!.url()).pathname).toBe(FILE_PREFIX + path);
    await expect.poll(() => viewer.locator("viewer-thumbnail").count(), { timeout: 10_000 }).toBe(2);
    // The server names the file inline, so the viewer titles it (and its save button saves it) by that name.
    expect(await viewer.locator("#title").innerText()).toBe("链表讲义.pdf");
    await page.getByRole("link", { name: "下载 链表讲义.pdf" }).waitFor();
    await screenshot(page, "student-file-pdf");
    expect(errors).toEqual([]);
  });

  it("a Word document is offered as a download under its own name", async () => {
    const { page, errors } = student;
    const bytes = Buffer.from("PK\u0003\u0004 课堂讲义（示例）", "utf8");
    const path = await upload(
      bytes,
      "课堂讲义.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    await openFile(page, path, "课堂讲义.docx");
    await page.getByText("此类文件不能在浏览器中预览，请下载后查看。").waitFor();
    expect(await page.locator("main iframe, main img").count()).toBe(0);
    await screenshot(page, "student-file-download");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "下载 课堂讲义.docx" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("课堂讲义.docx");
    expect(await readFile((await download.path())!)).toEqual(bytes);
    expect(errors).toEqual([]);
  });

  it("a page of the allowed origin is framed and loads; an unlisted origin and javascript: are refused", async () => {
    const { page, errors } = student;
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const lesson = `${allowedOrigin}/lesson.html`;
    await page.goto(`${baseUrl()}/student/preview?url=${encodeURIComponent(lesson)}`);
    await page
      .frameLocator(`iframe[title="内嵌页面：${lesson}"]`)
      .getByRole("heading", { name: LESSON_TEXT })
      .waitFor();
    await screenshot(page, "student-preview-allowed");

    // The same page under another origin (localhost is not 127.0.0.1) is not on the list.
    const unlisted = lesson.replace("//127.0.0.1:", "//localhost:");
    expect(unlisted).not.toBe(lesson);
    for (const url of [unlisted, "javascript:alert(document.domain)"]) {
      await page.goto(`${baseUrl()}/student/preview?url=${encodeURIComponent(url)}`);
      await page.getByRole("alert").filter({ hasText: "该地址不在允许嵌入的列表中" }).waitFor();
      expect(await page.locator("iframe").count()).toBe(0);
    }
    await screenshot(page, "student-preview-refused");
    expect(dialogs).toEqual([]);
    expect(errors).toEqual([]);
  });
});
