// Static delivery over real HTTP: a small console build (written here to a temp folder, with its .br
// and .gz copies as the console's build writes them) served by the real server on 127.0.0.1.
// Requests go through node:http so the bytes on the wire are seen as sent (fetch would decompress).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";

import { loadConfig, parsePreviewOrigins } from "../src/config.js";
import { cacheControlFor } from "../src/lib/static-delivery.js";
import { SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: SETUP_TIMEOUT });

const ASSET = "assets/index-B4eH3Xaw.js";
const INDEX = `<!doctype html><html lang="zh-CN"><head><meta charset="UTF-8" /><title>智慧课堂</title>
<script type="module" crossorigin src="/${ASSET}"></script></head><body><div id="root"></div></body></html>`;
// Enough repetitive text that both compressed copies are much smaller than the file.
const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "智慧课堂 ${i}";`).join("\n");
const SERVICE_WORKER = `self.addEventListener("install", () => self.skipWaiting());`;
const MANIFEST = JSON.stringify({ name: "智慧课堂 Smartclass", display: "standalone", start_url: "/" });
const FAVICON = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14"/></svg>`;

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One GET over node:http with the given headers; the body is returned exactly as sent. */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method: "GET", headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** The CSP header as a map of directive → sources. */
function csp(answer: RawAnswer): Map<string, string[]> {
  const header = String(answer.headers["content-security-policy"] ?? "");
  const out = new Map<string, string[]>();
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name, sources);
  }
  return out;
}

/** Writes a console build like Vite's (hashed assets, .br and .gz beside each text file). */
function writeFixture(dist: string) {
  mkdirSync(join(dist, "assets"), { recursive: true });
  const files: Record<string, string> = { "index.html": INDEX, [ASSET]: SCRIPT, "favicon.svg": FAVICON };
  for (const [name, text] of Object.entries(files)) {
    const bytes = Buffer.from(text);
    writeFileSync(join(dist, name), bytes);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(bytes));
  }
  // The installable console's files as vite-plugin-pwa writes them (the manifest without compressed copies).
  writeFileSync(join(dist, "sw.js"), SERVICE_WORKER);
  writeFileSync(join(dist, "manifest.webmanifest"), MANIFEST);
}

describe("cache policy of a console file", () => {
  it("keeps hashed assets a year, revalidates index.html and gives other files a short cache", () => {
    expect(cacheControlFor("/assets/index-B4eH3Xaw.js")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/assets/bpmn-Cyvp-fAH.eot")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/assets/index-DGS3sNOl.css.br")).toBe("public, max-age=31536000, immutable");
    expect(cacheControlFor("/index.html")).toBe("no-cache");
    expect(cacheControlFor("/index.html.gz")).toBe("no-cache");
    expect(cacheControlFor("/favicon.svg")).toBe("public, max-age=3600, must-revalidate");
    expect(cacheControlFor("/assets/logo.svg")).toBe("public, max-age=3600, must-revalidate");
    expect(cacheControlFor("/sw.js")).toBe("no-cache");
    expect(cacheControlFor("/sw.js.br")).toBe("no-cache");
    expect(cacheControlFor("/manifest.webmanifest")).toBe("no-cache");
  });
});

