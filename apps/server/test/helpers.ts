// Test harness: a real server on 127.0.0.1 (port 0) over a real database — PGlite started from a
// prepared template dump, or a fresh database on SERVER_TEST_DATABASE_URL's PostgreSQL.
import { createHash, randomBytes } from "node:crypto";
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";

import pg from "pg";
import { PNG } from "pngjs";

import Ajv2020, { type ValidateFunction } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

import { type App, buildApp } from "../src/app.js";
import type { Contract } from "../src/contract.js";
import { loadConfig, type ServerConfig } from "../src/config.js";
import type { Clock } from "../src/lib/clock.js";
import { type Database, migrationsFolder, openDatabase } from "../src/db/index.js";
import { DEFAULT_SCHOOL_TIME_ZONE, schoolDate } from "../src/lib/school-time.js";
import { seedIfEmpty } from "../src/seed.js";

export const PG_URL = process.env.SERVER_TEST_DATABASE_URL;
export type Engine = "pglite" | "postgres";

/** PGlite always runs; PostgreSQL only when SERVER_TEST_DATABASE_URL names a server. */
export const engineAvailable = (engine: Engine) => engine === "pglite" || Boolean(PG_URL);

/** The template's cache key: migrations, seed (the workflow's too) and the day (the seed's class session is "today"). */
function templateKey(): string {
  const hash = createHash("sha256");
  for (const f of readdirSync(migrationsFolder).sort())
    if (f.endsWith(".sql")) hash.update(readFileSync(join(migrationsFolder, f)));
  hash.update(readFileSync(new URL("../src/seed.ts", import.meta.url)));
  const seedParts = new URL("../src/seed/", import.meta.url);
  // The seed's parts (src/seed/), when it is split into a folder.
  if (existsSync(seedParts))
    for (const f of readdirSync(seedParts).sort()) hash.update(readFileSync(new URL(f, seedParts)));
  // The workflow's seed runs instances through the runtime: any change there changes the template.
  const workflow = new URL("../src/workflow/", import.meta.url);
  for (const f of readdirSync(workflow).sort()) if (f.endsWith(".ts")) hash.update(readFileSync(new URL(f, workflow)));
  // The seed's class session is today on the school's calendar, which is not the UTC date all day long.
  hash.update(schoolDate(new Date(), DEFAULT_SCHOOL_TIME_ZONE));
  return hash.digest("hex").slice(0, 16);
}

