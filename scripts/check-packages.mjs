#!/usr/bin/env node
// Builds every publishable package and checks what `pnpm pack` would publish:
// - publint --strict: exports resolve to files in the tarball, types included;
// - @arethetypeswrong/cli on the packed tarball: every JavaScript entry's types resolve under `bundler`
//   and Node's `node16`/`nodenext` ESM resolution (profile esm-only: our packages are ES modules only,
//   so a CommonJS `require` is not offered). Stylesheet and data entries carry no types and are skipped.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { pnpm, root } from "./lib/run.mjs";

const packagesDir = join(root, "packages");
const tarballs = mkdtempSync(join(tmpdir(), "sc-packed-"));
let failures = 0;
if ((await pnpm(["-r", "--filter", "./packages/*", "run", "build"])) !== 0) process.exit(1);
try {
  for (const dir of readdirSync(packagesDir)) {
    const cwd = join(packagesDir, dir);
    const pkg = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
    if (pkg.private) continue;
    console.log(`publint ${pkg.name}`);
    if ((await pnpm(["exec", "publint", "run", "--pack", "pnpm", "--strict"], { cwd })) !== 0) failures += 1;

    console.log(`attw ${pkg.name}`);
    const destination = join(tarballs, dir);
    // The file list is publint's business above; only a failure is worth reading here.
    const packStdio = { cwd, stdio: ["ignore", "ignore", "inherit"] };
    if ((await pnpm(["pack", "--pack-destination", destination], packStdio)) !== 0) {
      failures += 1;
      continue;
    }
    const [tarball] = readdirSync(destination).filter((name) => name.endsWith(".tgz"));
    const untyped = Object.entries(pkg.publishConfig.exports)
      .filter(([, target]) => typeof target === "string")
      .map(([subpath]) => subpath);
    const args = ["exec", "attw", join(destination, tarball), "--profile", "esm-only", "--format", "table-flipped"];
    if (untyped.length > 0) args.push("--exclude-entrypoints", ...untyped);
    if ((await pnpm(args, { cwd })) !== 0) failures += 1;
  }
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);
