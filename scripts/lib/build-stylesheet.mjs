// The published stylesheet of a package: self-contained, so a host imports one file per package, in
// any order. Each holds the design system's tokens, its scoped base rules and the utilities of EVERY
// widget package (ui, classroom, bpmn-designer): two of our stylesheets on one page then define the
// same utilities in the same order, and the last one loaded decides nothing differently. (With only its
// own classes, a later file's `.flex-col` would undo an earlier file's `md:flex-row`.) The three
// packages are released together (a fixed group in .changeset/config.json) so the sets stay equal.
// A package's own rules (bpmn-js's for the designer) come after ours and gain one class of specificity,
// so that they beat the base rules in whatever order the files load. Every utility is scoped (see
// style-scope.mjs): none applies to a host element outside a scope.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import postcss from "postcss";

import { root, run } from "./run.mjs";
import { rewriteSelectors, scopeOwnSelector, scopeUtilitySelector } from "./style-scope.mjs";

const uiStyles = join(root, "packages", "ui", "src", "styles.css");
/** The packages whose sources use utilities (ui's own are listed by its styles.css). */
const WIDGET_PACKAGES = ["classroom", "bpmn-designer"];

/** Drops the font files an @font-face names by relative URL (bpmn-js's IE and SVG fallbacks): the
 * stylesheet is inlined into one file, so they would point nowhere; the embedded data: font stays. */
function dropRelativeFontUrls(css) {
  const sheet = postcss.parse(css);
  sheet.walkAtRules("font-face", (fontFace) => {
    fontFace.walkDecls("src", (decl) => {
      const kept = postcss.list.comma(decl.value).filter((source) => /url\(\s*["']?data:/.test(source));
      if (kept.length === 0) decl.remove();
      else decl.value = kept.join(", ");
    });
    if (!fontFace.some((node) => node.type === "decl" && node.prop === "src")) fontFace.remove();
  });
  return sheet.toString();
}

/** Runs the Tailwind CLI on `lines` (an input stylesheet); answers the minified output. It runs in the
 * empty work folder, because the CLI also scans its working folder for class names. */
async function tailwind(work, name, lines) {
  const input = join(work, `${name}.css`);
  const output = join(work, `${name}.out.css`);
  writeFileSync(input, `${lines.join("\n")}\n`);
  const cli = join(root, "node_modules", ".bin", "tailwindcss");
  const code = await run(cli, ["-i", input, "-o", output, "--minify"], { cwd: work });
  if (code !== 0) process.exit(code);
  return { css: readFileSync(output, "utf8"), from: output };
}

/** Builds `dist/styles.css` of the package in `cwd`. */
async function buildStylesheet(cwd, pkg) {
  const work = mkdtempSync(join(tmpdir(), "sc-styles-"));
  try {
    const lines = [`@import ${JSON.stringify(uiStyles)};`];
    for (const name of WIDGET_PACKAGES) {
      const src = join(root, "packages", name, "src");
      lines.push(`@source ${JSON.stringify(src)};`, `@source not ${JSON.stringify(join(src, "**", "*.stories.tsx"))};`);
    }
    const shared = await tailwind(work, "shared", lines);
    const parts = [rewriteSelectors(shared.css, scopeUtilitySelector, shared.from)];
    if (pkg.name !== "@smartclass/ui" && pkg.exports["./styles.css"]) {
      const own = await tailwind(
        work,
        "own",
        [`@import ${JSON.stringify(join(cwd, pkg.exports["./styles.css"]))};`],
        cwd,
      );
      parts.push(rewriteSelectors(own.css, scopeOwnSelector, own.from));
    }
    writeFileSync(join(cwd, "dist", "styles.css"), dropRelativeFontUrls(parts.join("\n")));
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export { buildStylesheet };
