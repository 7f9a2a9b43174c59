#!/usr/bin/env node
// Builds the package in the current directory for publishing: JavaScript with Vite (library mode,
// dependencies kept external), declarations with tsc, and for @smartclass/ui the compiled stylesheet.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { pnpm } from "./lib/run.mjs";

const cwd = process.cwd();
const pkg = JSON.parse(readFileSync(join(cwd, "package.json"), "utf8"));
rmSync(join(cwd, "dist"), { recursive: true, force: true });

const entries = Object.entries(pkg.publishConfig.exports)
  .filter(([, target]) => typeof target === "object")
  .map(([subpath]) => (subpath === "." ? "index" : `${subpath.slice(2)}/index`));

const step = async (args) => {
  const code = await pnpm(args, { cwd });
  if (code !== 0) process.exit(code);
};

await step([
  "exec",
  "vite",
  "build",
  "--config",
  join(import.meta.dirname, "vite-lib.config.mjs"),
  "--logLevel",
  "warn",
]);
await step(["exec", "tsc", "-p", "tsconfig.build.json", "--emitDeclarationOnly"]);
if (existsSync(join(cwd, "src", "styles.css"))) {
  await step(["exec", "tailwindcss", "-i", "src/styles.css", "-o", "dist/styles.css", "--minify"]);
}
console.log(`built ${pkg.name}: ${entries.join(", ")}`);
