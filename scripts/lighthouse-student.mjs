#!/usr/bin/env node
// Lighthouse (mobile preset) on the student home after sign-in: `node scripts/lighthouse-student.mjs`
// (`--runs 3` measures three times and keeps the median by performance; `--build` rebuilds the console,
// which is otherwise built once into node_modules/.cache/lighthouse-console).
// Not part of the test command: its figures go to the README by hand.
//
// How it measures a page behind a sign-in (as Lighthouse's "testing on a site with authentication"
// describes): the script starts the reference server with demo data on a free loopback port, launches
// Chromium with a remote-debugging port, signs in as a demo student through the login page in that
// browser's default profile, then points Lighthouse at the same port. The session lives in the page's
// localStorage, so Lighthouse must keep the origin's storage (`disableStorageReset`); its tab then opens
// the home as the student does on the next visit.
//
// Installability is no longer a Lighthouse category; the script asks Chromium itself
// (`Page.getInstallabilityErrors`, what the browser's own install prompt consults) and prints it.
//
// Writes reports/lighthouse-student.json and .html (the median run), and prints the four figures.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";

import lighthouse from "lighthouse";
import { chromium } from "playwright-core";

import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import { root } from "./lib/run.mjs";

const STUDENT = { username: "student01", password: "student123" };
const HOME = "/student";
const CATEGORIES = ["performance", "accessibility", "best-practices"];

const args = process.argv.slice(2);
const runsIndex = args.indexOf("--runs");
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 1;
const rebuild = args.includes("--build");

function freePort() {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Builds the console into a folder of its own: apps/console/dist is rebuilt by the tests and by anyone
 * working on the console, and a server started while it is half-written serves no console at all.
 */
function buildConsole(outDir) {
  console.log("Building the console (apps/console)…");
  const vite = join(root, "node_modules/vite/bin/vite.js");
  const build = spawnSync(
    process.execPath,
    [vite, "build", "--logLevel", "error", "--outDir", outDir, "--emptyOutDir"],
    {
      cwd: join(root, "apps/console"),
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    },
  );
  if (build.status !== 0) throw new Error("the console build failed");
}

/** The reference server with a fresh data directory (demo data is seeded on first start). */
async function startServer(dataDir, consoleDist) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, "apps/server/node_modules/tsx/dist/cli.mjs"), "src/main.ts"], {
    cwd: join(root, "apps/server"),
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      DATA_DIR: dataDir,
      CONSOLE_DIST: consoleDist,
      FACE_MATCHING: "off",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise((resolveReady, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server not ready after 120 s:\n${output}`)), 120_000);
    const onData = (chunk) => {
      output += chunk.toString();
      if (output.includes("server ready at")) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, baseUrl: `http://127.0.0.1:${port}` };
}

/** Signs in through the login page in the browser's default profile, the one Lighthouse's tab shares. */
async function signIn(context, baseUrl) {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${baseUrl}/login?redirect=${encodeURIComponent(HOME)}`);
  await page
    .locator("input[name=username]")
    .waitFor({ timeout: 60_000 })
    .catch(async (error) => {
      throw new Error(`no login form at ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 300)}`, {
        cause: error,
      });
    });
  await page.locator("input[name=username]").fill(STUDENT.username);
  await page.locator("input[name=password]").fill(STUDENT.password);
  await page.getByRole("button", { name: "登 录" }).click();
  await page.waitForURL((url) => url.pathname === HOME, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  return page;
}

/** What Chromium says stands between the page and its install prompt (empty: installable). */
async function installabilityOf(context, page) {
  const cdp = await context.newCDPSession(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker?.ready;
  });
  const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
  const manifest = await cdp.send("Page.getAppManifest");
  await cdp.detach();
  return {
    installable: installabilityErrors.length === 0,
    errors: installabilityErrors.map((error) => error.errorId),
    manifestUrl: manifest.url,
  };
}

function scoresOf(lhr) {
  return Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]));
}

/** The failing audits of a category, for fixing: id, title and score. */
function failingAudits(lhr, category) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
    .map(
      (audit) =>
        `${audit.id} (${Math.round(audit.score * 100)}): ${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ""}`,
    );
}

async function main() {
  const consoleDist = join(root, "node_modules/.cache/lighthouse-console");
  if (rebuild || !existsSync(join(consoleDist, "index.html"))) buildConsole(consoleDist);
  const chromePath = ensureChromium();
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-lighthouse-"));
  const profile = mkdtempSync(join(tmpdir(), "smartclass-lighthouse-profile-"));
  const server = await startServer(dataDir, consoleDist);
  const debuggingPort = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    headless: true,
    locale: "zh-CN",
    // The default context, not a fresh one: Lighthouse's tab must see the signed-in session.
    viewport: null,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const page = await signIn(context, server.baseUrl);
    const installability = await installabilityOf(context, page);
    const measured = [];
    for (let run = 1; run <= runs; run += 1) {
      const load = loadavg()[0];
      const result = await lighthouse(server.baseUrl + HOME, {
        port: debuggingPort,
        output: ["json", "html"],
        logLevel: "error",
        onlyCategories: CATEGORIES,
        // Keep the student's session (localStorage) and the service worker the sign-in registered.
        disableStorageReset: true,
      });
      if (!result) throw new Error("Lighthouse returned no result");
      const scores = scoresOf(result.lhr);
      console.log(`run ${run}/${runs} (load ${load.toFixed(1)}): ${JSON.stringify(scores)}`);
      measured.push({ result, scores, load });
    }
    measured.sort((a, b) => a.scores.performance - b.scores.performance);
    const median = measured[Math.floor((measured.length - 1) / 2)];
    const { lhr, report } = median.result;
    if (lhr.finalDisplayedUrl && !new URL(lhr.finalDisplayedUrl).pathname.startsWith(HOME)) {
      throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not the student home: the session was lost`);
    }
    mkdirSync(join(root, "reports"), { recursive: true });
    writeFileSync(join(root, "reports/lighthouse-student.json"), report[0]);
    writeFileSync(join(root, "reports/lighthouse-student.html"), report[1]);
    console.log(`\nLighthouse ${lhr.lighthouseVersion}, mobile preset, ${lhr.finalDisplayedUrl}`);
    console.log(
      `median of ${runs} run(s); load averages during the runs: ${measured.map((m) => m.load.toFixed(1)).join(", ")}`,
    );
    for (const id of CATEGORIES) {
      console.log(`  ${id.padEnd(15)} ${median.scores[id]}`);
      for (const line of failingAudits(lhr, id)) console.log(`      ${line}`);
    }
    console.log(
      `  ${"installable".padEnd(15)} ${installability.installable ? "yes" : `no: ${installability.errors.join(", ")}`} (manifest ${installability.manifestUrl || "none"})`,
    );
    console.log("\nreports/lighthouse-student.json and reports/lighthouse-student.html written.");
  } finally {
    await context.close();
    server.child.kill("SIGTERM");
    rmSync(profile, { recursive: true, force: true });
    await new Promise((done) => setTimeout(done, 500));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