async function pgliteFromTemplate(): Promise<Database> {
  const file = join(tmpdir(), `smartclass-server-template-${templateKey()}.tar`);
  const lock = `${file}.lock`;
  // One test file builds the template while the others wait for it (building costs seconds of CPU).
  for (let waited = 0; !existsSync(file) && waited < 90_000; waited += 200) {
    try {
      closeSync(openSync(lock, "wx"));
      break;
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 90_000) rmSync(lock, { force: true });
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  if (existsSync(file)) {
    rmSync(lock, { force: true });
    return openDatabase({ loadDataDir: new Blob([readFileSync(file)]) });
  }
  try {
    const database = await openDatabase({});
    await seedIfEmpty(database.db);
    const dump = await database.pglite!.dumpDataDir("none");
    const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
    return database;
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Creates an empty database named `${prefix}_…` on the test cluster and answers its connection URL. */
export async function createPostgresDatabase(prefix: string): Promise<URL> {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url;
}

/** The advisory lock (on the cluster's own database) under which one test file builds the PostgreSQL template. */
const TEMPLATE_LOCK = 0x5c_7e57;
let postgresTemplateName: Promise<string> | undefined;

/**
 * A migrated and seeded database that test databases are copied from (`CREATE DATABASE … TEMPLATE`):
 * migrating and seeding each one cost seconds of both processes' CPU per server, a copy a fraction of that.
 * Built once per cache key on the cluster, by whichever test file comes first.
 */
function postgresTemplate(): Promise<string> {
  postgresTemplateName ??= (async () => {
    const name = `sc_tpl_${templateKey()}`;
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    try {
      await admin.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (exists.rowCount === 0) {
        // Built under another name and renamed once complete: a build killed midway is never copied.
        const building = `${name}_building`;
        await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${building}`);
        const url = new URL(PG_URL!);
        url.pathname = `/${building}`;
        const database = await openDatabase({ databaseUrl: url.toString() });
        try {
          await seedIfEmpty(database.db);
        } finally {
          await database.close();
        }
        await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        // Earlier templates (other migrations or another day) are no longer copied; one being copied stays.
        const stale = await admin.query<{ datname: string }>(
          "SELECT datname FROM pg_database WHERE datname LIKE 'sc\\_tpl\\_%' AND datname <> $1",
          [name],
        );
        for (const { datname } of stale.rows) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => {});
      }
    } finally {
      await admin.end();
    }
    return name;
  })();
  return postgresTemplateName;
}

/** Creates a copy of the migrated, seeded template named `${prefix}_…` and answers its connection URL. */
async function copyPostgresTemplate(prefix: string): Promise<URL> {
  const template = await postgresTemplate();
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  try {
    // A connection that just closed on the template may linger for a moment (55006: in use).
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== "55006" || attempt >= 50) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  } finally {
    await admin.end();
  }
  const url = new URL(PG_URL!);
  url.pathname = `/${name}`;
  return url;
}

async function freshPostgres(): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const url = await copyPostgresTemplate("sc_test");
  const name = url.pathname.slice(1);
  // Opening runs the migrations (none left to apply) as a server's start does.
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** One set per test file: every server of the file answers under the same contract. */
let validatorsOfFile: ReturnType<typeof responseValidators> | undefined;

/**
 * Validators of every operation's success answer, from the contract's 200 response schemas, each compiled
 * when its operation is first answered (a file calls a few of the contract's operations; compiling them
 * all cost about a second per server).
 */
function responseValidators(contract: Contract) {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const f of ["int32", "int64", "float", "double", "binary", "byte", "password"]) ajv.addFormat(f, true);
  ajv.addSchema({ $id: "openapi.json", components: contract.document.components ?? {} });
  const paths = (
    contract.document as {
      paths: Record<
        string,
        Record<string, { responses?: Record<string, { content?: Record<string, { schema?: object }> }> }>
      >;
    }
  ).paths;
  const rewrite = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(rewrite)
      : v && typeof v === "object"
        ? Object.fromEntries(
            Object.entries(v).map(([k, x]) => [
              k,
              k === "$ref" && typeof x === "string" && x.startsWith("#/") ? `openapi.json${x}` : rewrite(x),
            ]),
          )
        : v;
  return contract.operations.map((op) => {
    const schema = paths[op.path]?.[op.method.toLowerCase()]?.responses?.["200"]?.content?.["application/json"]?.schema;
    const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, "[^/]+")}$`);
    let compiled: ValidateFunction | undefined;
    const validate = schema ? () => (compiled ??= ajv.compile(rewrite(schema) as object)) : undefined;
    return { op, pattern, validate };
  });
}

export interface Answer<T = unknown> {
  status: number;
  code: number;
  data: T;
  msg: string;
  headers: Headers;
  raw: Buffer;
}

interface CallOptions {
  token?: string;
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  body?: unknown;
  /** A raw body (string or bytes) sent as is with this content type. */
  rawBody?: string | Buffer | FormData;
  contentType?: string;
}

/** The wall clock, moved forward by `advance` (a class past a time limit without sleeping). */
export class TestClock implements Clock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Moves the server's time forward by `ms`. */
  advance(ms: number): void {
    this.offsetMs += ms;
  }

  /** Back to the wall clock. */
  reset(): void {
    this.offsetMs = 0;
  }
}

export interface TestServer extends App {
  /** The server's clock; tests move it. */
  clock: TestClock;
  url: string;
  base: string;
  database: Database;
  logs: string[];
  /** The PostgreSQL URL of this server's database (PostgreSQL runs only). */
  databaseUrl?: string;
  call<T = unknown>(method: string, path: string, options?: CallOptions): Promise<Answer<T>>;
  login(username: string, password?: string): Promise<{ accessToken: string; refreshToken: string; userId: number }>;
  /** The last verification code the server wrote to its log for `target` (the database keeps only hashes). */
  codeSentTo(target: string): string | undefined;
  close(): Promise<void>;
}

const PASSWORDS: Record<string, string> = { admin: "admin123", teacher1: "teacher123", teacher2: "teacher123" };
export const passwordOf = (username: string) => PASSWORDS[username] ?? "student123";

/** Starts a server on a fresh database; `overrides` adjust the configuration. */
export async function startServer(engine: Engine, overrides: Partial<ServerConfig> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-server-test-"));
  let drop = async () => {};
  let database: Database;
  let databaseUrl: string | undefined;
  if (engine === "postgres") {
    const fresh = await freshPostgres();
    database = fresh.database;
    databaseUrl = fresh.url;
    drop = fresh.drop;
  } else {
    database = await pgliteFromTemplate();
  }
  const logs: string[] = [];
  const config: ServerConfig = {
    ...loadConfig({}),
    dataDir,
    logLevel: "info",
    consoleDist: join(dataDir, "no-console"),
    // New password hashes at the lowest cost the server accepts: a test signs up and resets passwords
    // often, and the default (2^17, about 0.3 s each) is proved once in security.ts.
    passwordHashCost: 1024,
    // Access tokens live on the server's clock, which tests move by hours or days across a class while
    // keeping the tokens of its start; a week outlasts every such move (the auth suite proves expiry with
    // tokens of its own lifetime).
    accessTokenTtl: 7 * 24 * 3600,
    ...overrides,
  };
  const clock = new TestClock();
  const built = await buildApp({
    config,
    database,
    clock,
    logStream: { write: (line: string) => void logs.push(line) },
  });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (built.app.server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  const base = `${url}/admin-api`;
  const validators = (validatorsOfFile ??= responseValidators(built.services.contract));

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(options.query ?? {})) {
      if (v === undefined) continue;
      if (Array.isArray(v)) for (const item of v) search.append(k, String(item));
      else search.append(k, String(v));
    }
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | FormData | undefined;
    if (options.rawBody !== undefined) {
      body = options.rawBody;
      if (options.contentType) headers["content-type"] = options.contentType;
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers["content-type"] = "application/json";
    }
    const qs = search.toString();
    const res = await fetch(`${base}${path}${qs ? `?${qs}` : ""}`, {
      method,
      headers,
      body: body as BodyInit | undefined,
    });
    const raw = Buffer.from(await res.arrayBuffer());
    let parsed: { code?: number; data?: unknown; msg?: string } = {};
    if ((res.headers.get("content-type") ?? "").includes("json")) {
      parsed = JSON.parse(raw.toString("utf8"));
      // Every success answer must match the contract's schema of that operation.
      const match = validators.find((v) => v.op.method === method && v.pattern.test(path));
      const validate = res.status === 200 && parsed.code === 0 ? match?.validate?.() : undefined;
      if (validate && !validate(parsed)) {
        throw new Error(
          `${method} ${path} answered outside the contract: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
        );
      }
    }
    return {
      status: res.status,
      code: parsed.code ?? -1,
      data: parsed.data as T,
      msg: parsed.msg ?? "",
      headers: res.headers,
      raw,
    };
  }

  return {
    ...built,
    clock,
    url,
    base,
    database,
    logs,
    ...(databaseUrl ? { databaseUrl } : {}),
    call,
    async login(username, password = passwordOf(username)) {
      const r = await call<{ accessToken: string; refreshToken: string; userId: number }>("POST", "/teach/auth/login", {
        body: { username, password },
      });
      if (r.code !== 0) throw new Error(`login ${username} failed: ${r.code} ${r.msg}`);
      return r.data;
    },
    codeSentTo(target) {
      const marker = ` to ${target}: `;
      for (let i = logs.length - 1; i >= 0; i--) {
        const line = logs[i]!;
        const at = line.indexOf(marker);
        if (line.includes("[verification code]") && at >= 0)
          return line.slice(at + marker.length, at + marker.length + 6);
      }
      return undefined;
    },
    async close() {
      await built.app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `size` bytes that are what `type` says (the server types an upload by its bytes): a PNG, a PDF, a
 * Windows program or, for anything else, text.
 */
export function sampleBytes(type: string, size = 64): Buffer {
  const pad = (head: Buffer) => Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 0x20)]);
  if (type === "image/png") {
    const png = new PNG({ width: 1, height: 1 });
    return pad(PNG.sync.write(png));
  }
  if (type === "application/pdf") return pad(Buffer.from("%PDF-1.4\n%%EOF\n", "latin1"));
  if (type === "application/x-msdownload") {
    const exe = Buffer.alloc(Math.max(size, 128));
    exe.write("MZ", 0, "latin1");
    exe.writeUInt32LE(64, 0x3c);
    exe.write("PE\0\0", 64, "latin1");
    return exe;
  }
  return pad(Buffer.from("text\n"));
}

/** Per-file timeout for hooks that start a server (PGlite start-up, PostgreSQL database creation). */
export const SETUP_TIMEOUT = 60_000;

/** A second server instance on the same PostgreSQL database (for LISTEN/NOTIFY fan-out). */
export async function startSecondInstance(first: TestServer): Promise<{ base: string; close(): Promise<void> }> {
  if (!first.databaseUrl) throw new Error("a second instance needs PostgreSQL");
  const database = await openDatabase({ databaseUrl: first.databaseUrl });
  const built = await buildApp({
    config: { ...first.services.config },
    database,
    logStream: { write: () => undefined },
  });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const port = (built.app.server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}/admin-api`,
    async close() {
      await built.app.close();
      await database.close();
    },
  };
}
