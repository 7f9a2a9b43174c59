// Restores an archive into an empty embedded data directory or an empty PostgreSQL database: the schema
// as the archive's version had it (its migrations), every row, the sequences past the highest id, then a
// check of every table's count and checksum, all in one transaction; the files go to a staging folder
// first and take the uploads folder's place only after the commit. Anything that fails leaves the
// target as it was. The server's normal migrations then bring an older archive up to date.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";

import { type Db, openDatabase } from "../db/index.js";
import { readArchive } from "./archive.js";
import {
  checksumOf,
  knownMigrations,
  listTables,
  migrationStatements,
  qualified,
  runnerOf,
  schemaVersion,
  type SequenceDump,
  STABLE_OUTPUT,
  type SqlRunner,
  type TableDump,
  tableRows,
} from "./snapshot.js";

/** Where to restore: an embedded data directory or a PostgreSQL URL, and the uploads folder. */
export interface RestoreTarget {
  /** The embedded database's directory (DATA_DIR/pglite). */
  pgliteDir?: string;
  databaseUrl?: string;
  /** The uploads folder the server reads (DATA_DIR/uploads). */
  uploadsDir: string;
}

export interface RestoreReport {
  archive: string;
  schemaFrom: string | null;
  schemaNow: string | null;
  tables: { name: string; rows: number }[];
  rows: number;
  files: number;
  bytes: number;
  sha256: string;
  ms: number;
}

/** A refusal a person can act on (not a fault of the program). */
export class RestoreRefused extends Error {}

interface OpenTarget {
  db: Db;
  close(): Promise<void>;
}

async function openRaw(target: RestoreTarget): Promise<OpenTarget> {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return { db: drizzlePg(client) as unknown as Db, close: () => client.end() };
  }
  if (!target.pgliteDir) throw new Error("restore needs a data directory or a PostgreSQL URL");
  await mkdir(target.pgliteDir, { recursive: true });
  const client = await PGlite.create({ dataDir: target.pgliteDir });
  return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
}

const filesIn = async (dir: string) => (await readdir(dir, { recursive: true }).catch(() => [])).length;

