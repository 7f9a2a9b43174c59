#!/usr/bin/env node
// `pnpm test-storybook [package…]`: builds Storybook (only the named packages' stories when some are
// given, e.g. `pnpm test-storybook classroom`) into its own folder, serves it on 127.0.0.1 and plays
// every story in Chromium with the axe checks, as `npm test` does for all of them. Extra arguments
// after `--` go to @storybook/test-runner (for instance `-- survey-answer-form` runs the story files whose path matches; it has no --testNamePattern).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureChromium } from "./lib/chromium.mjs";
import { pnpm } from "./lib/run.mjs";
import { serveStatic } from "./lib/static-server.mjs";

const dash = process.argv.indexOf("--");
const packages = (dash === -1 ? process.argv.slice(2) : process.argv.slice(2, dash)).filter(Boolean);
const runnerArgs = dash === -1 ? [] : process.argv.slice(dash + 1);

process.env.CHROME_PATH = ensureChromium();
const out = mkdtempSync(join(tmpdir(), "storybook-"));
const env = { ...process.env };
if (packages.length > 0) env.STORYBOOK_PACKAGES = packages.join(",");

let code = await pnpm(["exec", "storybook", "build", "-o", out, "--quiet"], { env });
if (code === 0) {
  const server = await serveStatic(out);
  try {
    code = await pnpm(["exec", "test-storybook", "--url", server.url, "--maxWorkers=2", ...runnerArgs], { env });
  } finally {
    await server.close();
  }
}
rmSync(out, { recursive: true, force: true });
process.exit(code);
