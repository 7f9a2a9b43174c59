// A new version of the installed console reaches a student without taking the page from under them:
// the browser finds a changed service worker, the page offers 有新版本，点击刷新, and only the click
// reloads it, on the new version. The test serves the console through a small HTTP proxy of its own
// origin (so its worker is not the one other scenarios see) that can change sw.js, as a deployment of a
// new build does: every other request goes to the test server as it is.
import { request as httpRequest, type IncomingMessage, type Server, createServer } from "node:http";

import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { baseUrl, launch } from "./helpers";

/** What the "new build" adds to sw.js: a byte change, and an answer saying which version is running. */
const NEW_VERSION_TAIL = `
self.addEventListener("message", (event) => {
  if (event.data === "version?") event.ports[0].postMessage("new");
});
`;

interface UpdatingProxy {
  readonly origin: string;
  /** From now on sw.js is the new build's. */
  publishNewVersion(): void;
  close(): Promise<void>;
}

function bodyOf(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on("data", (chunk: Buffer) => chunks.push(chunk));
    response.on("end", () => resolve(Buffer.concat(chunks)));
    response.on("error", reject);
  });
}

async function startUpdatingProxy(target: URL): Promise<UpdatingProxy> {
  let newVersion = false;
  const server: Server = createServer((incoming, outgoing) => {
    const isWorker = incoming.url === "/sw.js";
    const headers = { ...incoming.headers, host: target.host };
    if (isWorker) {
      // The worker's script is rewritten here, so it comes uncompressed and never as a 304 of the old one.
      delete headers["if-none-match"];
      delete headers["if-modified-since"];
      headers["accept-encoding"] = "identity";
    }
    const forwarded = httpRequest(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers },
      async (answer) => {
        if (!isWorker) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const script = (await bodyOf(answer)).toString("utf8") + (newVersion ? NEW_VERSION_TAIL : "");
        const { etag: _etag, "last-modified": _modified, "content-length": _length, ...rest } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, { ...rest, "cache-control": "no-cache" });
        outgoing.end(script);
      },
    );
    forwarded.on("error", () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    publishNewVersion: () => {
      newVersion = true;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Which build's worker controls the page: "new" once the new sw.js runs it, else "old". */
function runningVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve("none");
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        controller.postMessage("version?", [channel.port2]);
        // The old build's worker does not answer this question.
        setTimeout(() => resolve("old"), 1_000);
      }),
  );
}

let browser: Browser;
let context: BrowserContext;
let proxy: UpdatingProxy;
beforeAll(async () => {
  browser = await launch();
  proxy = await startUpdatingProxy(new URL(baseUrl()));
  context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    locale: "zh-CN",
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await proxy?.close();
});

describe("a new version of the installed console", () => {
  it("is offered with 有新版本，点击刷新 and the click reloads the page on it", async () => {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${proxy.origin}/login`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The second visit is controlled by the installed worker, as a student's phone is.
    await page.reload();
    await expect.poll(() => runningVersion(page)).toBe("old");

    proxy.publishNewVersion();
    await page.reload();
    const offer = page.getByText("有新版本，点击刷新");
    await offer.waitFor();
    // Nothing happens until the student chooses: the page is still the old version's.
    expect(await runningVersion(page)).toBe("old");
    await page.evaluate(() => {
      (window as unknown as { beforeUpdate?: boolean }).beforeUpdate = true;
    });

    await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "刷新" }).click()]);
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate)).toBeUndefined();
    // The new worker answers as soon as it runs the page (a busy machine may take a moment).
    await expect.poll(() => runningVersion(page)).toBe("new");
    await expect.poll(() => page.getByText("有新版本，点击刷新").count()).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