describe("static delivery of the built console", () => {
  let s: TestServer;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), "smartclass-console-fixture-"));
    writeFixture(dist);
    s = await startServer("pglite", { consoleDist: dist });
  });

  afterAll(async () => {
    await s?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  describe("a content-hashed asset", () => {
    it("is sent as brotli to a browser that accepts br and gzip, cached a year as immutable", async () => {
      const r = await get(s.url, `/${ASSET}`, { "accept-encoding": "br, gzip" });
      expect(r.status).toBe(200);
      expect(r.headers["content-encoding"]).toBe("br");
      expect(r.headers["vary"]).toMatch(/accept-encoding/i);
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
      expect(r.body.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 4);
      expect(brotliDecompressSync(r.body).toString()).toBe(SCRIPT);
    });

    it("is sent as gzip when only gzip is accepted", async () => {
      const r = await get(s.url, `/${ASSET}`, { "accept-encoding": "gzip" });
      expect(r.headers["content-encoding"]).toBe("gzip");
      expect(r.headers["vary"]).toMatch(/accept-encoding/i);
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(gunzipSync(r.body).toString()).toBe(SCRIPT);
    });

    it("is sent as the file's own bytes when no encoding is accepted", async () => {
      const r = await get(s.url, `/${ASSET}`);
      expect(r.headers["content-encoding"]).toBeUndefined();
      expect(r.headers["vary"]).toMatch(/accept-encoding/i);
      expect(r.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(r.body.equals(Buffer.from(SCRIPT))).toBe(true);
    });

    it("gives each encoding its own validator, so a cache never mixes them up", async () => {
      const br = await get(s.url, `/${ASSET}`, { "accept-encoding": "br" });
      const plain = await get(s.url, `/${ASSET}`, { "accept-encoding": "identity" });
      expect(br.headers.etag).toBeTruthy();
      expect(plain.headers.etag).toBeTruthy();
      expect(br.headers.etag).not.toBe(plain.headers.etag);
    });

    it("carries no document-only header (no CSP, no frame rules) but keeps nosniff, while the page carries them", async () => {
      const asset = await get(s.url, `/${ASSET}`, { "accept-encoding": "br, gzip" });
      expect(asset.status).toBe(200);
      expect(asset.headers["content-security-policy"]).toBeUndefined();
      expect(asset.headers["x-frame-options"]).toBeUndefined();
      expect(asset.headers["cross-origin-opener-policy"]).toBeUndefined();
      expect(asset.headers["referrer-policy"]).toBeUndefined();
      expect(asset.headers["x-content-type-options"]).toBe("nosniff");
      expect(asset.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(asset.headers["content-encoding"]).toBe("br");
      const page = await get(s.url, "/", { "accept-encoding": "br, gzip" });
      expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
      expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
      const favicon = await get(s.url, "/favicon.svg");
      expect(favicon.headers["content-security-policy"]).toContain("default-src 'self'");
    });

    it("never routes the compressed copies on their own, and a missing asset is a 404, not the page", async () => {
      expect((await get(s.url, `/${ASSET}.br`)).status).toBe(404);
      const missing = await get(s.url, "/assets/index-Zz9Yy8Xx.js", { "accept-encoding": "br" });
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).not.toContain("<!doctype html>");
    });
  });

  describe("the page (index.html)", () => {
    for (const path of ["/", "/teacher/question", "/bpm/manager/model/design?modelId=3"]) {
      it(`answers ${path} with index.html, revalidated on every use`, async () => {
        const r = await get(s.url, path, { "accept-encoding": "br, gzip" });
        expect(r.status).toBe(200);
        expect(r.headers["content-type"]).toMatch(/^text\/html/);
        expect(r.headers["content-encoding"]).toBe("br");
        expect(brotliDecompressSync(r.body).toString()).toBe(INDEX);
        expect(r.headers["cache-control"]).toBe("no-cache");
        expect(r.headers.etag).toBeTruthy();
        expect(r.headers["last-modified"]).toBeTruthy();
        const again = await get(s.url, path, {
          "accept-encoding": "br, gzip",
          "if-none-match": String(r.headers.etag),
        });
        expect(again.status).toBe(304);
        expect(again.body.length).toBe(0);
        const since = await get(s.url, path, {
          "accept-encoding": "br, gzip",
          "if-modified-since": String(r.headers["last-modified"]),
        });
        expect(since.status).toBe(304);
      });
    }

    it("is sent uncompressed to a client that accepts no encoding", async () => {
      const r = await get(s.url, "/teacher/question");
      expect(r.headers["content-encoding"]).toBeUndefined();
      expect(r.body.toString()).toBe(INDEX);
    });

    it("carries a CSP without inline scripts, allowing the push socket of the same host", async () => {
      const r = await get(s.url, "/teacher/question");
      const policy = csp(r);
      const host = new URL(s.url).host;
      expect(policy.get("default-src")).toEqual(["'self'"]);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("script-src-attr")).toEqual(["'none'"]);
      expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
      expect(policy.get("connect-src")).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
      expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:"]);
      expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
      expect(policy.get("object-src")).toEqual(["'none'"]);
      expect(policy.get("base-uri")).toEqual(["'self'"]);
      expect(policy.get("frame-ancestors")).toEqual(["'self'"]);
      // No preview origins configured: frames of the console's own origin only.
      expect(policy.get("frame-src")).toEqual(["'self'"]);
      expect(policy.get("form-action")).toEqual(["'self'"]);
      expect(policy.has("upgrade-insecure-requests")).toBe(false);
      expect(r.headers["x-content-type-options"]).toBe("nosniff");
      expect(r.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(r.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(r.headers["strict-transport-security"]).toBeUndefined();
    });

    it("does not let a forged Host header write into the CSP", async () => {
      const r = await get(s.url, "/", { host: "evil.example; script-src *" });
      const policy = csp(r);
      expect(policy.get("script-src")).toEqual(["'self'"]);
      expect(policy.get("connect-src")).toEqual(["'self'"]);
      expect([...policy.keys()].filter((k) => k === "script-src")).toHaveLength(1);
    });
  });

  describe("the installable console", () => {
    it("sends the service worker as a script revalidated before every use, never kept as immutable", async () => {
      const r = await get(s.url, "/sw.js");
      expect(r.status).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect(String(r.headers["cache-control"])).not.toContain("immutable");
      expect(r.body.toString()).toBe(SERVICE_WORKER);
      // A browser checking for a new build gets 304 while the file is unchanged.
      expect((await get(s.url, "/sw.js", { "if-none-match": String(r.headers.etag) })).status).toBe(304);
    });

    it("sends the web app manifest as application/manifest+json, revalidated before every use", async () => {
      const r = await get(s.url, "/manifest.webmanifest", { "accept-encoding": "br, gzip" });
      expect(r.status).toBe(200);
      expect(r.headers["content-type"]).toMatch(/^application\/manifest\+json/);
      expect(r.headers["cache-control"]).toBe("no-cache");
      expect(JSON.parse(r.body.toString())).toMatchObject({ display: "standalone" });
    });
  });

  it("gives a public file without a hash a short cache that is revalidated", async () => {
    const r = await get(s.url, "/favicon.svg", { "accept-encoding": "gzip" });
    expect(r.status).toBe(200);
    expect(r.headers["cache-control"]).toBe("public, max-age=3600, must-revalidate");
    expect(r.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(r.body).toString()).toBe(FAVICON);
    expect((await get(s.url, "/favicon.svg", { "if-none-match": String(r.headers.etag) })).status).toBe(200);
    const plain = await get(s.url, "/favicon.svg");
    expect((await get(s.url, "/favicon.svg", { "if-none-match": String(plain.headers.etag) })).status).toBe(304);
  });

  describe("the API next to it", () => {
    it("keeps its JSON envelope, is never stored by a cache, and carries the same security headers", async () => {
      const login = await s.call<{ accessToken: string }>("POST", "/teach/auth/login", {
        body: { username: "teacher1", password: "teacher123" },
      });
      expect(login.code).toBe(0);
      expect(login.data.accessToken).toBeTruthy();
      expect(login.headers.get("cache-control")).toBe("no-store");
      expect(login.headers.get("x-content-type-options")).toBe("nosniff");
      const menus = await s.call("GET", "/teach/auth/get-permission-info", { token: login.data.accessToken });
      expect(menus.code).toBe(0);
      expect(menus.headers.get("cache-control")).toBe("no-store");
      const unknown = await get(s.url, "/admin-api/no/such/call");
      expect(unknown.status).toBe(404);
      expect(JSON.parse(unknown.body.toString())).toMatchObject({ code: 404, data: null });
      expect(unknown.headers["cache-control"]).toBe("no-store");
    });

    it("compresses JSON answers above 1 kB for clients that accept it, and leaves small ones alone", async () => {
      const { accessToken } = await s.login("teacher1");
      const headers = { authorization: `Bearer ${accessToken}`, "accept-encoding": "br, gzip" };
      const menus = await get(s.url, "/admin-api/teach/auth/get-permission-info", headers);
      expect(menus.headers["content-encoding"]).toBe("br");
      expect(menus.headers["vary"]).toMatch(/accept-encoding/i);
      const text = brotliDecompressSync(menus.body).toString();
      expect(text.length).toBeGreaterThan(1024);
      expect(menus.body.length).toBeLessThan(text.length / 2);
      expect(JSON.parse(text)).toMatchObject({ code: 0, msg: "" });
      const gzip = await get(s.url, "/admin-api/teach/auth/get-permission-info", {
        ...headers,
        "accept-encoding": "gzip",
      });
      expect(gzip.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gzip.body).toString()).toBe(text);
      const plain = await get(s.url, "/admin-api/teach/auth/get-permission-info", {
        authorization: headers.authorization,
      });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.body.toString()).toBe(text);
      const small = await get(s.url, "/admin-api/no/such/call", { "accept-encoding": "br, gzip" });
      expect(small.headers["content-encoding"]).toBeUndefined();
    });

    it("still serves uploaded files with their own locked-down policy, not stored by caches", async () => {
      const { accessToken } = await s.login("student05");
      const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 9, 8, 7]);
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "image/jpeg" }), "me.jpg");
      const upload = await s.call<{ url: string }>("POST", "/teach/file/s3/ali/api", {
        token: accessToken,
        rawBody: form,
      });
      expect(upload.code).toBe(0);
      const file = await get(s.url, upload.data.url, { "accept-encoding": "br, gzip" });
      expect(file.status).toBe(200);
      expect(file.body.equals(bytes)).toBe(true);
      expect(file.headers["content-type"]).toBe("image/jpeg");
      expect(file.headers["content-security-policy"]).toBe("default-src 'none'; sandbox");
      expect(file.headers["cross-origin-resource-policy"]).toBe("same-origin");
      expect(file.headers["cache-control"]).toBe("no-store");
      expect(file.headers["content-disposition"]).toBe("inline; filename=me.jpg; filename*=UTF-8''me.jpg");
    });

    it("names an uploaded PDF inline by its uploaded name, so the browser's viewer titles and saves it so", async () => {
      const { accessToken } = await s.login("student05");
      const bytes = Buffer.from("%PDF-1.4\n%%EOF\n", "latin1");
      const form = new FormData();
      form.append("file", new Blob([bytes], { type: "application/pdf" }), "第3章 链表(讲义).pdf");
      const upload = await s.call<{ url: string }>("POST", "/teach/file/s3/ali/api", {
        token: accessToken,
        rawBody: form,
      });
      expect(upload.code).toBe(0);
      const file = await get(s.url, upload.data.url);
      expect(file.status).toBe(200);
      expect(file.headers["content-type"]).toBe("application/pdf");
      // Same-origin frames only (the console's /student/file/url page); the viewer renders under the CSP.
      expect(file.headers["x-frame-options"]).toBe("SAMEORIGIN");
      const encoded = "%E7%AC%AC3%E7%AB%A0%20%E9%93%BE%E8%A1%A8%28%E8%AE%B2%E4%B9%89%29.pdf";
      expect(file.headers["content-disposition"]).toBe(`inline; filename=${encoded}; filename*=UTF-8''${encoded}`);
      expect(decodeURIComponent(encoded)).toBe("第3章 链表(讲义).pdf");
    });

    it("still opens the push socket, which answers ping with pong", async () => {
      const { accessToken } = await s.login("student06");
      const ws = new WebSocket(`${s.base.replace(/^http/, "ws")}/infra/ws?token=${accessToken}`);
      const pong = await new Promise<string>((resolve, reject) => {
        ws.once("open", () => ws.send("ping"));
        ws.on("message", (d) => resolve(d.toString()));
        ws.once("error", reject);
      });
      ws.close();
      expect(pong).toBe("pong");
    });
  });
});

