// The embed example (examples/embed) as a stranger installs it: the workspace's four publishable
// packages packed with pnpm, and a copy of the example outside the workspace whose package.json names
// those tarballs (`file:`) and, for everything else it lists, the versions the workspace installs;
// npm installs it from its cache where it can; then the app's own tsc and Vite typecheck and build it.
// Shared by scripts/check-embed.mjs and the widget-cost bench (examples/embed/bench). Node built-ins
// only, besides the app's own installed tools.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join, relative, sep } from "node:path";
import { pathToFileURL } from "node:url";

import { pnpmCommand, root } from "./run.mjs";

/** The committed sources of the consumer app. */
export const exampleDir = join(root, "examples", "embed");

/** The publishable packages: package name → folder under packages/. */
export const PACKAGES = {
  "@smartclass/ui": "ui",
  "@smartclass/api": "api",
  "@smartclass/classroom": "classroom",
  "@smartclass/bpmn-designer": "bpmn-designer",
};

/** Runs a command without printing; resolves with its exit code and combined output. */
export function quiet(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, npm_config_update_notifier: "false" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 127, output: error.message }));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

/** Builds the publishable packages' dist folders (what `pnpm pack` takes); throws when a build fails. */
export async function buildPackages() {
  const filters = Object.values(PACKAGES).flatMap((dir) => ["--filter", `./packages/${dir}`]);
  const [cmd, pre] = pnpmCommand();
  const built = await quiet(cmd, [...pre, "-r", ...filters, "run", "build"], root);
  if (built.code !== 0) throw new Error(`the package build failed:\n${built.output.slice(-4000)}`);
}

/**
 * Packs every publishable package into `dest` with pnpm (which rewrites `workspace:` ranges and applies
 * publishConfig); resolves with package name → tarball path. Throws when a pack fails or a packed
 * package.json still says `workspace:`.
 */
export async function packPackages(dest) {
  mkdirSync(dest, { recursive: true });
  const [cmd, pre] = pnpmCommand();
  const tarballs = {};
  for (const [name, dir] of Object.entries(PACKAGES)) {
    const before = new Set(readdirSync(dest));
    const packed = await quiet(cmd, [...pre, "pack", "--pack-destination", dest], join(root, "packages", dir));
    if (packed.code !== 0) throw new Error(`pnpm pack failed in packages/${dir}:\n${packed.output}`);
    const file = readdirSync(dest).find((entry) => entry.endsWith(".tgz") && !before.has(entry));
    if (!file) throw new Error(`pnpm pack wrote no tarball for ${name}`);
    const manifest = await quiet("tar", ["-xzOf", join(dest, file), "package/package.json"], dest);
    if (manifest.code !== 0) throw new Error(`${file} has no package/package.json`);
    if (manifest.output.includes("workspace:")) throw new Error(`the packed package.json of ${name} says workspace:`);
    tarballs[name] = join(dest, file);
  }
  return tarballs;
}

/** The version of `name` the workspace installs (at the root, else beside the packages that use it). */
export function workspaceVersion(name) {
  const homes = [root, ...Object.values(PACKAGES).map((dir) => join(root, "packages", dir))];
  for (const home of homes) {
    const file = join(home, "node_modules", ...name.split("/"), "package.json");
    if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")).version;
  }
  throw new Error(`${name} is not installed in the workspace`);
}

/** Whether a path of the example is committed source (not a local install or build). */
function isSource(path) {
  const parts = relative(exampleDir, path).split(sep);
  return !parts.includes("node_modules") && !parts.includes("dist") && parts.at(-1) !== "package-lock.json";
}

/**
 * Copies examples/embed to `app` (a folder outside the workspace), writes its package.json with the
 * tarballs as `file:` dependencies and the workspace's versions for the rest, and installs it with npm.
 * Throws when npm fails.
 */
