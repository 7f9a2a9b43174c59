// The console as `npm start` builds it (apps/console's own `vite build`, brotli and gzip copies beside
// every file), built afresh into a temporary folder with Vite's manifest added, so that a benchmark
// knows which files a student's first load fetches and a served apps/console/dist is left alone.
// The first-load closure is the one apps/console/bench/bundle-size.bench.ts measures.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const consoleDir = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "console");

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** What the student's shell loads after the entry: its layout, the landing page, the push reactions and control mode. */
export const STUDENT_SHELL = [
  "src/shell/shell-layout.tsx",
  "src/pages/student/student-home-page.tsx",
  "src/shell/student-push.tsx",
  "src/shell/student-control.tsx",
];

export interface ConsoleBuild {
  dist: string;
  buildMs: number;
  /** URL paths of the JS and CSS files `keys` load (manifest keys, index.html included when named). */
  filesOf(keys: string[]): string[];
  remove(): void;
}

/** Builds the console for production into a temporary folder (about half a minute). */
export async function buildConsole(): Promise<ConsoleBuild> {
  const dist = mkdtempSync(join(tmpdir(), "smartclass-console-open-"));
  const t0 = performance.now();
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(
        join(consoleDir, "node_modules", ".bin", "vite"),
        ["build", "--outDir", dist, "--emptyOutDir", "--manifest", "--logLevel", "warn"],
        // React picks its build from NODE_ENV (a test runner sets "test"): build what production ships.
        { cwd: consoleDir, env: { ...process.env, NODE_ENV: "production" }, stdio: ["ignore", "ignore", "pipe"] },
      );
      let stderr = "";
      child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-4000)));
      child.once("error", reject);
      child.once("exit", (code) =>
        code === 0 ? resolve() : reject(new Error(`console build failed (${code}): ${stderr}`)),
      );
    });
  } catch (error) {
    rmSync(dist, { recursive: true, force: true });
    throw error;
  }
  const buildMs = performance.now() - t0;
  const manifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8")) as Manifest;
  // Which output file holds each source module (written by the console's build next to the manifest):
  // a module placed in a shared file has no manifest entry of its own.
  const modules = JSON.parse(readFileSync(join(dist, ".vite", "modules.json"), "utf8")) as Record<string, string>;
  const byFile = new Map(Object.entries(manifest).map(([key, c]) => [c.file, key]));
  const chunk = (key: string) => {
    const c = manifest[key] ?? manifest[byFile.get(modules[key] ?? "") ?? ""];
    if (!c) throw new Error(`not in the Vite manifest: ${key}`);
    return c;
  };
  return {
    dist,
    buildMs,
    filesOf(keys) {
      const seen = new Set<string>();
      const visit = (key: string) => {
        const c = chunk(key);
        if (seen.has(c.file)) return;
        seen.add(c.file);
        for (const next of c.imports ?? []) visit(next);
      };
      for (const key of keys) visit(key);
      const files = [...seen].map((file) => chunk(byFile.get(file)!));
      const js = files.map((c) => c.file);
      const css = files.flatMap((c) => c.css ?? []);
      return [...new Set([...js, ...css])].map((file) => `/${file}`);
    },
    remove: () => rmSync(dist, { recursive: true, force: true }),
  };
}
