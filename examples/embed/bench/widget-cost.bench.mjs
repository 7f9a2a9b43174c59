// Embedding budget: the check-in dialog costs at most 25 kB gzip of
// JavaScript over React and react-dom. Builds and packs the publishable packages and installs them into
// a copy of examples/embed outside the workspace, as a stranger would (scripts/lib/embed-app.mjs),
// then builds four tiny entries (bench/entries) with the app's own Vite, minified, nothing written:
// React alone, the check-in dialog alone, the designer alone, the viewer alone. A widget's figure is
// the gzip size (node:zlib, default level, chunk by chunk) of everything it ships — initial chunks and
// the lazy ones it loads when it renders, reported apart — minus React's. Designer and viewer: reported,
// no budget. The dialog's heaviest packages are listed, so a dependency it does not need shows.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

import {
  buildPackages,
  importAppVite,
  installEmbedApp,
  packPackages,
  writeReadmeExamples,
} from "../../../scripts/lib/embed-app.mjs";

const BUDGET_CHECK_IN_DIALOG_KB = 25;
/** What other widgets need and the check-in dialog must not pull in (a failure, like the budget). */
const NOT_FOR_CHECK_IN =
  /^(dompurify|sonner|dayjs|fuse\.js|echarts|zrender|@tiptap\/.*|prosemirror-.*|bpmn-js.*|diagram-js.*|react-hook-form|@radix-ui\/react-dialog|@tanstack\/.*|openapi-fetch)$/;
const ENTRIES = ["react", "check-in-dialog", "designer", "viewer"];

const kb = (bytes) => +(bytes / 1024).toFixed(1);
const gzip = (text) => gzipSync(text).length;

/** The package a bundled module belongs to (`@scope/name` or `name`), or "app" for the app's own. */
function packageOf(id) {
  const at = id.lastIndexOf("/node_modules/");
  if (at === -1) return "app";
  const parts = id.slice(at + "/node_modules/".length).split("/");
  return parts[0].startsWith("@") ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** Builds one entry with the app's Vite; resolves with its JS and CSS gzip sizes, initial and lazy. */
async function measure(build, app, entry) {
  const output = await build({
    root: app,
    configFile: false,
    logLevel: "silent",
    mode: "production",
    build: {
      write: false,
      minify: true,
      rollupOptions: { input: join(app, "bench", "entries", `${entry}.tsx`) },
    },
  });
  const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const chunks = files.filter((file) => file.type === "chunk");
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set();
  const visit = (name) => {
    const chunk = byName.get(name);
    if (!chunk || initial.has(name)) return;
    initial.add(name);
    for (const next of chunk.imports) visit(next);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  const size = (list) => list.reduce((sum, chunk) => sum + gzip(chunk.code), 0);
  const css = files.filter((file) => file.type === "asset" && file.fileName.endsWith(".css"));
  const codeByPackage = new Map();
  for (const chunk of chunks.filter((c) => initial.has(c.fileName))) {
    for (const [id, module] of Object.entries(chunk.modules)) {
      const name = packageOf(id);
      codeByPackage.set(name, (codeByPackage.get(name) ?? "") + (module.code ?? ""));
    }
  }
  return {
    initial: size(chunks.filter((chunk) => initial.has(chunk.fileName))),
    lazy: size(chunks.filter((chunk) => !initial.has(chunk.fileName))),
    lazyChunks: chunks.length - initial.size,
    css: css.reduce((sum, file) => sum + gzip(file.source), 0),
    packages: [...codeByPackage].map(([name, code]) => [name, gzip(code)]).sort((a, b) => b[1] - a[1]),
  };
}

/** Runs the benchmark; `pass` is false while the check-in dialog is over its budget. */
export async function run() {
  const work = mkdtempSync(join(tmpdir(), "smartclass-widget-cost-"));
  const app = join(work, "app");
  // React picks its build from NODE_ENV (a test runner sets "test"): measure what production ships.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    await buildPackages();
    await installEmbedApp(app, await packPackages(join(work, "tarballs")));
    const missing = writeReadmeExamples(app);
    if (missing.length > 0) throw new Error(`README without a tsx example: ${missing.join(", ")}`);
    const { build } = await importAppVite(app);
    const sizes = {};
    for (const entry of ENTRIES) sizes[entry] = await measure(build, app, entry);

    const react = sizes.react.initial + sizes.react.lazy;
    const over = (entry) => ({
      totalKb: kb(sizes[entry].initial + sizes[entry].lazy - react),
      initialKb: kb(sizes[entry].initial - react),
      lazyKb: kb(sizes[entry].lazy),
      lazyChunks: sizes[entry].lazyChunks,
      cssKb: kb(sizes[entry].css),
    });
    const checkIn = over("check-in-dialog");
    const pulledIn = sizes["check-in-dialog"].packages
      .map(([name]) => name)
      .filter((name) => NOT_FOR_CHECK_IN.test(name));
    const designer = over("designer");
    const viewer = over("viewer");
    return {
      name: "embedded widgets' cost",
      pass: checkIn.totalKb <= BUDGET_CHECK_IN_DIALOG_KB && pulledIn.length === 0,
      checkInDialogPullsIn: pulledIn,
      budgetCheckInDialogKb: BUDGET_CHECK_IN_DIALOG_KB,
      reactKb: kb(react),
      checkInDialogKb: checkIn.totalKb,
      designerKb: designer.totalKb,
      viewerKb: viewer.totalKb,
      checkInDialog: checkIn,
      designer,
      viewer,
      // Gzip of each package's code alone (so they add up to a little more than the whole).
      checkInDialogPackagesKb: Object.fromEntries(
        sizes["check-in-dialog"].packages
          .filter(([name]) => !/^(react|react-dom|scheduler)$/.test(name))
          .slice(0, 10)
          .map(([name, bytes]) => [name, kb(bytes)]),
      ),
    };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(work, { recursive: true, force: true });
  }
}
