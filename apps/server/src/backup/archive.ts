// One backup = one tar.gz: `manifest.json` first (what a restore checks everything against), the
// database as one JSON-lines file per table, the sequences, then the uploaded files. Written under a
// temporary name and renamed only once complete and flushed, so a backup killed midway leaves no file
// that looks complete and every earlier archive as it was.
import { createHash, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join, relative, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";

import tar from "tar-stream";

import type { DatabaseSnapshot, MigrationStep, SequenceDump, TableDump } from "./snapshot.js";

const ARCHIVE_FORMAT = "smartclass-backup";
const ARCHIVE_FORMAT_VERSION = 1;

export interface FileEntry {
  /** Storage path under the uploads folder, with forward slashes. */
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The engine the snapshot was taken from. */
  engine: "pglite" | "postgres";
  /** The last migration of the database (`idx` 0 = 0000_init). */
  schema: MigrationStep | null;
  tables: { name: string; rows: number; sha256: string }[];
  sequences: number;
  files: { count: number; bytes: number; list: FileEntry[] };
  /** A checksum over every table's and every file's checksum: one figure to compare two copies by. */
  sha256: string;
}

/** The overall checksum of a manifest's parts. */
function overallChecksum(tables: Manifest["tables"], files: FileEntry[]): string {
  const hash = createHash("sha256");
  for (const t of tables) hash.update(`t ${t.name} ${t.rows} ${t.sha256}\n`);
  for (const f of files) hash.update(`f ${f.path} ${f.size} ${f.sha256}\n`);
  return hash.digest("hex");
}

async function hashFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest("hex") };
}

/** Every file under a folder (none when it does not exist), with sizes and checksums. */
export async function listFiles(root: string): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  async function walk(dir: string): Promise<void> {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries.sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile()) out.push({ path: relative(root, full).split(sep).join("/"), ...(await hashFile(full)) });
    }
  }
  await walk(root);
  return out;
}

/**
 * Files kept outside the uploads folder and the database (object storage, STORAGE=s3): a backup lists
 * them with the folder's and reads them through the storage driver.
 */
export interface RemoteFiles {
  listRemote(): Promise<{ path: string; size: number }[]>;
  read(path: string): Promise<Buffer | undefined>;
}

/** The remote files with their checksums (each read once), by path. */
export async function listRemoteFiles(remote: RemoteFiles): Promise<FileEntry[]> {
  const out: FileEntry[] = [];
  for (const { path } of await remote.listRemote()) {
    const data = await remote.read(path);
    if (data) out.push({ path, size: data.length, sha256: createHash("sha256").update(data).digest("hex") });
  }
  return out;
}

/** The folder's files and the remote ones, by path; where both hold a path, the remote copy is the one served. */
export function mergeFiles(local: FileEntry[], remote: FileEntry[]): FileEntry[] {
  const remotePaths = new Set(remote.map((f) => f.path));
  return [...local.filter((f) => !remotePaths.has(f.path)), ...remote].sort((a, b) => a.path.localeCompare(b.path));
}

/** Builds the manifest of a snapshot and a list of files. */
export function manifestOf(
  snapshot: DatabaseSnapshot,
  files: FileEntry[],
  engine: Manifest["engine"],
  createdAt: Date,
): Manifest {
  const tables = snapshot.tables.map((t) => ({ name: t.name, rows: t.rows.length, sha256: t.sha256 }));
  return {
    format: ARCHIVE_FORMAT,
    formatVersion: ARCHIVE_FORMAT_VERSION,
    createdAt: createdAt.toISOString(),
    engine,
    schema: snapshot.schema ?? null,
    tables,
    sequences: snapshot.sequences.length,
    files: { count: files.length, bytes: files.reduce((n, f) => n + f.size, 0), list: files },
    sha256: overallChecksum(tables, files),
  };
}

export interface WriteProgress {
  (done: number, total: number): void;
}

/**
 * Writes the archive to `target` through a temporary file in the same folder, renamed at the end.
 * Files are read again while archived; one that changed since it was listed fails the backup.
 */