export async function installEmbedApp(app, tarballs) {
  rmSync(app, { recursive: true, force: true });
  cpSync(exampleDir, app, { recursive: true, filter: isSource });
  const pkg = JSON.parse(readFileSync(join(exampleDir, "package.json"), "utf8"));
  for (const field of ["dependencies", "devDependencies"]) {
    for (const name of Object.keys(pkg[field] ?? {})) {
      pkg[field][name] = tarballs[name] ? `file:${tarballs[name]}` : workspaceVersion(name);
    }
  }
  writeFileSync(join(app, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  // npm caches file: tarballs by integrity: without a lock it takes the freshly packed ones.
  rmSync(join(app, "package-lock.json"), { force: true });
  const installed = await quiet(
    "npm",
    // --include=dev: the app builds itself (typescript, vite), even where NODE_ENV says production.
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--include=dev", "--loglevel=error"],
    app,
  );
  if (installed.code !== 0) throw new Error(`npm install failed:\n${installed.output}`);
}

/**
 * Writes each package README's first ```tsx block (its copy-paste embed example) into the app as
 * src/readme/<folder>.tsx; returns the folders whose README has none.
 */
export function writeReadmeExamples(app) {
  mkdirSync(join(app, "src", "readme"), { recursive: true });
  const missing = [];
  for (const dir of Object.values(PACKAGES)) {
    const readme = readFileSync(join(root, "packages", dir, "README.md"), "utf8");
    const block = /^```tsx\n([\s\S]*?)^```$/m.exec(readme);
    if (block) writeFileSync(join(app, "src", "readme", `${dir}.tsx`), block[1]);
    else missing.push(dir);
  }
  return missing;
}

/** The app's own Vite (from its node_modules, not the workspace's). */
export async function importAppVite(app) {
  const require = createRequire(join(app, "package.json"));
  return import(pathToFileURL(require.resolve("vite")).href);
}

/**
 * Typechecks the app with its own tsc and one of its tsconfigs; resolves with `null`, or with what
 * failed: the errors counted by code, then the first of them.
 */
export async function typecheckEmbedApp(app, project) {
  const tsc = join(app, "node_modules", "typescript", "bin", "tsc");
  const result = await quiet(process.execPath, [tsc, "-p", project, "--pretty", "false"], app);
  if (result.code === 0) return null;
  const errors = result.output.split("\n").filter((line) => /error TS\d+/.test(line));
  const byCode = {};
  for (const line of errors) {
    const code = /error (TS\d+)/.exec(line)[1];
    byCode[code] = (byCode[code] ?? 0) + 1;
  }
  const counts = Object.entries(byCode).map(([code, n]) => `${n} × ${code}`);
  const shown = errors.slice(0, 12).map((line) => line.replace(`${app}/`, ""));
  return (
    `${counts.join(", ") || result.output.slice(0, 500)}\n${shown.join("\n")}` +
    (errors.length > shown.length ? `\n… and ${errors.length - shown.length} more` : "")
  );
}

/** Builds the app with its own Vite; resolves with its dist folder and which modules each chunk holds. */
export async function buildEmbedApp(app) {
  const { build } = await importAppVite(app);
  const modulesByFile = new Map();
  const dist = join(app, "dist");
  await build({
    root: app,
    configFile: join(app, "vite.config.ts"),
    logLevel: "warn",
    build: {
      outDir: dist,
      emptyOutDir: true,
      manifest: true,
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        // Radix marks its modules "use client" (for React Server Components); a browser bundle drops it.
        onwarn(warning, warn) {
          if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
        },
      },
    },
    plugins: [
      {
        name: "embed-check-modules",
        generateBundle(_options, bundle) {
          for (const output of Object.values(bundle)) {
            if (output.type === "chunk") modulesByFile.set(output.fileName, output.moduleIds);
          }
        },
      },
    ],
  });
  return { dist, modulesByFile };
}

/** The chunk files a page loads before anything lazy: its entry and the entry's static imports. */
function initialFiles(manifest, key) {
  const files = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  visit(key);
  return files;
}

/**
 * What is wrong with the app's build, if anything: it must use the installed tarballs (nothing from
 * the workspace), and bpmn-js must wait for a designer or viewer to render.
 */
export function bundleProblems(app, dist, modulesByFile) {
  const problems = [];
  const fail = (text) => problems.push(text);
  const ids = [...modulesByFile.values()].flat();
  for (const name of Object.keys(PACKAGES)) {
    const used = ids.filter((id) => id.includes(`/node_modules/${name}/`));
    // @smartclass/api's README example is typechecked, not rendered: the check-in widgets import only
    // its types, so none of its code need be in the page.
    if (used.length === 0 && name !== "@smartclass/api") fail(`the build holds no module of ${name}`);
    const linked = used.filter((id) => !id.startsWith(join(app, "node_modules") + sep));
    if (linked.length > 0) fail(`${name} did not come from the app's node_modules: ${linked[0]}`);
  }
  const workspaceIds = ids.filter((id) => id.startsWith(`${root}/`));
  if (workspaceIds.length > 0) fail(`the build reached into the workspace: ${workspaceIds[0]}`);
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const initial = [...initialFiles(manifest, "index.html")].flatMap((file) => modulesByFile.get(file) ?? []);
  const bpmn = initial.filter((id) => /[\\/](bpmn-js|diagram-js)[\\/]/.test(id));
  if (bpmn.length > 0) fail(`bpmn-js is in the page's initial chunks (${bpmn.length} modules): it must load lazily`);
  const bare = [...initialFiles(manifest, "bare.html")].flatMap((file) => modulesByFile.get(file) ?? []);
  if (bare.some((id) => id.includes("/@smartclass/"))) fail("bare.html, the page without packages, bundles one");
  return problems;
}
