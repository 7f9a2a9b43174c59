// How the console's first visit is cut into files. Left to itself the bundler makes one chunk per set of
// lazy routes sharing a module: the shell's first load was 60–80 small files, each with its own request,
// response headers and gzip dictionary. Here every module is placed by which of the first-visit roots
// (the login page, the shell, each role's landing page) reach it through static imports, so the login
// route is the entry, React and a couple of files, and each role's first page a handful more. Modules
// no root reaches (the other pages, loaded on first use) keep the bundler's own grouping.
import { join } from "node:path";

import type { Plugin } from "vite";

import { importGraph } from "./import-graph.js";

/** The first-visit roots, relative to apps/console (Vite manifest keys). */
const FIRST_LOAD_ROOTS = {
  login: ["src/pages/auth/login-page.tsx"],
  // The signed-in route table, which brings the shell's layout.
  shell: ["src/routes/shell-routes.tsx"],
  admin: ["src/pages/index-page.tsx"],
  teacher: ["src/pages/teacher/teacher-home-page.tsx"],
  // The student's pages react to pushes (check-in, questions…) from the first page on.
  student: ["src/pages/student/student-home-page.tsx", "src/shell/student-push.tsx", "src/shell/student-control.tsx"],
} as const;

type Root = keyof typeof FIRST_LOAD_ROOTS;
const LANDINGS = ["admin", "teacher", "student"] as const satisfies readonly Root[];

/** React's runtime gets a file of its own: budgets are measured over it, and it changes least often. */
const REACT_RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** The chunk a module belongs in, from the roots that reach it (null: the bundler decides). */
function chunkFor(reachedBy: ReadonlySet<Root>): string | null {
  const landings = LANDINGS.filter((landing) => reachedBy.has(landing));
  // What the login page shares with the signed-in console (forms, buttons, the client): one file.
  if (reachedBy.has("login")) return reachedBy.has("shell") || landings.length > 0 ? "forms" : "login";
  // What every signed-in first page needs travels with the shell.
  if (reachedBy.has("shell") || landings.length === LANDINGS.length) return "shell";
  if (landings.length === 0) return null;
  return `home-${landings.join("-")}`;
}

/**
 * The plugin (it reads the module graph once the build has it) and the `codeSplitting` option that
 * places each first-visit module by it.
 */
export function firstLoadChunks(consoleDir: string) {
  const rootIds = new Map<string, Root>();
  for (const [root, files] of Object.entries(FIRST_LOAD_ROOTS) as [Root, readonly string[]][]) {
    for (const file of files) rootIds.set(join(consoleDir, file), root);
  }
  const entry = join(consoleDir, "src/main.tsx");
  const reach = new Map<string, Set<Root>>();

  const plugin: Plugin = {
    name: "smartclass-first-load-chunks",
    apply: "build",
    async buildEnd() {
      const graph = await importGraph(this);
      const closure = (start: string) => {
        const seen = new Set<string>();
        const stack = [start];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(graph.get(id) ?? []));
        }
        return seen;
      };
      reach.clear();
      // What the entry loads stays in the entry's file: it runs before any route.
      const boot = closure(entry);
      for (const [id, root] of rootIds) {
        for (const reached of closure(id)) {
          if (boot.has(reached)) continue;
          let roots = reach.get(reached);
          if (!roots) reach.set(reached, (roots = new Set()));
          roots.add(root);
        }
      }
    },
    // With Vite's manifest on (the benchmarks), which file holds each source module: a module placed in
    // a shared file has no manifest entry of its own.
    generateBundle(_options, bundle) {
      if (!this.environment.config.build.manifest) return;
      const files: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          if (id.startsWith(`${consoleDir}/`) && !id.includes("node_modules"))
            files[id.slice(consoleDir.length + 1)] = output.fileName;
        }
      }
      this.emitFile({ type: "asset", fileName: ".vite/modules.json", source: JSON.stringify(files, null, 1) });
    },
  };

  const codeSplitting = {
    // The placement already keeps every module's imports in its own or a more shared file.
    includeDependenciesRecursively: false,
    groups: [
      { name: "react", test: REACT_RUNTIME, priority: 2 },
      {
        debugName: "first-load",
        name: (id: string) => {
          const roots = reach.get(id);
          return roots ? chunkFor(roots) : null;
        },
        priority: 1,
      },
    ],
  };
  return { plugin, codeSplitting };
}
