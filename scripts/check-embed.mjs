#!/usr/bin/env node
// Embed check: the publishable packages as another school's app uses them; their stylesheets change
// nothing outside their widgets.
// Packs @smartclass/ui, api, classroom and bpmn-designer with pnpm, installs the tarballs with npm into
// a copy of examples/embed outside the workspace, writes each package README's first tsx block into
// the app (src/readme/<package>.tsx), typechecks the app with its own tsc under `bundler` and under
// `nodenext`, builds it with its own Vite, and drives it in Chromium against the host's backend on
// 127.0.0.1: the check-in dialog's plain flow, the sign-in widget, the BPMN designer (save) and the
// process viewer, with no page, console or CSP error; the host's elements look the same with and
// without the packages' stylesheets; the widgets look the same with and without a hostile host
// stylesheet. Prints one line per step; exits 1 listing every failure.
//
//   node scripts/check-embed.mjs [--skip-build] [--keep]
//   --skip-build packs the dist folders already built (e.g. by `pnpm check:packages`);
//   --keep leaves the app (and its build) in the temporary folder for a look.
/* global document, Element -- the functions given to page.evaluate run in the browser */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium } from "playwright-core";

import { CHROMIUM_ARGS, ensureChromium } from "./lib/chromium.mjs";
import {
  buildEmbedApp,
  buildPackages,
  bundleProblems,
  installEmbedApp,
  packPackages,
  typecheckEmbedApp,
  writeReadmeExamples,
} from "./lib/embed-app.mjs";
import {
  HOST_STUDENT,
  readHostStyles,
  readWidgetStyles,
  serveHostApp,
  settle,
  styleDifferences,
  watchPage,
} from "./lib/embed-page.mjs";