export async function writeArchive(
  target: string,
  manifest: Manifest,
  snapshot: DatabaseSnapshot,
  uploadsRoot: string,
  onProgress: WriteProgress = () => undefined,
  /** Where the files listed from remote storage are read (the others are in `uploadsRoot`). */
  remote?: { paths: ReadonlySet<string>; files: RemoteFiles },
): Promise<number> {
  await mkdir(dirname(target), { recursive: true });
  const partial = join(dirname(target), `.${basename(target)}.${randomBytes(4).toString("hex")}.partial`);
  const pack = tar.pack();
  const total = snapshot.tables.length + manifest.files.count + 1;
  let done = 0;
  const written = pipeline(pack, createGzip({ level: 6 }), createWriteStream(partial));
  const entry = (name: string, body: string | Buffer) =>
    new Promise<void>((resolve, reject) =>
      pack.entry({ name, mtime: new Date(manifest.createdAt) }, body, (e) => (e ? reject(e) : resolve())),
    );
  try {
    await entry("manifest.json", JSON.stringify(manifest, null, 2));
    for (const t of snapshot.tables) {
      await entry(`db/${t.name}.jsonl`, t.rows.map((r) => JSON.stringify(r)).join("\n"));
      onProgress(++done, total);
    }
    await entry("db/sequences.json", JSON.stringify(snapshot.sequences));
    for (const f of manifest.files.list) {
      if (remote?.paths.has(f.path)) {
        const data = await remote.files.read(f.path);
        if (!data || createHash("sha256").update(data).digest("hex") !== f.sha256)
          throw new Error(`file changed while backed up: ${f.path}`);
        await entry(`files/${f.path}`, data);
        onProgress(++done, total);
        continue;
      }
      const full = join(uploadsRoot, ...f.path.split("/"));
      const hash = createHash("sha256");
      await new Promise<void>((resolve, reject) => {
        const sink = pack.entry({ name: `files/${f.path}`, size: f.size, mtime: new Date(manifest.createdAt) }, (e) =>
          e ? reject(e) : resolve(),
        );
        const source = createReadStream(full);
        source.on("data", (c) => hash.update(c as Buffer));
        source.on("error", reject);
        source.pipe(sink);
      });
      if (hash.digest("hex") !== f.sha256) throw new Error(`file changed while backed up: ${f.path}`);
      onProgress(++done, total);
    }
    pack.finalize();
    await written;
    // Flushed before the rename: after a power cut the complete name never points at a short file.
    const handle = await open(partial, "r");
    await handle.sync();
    await handle.close();
    await rename(partial, target);
    onProgress(total, total);
    return (await stat(target)).size;
  } catch (error) {
    pack.destroy();
    await written.catch(() => undefined);
    await rm(partial, { force: true });
    throw error;
  }
}

export interface ArchiveContents {
  manifest: Manifest;
  tables: TableDump[];
  sequences: SequenceDump[];
}

/**
 * Reads an archive: the manifest and the database into memory, every file to `filesDir` (created),
 * each checked against the manifest's size and checksum. Throws naming the first thing that differs.
 */
export async function readArchive(file: string, filesDir: string): Promise<ArchiveContents> {
  let manifest: Manifest | undefined;
  const tables: TableDump[] = [];
  let sequences: SequenceDump[] = [];
  const seenFiles = new Map<string, { size: number; sha256: string }>();
  const extract = tar.extract();
  extract.on("entry", (header, stream, next) => {
    const name = header.name;
    const fail = (e: unknown) => {
      stream.resume();
      next(e as Error);
    };
    if (name.startsWith("files/") && header.type === "file") {
      const path = name.slice("files/".length);
      if (path.split("/").some((p) => p === ".." || p === "" || p === "."))
        return fail(new Error(`unsafe path in archive: ${name}`));
      const out = join(filesDir, ...path.split("/"));
      const hash = createHash("sha256");
      let size = 0;
      mkdir(dirname(out), { recursive: true })
        .then(() => {
          stream.on("data", (c: unknown) => {
            hash.update(c as Buffer);
            size += (c as Buffer).length;
          });
          return pipeline(stream, createWriteStream(out));
        })
        .then(() => {
          seenFiles.set(path, { size, sha256: hash.digest("hex") });
          next();
        }, fail);
      return;
    }
    const chunks: Buffer[] = [];
    stream.on("data", (c: unknown) => void chunks.push(c as Buffer));
    stream.on("error", fail);
    stream.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      try {
        if (name === "manifest.json") manifest = JSON.parse(text) as Manifest;
        else if (name === "db/sequences.json") sequences = JSON.parse(text) as SequenceDump[];
        else if (name.startsWith("db/") && name.endsWith(".jsonl")) {
          const rows = text ? text.split("\n").map((l) => JSON.parse(l) as string) : [];
          tables.push({ name: name.slice(3, -6), rows, sha256: "" });
        }
        next();
      } catch (e) {
        next(e as Error);
      }
    });
  });
  await pipeline(createReadStream(file), createGunzip(), extract);
  if (!manifest || manifest.format !== ARCHIVE_FORMAT) throw new Error("not a Smartclass backup (no manifest)");
  if (manifest.formatVersion > ARCHIVE_FORMAT_VERSION)
    throw new Error(`archive format ${manifest.formatVersion} is newer than this server reads`);
  for (const f of manifest.files.list) {
    const seen = seenFiles.get(f.path);
    if (!seen) throw new Error(`file missing from archive: ${f.path}`);
    if (seen.size !== f.size || seen.sha256 !== f.sha256) throw new Error(`file checksum differs: ${f.path}`);
  }
  for (const t of manifest.tables)
    if (!tables.some((d) => d.name === t.name)) throw new Error(`table missing from archive: ${t.name}`);
  return { manifest, tables, sequences };
}

/** Reads only the manifest (the first entry) of an archive. */
export async function readManifest(file: string): Promise<Manifest> {
  const extract = tar.extract();
  const source = createReadStream(file);
  const gunzip = createGunzip();
  return new Promise<Manifest>((resolve, reject) => {
    extract.once("entry", (header, stream) => {
      if (header.name !== "manifest.json") return reject(new Error("archive does not start with its manifest"));
      const chunks: Buffer[] = [];
      stream.on("data", (c: unknown) => void chunks.push(c as Buffer));
      stream.on("end", () => {
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString("utf8")) as Manifest);
        } catch (e) {
          reject(e as Error);
        }
        source.destroy();
      });
    });
    extract.on("error", reject);
    gunzip.on("error", reject);
    source.on("error", reject);
    source.pipe(gunzip).pipe(extract);
  });
}
