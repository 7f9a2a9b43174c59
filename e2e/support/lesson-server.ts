// A server of a scenario's own (its own port and fresh data directory, started like the shared one), so
// that moving its test clock disturbs no other scenario; and people in it whose browser contexts each
// have a time zone of their own and record what a user would never want to see: page errors, console
// errors, forbidden answers, and any console line carrying one of their access tokens.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { Browser, BrowserContext, Page, Response } from "playwright-core";
import { inject } from "vitest";

import { freePort, spawnServer, waitForReady } from "../global-setup";
import { demoAccountsAcceptPrivacyNotice } from "./privacy-notice";

interface OwnServer {
  /** `http://127.0.0.1:<port>`. */
  readonly origin: string;
  readonly port: number;
  /** Sets the server's clock to the wall clock plus `offsetMs` (the test clock; loopback only). */
  setClockOffset(offsetMs: number): Promise<void>;
  /** Stops the server and removes its data directory. */
  stop(): Promise<void>;
}

/** Starts the reference server on a free port with a fresh data directory and the shared server's settings. */
async function startOwnServer(): Promise<OwnServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-e2e-lesson-"));
  const port = await freePort();
  let server: ChildProcess | undefined;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((done) => server!.once("exit", done));
      server.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    server = spawnServer({ ...inject("serverEnv"), PORT: String(port), DATA_DIR: dataDir });
    await waitForReady(server, 110_000);
    // Its demo accounts have accepted the privacy notice, as on the shared server.
    await demoAccountsAcceptPrivacyNotice(`http://127.0.0.1:${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    async setClockOffset(offsetMs) {
      const answer = await fetch(`${origin}/test-support/clock`, {
        method: "PUT",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ offsetMs }),
      });
      if (answer.status !== 200) throw new Error(`the test clock refused ${offsetMs}: ${answer.status}`);
    },
    stop,
  };
}

interface LessonPerson {
  readonly name: string;
  readonly context: BrowserContext;
  /** The first tab. */
  readonly page: Page;
  /** The origin this person's pages are opened at (the server's, or a forwarder's in front of it). */
  readonly origin: string;
  /** Page errors and console errors, prefixed with the person's name. */
  readonly errors: string[];
  /** Every console line of every tab. */
  readonly consoleLines: string[];
  /** Answers that refused: HTTP 403 or a JSON envelope with code 403 (`<status> <url>`). */
  readonly forbidden: string[];
  /** Every access and refresh token the server handed this person. */
  readonly tokens: Set<string>;
  /**
   * While true (the person's connection is cut on purpose), Chromium's own lines about failed loads and
   * WebSockets go to `cutNetworkLines` instead of `errors`: the browser logs them, no page can stop it.
   */
  connectionCut: boolean;
  readonly cutNetworkLines: string[];
  /** Opens another tab recorded the same way. */
  newTab(): Promise<Page>;
}

/** Chromium's console lines for a load or a WebSocket that found no server. */
const NETWORK_FAILURE = /^(Failed to load resource: net::ERR_[A-Z_]+|WebSocket connection to '[^']*' failed: .*)$/;

/** Tokens in a JSON answer (a login's or a refresh's envelope). */
function tokensIn(body: unknown): string[] {
  if (!body || typeof body !== "object") return [];
  const data = (body as { data?: unknown }).data;
  if (!data || typeof data !== "object") return [];
  return ["accessToken", "refreshToken"]
    .map((key) => (data as Record<string, unknown>)[key])
    .filter((value): value is string => typeof value === "string" && value.length >= 8);
}

/** A person's own browser context in `timezoneId`, recording errors, refusals, console lines and tokens. */
async function lessonPerson(browser: Browser, name: string, origin: string, timezoneId: string): Promise<LessonPerson> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: "zh-CN", timezoneId });
  const errors: string[] = [];
  const consoleLines: string[] = [];
  const forbidden: string[] = [];
  const tokens = new Set<string>();
  const cutNetworkLines: string[] = [];
  const onResponse = async (response: Response) => {
    const url = response.url();
    if (response.status() === 403) forbidden.push(`403 ${url}`);
    if (!new URL(url).pathname.startsWith("/admin-api/")) return;
    if (!(response.headers()["content-type"] ?? "").includes("application/json")) return;
    // A body the page has left behind (a navigation away) cannot be read; it is no refusal we could see.
    const body: unknown = await response.json().catch(() => undefined);
    if (body && typeof body === "object" && (body as { code?: unknown }).code === 403)
      forbidden.push(`code 403 ${url}`);
    for (const token of tokensIn(body)) tokens.add(token);
  };
  const watch = (page: Page) => {
    page.on("console", (message) => {
      consoleLines.push(message.text());
      if (message.type() !== "error") return;
      if (person.connectionCut && NETWORK_FAILURE.test(message.text())) cutNetworkLines.push(message.text());
      else errors.push(`[${name}] ${message.text()}`);
    });
    page.on("pageerror", (error) => errors.push(`[${name}] ${error.message}`));
    page.on("response", (response) => void onResponse(response));
  };
  const page = await context.newPage();
  const person: LessonPerson = {
    name,
    context,
    page,
    origin,
    errors,
    consoleLines,
    forbidden,
    tokens,
    connectionCut: false,
    cutNetworkLines,
    async newTab() {
      const tab = await context.newPage();
      watch(tab);
      return tab;
    },
  };
  watch(page);
  return person;
}

export { lessonPerson, startOwnServer };
export type { LessonPerson, OwnServer };
