// The published stylesheet of a package: self-contained, so a host imports one file per package.
// @smartclass/ui's holds the tokens, the scoped base rules and the utilities its components use; a
// widget package's adds the utilities of its own sources (and its own rules, e.g. bpmn-js's for the
// designer, after ours so that they win a tie). Every utility is then scoped (see style-scope.mjs), so
// none of them applies to a host element that happens to use the same class name.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { pnpm, root } from "./run.mjs";
import { rewriteSelectors, scopeUtilitySelector } from "./style-scope.mjs";

const uiStyles = join(root, "packages", "ui", "src", "styles.css");

/** Builds `dist/styles.css` of the package in `cwd`. */
async function buildStylesheet(cwd, pkg) {
  const work = mkdtempSync(join(tmpdir(), "sc-styles-"));
  try {
    const input = join(work, "input.css");
    const lines = [`@import ${JSON.stringify(uiStyles)};`];
    if (pkg.name !== "@smartclass/ui") {
      if (pkg.exports["./styles.css"]) lines.push(`@import ${JSON.stringify(join(cwd, pkg.exports["./styles.css"]))};`);
      lines.push(`@source ${JSON.stringify(join(cwd, "src"))};`);
      lines.push(`@source not ${JSON.stringify(join(cwd, "src", "**", "*.stories.tsx"))};`);
    }
    writeFileSync(input, `${lines.join("\n")}\n`);
    const compiled = join(work, "compiled.css");
    const code = await pnpm(["exec", "tailwindcss", "-i", input, "-o", compiled, "--minify"], { cwd });
    if (code !== 0) process.exit(code);
    const scoped = rewriteSelectors(readFileSync(compiled, "utf8"), scopeUtilitySelector, compiled);
    writeFileSync(join(cwd, "dist", "styles.css"), scoped);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export { buildStylesheet };
