// Builds the console, then starts the reference server on a free loopback port with a fresh data
// directory; the tests get its URL through `inject("baseUrl")`, its data directory through
// `inject("dataDir")`, and start another server the same way with `spawnServer` and `inject("serverEnv")`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

import type { TestProject } from "vitest/node";

import { startAiProvider } from "./support/ai-provider";
import { demoAccountsAcceptPrivacyNotice } from "./support/privacy-notice";

const root = resolve(import.meta.dirname, "..");

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    /** The server's data directory: its backups are in `backups/` there. */
    dataDir: string;
    /** What the server's environment adds to the runner's, for another server started the same way. */
    serverEnv: Record<string, string>;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export function waitForReady(child: ChildProcess, timeoutMs: number): Promise<void> {
  return new Promise((resolveReady, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`server not ready after ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("server ready at")) {
        clearTimeout(timer);
        resolveReady();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/** Starts the reference server with the built console; `env` adds to (and wins over) the runner's environment. */
export function spawnServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [join(root, "apps/server/node_modules/tsx/dist/cli.mjs"), "src/main.ts"], {
    cwd: join(root, "apps/server"),
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

export default async function setup(project: TestProject) {
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(
      process.execPath,
      [join(root, "node_modules/vite/bin/vite.js"), "build", "--logLevel", "error"],
      {
        cwd: join(root, "apps/console"),
        stdio: "inherit",
        // Vitest sets NODE_ENV=test, which would give a development build of React.
        env: { ...process.env, NODE_ENV: "production" },
      },
    );
    if (build.status !== 0) throw new Error("the console build failed");
  }
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-e2e-"));
  const port = await freePort();
  // /student/preview may embed pages of this origin (e2e/student-files.e2e.ts serves one there).
  let previewPort = await freePort();
  while (previewPort === port) previewPort = await freePort();
  // The AI assistant talks to a provider on loopback (e2e/support/ai-provider.ts), never the internet.
  const aiProvider = await startAiProvider();
  const serverEnv: Record<string, string> = {
    HOST: "127.0.0.1",
    AI_BASE_URL: aiProvider.baseUrl,
    AI_API_KEY: "e2e-key",
    AI_MODEL: "e2e-model",
    // Face check-in with the on-premises matcher (e2e/face-check-in.e2e.ts); models load on first use.
    FACE_MATCHING: "on",
    // The assignment scenario moves the server past a deadline (PUT /test-support/clock).
    TEST_CLOCK: "on",
    // The origin /student/preview may embed (the console's CSP frame-src and Environment.previewOrigins).
    SMARTCLASS_PREVIEW_ORIGINS: `http://127.0.0.1:${previewPort}`,
  };
  const server = spawnServer({ ...serverEnv, PORT: String(port), DATA_DIR: dataDir });
  await waitForReady(server, 110_000);
  // The demo accounts have accepted the privacy notice, as at an earlier visit (the privacy scenario
  // shows the notice to accounts of its own).
  await demoAccountsAcceptPrivacyNotice(`http://127.0.0.1:${port}`);
  project.provide("baseUrl", `http://127.0.0.1:${port}`);
  project.provide("dataDir", dataDir);
  project.provide("serverEnv", serverEnv);
  return async () => {
    server.kill("SIGTERM");
    await new Promise((done) => setTimeout(done, 300));
    await aiProvider.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