/** Tables in an order where every referenced table comes first; `cyclic` when no such order exists. */
async function loadOrder(run: SqlRunner, tables: string[]): Promise<{ order: string[]; cyclic: boolean }> {
  const edges = await run.rows<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || ct.relname AS child, pn.nspname || '.' || pt.relname AS parent
     FROM pg_constraint c
     JOIN pg_class ct ON ct.oid = c.conrelid JOIN pg_namespace cn ON cn.oid = ct.relnamespace
     JOIN pg_class pt ON pt.oid = c.confrelid JOIN pg_namespace pn ON pn.oid = pt.relnamespace
     WHERE c.contype = 'f'`,
  );
  const order: string[] = [];
  const placed = new Set<string>();
  let cyclic = edges.some((e) => e.child === e.parent);
  let remaining = [...tables];
  while (remaining.length) {
    const ready = remaining.filter((t) =>
      edges.every((e) => e.child !== t || e.parent === t || placed.has(e.parent) || !tables.includes(e.parent)),
    );
    if (!ready.length) {
      cyclic = true;
      order.push(...remaining);
      break;
    }
    for (const t of ready) placed.add(t);
    order.push(...ready);
    remaining = remaining.filter((t) => !placed.has(t));
  }
  return { order, cyclic };
}

/** Inserts rows from their row texts, in batches of a few megabytes. */
async function loadRows(run: SqlRunner, table: TableDump): Promise<void> {
  let batch: string[] = [];
  let bytes = 0;
  const flush = async () => {
    if (!batch.length) return;
    await run.rows(
      `INSERT INTO ${qualified(table.name)} SELECT (x::${qualified(table.name)}).* FROM jsonb_array_elements_text($1::jsonb) x`,
      [JSON.stringify(batch)],
    );
    batch = [];
    bytes = 0;
  };
  for (const r of table.rows) {
    batch.push(r);
    bytes += r.length;
    if (bytes > 4_000_000) await flush();
  }
  await flush();
}

/** Sets every serial column's sequence past both its recorded value and the highest id in the table. */
async function setSequences(run: SqlRunner, dumped: SequenceDump[]): Promise<void> {
  const serials = await run.rows<{ tbl: string; col: string; seq: string }>(
    `SELECT table_schema || '.' || table_name AS tbl, column_name AS col,
            pg_get_serial_sequence(quote_ident(table_schema) || '.' || quote_ident(table_name), column_name) AS seq
     FROM information_schema.columns
     WHERE table_schema IN ('public', 'drizzle') AND column_default LIKE 'nextval(%'`,
  );
  for (const s of serials) {
    if (!s.seq) continue;
    const [m] = await run.rows<{ max: string | number | null }>(
      `SELECT max(${qualified(s.col)})::bigint AS max FROM ${qualified(s.tbl)}`,
    );
    const recorded = dumped.find((d) => d.name === s.seq)?.lastValue ?? 0;
    const value = Math.max(Number(m?.max ?? 0), recorded);
    if (value >= 1) await run.rows(`SELECT setval($1::regclass, $2::bigint, true)`, [s.seq, value]);
    else await run.rows(`SELECT setval($1::regclass, 1, false)`, [s.seq]);
  }
}

export interface RestoreOptions {
  archive: string;
  target: RestoreTarget;
  /** Replace a target that already holds a database or files. */
  force?: boolean;
  /** Check the archive's files but leave the uploads folder as it is (a move that keeps its files where they are). */
  keepFiles?: boolean;
  /** Progress lines for a person watching (the CLI prints them). */
  say?: (line: string) => void;
}

/** Restores an archive; throws `RestoreRefused` for a non-empty target without `force`, or a newer archive. */
export async function restoreArchive(options: RestoreOptions): Promise<RestoreReport> {
  const started = performance.now();
  const say = options.say ?? (() => undefined);
  const { target } = options;
  const raw = await openRaw(target);
  const staging = join(dirname(target.uploadsDir), `.uploads.restoring-${randomBytes(4).toString("hex")}`);
  let replaced: string | undefined;
  try {
    const existing = await listTables(runnerOf(raw.db));
    const existingFiles = options.keepFiles ? 0 : await filesIn(target.uploadsDir);
    if ((existing.length || existingFiles) && !options.force)
      throw new RestoreRefused(
        `the target is not empty (${existing.length} tables, ${existingFiles} uploaded files); add --force to replace it`,
      );
    say(`reading ${options.archive}`);
    const contents = await readArchive(options.archive, staging);
    const { manifest } = contents;
    const known = knownMigrations();
    const version = manifest.schema;
    if (version && (version.idx < 0 || known[version.idx]?.when !== version.when))
      throw new RestoreRefused(
        `the archive's schema (${version.tag}) is not one this server knows; restore it with the version that wrote it`,
      );
    say(
      `archive of ${manifest.createdAt}: schema ${version?.tag ?? "none"}, ${manifest.tables.length} tables, ${manifest.files.count} files`,
    );
    const byName = new Map(contents.tables.map((t) => [t.name, t]));
    await raw.db.transaction(async (tx) => {
      const run = runnerOf(tx as unknown as Db);
      for (const s of STABLE_OUTPUT) await run.rows(s);
      if (existing.length) {
        await run.rows(`DROP SCHEMA IF EXISTS drizzle CASCADE`);
        await run.rows(`DROP SCHEMA IF EXISTS public CASCADE`);
        await run.rows(`CREATE SCHEMA public`);
      }
      // The schema exactly as the archive's version had it, so every row text fits its table.
      for (const m of version ? known.slice(0, version.idx + 1) : [])
        for (const statement of migrationStatements(m.tag)) await run.rows(statement);
      if (byName.has("drizzle.__drizzle_migrations")) {
        // The migrator's own table, as drizzle-orm creates it.
        await run.rows(`CREATE SCHEMA IF NOT EXISTS drizzle`);
        await run.rows(
          `CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
        );
      }
      const tables = await listTables(run);
      for (const t of manifest.tables)
        if (!tables.includes(t.name)) throw new Error(`table ${t.name} does not exist at schema ${version?.tag}`);
      const { order, cyclic } = await loadOrder(
        run,
        tables.filter((t) => byName.has(t)),
      );
      // Only tables that reference themselves or each other need the foreign keys off while loading.
      if (cyclic) await run.rows(`SET LOCAL session_replication_role = replica`);
      for (const name of order) {
        await loadRows(run, byName.get(name)!);
        say(`  ${name}: ${byName.get(name)!.rows.length} rows`);
      }
      await setSequences(run, contents.sequences);
      for (const t of manifest.tables) {
        const rows = await tableRows(run, t.name);
        if (rows.length !== t.rows || checksumOf(rows) !== t.sha256)
          throw new Error(`verification failed for ${t.name}: ${rows.length} rows restored, ${t.rows} in the archive`);
      }
    });
    // The database is in; now the files take the uploads folder's place.
    if (options.keepFiles) await rm(staging, { recursive: true, force: true });
    else if (existingFiles) {
      replaced = `${target.uploadsDir}.replaced-${randomBytes(4).toString("hex")}`;
      await rename(target.uploadsDir, replaced);
    } else await rm(target.uploadsDir, { recursive: true, force: true });
    if (!options.keepFiles) {
      await mkdir(staging, { recursive: true });
      await mkdir(dirname(target.uploadsDir), { recursive: true });
      await rename(staging, target.uploadsDir);
    }
    if (replaced) await rm(replaced, { recursive: true, force: true });
    const versionBefore = version ? version.tag : null;
    await raw.close();
    // The normal start-up migrations: an older archive is brought up to this server's schema.
    const upgraded = await openDatabase(
      target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.pgliteDir! },
    );
    const now = await schemaVersion(runnerOf(upgraded.db));
    await upgraded.close();
    return {
      archive: options.archive,
      schemaFrom: versionBefore,
      schemaNow: now?.tag ?? null,
      tables: manifest.tables.map((t) => ({ name: t.name, rows: t.rows })),
      rows: manifest.tables.reduce((n, t) => n + t.rows, 0),
      files: manifest.files.count,
      bytes: manifest.files.bytes,
      sha256: manifest.sha256,
      ms: Math.round(performance.now() - started),
    };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if (replaced) await rename(replaced, target.uploadsDir).catch(() => undefined);
    await raw.close().catch(() => undefined);
    throw error;
  }
}
