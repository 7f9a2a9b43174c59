#!/usr/bin/env node
// Builds the package in the current directory for publishing: JavaScript with Vite (library mode, one
// file per module so that a bundler drops what an app does not import, dependencies kept external),
// declarations with tsc (relative imports given their `.js` extension, which Node's `nodenext`
// resolution requires), and the package's stylesheet when it exports one (see build-stylesheet.mjs).
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";

import { buildStylesheet } from "./lib/build-stylesheet.mjs";
import { addDeclarationExtensions } from "./lib/declaration-extensions.mjs";
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
const unresolved = addDeclarationExtensions(join(cwd, "dist"));
if (unresolved.length > 0) {
  console.error(`declarations import what the build did not emit:\n${unresolved.join("\n")}`);
  process.exit(1);
}
if (pkg.publishConfig.exports["./styles.css"]) await buildStylesheet(cwd, pkg);
console.log(`built ${pkg.name}: ${entries.join(", ")}`);
