// Bundle budgets, measured over the React runtime (react + react-dom + scheduler, the file the
// console's build gives them, measured in the same build): the login route ≤ 45 kB gzip JavaScript in
// ≤ 10 files; each role's first page after sign-in (administrator, teacher, student: the shell and the
// landing page) ≤ 110 kB gzip JavaScript in ≤ 25 files and ≤ 15 kB gzip CSS; bpmn-js only on the
// designer and viewer routes. Builds the console for production (its own vite.config.ts, into a
// temporary folder so a served apps/console/dist is left alone) and adds up, with node:zlib, the files a
// browser fetches for each route: the entry and its static imports, then the lazy route files (and
// their static imports) the route loads before it shows. Each route's `parts` share every file's gzip
// size out over the modules in it (by their size in the file) and add them up by package, so a report
// says where the bytes go.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import { build, type Plugin } from "vite";

const consoleDir = join(import.meta.dirname, "..");

const BUDGET_LOGIN_JS_KB = 45;
const BUDGET_LOGIN_FILES = 10;
const BUDGET_SHELL_JS_KB = 110;
const BUDGET_SHELL_FILES = 25;
const BUDGET_SHELL_CSS_KB = 15;

/** What each route loads before it shows (source paths relative to apps/console). */
const LOGIN_ROUTE = ["src/pages/auth/login-page.tsx"];
// After sign-in the shell loads its routes and layout, then the landing page: administrators land on /index,
// teachers on /teacher, students on /student (with the push reactions and the teacher's control mode).
const SHELL = ["src/routes/shell-routes.tsx"];
const LANDINGS: Record<string, string[]> = {
  admin: [...SHELL, "src/pages/index-page.tsx"],
  teacher: [...SHELL, "src/pages/teacher/teacher-home-page.tsx"],
  student: [
    ...SHELL,
    "src/pages/student/student-home-page.tsx",
    "src/shell/student-push.tsx",
    "src/shell/student-control.tsx",
  ],
};

interface OutputChunk {
  imports: string[];
  css: string[];
  /** Module id → its length in the file. */
  modules: Map<string, number>;
  isEntry: boolean;
}

const kb = (bytes: number) => +(bytes / 1024).toFixed(1);
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The package (or the workspace package's top folder) a module belongs to, for the parts list. */
function partOf(id: string): string {
  const dependency = /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(
    id,
  );
  if (dependency) {
    const name = dependency[1]!.replace(/\\/g, "/");
    if (name.startsWith("@radix-ui/")) return "@radix-ui/*";
    if (name.startsWith("@floating-ui/")) return "@floating-ui/*";
    return REACT_RUNTIME.test(id) ? "react runtime" : name;
  }
  const workspace = /(packages|apps)[\\/]([^\\/]+)[\\/]src[\\/]([^\\/]+)/.exec(id);
  if (workspace) return `${workspace[2]}/${workspace[3]!.replace(/\.tsx?$/, "")}`;
  return "bundler runtime";
}

export async function run() {
  // Each output file's static imports, CSS and modules (with their size), from the bundle itself.
  const chunks = new Map<string, OutputChunk>();
  const collect: Plugin = {
    name: "smartclass-bench-chunks",
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        chunks.set(output.fileName, {
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          modules: new Map(Object.entries(output.modules).map(([id, m]) => [id, m.renderedLength])),
          isEntry: output.isEntry,
        });
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
      build: { outDir: dist, emptyOutDir: true },
    });
    return report(dist, chunks, performance.now() - t0);
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(dist, { recursive: true, force: true });
  }
}

