#!/usr/bin/env node
// Pack check: @smartclass/bpmn-designer as a stranger installs it. Builds @smartclass/ui and the
// designer, packs both with pnpm, installs the two tarballs with npm into a new app outside the
// workspace (beside them only the peer dependencies react and react-dom; npm prefers its cache),
// builds a tiny Vite app that renders the README's minimal use, and opens it in Chromium: the
// toolbar and the canvas must show. Exits non-zero on any failure.
//
//   node packages/bpmn-designer/scripts/check-install.mjs [--skip-build] [--keep]
//   --skip-build packs the dist folders already built (e.g. by `pnpm check:packages`);
//   --keep leaves the app in the temporary folder for a look.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium } from "playwright-core";
import { build } from "vite";

import { CHROMIUM_ARGS, ensureChromium } from "../../../scripts/lib/chromium.mjs";
import { pnpm, root } from "../../../scripts/lib/run.mjs";
import { serveStatic } from "../../../scripts/lib/static-server.mjs";

const keep = process.argv.includes("--keep");
const skipBuild = process.argv.includes("--skip-build");
const started = performance.now();
const step = (text) => console.log(`[check-install ${((performance.now() - started) / 1000).toFixed(1)} s] ${text}`);
const fail = (text) => {
  console.error(`check-install: ${text}`);
  process.exit(1);
};

/** Runs a command quietly; resolves with its exit code and output. */
function quiet(cmd, args, cwd) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env: { ...process.env, npm_config_update_notifier: "false" } });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", (error) => resolve({ code: 127, output: error.message }));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

const work = mkdtempSync(join(tmpdir(), "bpmn-designer-install-"));
const tarballs = join(work, "tarballs");
const app = join(work, "app");
mkdirSync(tarballs);
mkdirSync(join(app, "src"), { recursive: true });

try {
  if (!skipBuild) {
    step("building @smartclass/ui and @smartclass/bpmn-designer");
    const built = await pnpm(["--filter", "@smartclass/ui", "--filter", "@smartclass/bpmn-designer", "run", "build"]);
    if (built !== 0) fail("the package build failed");
  }

  step("packing");
  for (const dir of ["ui", "bpmn-designer"]) {
    const packed = await quiet(
      process.execPath,
      [join(root, "node_modules", "pnpm", "bin", "pnpm.cjs"), "pack", "--pack-destination", tarballs],
      join(root, "packages", dir),
    );
    if (packed.code !== 0) fail(`pnpm pack failed in packages/${dir}:\n${packed.output}`);
  }
  const [uiTgz, designerTgz] = ["smartclass-ui-", "smartclass-bpmn-designer-"].map((prefix) => {
    const file = readdirSync(tarballs).find((name) => name.startsWith(prefix) && name.endsWith(".tgz"));
    if (!file) fail(`no tarball ${prefix}*.tgz`);
    return join(tarballs, file);
  });

  // The packed manifest must name no workspace protocol and no source entry.
  const manifest = await quiet("tar", ["-xzOf", designerTgz, "package/package.json"], work);
  const pkg = JSON.parse(manifest.output);
  if (JSON.stringify(pkg).includes("workspace:")) fail("the packed package.json still says workspace:");
  if (pkg.exports["."].default !== "./dist/index.js") fail(`packed exports point at ${pkg.exports["."].default}`);

  const rootPkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  writeFileSync(
    join(app, "package.json"),
    `${JSON.stringify(
      {
        name: "bpmn-designer-install-check",
        private: true,
        type: "module",
        dependencies: {
          "@smartclass/bpmn-designer": `file:${designerTgz}`,
          "@smartclass/ui": `file:${uiTgz}`,
          react: rootPkg.devDependencies.react,
          "react-dom": rootPkg.devDependencies["react-dom"],
        },
      },
      null,
      2,
    )}\n`,
  );

  step("npm install (from the npm cache where it can)");
  const installed = await quiet(
    "npm",
    ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"],
    app,
  );
  if (installed.code !== 0) fail(`npm install failed:\n${installed.output}`);

  // The README's minimal use, with @smartclass/ui's toaster for the toolbar's messages.
  writeFileSync(
    join(app, "index.html"),
    `<!doctype html>
<html lang="zh-CN">
  <head><meta charset="UTF-8" /><title>install check</title></head>
  <body><div id="root"></div><script type="module" src="/src/main.js"></script></body>
</html>
`,
  );
  writeFileSync(
    join(app, "src", "main.js"),
    `import { createElement as h, useState } from "react";
import { createRoot } from "react-dom/client";
import { BpmnDesigner, newProcessXml } from "@smartclass/bpmn-designer";
import { Toaster } from "@smartclass/ui";
import "@smartclass/ui/styles.css";
import "@smartclass/bpmn-designer/styles.css";

function Page() {
  const [xml, setXml] = useState(() => newProcessXml({ id: "leave", name: "请假流程", engine: "flowable" }));
  return h(
    "div",
    null,
    h(BpmnDesigner, {
      engine: "flowable",
      xml,
      onChange: setXml,
      onSave: async (saved) => {
        window.saved = saved;
      },
      simulation: true,
    }),
    h(Toaster),
  );
}

createRoot(document.getElementById("root")).render(h(Page));
`,
  );

  step("vite build of the app");
  const modulesByFile = new Map();
  const dist = join(app, "dist");
  try {
    await build({
      root: app,
      configFile: false,
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
          name: "install-check-modules",
          generateBundle(_options, bundle) {
            for (const output of Object.values(bundle)) {
              if (output.type === "chunk") modulesByFile.set(output.fileName, output.moduleIds);
            }
          },
        },
      ],
    });
  } catch (error) {
    fail(`vite build failed: ${error.message}`);
  }
  const installedFrom = [...modulesByFile.values()].flat().filter((id) => id.includes("@smartclass/bpmn-designer"));
  if (installedFrom.length === 0 || installedFrom.some((id) => !id.startsWith(join(app, "node_modules")))) {
    fail("the app did not use the installed package");
  }
  const viteManifest = JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
  const entryFile = viteManifest["index.html"].file;
  const bpmnInEntry = (modulesByFile.get(entryFile) ?? []).filter((id) => /[\\/]bpmn-js[\\/]/.test(id));
  if (bpmnInEntry.length > 0) fail("bpmn-js is in the entry chunk: it must load only when a designer renders");

  step("opening the app in Chromium");
  const server = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(`${server.url}/index.html`);
    await page.getByRole("toolbar", { name: "流程设计工具栏" }).waitFor({ timeout: 20000 });
    await page.locator('[data-element-id="StartEvent_1"]').waitFor({ timeout: 20000 });
    await page.getByRole("button", { name: "模拟" }).waitFor();
    await page.getByRole("button", { name: "保存模型" }).click();
    await page.waitForFunction(() => typeof globalThis.saved === "string", null, { timeout: 10000 });
    if (errors.length > 0) fail(`errors in the page: ${errors.join("; ")}`);
  } finally {
    await browser.close();
    await server.close();
  }
  step(`ok: installed from ${designerTgz.split("/").pop()} and ${uiTgz.split("/").pop()}, built, rendered, saved`);
} finally {
  if (keep) console.log(`app left in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}