const keep = process.argv.includes("--keep");
const skipBuild = process.argv.includes("--skip-build");
const started = performance.now();
const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
const step = (text) => console.log(`[check-embed ${elapsed()} s] ${text}`);
const failures = [];
/** Records a failure and goes on: one run reports everything that is wrong. */
const fail = (text) => {
  failures.push(text);
  console.log(`  ✗ ${text.split("\n").join("\n    ")}`);
};
/** Runs one part of the check; an exception in it is that part's failure. */
async function attempt(name, part) {
  try {
    await part();
  } catch (error) {
    fail(`${name}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
  }
}

const TIMEOUT = 30_000;

/** Widget parts whose look must not change under the hostile stylesheet, before any dialog opens. */
function pageParts(page) {
  const signIn = page.getByRole("region", { name: "课堂签到", exact: true });
  const search = page.getByRole("search", { name: "课程名称" });
  const toolbar = page.getByRole("toolbar", { name: "流程设计工具栏" });
  const viewer = page.getByRole("region", { name: "流程图查看器" });
  return {
    "sign-in widget": signIn,
    "sign-in widget heading 课堂签到": signIn.getByRole("heading", { name: "课堂签到" }),
    "sign-in widget text": signIn.getByText("老师发起了签到，请尽快完成签到"),
    "sign-in widget button 立即签到": signIn.getByRole("button", { name: "立即签到" }),
    "search box 课程名称": search.getByRole("textbox", { name: "课程名称" }),
    "search button 搜索": search.getByRole("button", { name: "搜索" }),
    "designer toolbar": toolbar,
    "designer toolbar button 保存模型": toolbar.getByRole("button", { name: "保存模型" }),
    "designer toolbar button 撤销": toolbar.getByRole("button", { name: "撤销" }),
    "designer toolbar toggle 模拟": toolbar.getByRole("button", { name: "模拟" }),
    "designer palette": page.locator(".djs-palette"),
    "designer palette entry": page.locator(".djs-palette .entry"),
    viewer,
    "viewer zoom button 放大": viewer.getByRole("button", { name: "放大" }),
    "viewer legend title": viewer.getByText("图例", { exact: true }),
    "viewer legend list": viewer.locator('[data-slot="process-viewer-legend"] ul'),
    "viewer legend item": viewer.locator('[data-slot="process-viewer-legend"] li'),
    "viewer node list": viewer.getByRole("list", { name: "流程节点" }),
    "viewer node": viewer.getByRole("list", { name: "流程节点" }).getByRole("listitem"),
  };
}

/** The open check-in dialog's parts. */
function dialogParts(page) {
  const dialog = page.getByRole("dialog", { name: "签到" });
  return {
    "check-in dialog": dialog,
    "dialog title 签到": dialog.getByRole("heading", { name: "签到" }),
    "dialog text": dialog.getByText("请在课堂进行中完成签到"),
    "dialog status": dialog.getByText("系统未检测到人脸信息，仅支持普通签到"),
    "dialog button 普通签到": dialog.getByRole("button", { name: "普通签到" }),
  };
}

/** Loads a page of the app; resolves with it and the list its errors land in. */
async function load(context, url) {
  const page = await context.newPage();
  const problems = watchPage(page);
  await page.goto(url);
  return { page, problems };
}

/** Waits until every widget of index.html has rendered (bpmn-js arrives lazily). */
async function widgetsReady(page) {
  await page.getByRole("toolbar", { name: "流程设计工具栏" }).waitFor({ timeout: TIMEOUT });
  await page.locator('[data-slot="bpmn-designer"] [data-element-id="StartEvent_1"]').waitFor({ timeout: TIMEOUT });
  await page.locator(".djs-palette").waitFor({ timeout: TIMEOUT });
  const viewer = page.getByRole("region", { name: "流程图查看器" });
  await viewer.locator('[data-element-id="Task_teacher"]').waitFor({ timeout: TIMEOUT });
  await page.getByRole("region", { name: "课堂签到", exact: true }).waitFor({ timeout: TIMEOUT });
  await settle(page);
}

/** The height main.tsx gives the process viewer. */
const VIEWER_HEIGHT = 360;

/** Fails unless `element` is drawn within `frame`, which must be tall enough to see it in. */
async function shownInside(element, frame, what) {
  const inner = await element.first().boundingBox();
  const outer = await frame.first().boundingBox();
  if (!inner || !outer || outer.height < 100) {
    fail(`${what}: its canvas is ${outer ? `${outer.width} × ${outer.height} px` : "not there"}`);
    return;
  }
  const x = inner.x + inner.width / 2;
  const y = inner.y + inner.height / 2;
  if (x < outer.x || x > outer.x + outer.width || y < outer.y || y > outer.y + outer.height) {
    fail(`${what} lies outside its canvas (${JSON.stringify(inner)} in ${JSON.stringify(outer)})`);
  }
}

/** Opens the check-in dialog with the host's own 签到 button (the classroom README's example). */
async function openCheckIn(page) {
  await page.getByRole("button", { name: "签到", exact: true }).click();
  await page
    .getByRole("dialog", { name: "签到" })
    .getByRole("button", { name: "普通签到" })
    .waitFor({ timeout: TIMEOUT });
  await settle(page);
}

/** 普通签到 in the open dialog: 签到成功, the backend got the check-in, the dialog closes itself. */
async function plainCheckIn(page, calls, via) {
  const dialog = page.getByRole("dialog", { name: "签到" });
  const before = calls.length;
  await dialog.getByRole("button", { name: "普通签到" }).click();
  await dialog.getByText("签到成功").waitFor({ timeout: TIMEOUT });
  const checkIns = calls.slice(before).filter((call) => call.method === "POST" && call.path === "/api/check-ins");
  if (checkIns.length !== 1 || JSON.parse(checkIns[0].body).signId !== HOST_STUDENT.signInId) {
    fail(`${via}: 普通签到 sent ${JSON.stringify(calls.slice(before))}, not one check-in for sign-in 42`);
  }
  await dialog.waitFor({ state: "hidden", timeout: 5000 });
}

/** The widgets' look is their own: the dialog is opaque and 普通签到 is a filled button. */
function checkOwnLook(styles) {
  const transparent = (value) => !value || value === "rgba(0, 0, 0, 0)" || value === "transparent";
  const dialog = styles["check-in dialog"];
  if (dialog && transparent(dialog["background-color"])) fail("the check-in dialog has no background of its own");
  const plain = styles["dialog button 普通签到"];
  if (plain && transparent(plain["background-color"])) {
    fail(`普通签到 is not a filled button (background ${plain["background-color"]}, colour ${plain.color})`);
  }
}

/** index.html as the host uses it: every widget renders and works; returns the styles it read. */
async function checkPlainPage(context, url, calls) {
  const { page, problems } = await load(context, `${url}/index.html`);
  const styles = { host: null, widgets: null };
  await attempt("index.html: the widgets render", () => widgetsReady(page));
  await attempt("index.html: reading styles", async () => {
    styles.host = await readHostStyles(page);
    styles.widgets = await readWidgetStyles(pageParts(page));
    const absent = Object.keys(styles.widgets).filter((name) => styles.widgets[name] === null);
    if (absent.length > 0) fail(`index.html: not rendered: ${absent.join(", ")}`);
  });
  await attempt("index.html: the designer and the viewer show their diagrams", async () => {
    await shownInside(
      page.locator('[data-slot="bpmn-designer"] [data-element-id="StartEvent_1"]'),
      page.locator('[data-slot="bpmn-designer-canvas"]'),
      "the designer's start event",
    );
    const viewer = page.getByRole("region", { name: "流程图查看器" });
    const canvas = viewer.locator('[data-slot="process-viewer-canvas"]');
    const height = (await canvas.boundingBox())?.height ?? 0;
    if (Math.round(height) !== VIEWER_HEIGHT) fail(`the viewer's canvas is ${height} px tall, not ${VIEWER_HEIGHT}`);
    await shownInside(viewer.locator('[data-element-id="Task_teacher"]'), canvas, "the viewer's task 班主任审批");
    // The instance's progress: the nodes it went through are listed beside the canvas.
    const nodes = viewer.getByRole("list", { name: "流程节点" }).getByRole("button");
    await nodes
      .first()
      .waitFor({ timeout: 5000 })
      .catch(() => undefined);
    const listed = await nodes.allTextContents();
    if (!listed.some((text) => text.includes("发起请假")) || !listed.some((text) => text.includes("班主任审批"))) {
      fail(`the viewer lists ${JSON.stringify(listed)} as visited, not 发起请假 and 班主任审批`);
    }
  });
  await attempt("index.html: the check-in dialog's plain flow", async () => {
    await openCheckIn(page);
    const dialog = await readWidgetStyles(dialogParts(page));
    const absent = Object.keys(dialog).filter((name) => dialog[name] === null);
    if (absent.length > 0) fail(`index.html: not in the check-in dialog: ${absent.join(", ")}`);
    Object.assign(styles.widgets ?? {}, dialog);
    await plainCheckIn(page, calls, "the README's 签到 button");
    const asked = calls.map((call) => `${call.method} ${call.path}`);
    for (const expected of ["GET /api/me/current-class", "GET /api/me/face", "GET /api/classes/7/open-sign-in"]) {
      if (!asked.includes(expected)) fail(`the check-in dialog never called ${expected}`);
    }
  });
  await attempt("index.html: the sign-in widget's check-in", async () => {
    const widget = page.getByRole("region", { name: "课堂签到", exact: true });
    await widget.getByRole("button", { name: "立即签到" }).click();
    await page.getByRole("dialog", { name: "签到" }).getByRole("button", { name: "普通签到" }).waitFor();
    await plainCheckIn(page, calls, "the sign-in widget");
    await widget.waitFor({ state: "detached", timeout: 5000 });
  });
  await attempt("index.html: the course search (@smartclass/ui's README)", async () => {
    await page.getByRole("textbox", { name: "课程名称" }).fill("数学");
    await page.getByRole("textbox", { name: "课程名称" }).press("Enter");
    await page.getByText("搜索：数学").waitFor({ timeout: 5000 });
  });
  await attempt("index.html: the designer saves", async () => {
    const before = calls.length;
    await page.getByRole("toolbar", { name: "流程设计工具栏" }).getByRole("button", { name: "保存模型" }).click();
    await page.getByText("保存成功").waitFor({ timeout: TIMEOUT });
    const saved = calls.slice(before).find((call) => call.method === "PUT");
    if (!saved || !saved.body.includes('id="StartEvent_1"') || !saved.body.includes("请假流程")) {
      fail("保存模型 did not send the diagram to the host's backend");
    }
  });
  for (const problem of problems) fail(`index.html: ${problem}`);
  await page.close();
  return styles;
}

