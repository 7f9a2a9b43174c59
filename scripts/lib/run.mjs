// Small process helpers shared by the start, test and build scripts. Node built-ins only, because
// these scripts run before the workspace is installed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** The pnpm version the root package.json pins in `packageManager`. */
export function pinnedPnpm() {
  const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
  const match = /^pnpm@(.+)$/.exec(pkg.packageManager ?? "");
  if (!match) throw new Error("package.json must pin pnpm in packageManager");
  return match[1];
}

/** The command that runs pnpm: the workspace's own copy once installed, npx before that. */
export function pnpmCommand() {
  const local = join(root, "node_modules", "pnpm", "bin", "pnpm.cjs");
  if (existsSync(local)) return [process.execPath, [local]];
  return ["npx", ["-y", `pnpm@${pinnedPnpm()}`]];
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolveRun) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", ...options });
    child.on("error", (error) => {
      console.error(`could not start ${cmd}: ${error.message}`);
      resolveRun(127);
    });
    child.on("exit", (code, signal) => resolveRun(code ?? (signal ? 1 : 0)));
  });
}

/** Runs pnpm with the given arguments. */
export function pnpm(args, options) {
  const [cmd, pre] = pnpmCommand();
  return run(cmd, [...pre, ...args], options);
}

/**
 * Runs a command with its output held back (stdout and stderr in the order they came); resolves with
 * the exit code and that output, so steps that run side by side print one after the other, unmixed.
 */
export function runQuiet(cmd, args, options = {}) {
  return new Promise((resolveRun) => {
    const chunks = [];
    const child = spawn(cmd, args, { cwd: root, stdio: ["ignore", "pipe", "pipe"], ...options });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    child.on("error", (error) => {
      chunks.push(Buffer.from(`could not start ${cmd}: ${error.message}\n`));
      resolveRun({ code: 127, output: Buffer.concat(chunks).toString() });
    });
    child.on("close", (code, signal) =>
      resolveRun({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }),
    );
  });
}

/** Runs pnpm with its output held back, as `runQuiet` does. */
export function pnpmQuiet(args, options = {}) {
  const [cmd, pre] = pnpmCommand();
  return runQuiet(cmd, [...pre, ...args], options);
}

/** Installs the workspace exactly as the lockfile says (fast when nothing changed). */
export async function ensureInstalled() {
  const code = await pnpm(["install", "--frozen-lockfile", "--prefer-offline", "--reporter=append-only"], {
    env: { ...process.env, npm_config_update_notifier: "false" },
  });
  if (code !== 0) {
    console.error("pnpm install failed; see the messages above.");
    process.exit(code);
  }
}

/** Whether a command exists on PATH. */
export function hasCommand(name) {
  return spawnSync("sh", ["-c", `command -v ${name}`], { stdio: "ignore" }).status === 0;
}
