// A logical snapshot of the database that both engines read and write the same way: every table of the
// `public` and `drizzle` schemas as PostgreSQL's own row text (`t::text`, the composite type's output,
// which round-trips every column type through its own input function), the sequences, and the schema
// version. Taken in one REPEATABLE READ transaction, so it is consistent while classes go on; on PGlite
// the transaction also holds the single connection, so writes queue for the seconds it lasts.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { sql } from "drizzle-orm";

import { type Db, migrationsFolder } from "../db/index.js";

/** Runs SQL on one connection or transaction, answering the rows. */
export interface SqlRunner {
  rows<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** A runner over a Drizzle database or transaction (either engine). */
export function runnerOf(db: Pick<Db, "execute">): SqlRunner {
  return {
    async rows<T>(text: string, params: unknown[] = []) {
      // Parameters go through Drizzle's placeholders, so both drivers serialise them the same way.
      const parts = text.split(/\$\d+/);
      const query = sql.join(
        parts.map((p, i) => (i < params.length ? sql`${sql.raw(p)}${params[i]}` : sql.raw(p))),
        sql.raw(""),
      );
      const result = (await db.execute(query)) as unknown as { rows: T[] };
      return result.rows;
    },
  };
}

/** The session settings under which row texts are written and compared: the same on every engine. */
export const STABLE_OUTPUT = [
  "SET LOCAL TimeZone = 'UTC'",
  "SET LOCAL DateStyle = 'ISO, YMD'",
  "SET LOCAL IntervalStyle = 'postgres'",
  "SET LOCAL extra_float_digits = 1",
  "SET LOCAL bytea_output = 'hex'",
];

export interface TableDump {
  /** `schema.table` */
  name: string;
  rows: string[];
  sha256: string;
}

export interface SequenceDump {
  name: string;
  lastValue: number | null;
}

export interface MigrationStep {
  idx: number;
  tag: string;
  when: number;
}

export interface DatabaseSnapshot {
  tables: TableDump[];
  sequences: SequenceDump[];
  /** The last migration applied; undefined for a database without any. */
  schema?: MigrationStep;
}

/** The migrations this version of the server knows, in order (migrations/meta/_journal.json). */
export function knownMigrations(): MigrationStep[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: MigrationStep[];
  };
  return journal.entries.map(({ idx, tag, when }) => ({ idx, tag, when }));
}

/** The statements of one migration file, split where drizzle-kit split them. */
export function migrationStatements(tag: string): string[] {
  return readFileSync(join(migrationsFolder, `${tag}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** A table's checksum: independent of row order, so a copy with the same rows has the same sum. */
export function checksumOf(rows: string[]): string {
  const hash = createHash("sha256");
  for (const r of [...rows].sort()) hash.update(r).update("\n");
  return hash.digest("hex");
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** `schema.table` as a quoted identifier. */
export const qualified = (name: string) => name.split(".").map(quoteIdent).join(".");

/** The tables of the backed-up schemas, `schema.table`, sorted. */
export async function listTables(run: SqlRunner): Promise<string[]> {
  const rows = await run.rows<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
  );
  return rows.map((r) => r.name);
}

/** Every row of a table as its row text. */
export async function tableRows(run: SqlRunner, table: string): Promise<string[]> {
  const rows = await run.rows<{ r: string }>(`SELECT t::text AS r FROM ${qualified(table)} t`);
  return rows.map((r) => r.r);
}

/** The schema version recorded by the migrator (matched to the journal by its timestamp). */
export async function schemaVersion(run: SqlRunner): Promise<MigrationStep | undefined> {
  const exists = await run.rows(
    `SELECT 1 FROM pg_tables WHERE schemaname = 'drizzle' AND tablename = '__drizzle_migrations'`,
  );
  if (!exists.length) return undefined;
  const [last] = await run.rows<{ when: string | number | null }>(
    `SELECT max(created_at) AS "when" FROM drizzle.__drizzle_migrations`,
  );
  if (last?.when === null || last?.when === undefined) return undefined;
  const when = Number(last.when);
  const known = knownMigrations();
  return known.find((m) => m.when === when) ?? { idx: -1, tag: `unknown (${when})`, when };
}

/** Reads the snapshot inside the caller's transaction (which must be REPEATABLE READ for consistency). */
async function readSnapshot(run: SqlRunner): Promise<DatabaseSnapshot> {
  for (const s of STABLE_OUTPUT) await run.rows(s);
  const tables: TableDump[] = [];
  for (const name of await listTables(run)) {
    const rows = await tableRows(run, name);
    tables.push({ name, rows, sha256: checksumOf(rows) });
  }
  const sequences = (
    await run.rows<{ name: string; last: string | number | null }>(
      `SELECT schemaname || '.' || sequencename AS name, last_value AS last FROM pg_sequences
       WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`,
    )
  ).map((s) => ({ name: s.name, lastValue: s.last === null ? null : Number(s.last) }));
  const schema = await schemaVersion(run);
  return { tables, sequences, ...(schema ? { schema } : {}) };
}

/** Takes a consistent snapshot of a running database. */
export async function takeSnapshot(db: Db): Promise<DatabaseSnapshot> {
  return db.transaction((tx) => readSnapshot(runnerOf(tx as unknown as Db)), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}