/** index.html?hostile: the same widgets under the hostile host stylesheet; returns their styles. */
async function checkHostilePage(context, url, calls) {
  const { page, problems } = await load(context, `${url}/index.html?hostile`);
  const styles = { host: null, widgets: null };
  await attempt("index.html?hostile: the widgets render", async () => {
    await widgetsReady(page);
    await page.waitForFunction(() =>
      [...document.styleSheets].some(
        (sheet) => sheet.ownerNode instanceof Element && sheet.ownerNode.id === "hostile-stylesheet",
      ),
    );
    await settle(page);
  });
  await attempt("index.html?hostile: reading styles", async () => {
    styles.host = await readHostStyles(page);
    styles.widgets = await readWidgetStyles(pageParts(page));
    await openCheckIn(page);
    Object.assign(styles.widgets, await readWidgetStyles(dialogParts(page)));
    await plainCheckIn(page, calls, "the README's 签到 button under the hostile stylesheet");
  });
  for (const problem of problems) fail(`index.html?hostile: ${problem}`);
  await page.close();
  return styles;
}

/** bare.html: the host page without any package; returns its elements' styles. */
async function readBarePage(context, url) {
  const { page, problems } = await load(context, `${url}/bare.html`);
  await page.locator('[data-host="h1"]').waitFor({ timeout: TIMEOUT });
  await settle(page);
  const host = await readHostStyles(page);
  for (const problem of problems) fail(`bare.html: ${problem}`);
  await page.close();
  return host;
}

