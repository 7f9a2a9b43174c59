#!/usr/bin/env node
// Builds every publishable package and checks what `pnpm pack` would publish with publint:
// exports resolve to files in the tarball, types included.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { pnpm, root } from "./lib/run.mjs";

const packagesDir = join(root, "packages");
let failures = 0;
if ((await pnpm(["-r", "--filter", "./packages/*", "run", "build"])) !== 0) process.exit(1);
for (const dir of readdirSync(packagesDir)) {
  const pkg = JSON.parse(readFileSync(join(packagesDir, dir, "package.json"), "utf8"));
  if (pkg.private) continue;
  console.log(`publint ${pkg.name}`);
  const code = await pnpm(["exec", "publint", "run", "--pack", "pnpm", "--strict"], { cwd: join(packagesDir, dir) });
  if (code !== 0) failures += 1;
}
process.exit(failures ? 1 : 0);