describe("a server without a console build", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite");
  });
  afterAll(async () => s?.close());

  it("answers / with a page saying how to build the console, under the same headers", async () => {
    const r = await get(s.url, "/");
    expect(r.status).toBe(200);
    expect(r.body.toString()).toContain("The console is not built yet");
    expect(r.headers["cache-control"]).toBe("no-cache");
    expect(csp(r).get("script-src")).toEqual(["'self'"]);
    expect((await get(s.url, "/teacher/question")).status).toBe(404);
  });
});

describe("the preview allow-list (SMARTCLASS_PREVIEW_ORIGINS)", () => {
  it("takes comma-separated http and https origins and refuses anything else with a clear message", () => {
    expect(loadConfig({}).previewOrigins).toEqual([]);
    expect(
      loadConfig({ SMARTCLASS_PREVIEW_ORIGINS: " https://media.example.edu, http://10.0.0.5:8080/ ,," }).previewOrigins,
    ).toEqual(["https://media.example.edu", "http://10.0.0.5:8080"]);
    for (const bad of ["ftp://files.example.edu", "https://media.example.edu/videos", "media.example.edu", "*"])
      expect(() => parsePreviewOrigins(bad), bad).toThrow(
        `SMARTCLASS_PREVIEW_ORIGINS: "${bad}" is not an http: or https: origin`,
      );
  });

  describe("on a running server", () => {
    let s: TestServer;
    const origins = ["https://media.example.edu", "http://10.0.0.5:8080"];
    beforeAll(async () => {
      s = await startServer("pglite", { previewOrigins: origins });
    });
    afterAll(async () => s?.close());

    it("lets the console frame exactly those origins and tells the client about them", async () => {
      const r = await get(s.url, "/");
      expect(csp(r).get("frame-src")).toEqual(["'self'", ...origins]);
      const env = await s.call<{ previewOrigins: string[] }>("GET", "/teach/environment/get");
      expect(env.data.previewOrigins).toEqual(origins);
    });
  });
});