/** Fails with every style difference, capped so the report stays readable. */
function compare(what, differences) {
  if (differences.length === 0) return;
  const shown = differences.slice(0, 40);
  fail(
    `${what} (${differences.length} parts differ):\n${shown.join("\n")}` +
      (differences.length > shown.length ? `\n… and ${differences.length - shown.length} more` : ""),
  );
}

async function checkInBrowser(dist) {
  const server = await serveHostApp(dist);
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "zh-CN" });
    const bare = await readBarePage(context, server.url);
    const plain = await checkPlainPage(context, server.url, server.calls);
    const hostile = await checkHostilePage(context, server.url, server.calls);
    const unknown = server.calls.filter((call) => !call.path.startsWith("/api/"));
    if (unknown.length > 0) fail(`unexpected calls: ${JSON.stringify(unknown)}`);
    if (plain.host)
      compare("the host's elements change when the packages' stylesheets load", styleDifferences(bare, plain.host));
    if (plain.widgets) checkOwnLook(plain.widgets);
    if (plain.widgets && hostile.widgets) {
      compare("the widgets change under the hostile host stylesheet", styleDifferences(plain.widgets, hostile.widgets));
    }
    // The hostile sheet must have reached the host's own elements, or the comparison above proves nothing.
    if (hostile.host && hostile.host.h1["font-size"] !== "38px")
      fail("the hostile stylesheet did not apply to the host's <h1>");
  } finally {
    await browser.close();
    await server.close();
  }
}

const work = mkdtempSync(join(tmpdir(), "smartclass-embed-"));
const app = join(work, "app");
try {
  if (!skipBuild) {
    step("building the publishable packages");
    await buildPackages();
  }
  step("packing them with pnpm");
  const tarballs = await packPackages(join(work, "tarballs"));
  step("npm install of the tarballs into examples/embed, copied outside the workspace");
  await installEmbedApp(app, tarballs);
  step("the READMEs' first tsx blocks → src/readme/");
  for (const dir of writeReadmeExamples(app)) fail(`packages/${dir}/README.md has no \`\`\`tsx block to open with`);
  step("typecheck, moduleResolution bundler");
  const bundler = await typecheckEmbedApp(app, "tsconfig.json");
  if (bundler) fail(`typecheck under moduleResolution bundler (tsconfig.json): ${bundler}`);
  step("typecheck, moduleResolution nodenext");
  const nodenext = await typecheckEmbedApp(app, "tsconfig.nodenext.json");
  if (nodenext) fail(`typecheck under moduleResolution nodenext (tsconfig.nodenext.json): ${nodenext}`);
  step("vite build (the app's own Vite)");
  const { dist, modulesByFile } = await buildEmbedApp(app);
  for (const problem of bundleProblems(app, dist, modulesByFile)) fail(problem);
  step("Chromium: host page, widgets, hostile stylesheet");
  await checkInBrowser(dist);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
} finally {
  if (keep) console.log(`app left in ${app}`);
  else rmSync(work, { recursive: true, force: true });
}

if (failures.length > 0) {
  step(`${failures.length} failure(s):`);
  for (const failure of failures) console.log(`- ${failure.split("\n")[0]}`);
  process.exit(1);
}
step("ok: packed, installed, typechecked (bundler, nodenext), built, rendered, styles unchanged");
