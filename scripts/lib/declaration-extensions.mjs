// Gives the relative imports of emitted declarations (`dist/**/*.d.ts`) the file extension that Node's
// ES module resolution (`node16`, `nodenext`) requires: `./camera` → `./camera.js`, `./lib` →
// `./lib/index.js`. tsc writes them as the sources spell them (extensionless, for `bundler`).
// Why not tsc-alias's --resolve-full-paths: it only adds an extension where a .js file exists, and a
// module with only types (no JavaScript after the build) has none, so its imports stayed broken.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";

const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])(\.{1,2}\/[^"']*)\2/g;

/** The specifier with its extension, or as it was when it already has one or names nothing here. */
function withExtension(fromDir, specifier) {
  if (/\.(js|mjs|cjs|json|css)$/.test(specifier)) return specifier;
  const target = join(fromDir, specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, "index.d.ts"))) return `${specifier}/index.js`;
  return specifier;
}

function* declarationFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarationFiles(path);
    else if (name.endsWith(".d.ts")) yield path;
  }
}

/** Rewrites every declaration file under `distDir`; answers the specifiers it could not resolve. */
function addDeclarationExtensions(distDir) {
  const unresolved = [];
  for (const file of declarationFiles(distDir)) {
    const text = readFileSync(file, "utf8");
    const fixed = text.replace(SPECIFIER, (match, lead, quote, specifier) => {
      const next = withExtension(dirname(file), specifier);
      if (next === specifier && !/\.\w+$/.test(specifier)) unresolved.push(`${file}: ${specifier}`);
      return `${lead}${quote}${next}${quote}`;
    });
    if (fixed !== text) writeFileSync(file, fixed);
  }
  return unresolved;
}

export { addDeclarationExtensions };
