// The backups folder: each backup is an archive `smartclass-<UTC time>.tar.gz` and a record beside it
// (`….json`: when, how it was started, its result, size and manifest summary). A failed backup leaves
// only its record. No database table: the list must survive the database it protects.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";

import type { Database } from "../db/index.js";
import {
  listFiles,
  listRemoteFiles,
  manifestOf,
  type Manifest,
  mergeFiles,
  type RemoteFiles,
  writeArchive,
} from "./archive.js";
import { takeSnapshot } from "./snapshot.js";

export type BackupTrigger = "manual" | "schedule" | "cli";

/** What the list shows about one backup. */
export interface BackupRecord {
  name: string;
  status: "completed" | "failed";
  trigger: BackupTrigger;
  startedAt: string;
  finishedAt: string;
  /** Bytes of the archive (0 when failed). */
  size: number;
  error?: string;
  engine: Database["kind"];
  schema?: string;
  tables?: number;
  rows?: number;
  files?: number;
  fileBytes?: number;
  sha256?: string;
}

export interface BackupPhase {
  phase: "snapshot" | "files" | "archive";
  done: number;
  total: number;
}

const STAMP = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d+Z$/, "Z");

async function writeRecord(dir: string, record: BackupRecord): Promise<void> {
  const tmp = join(dir, `.${record.name}.json.${randomBytes(4).toString("hex")}`);
  await writeFile(tmp, JSON.stringify(record, null, 2));
  await rename(tmp, join(dir, `${record.name}.json`));
}

export interface RunBackupOptions {
  database: Database;
  uploadsDir: string;
  /** Files of the storage driver outside the folder and the database (STORAGE=s3); absent for the others. */
  remoteFiles?: RemoteFiles;
  backupsDir: string;
  now: () => Date;
  trigger: BackupTrigger;
  onProgress?: (p: BackupPhase) => void;
}

/** Takes one backup; always leaves a record (completed or failed) and answers it. */
export async function runBackup(options: RunBackupOptions): Promise<BackupRecord> {
  const startedAt = options.now();
  const progress = options.onProgress ?? (() => undefined);
  await mkdir(options.backupsDir, { recursive: true });
  await removeAbandoned(options.backupsDir);
  let name = `smartclass-${STAMP(startedAt)}`;
  // Two backups in one second (a click during the scheduled one) keep both.
  for (let n = 2; await stat(join(options.backupsDir, `${name}.json`)).catch(() => null); n++)
    name = `smartclass-${STAMP(startedAt)}-${n}`;
  const base = { name, trigger: options.trigger, startedAt: startedAt.toISOString(), engine: options.database.kind };
  try {
    progress({ phase: "snapshot", done: 0, total: 1 });
    const snapshot = await takeSnapshot(options.database.db);
    progress({ phase: "files", done: 0, total: 1 });
    const remote = options.remoteFiles ? await listRemoteFiles(options.remoteFiles) : [];
    const files = mergeFiles(await listFiles(options.uploadsDir), remote);
    const manifest = manifestOf(snapshot, files, options.database.kind, startedAt);
    const size = await writeArchive(
      join(options.backupsDir, `${name}.tar.gz`),
      manifest,
      snapshot,
      options.uploadsDir,
      (done, total) => progress({ phase: "archive", done, total }),
      options.remoteFiles ? { paths: new Set(remote.map((f) => f.path)), files: options.remoteFiles } : undefined,
    );
    const record: BackupRecord = {
      ...base,
      status: "completed",
      finishedAt: options.now().toISOString(),
      size,
      ...summary(manifest),
    };
    await writeRecord(options.backupsDir, record);
    return record;
  } catch (error) {
    const record: BackupRecord = {
      ...base,
      status: "failed",
      finishedAt: options.now().toISOString(),
      size: 0,
      error: (error as Error).message,
    };
    await writeRecord(options.backupsDir, record).catch(() => undefined);
    return record;
  }
}

/**
 * Deletes temporary archives left by a backup that was killed. One untouched for ten minutes is
 * abandoned: a backup under way (here or in another process) writes to its file continuously.
 */
async function removeAbandoned(dir: string): Promise<void> {
  for (const name of await readdir(dir).catch(() => [] as string[])) {
    if (!name.startsWith(".") || !name.endsWith(".partial")) continue;
    const info = await stat(join(dir, name)).catch(() => null);
    // File times are the wall clock's, whatever clock the server reads.
    if (info && Date.now() - info.mtimeMs > 10 * 60_000) await rm(join(dir, name), { force: true });
  }
}

function summary(m: Manifest) {
  return {
    ...(m.schema ? { schema: m.schema.tag } : {}),
    tables: m.tables.length,
    rows: m.tables.reduce((n, t) => n + t.rows, 0),
    files: m.files.count,
    fileBytes: m.files.bytes,
    sha256: m.sha256,
  };
}

/** The backups in a folder, newest first; a completed record whose archive is gone is left out. */
export async function listBackups(dir: string): Promise<BackupRecord[]> {
  const names = await readdir(dir).catch(() => [] as string[]);
  const out: BackupRecord[] = [];
  for (const n of names) {
    if (!n.endsWith(".json") || n.startsWith(".")) continue;
    try {
      const record = JSON.parse(await readFile(join(dir, n), "utf8")) as BackupRecord;
      if (record.status === "completed" && !(await stat(join(dir, `${record.name}.tar.gz`)).catch(() => null)))
        continue;
      out.push(record);
    } catch {
      // A record being replaced at this moment: the next listing reads it.
    }
  }
  return out.sort((a, b) => b.startedAt.localeCompare(a.startedAt) || b.name.localeCompare(a.name));
}

/** Deletes completed backups beyond the newest `keep`, and failed records older than the oldest kept. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const completed = all.filter((r) => r.status === "completed");
  const drop = completed.slice(Math.max(keep, 0));
  const oldestKept = completed[Math.max(keep, 0) - 1]?.startedAt;
  if (oldestKept) drop.push(...all.filter((r) => r.status === "failed" && r.startedAt < oldestKept));
  for (const r of drop) {
    await rm(join(dir, `${r.name}.tar.gz`), { force: true });
    await rm(join(dir, `${r.name}.json`), { force: true });
  }
  return drop.map((r) => r.name);
}
