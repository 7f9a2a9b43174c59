// The benchmarks of more than one instance: a database of its own on a PostgreSQL cluster
// (BENCH_DATABASE_URL, else the test cluster's SERVER_TEST_DATABASE_URL), seeded and grown to a class of
// the wanted size with sessions opened (class-setup.ts), then several servers started on it as
// `DATABASE_URL=… npm start` runs them (main-process.ts), each in its own process on its own port, and
// students whose push socket moves on to another instance when theirs goes away.
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";

import pg from "pg";
import WebSocket from "ws";

import { AuthService } from "../src/auth.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/index.js";
import { Secrets } from "../src/lib/secrets.js";
import { seedIfEmpty } from "../src/seed.js";
import { buildBenchClass, openBenchSessions, type BenchTokens } from "./class-setup.js";
import { sleep } from "./harness.js";
import { freePort, type MainProcess, startMain } from "./main-process.js";

/** The cluster the benchmarks create their database on, or undefined (the benchmark is then skipped). */
export const clusterUrl = (): string | undefined =>
  process.env.BENCH_DATABASE_URL || process.env.SERVER_TEST_DATABASE_URL || undefined;

/** What a benchmark answers when there is no PostgreSQL to run on: skipped, not failed. */
export const skipped = (name: string) => ({
  name,
  skipped: "no PostgreSQL: set BENCH_DATABASE_URL or SERVER_TEST_DATABASE_URL (source /tmp/pg.env)",
  pass: true,
});

export interface BenchDatabase extends BenchTokens {
  url: string;
  courseItemId: number;
  drop(): Promise<void>;
}

/** A fresh database on the cluster: migrated, seeded, the class grown to `classSize`, sessions opened. */
export async function prepareClusterDatabase(cluster: string, classSize: number): Promise<BenchDatabase> {
  const name = `sc_bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: cluster });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(cluster);
  url.pathname = `/${name}`;
  const drop = async () => {
    const c = new pg.Client({ connectionString: cluster });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  };
  try {
    const database = await openDatabase({ databaseUrl: url.toString() });
    try {
      await seedIfEmpty(database.db);
      const benchClass = await buildBenchClass(database.db, classSize);
      const auth = await AuthService.create(
        database.db,
        loadConfig({ DATABASE_URL: url.toString() }),
        new Secrets(undefined),
      );
      const tokens = await openBenchSessions(auth, benchClass);
      return { url: url.toString(), courseItemId: benchClass.courseItemId, ...tokens, drop };
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop().catch(() => undefined);
    throw error;
  }
}

export interface ClusterInstance extends MainProcess {
  port: number;
  base: string;
  /** The process's resident memory now (VmRSS, kB) and its peak (VmHWM, kB). */
  memoryKb(): { rss: number; peak: number };
}

/** The sign-in record list the cluster rows read to check that nothing was lost. */
export interface RecordList {
  total: number;
  signed: number;
  records: { userId: number; status: number }[];
}

/** Starts `count` servers on the bench database; if they do not come up, the database is dropped. */
export async function startInstancesOn(database: BenchDatabase, count: number): Promise<ClusterInstance[]> {
  return startInstances(database.url, count).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
}

/** Starts `count` servers on the database at once (the start-up lock lets them come up one after the other). */
async function startInstances(databaseUrl: string, count: number): Promise<ClusterInstance[]> {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-cluster-"));
  const started = await Promise.allSettled(
    Array.from({ length: count }, async (_, i) => {
      const port = await freePort();
      // Each instance gets its own data directory (its backup endpoint file).
      mkdirSync(join(dataDir, `instance-${i}`));
      const main = await startMain(join(dataDir, `instance-${i}`), port, 90_000, { DATABASE_URL: databaseUrl });
      return {
        ...main,
        port,
        base: `http://127.0.0.1:${port}/admin-api`,
        memoryKb() {
          const status = readFileSync(`/proc/${main.child.pid}/status`, "utf8");
          const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? NaN);
          return { rss: kb("VmRSS"), peak: kb("VmHWM") };
        },
      };
    }),
  );
  const instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const failed = started.find((s) => s.status === "rejected");
  if (failed) {
    await stopInstances(instances);
    throw (failed as PromiseRejectedResult).reason;
  }
  // Removed with the last instance's stop.
  const stop = instances.at(-1)!.stop;
  instances.at(-1)!.stop = async () => {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return instances;
}

export async function stopInstances(instances: ClusterInstance[]): Promise<void> {
  await Promise.all(instances.map((i) => i.stop()));
}

/**
 * A student's push socket that knows every instance: it starts on `first` and, when its socket closes
 * (the instance is gone), moves on to another address (a random one of the others first, then in turn) after a pause of `pauseMs` plus up to `jitterMs`
 * (spread, as the console's client spreads its reconnects), trying each in turn until one answers.
 */
export class RoamingStudent {
  ws: WebSocket | undefined;
  /** Index of the instance the open socket is on (undefined while moving). */
  on: number | undefined;
  /** performance.now() of every open, with the instance it opened on. */
  readonly opens: { at: number; instance: number }[] = [];
  private stopped = false;

  constructor(
    private readonly bases: string[],
    private readonly token: string,
    private readonly onFrame: (text: string, at: number) => void,
    private readonly pauseMs = 250,
    private readonly jitterMs = 1000,
  ) {}

  /** Opens on `first` (rejects when that fails: the benchmark's setup is then wrong). */
  start(first: number): Promise<void> {
    return this.open(first).then((ok) => {
      if (!ok) throw new Error(`student could not connect to ${this.bases[first]}`);
    });
  }

  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  private open(index: number): Promise<boolean> {
    const url = new URL(`${this.bases[index]!.replace(/^http/, "ws")}/infra/ws`);
    url.searchParams.set("token", this.token);
    url.searchParams.set("deviceType", "pad");
    const ws = new WebSocket(url);
    // A killed instance resets the connection: the close that follows decides what to do.
    ws.on("error", () => undefined);
    ws.on("message", (data, isBinary) => {
      const at = performance.now();
      if (!isBinary) this.onFrame(data.toString(), at);
    });
    return new Promise<boolean>((resolve) => {
      ws.once("open", () => {
        this.ws = ws;
        this.on = index;
        this.opens.push({ at: performance.now(), instance: index });
        ws.once("close", () => {
          this.on = undefined;
          void this.moveOn(index);
        });
        resolve(true);
      });
      ws.once("error", () => resolve(false));
    });
  }

  private async moveOn(from: number): Promise<void> {
    // Each student starts at another of the others, so that a lost instance's students spread over them.
    const n = this.bases.length;
    const first = 1 + Math.floor(Math.random() * Math.max(1, n - 1));
    for (let step = first; !this.stopped; step = (step % n) + 1) {
      await sleep(this.pauseMs + Math.random() * this.jitterMs);
      if (this.stopped) return;
      if (await this.open((from + step) % n)) return;
    }
  }
}
