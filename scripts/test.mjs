#!/usr/bin/env node
// `npm test`: installs the workspace if needed and runs every check of the project, then prints one
// summary line `N passed, N failed` that counts every test of every runner (a check without test
// cases of its own, such as lint or typecheck, counts as one).
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { ensureChromium } from "./lib/chromium.mjs";
import { ensureInstalled, pnpm, pnpmQuiet, root, runQuiet } from "./lib/run.mjs";

const reports = join(root, "reports");
mkdirSync(reports, { recursive: true });

const results = [];

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, "utf8"));
  } catch {
    return undefined;
  }
}

/** Prints a stage's heading, and the output it held back when it ran beside another stage. */
function heading(name, output) {
  console.log(`\n━━ ${name}${output ? `\n${output.trimEnd()}` : ""}`);
}

/**
 * Runs one stage and answers its exit code, its held-back output (for a step that answers
 * `{ code, output }`, printed under its heading when it ends) and its seconds.
 */
async function timed(name, runStep) {
  const started = Date.now();
  const outcome = await runStep();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (typeof outcome === "number") return { code: outcome, seconds };
  heading(name, outcome.output);
  return { code: outcome.code, seconds };
}

/** A check that passes or fails as a whole; a step with live output gets its heading first. */
async function check(name, runStep, { quiet = false } = {}) {
  if (!quiet) heading(name);
  const { code, seconds } = await timed(name, runStep);
  return { name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, seconds };
}

/** Runs pnpm checks `width` at a time; each passes or fails as a whole, results kept in list order. */
async function checksSideBySide(width, checks) {
  const done = new Array(checks.length);
  let next = 0;
  const lane = async () => {
    while (next < checks.length) {
      const index = next++;
      const [name, args] = checks[index];
      done[index] = await check(name, () => pnpmQuiet(args), { quiet: true });
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return done;
}

/** A runner that reports its own test counts in a Jest-style JSON file. */
async function suite(name, jsonFile, runStep, { quiet = false } = {}) {
  if (!quiet) heading(name);
  const { code, seconds } = await timed(name, runStep);
  const report = readJson(jsonFile);
  const passed = report?.numPassedTests ?? 0;
  // A runner that failed without counting a failure (crash, config error) still counts as one failure.
  const failed = (report?.numFailedTests ?? 0) + (code !== 0 && !report?.numFailedTests ? 1 : 0);
  const total = passed + failed;
  return { name, passed, failed: total === 0 ? 1 : failed, seconds };
}

const runStarted = Date.now();
await ensureInstalled();
// Loaded only now: it needs the workspace's dependencies, which the line above installs.
const { serveStatic } = await import("./lib/static-server.mjs");
const chromium = ensureChromium();
process.env.CHROME_PATH = chromium;

// The static checks are single-threaded and independent: two at a time keep both cores busy (the two
// longest first). Each prints its output when it ends, so the log reads as if they ran in turn.
results.push(
  ...(await checksSideBySide(2, [
    ["lint (eslint)", ["exec", "eslint", "--max-warnings=0", "."]],
    ["typecheck (tsc, every package)", ["run", "typecheck"]],
    ["format (prettier --check)", ["exec", "prettier", "--check", "--log-level=warn", "."]],
    ["generated code is current", ["-r", "--if-present", "run", "check:generated"]],
    ["contract lint (redocly)", ["--filter", "@smartclass/api", "run", "lint:contract"]],
    ["unused files, exports and dependencies (knip)", ["exec", "knip", "--no-progress"]],
  ])),
);

const vitestJson = join(reports, "vitest.json");
results.push(
  await suite("unit, client and server tests (vitest)", vitestJson, () =>
    pnpm(["exec", "vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestJson}`]),
  ),
);

/** Storybook's build, then every story played in Chromium (two workers); its output is shown live. */
async function storiesLane() {
  const built = await check("build storybook", () =>
    pnpm(["exec", "storybook", "build", "-o", "storybook-static", "--quiet"]),
  );
  const storybookJson = join(reports, "storybook.json");
  const stories = await suite("stories: render, play functions, accessibility (Chromium)", storybookJson, async () => {
    const server = await serveStatic(join(root, "storybook-static"));
    try {
      return await pnpm([
        "exec",
        "test-storybook",
        "--url",
        server.url,
        "--maxWorkers=2",
        "--json",
        "--outputFile",
        storybookJson,
      ]);
    } finally {
      await server.close();
    }
  });
  return [built, stories];
}

/**
 * The end-to-end scenarios, then the packages' checks; each prints its output when it ends. The
 * scenarios drive one browser against one server and mostly wait on them: measured, about 190 CPU
 * seconds (the console build included) for a stage of 500 s alone, under half of one core. So this
 * lane runs beside the stories and takes little from them, instead of adding its minutes after them.
 */
async function endToEndAndPackagesLane() {
  // The built console on the reference server (fresh database, free port), driven in Chromium.
  const e2eJson = join(reports, "e2e.json");
  const e2e = await suite(
    "end to end: console and server (Playwright, Chromium)",
    e2eJson,
    () =>
      pnpmQuiet([
        "exec",
        "vitest",
        "run",
        "--config",
        "e2e/vitest.config.ts",
        "--reporter=default",
        "--reporter=json",
        `--outputFile.json=${e2eJson}`,
      ]),
    { quiet: true },
  );
  const packages = await check(
    "packages build and pack cleanly (publint)",
    () => pnpmQuiet(["run", "check:packages"]),
    {
      quiet: true,
    },
  );
  // The packages as another school's app embeds them: the packed tarballs (built just above) installed
  // into examples/embed outside the workspace, typechecked (bundler, nodenext), built with the app's own
  // Vite and driven in Chromium — widgets working, host page untouched, widgets unmoved by hostile CSS.
  const embed = await check(
    "packages embed in a stranger's Vite + React app (examples/embed)",
    () => runQuiet(process.execPath, [join(root, "scripts", "check-embed.mjs"), "--skip-build"]),
    { quiet: true },
  );
  return [e2e, packages, embed];
}

// Side by side; the summary keeps the stages' order.
const [storyResults, laneResults] = await Promise.all([storiesLane(), endToEndAndPackagesLane()]);
results.push(...storyResults, ...laneResults);

console.log("\n━━ summary");
for (const r of results) {
  const mark = r.failed ? "✗" : "✓";
  console.log(`${mark} ${r.name}: ${r.passed} passed, ${r.failed} failed (${r.seconds} s)`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
console.log(`whole run: ${((Date.now() - runStarted) / 1000).toFixed(0)} s (stages side by side count once)`);
process.exit(failed ? 1 : 0);
