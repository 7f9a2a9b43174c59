#!/usr/bin/env node
// `npm start`: installs the workspace if needed, builds the console when it has a build script, and
// starts the reference server (API, push and the built console on one origin) on 127.0.0.1.
// The server prints its URL once it is listening.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { ensureInstalled, pnpm, root } from "./lib/run.mjs";

const port = process.env.PORT ?? "48080";
const host = process.env.HOST ?? "127.0.0.1";
await ensureInstalled();

const consolePackage = join(root, "apps", "console", "package.json");
const hasConsoleBuild =
  existsSync(consolePackage) && Boolean(JSON.parse(readFileSync(consolePackage, "utf8")).scripts?.build);
if (hasConsoleBuild) {
  console.log("\nBuilding the console (apps/console)…\n");
  const built = await pnpm(["--filter", "./apps/console", "run", "build"]);
  if (built !== 0) {
    console.warn("\nThe console did not build (see above); starting the server without a fresh console build.\n");
  }
}

console.log("\nStarting the Smartclass server (the first start creates and seeds the database, about 10 s)…\n");
// The demo runs face check-in for real (on this machine, models loaded on first use, ~300–450 MB then);
// FACE_MATCHING=off starts it without, as a school that has not decided on facial data would.
const code = await pnpm(["--filter", "@smartclass/server", "start"], {
  env: { ...process.env, PORT: port, HOST: host, FACE_MATCHING: process.env.FACE_MATCHING ?? "on" },
});
process.exit(code);
