// The server as `npm start` runs it (src/main.ts: PGlite in DATA_DIR, node with tsx's loader), in a
// child process a benchmark can stop (SIGTERM: the server closes its sockets and database) and start
// again on the same DATA_DIR and port.
import { type ChildProcess, spawn } from "node:child_process";
import { createServer } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// BENCH_SERVER_DIR runs another checkout's apps/server (an earlier version, to compare figures).
const serverDir = process.env.BENCH_SERVER_DIR ?? join(dirname(fileURLToPath(import.meta.url)), "..");

export interface MainProcess {
  child: ChildProcess;
  exited: Promise<void>;
  /** From spawn to the banner "Smartclass server ready". */
  readyMs: number;
  /** SIGTERM, and waits for the exit (SIGKILL after 10 s). */
  stop(): Promise<void>;
}

/** A port free at the moment (a restarted server comes back on the same one). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts src/main.ts on DATA_DIR and port and resolves once its banner says it is ready; `env` adds
 * variables (DATABASE_URL for an instance of a cluster on PostgreSQL).
 */
export async function startMain(
  dataDir: string,
  port: number,
  timeoutMs = 60_000,
  env: Record<string, string> = {},
): Promise<MainProcess> {
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { ...process.env, ...env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (d: Buffer) => {
    output = (output + d.toString()).slice(-8000);
  };
  child.stderr.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server not ready in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      collect(d);
      if (output.includes("Smartclass server ready")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return {
    child,
    exited,
    readyMs: performance.now() - started,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      const killer = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
