// What the backup tests share: empty restore targets on either engine, a database's table checksums
// read the way a backup reads them, a small PNG to upload, and the backup CLI run as a child process.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import type { AddressInfo } from "node:net";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import pg from "pg";
import { PNG } from "pngjs";

import { takeSnapshot } from "../src/backup/snapshot.js";
import { type App, buildApp } from "../src/app.js";
import type { RestoreTarget } from "../src/backup/restore.js";
import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/index.js";
import { createPostgresDatabase, type Engine, PG_URL } from "./helpers.js";

const serverDir = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface EmptyTarget {
  target: RestoreTarget;
  /** The folder holding the uploads folder (a DATA_DIR). */
  dataDir: string;
  open(): ReturnType<typeof openDatabase>;
  /** Tables in the target's schemas right now (0 = empty). */
  tableCount(): Promise<number>;
  drop(): Promise<void>;
}

let emptyCluster: string | undefined;

/** An initialised, empty embedded data directory to copy (initialising one costs seconds, copying it none). */
async function emptyClusterDir(): Promise<string> {
  if (emptyCluster && existsSync(emptyCluster)) return emptyCluster;
  const dir = mkdtempSync(join(tmpdir(), "smartclass-empty-cluster-"));
  const { PGlite } = await import("@electric-sql/pglite");
  await (await PGlite.create({ dataDir: dir })).close();
  process.on("exit", () => rmSync(dir, { recursive: true, force: true }));
  return (emptyCluster = dir);
}

/** A new empty embedded data directory, or a new empty PostgreSQL database, with an empty DATA_DIR. */
export async function emptyTarget(engine: Engine): Promise<EmptyTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-restore-"));
  const uploadsDir = join(dataDir, "uploads");
  if (engine === "pglite") {
    const pgliteDir = join(dataDir, "pglite");
    cpSync(await emptyClusterDir(), pgliteDir, { recursive: true });
    return {
      target: { pgliteDir, uploadsDir },
      dataDir,
      open: () => openDatabase({ dataDir: pgliteDir }),
      async tableCount() {
        const { PGlite } = await import("@electric-sql/pglite");
        const c = await PGlite.create({ dataDir: pgliteDir });
        const r = await c.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
        );
        await c.close();
        return r.rows[0]!.n;
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const created = await createPostgresDatabase("sc_restore");
  const name = created.pathname.slice(1);
  const databaseUrl = created.toString();
  return {
    target: { databaseUrl, uploadsDir },
    dataDir,
    open: () => openDatabase({ databaseUrl }),
    async tableCount() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      const r = await c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname IN ('public', 'drizzle')`,
      );
      await c.end();
      return r.rows[0]!.n;
    },
    async drop() {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Each table's row count and checksum in a database, read as a backup reads them. */
export async function checksumsOf(open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  try {
    const snapshot = await takeSnapshot(database.db);
    return Object.fromEntries(snapshot.tables.map((t) => [t.name, { rows: t.rows.length, sha256: t.sha256 }]));
  } finally {
    await database.close();
  }
}

/** A small PNG of one colour (an upload whose bytes the restore must give back). */
export function pngOf(r: number, g: number, b: number): Buffer {
  const png = new PNG({ width: 4, height: 4 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([r, g, b, 255], i);
  return PNG.sync.write(png);
}

/**
 * Runs the backup CLI in one Node process (`node --import tsx src/backup/cli.ts …`; not the tsx
 * wrapper, which would leave its child running when killed); answers the child.
 */
export function runCli(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", join(serverDir, "src", "backup", "cli.ts"), ...args], {
    cwd: serverDir,
    env: { ...process.env, ...env, LANG: "en_US.UTF-8" },
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Waits for a child to exit; answers its code (null when killed), stdout and stderr. */
export function exited(child: ChildProcess): Promise<{ code: number | null; out: string; err: string }> {
  let out = "";
  let err = "";
  child.stdout?.on("data", (c: Buffer) => (out += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (err += c.toString()));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, out, err })));
}

/** A server on an already opened database and data directory (the restored or moved one). */
export async function serveOn(database: Database, dataDir: string, before?: (built: App) => void) {
  const built = await buildApp({
    config: { ...loadConfig({}), dataDir, logLevel: "silent", consoleDist: join(dataDir, "no-console") },
    database,
  });
  before?.(built);
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const base = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}/admin-api`;
  return {
    base,
    async get(path: string, token?: string) {
      const res = await fetch(`${base}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
    },
    async login(username: string, password: string) {
      const res = await fetch(`${base}/teach/auth/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username, password }),
      });
      return ((await res.json()) as { code: number; data: { accessToken: string } }).data?.accessToken;
    },
    close: () => built.app.close(),
  };
}
