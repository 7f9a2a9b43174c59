// Bundle budgets: the login route ≤ 80 kB gzip JavaScript; the console shell's
// first load ≤ 130 kB gzip JavaScript and ≤ 15 kB gzip CSS; bpmn-js only on the designer and viewer
// routes. Builds the console for production (its own vite.config.ts, with the manifest, into a
// temporary folder so a served apps/console/dist is left alone) and adds up, with node:zlib, the
// chunks a browser fetches for each route: the entry and its static imports, then the lazy route
// chunks (and their static imports) the route loads before it shows.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { build, type Plugin } from "vite";

const consoleDir = join(import.meta.dirname, "..");

const BUDGET_LOGIN_JS_KB = 80;
const BUDGET_SHELL_JS_KB = 130;
const BUDGET_SHELL_CSS_KB = 15;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What each route loads before it shows (manifest keys: source paths relative to apps/console). */
const LOGIN_ROUTE = ["src/pages/login-page.tsx"];
// The shell loads its layout, mounts the toaster, then the first page: administrators land on
// /index, teachers on /teacher, students on /student (with the push reactions). The budget holds
// for the heaviest of the three.
const SHELL = ["src/shell/shell-layout.tsx", "src/services/toaster.tsx"];
const SHELL_ROUTES: Record<string, string[]> = {
  index: [...SHELL, "src/pages/index-page.tsx"],
  teacher: [...SHELL, "src/pages/teacher-home-page.tsx"],
  student: [...SHELL, "src/pages/student-home-page.tsx", "src/shell/student-push.tsx"],
};

const kb = (bytes: number) => +(bytes / 1024).toFixed(2);

function entryOf(manifest: Manifest, key: string): ManifestChunk {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`not in the Vite manifest: ${key}`);
  return chunk;
}

/** The manifest keys `keys` load statically (themselves included). */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = entryOf(manifest, key);
    seen.add(key);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return seen;
}

function measure(dist: string, manifest: Manifest, modulesByFile: Map<string, string[]>, keys: string[]) {
  const gzipSize = (file: string) => gzipSync(readFileSync(join(dist, file))).length;
  const chunks = [...closure(manifest, ["index.html", ...keys])];
  const js = chunks.map((key) => entryOf(manifest, key).file);
  const css = [...new Set(chunks.flatMap((key) => entryOf(manifest, key).css ?? []))];
  const modules = js.flatMap((file) => modulesByFile.get(file) ?? []);
  return {
    jsGzip: js.reduce((sum, file) => sum + gzipSize(file), 0),
    cssGzip: css.reduce((sum, file) => sum + gzipSize(file), 0),
    chunks: js.length,
    bpmn: modules.filter((id) => /[\\/](bpmn-js|diagram-js|bpmn-moddle)[\\/]|[\\/]bpmn-designer[\\/]/.test(id)).length,
    // React and React Router ship development builds too; a production build must not contain them.
    development: modules.filter((id) => /\.development\.js$|[\\/]dist[\\/]development[\\/]/.test(id)).length,
  };
}

export async function run() {
  // Which modules each chunk holds, to find bpmn-js (and its diagram-js / moddle) in a route's chunks.
  const modulesByFile = new Map<string, string[]>();
  const collect: Plugin = {
    name: "smartclass-bench-modules",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk") modulesByFile.set(output.fileName, output.moduleIds);
      }
    },
  };
  const dist = mkdtempSync(join(tmpdir(), "smartclass-console-bench-"));
  // React picks its build from NODE_ENV (a test runner sets "test"): measure what production ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const t0 = performance.now();
    await build({
      root: consoleDir,
      configFile: join(consoleDir, "vite.config.ts"),
      mode: "production",
      logLevel: "warn",
      plugins: [collect],
      build: { manifest: true, outDir: dist, emptyOutDir: true },
    });
    const buildMs = performance.now() - t0;
    const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
    return report(dist, manifest, modulesByFile, buildMs);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(dist, { recursive: true, force: true });
  }
}

function report(dist: string, manifest: Manifest, modulesByFile: Map<string, string[]>, buildMs: number) {
  const entry = measure(dist, manifest, modulesByFile, []);
  const login = measure(dist, manifest, modulesByFile, LOGIN_ROUTE);
  const shells = Object.fromEntries(
    Object.entries(SHELL_ROUTES).map(([name, keys]) => [name, measure(dist, manifest, modulesByFile, keys)]),
  );
  const shellJs = Math.max(...Object.values(shells).map((s) => s.jsGzip));
  const shellCss = Math.max(...Object.values(shells).map((s) => s.cssGzip));
  const bpmnModules = login.bpmn + Object.values(shells).reduce((sum, s) => sum + s.bpmn, 0);
  const developmentModules = login.development + Object.values(shells).reduce((sum, s) => sum + s.development, 0);

  const loginPass = login.jsGzip <= BUDGET_LOGIN_JS_KB * 1024;
  const shellJsPass = shellJs <= BUDGET_SHELL_JS_KB * 1024;
  const shellCssPass = shellCss <= BUDGET_SHELL_CSS_KB * 1024;
  return {
    name: "console bundle size",
    buildMs: Math.round(buildMs),
    entryJsGzipKb: kb(entry.jsGzip),
    loginJsGzipKb: kb(login.jsGzip),
    loginChunks: login.chunks,
    budgetLoginJsKb: BUDGET_LOGIN_JS_KB,
    loginPass,
    shellJsGzipKb: kb(shellJs),
    shellJsGzipKbByLanding: Object.fromEntries(Object.entries(shells).map(([name, s]) => [name, kb(s.jsGzip)])),
    budgetShellJsKb: BUDGET_SHELL_JS_KB,
    shellJsPass,
    shellCssGzipKb: kb(shellCss),
    budgetShellCssKb: BUDGET_SHELL_CSS_KB,
    shellCssPass,
    bpmnModulesInLoginOrShell: bpmnModules,
    bpmnPass: bpmnModules === 0,
    developmentBuildModules: developmentModules,
    pass: loginPass && shellJsPass && shellCssPass && bpmnModules === 0 && developmentModules === 0,
  };
}
