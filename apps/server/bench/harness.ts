// Shared by the server's benchmarks: the real server in a child process on a fresh temp DATA_DIR, a
// plain HTTP client (a new connection per request unless told otherwise: every student is a
// device of its own), WebSocket students, and percentiles.
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import WebSocket from "ws";

// A type-only import: with verbatimModuleSyntax, `import { type X }` stays as a side-effect import and
// would run server-process.ts (which refuses to run unless forked).
import type { ReadyMessage } from "./server-process.js";

const here = dirname(fileURLToPath(import.meta.url));

export interface BenchServer extends Omit<ReadyMessage, "type"> {
  base: string;
  /** The server process's id (its /proc/<pid>/status holds VmRSS and VmHWM). */
  pid: number;
  /** CPU time (user + system, ms) the server process has used so far. */
  cpuMs(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Forks server-process.ts and waits until it listens with its class of `classSize` students; `env`
 * adds variables (FACE_* settings) to the server's environment.
 */
export async function startBenchServer(
  classSize = 200,
  timeoutMs = 45_000,
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-bench-"));
  const child: ChildProcess = fork(join(here, "server-process.ts"), [], {
    cwd: join(here, ".."),
    // BENCH_CPU_PROF=<folder> writes the server's V8 CPU profile there when it stops (where a storm's time goes).
    execArgv: [
      "--import",
      "tsx",
      ...(process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
    ],
    env: { ...process.env, ...env, DATA_DIR: dataDir, CLASS_SIZE: String(classSize), LOG_LEVEL: "silent" },
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let stderr = "";
  child.stderr?.on("data", (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      if (child.connected) child.send("stop");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const ready = await new Promise<ReadyMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`bench server not ready in ${timeoutMs} ms`)), timeoutMs);
      child.once("message", (m) => {
        clearTimeout(timer);
        resolve(m as ReadyMessage);
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        reject(new Error(`bench server exited (${code}): ${stderr}`));
      });
    });
    const { type: _type, ...rest } = ready;
    const cpuMs = () =>
      new Promise<number>((resolve) => {
        const onMessage = (m: unknown) => {
          if ((m as { type?: string }).type !== "cpu") return;
          child.off("message", onMessage);
          resolve((m as { ms: number }).ms);
        };
        child.on("message", onMessage);
        child.send("cpu");
      });
    return { ...rest, base: `http://127.0.0.1:${ready.port}/admin-api`, pid: child.pid!, cpuMs, stop: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  data: T;
  msg: string;
}

/** One JSON call of the API. `agent` false (default) opens a connection of its own. */
export function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; query?: Record<string, string | number>; body?: unknown; agent?: http.Agent } = {},
): Promise<Answer<T>> {
  const url = new URL(`${base}${path}`);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, String(v));
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (body !== undefined) {
    headers["content-type"] = "application/json";
    headers["content-length"] = String(Buffer.byteLength(body));
  }
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: options.agent ?? false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        try {
          const parsed = JSON.parse(Buffer.concat(chunks).toString("utf8")) as { code: number; data: T; msg: string };
          resolve({ status: res.statusCode ?? 0, code: parsed.code, data: parsed.data, msg: parsed.msg });
        } catch (error) {
          reject(error as Error);
        }
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** Calls and throws unless the answer is a success (code 0). */
export async function ok<T>(...args: Parameters<typeof call>): Promise<T> {
  const answer = await call<T>(...args);
  if (answer.status !== 200 || answer.code !== 0) {
    throw new Error(`${args[1]} ${args[2]} answered ${answer.status} ${answer.code} ${answer.msg}`);
  }
  return answer.data;
}

/** Opens a student's push socket; `onFrame` sees every text frame with its arrival time. */
export function connectStudent(base: string, token: string, onFrame: (text: string, at: number) => void) {
  const url = new URL(`${base.replace(/^http/, "ws")}/infra/ws`);
  url.searchParams.set("token", token);
  url.searchParams.set("deviceType", "pad");
  const ws = new WebSocket(url);
  ws.on("message", (data, isBinary) => {
    const at = performance.now();
    if (!isBinary) onFrame(data.toString(), at);
  });
  return new Promise<WebSocket>((resolve, reject) => {
    ws.once("open", () => resolve(ws));
    ws.once("error", reject);
  });
}

/** Closes sockets and waits for them to be closed (at most `ms`). */
export async function closeAll(sockets: WebSocket[], ms = 5000): Promise<void> {
  await Promise.race([
    Promise.all(
      sockets.map(
        (ws) =>
          new Promise<void>((resolve) => {
            if (ws.readyState === WebSocket.CLOSED) return resolve();
            ws.once("close", () => resolve());
            ws.close();
          }),
      ),
    ),
    new Promise((r) => setTimeout(r, ms)),
  ]);
  for (const ws of sockets) if (ws.readyState !== WebSocket.CLOSED) ws.terminate();
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentile of ascending samples. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export const round2 = (n: number) => Math.round(n * 100) / 100;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