function report(dist: string, chunks: Map<string, OutputChunk>, buildMs: number) {
  const gzipSize = new Map<string, number>();
  const gzip = (file: string) => {
    let size = gzipSize.get(file);
    if (size === undefined) gzipSize.set(file, (size = gzipSync(readFileSync(join(dist, file))).length));
    return size;
  };
  const fileOf = (source: string) => {
    const id = join(consoleDir, source);
    for (const [file, chunk] of chunks) if (chunk.modules.has(id)) return file;
    throw new Error(`no output file holds ${source}`);
  };
  const entry = [...chunks].find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error("the build has no entry file");
  // The runtime is measured as the build emits it: the file that holds react-dom.
  const runtimeFiles = [...chunks]
    .filter(([, c]) => [...c.modules.keys()].some((id) => REACT_RUNTIME.test(id)))
    .map(([file]) => file);
  const reactRuntime = runtimeFiles.reduce((sum, file) => sum + gzip(file), 0);

  const measure = (sources: string[]) => {
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const next of chunks.get(file)!.imports) visit(next);
    };
    for (const file of [entry, ...sources.map(fileOf)]) visit(file);
    const css = [...new Set([...files].flatMap((file) => chunks.get(file)!.css))];
    const parts = new Map<string, number>();
    for (const file of files) {
      const modules = chunks.get(file)!.modules;
      const length = [...modules.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [id, size] of modules)
        parts.set(partOf(id), (parts.get(partOf(id)) ?? 0) + (gzip(file) * size) / length);
    }
    const ids = [...files].flatMap((file) => [...chunks.get(file)!.modules.keys()]);
    const jsGzip = [...files].reduce((sum, file) => sum + gzip(file), 0);
    return {
      jsGzipKb: kb(jsGzip),
      overReactKb: kb(jsGzip - reactRuntime),
      files: files.size,
      cssGzipKb: kb(css.reduce((sum, file) => sum + gzip(file), 0)),
      parts: Object.fromEntries(
        [...parts]
          .filter(([name]) => name !== "react runtime")
          .sort((a, b) => b[1] - a[1])
          .slice(0, 12)
          .map(([name, bytes]) => [name, kb(bytes)]),
      ),
      bpmn: ids.filter((id) => /[\\/](bpmn-js|diagram-js|bpmn-moddle)[\\/]|[\\/]bpmn-designer[\\/]/.test(id)).length,
      // React and React Router ship development builds too; a production build must not contain them.
      development: ids.filter((id) => /\.development\.js$|[\\/]dist[\\/]development[\\/]/.test(id)).length,
    };
  };

  const login = measure(LOGIN_ROUTE);
  const landings = Object.fromEntries(Object.entries(LANDINGS).map(([role, sources]) => [role, measure(sources)]));
  const all = [login, ...Object.values(landings)];
  const loginPass = login.overReactKb <= BUDGET_LOGIN_JS_KB && login.files <= BUDGET_LOGIN_FILES;
  const shellJsPass = Object.values(landings).every(
    (l) => l.overReactKb <= BUDGET_SHELL_JS_KB && l.files <= BUDGET_SHELL_FILES,
  );
  const shellCssPass = Object.values(landings).every((l) => l.cssGzipKb <= BUDGET_SHELL_CSS_KB);
  const bpmnModules = all.reduce((sum, r) => sum + r.bpmn, 0);
  const developmentModules = all.reduce((sum, r) => sum + r.development, 0);
  return {
    name: "console bundle size (gzip JS over the React runtime)",
    buildMs: Math.round(buildMs),
    reactRuntimeGzipKb: kb(reactRuntime),
    reactRuntimeFiles: runtimeFiles.length,
    budgets: {
      loginOverReactKb: BUDGET_LOGIN_JS_KB,
      loginFiles: BUDGET_LOGIN_FILES,
      landingOverReactKb: BUDGET_SHELL_JS_KB,
      landingFiles: BUDGET_SHELL_FILES,
      landingCssKb: BUDGET_SHELL_CSS_KB,
    },
    login,
    landings,
    loginPass,
    shellJsPass,
    shellCssPass,
    bpmnModulesInLoginOrShell: bpmnModules,
    developmentBuildModules: developmentModules,
    pass: loginPass && shellJsPass && shellCssPass && bpmnModules === 0 && developmentModules === 0,
  };
}
