// The local driver: files in a folder (DATA_DIR/uploads). The default on the embedded database, where
// only one process runs; the other drivers also read this folder for files stored before they were chosen.
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";

import {
  type FileStorage,
  isStoragePath,
  newStoragePath,
  type StoredEntry,
  type StoredFile,
  storedFileOf,
} from "../lib/storage.js";

/** The files of one uploads folder, by storage path. */
export class LocalFolder {
  constructor(readonly root: string) {}

  /** The absolute file of a storage path, or undefined when the path would leave the folder. */
  fileOf(path: string): string | undefined {
    if (!isStoragePath(path)) return undefined;
    const full = normalize(join(this.root, path));
    return full.startsWith(this.root + sep) ? full : undefined;
  }

  async read(path: string): Promise<Buffer | undefined> {
    const full = this.fileOf(path);
    if (!full) return undefined;
    return readFile(full).catch(() => undefined);
  }

  async write(path: string, data: Buffer): Promise<void> {
    const full = this.fileOf(path);
    if (!full) throw new Error(`not a storage path: ${path}`);
    await mkdir(dirname(full), { recursive: true });
    await writeFile(full, data);
  }

  async delete(path: string): Promise<void> {
    const full = this.fileOf(path);
    if (full) await rm(full, { force: true });
  }
}

/** STORAGE=local: every file in DATA_DIR/uploads. */
export class LocalStorage implements FileStorage {
  readonly driver = "local";
  readonly folder: LocalFolder;

  constructor(uploadsDir: string) {
    this.folder = new LocalFolder(uploadsDir);
  }

  async save(data: Buffer, name: string, type: string, folder = ""): Promise<StoredFile> {
    const path = newStoragePath(name, folder);
    await this.folder.write(path, data);
    return storedFileOf(path, data, name, type);
  }

  read(path: string): Promise<Buffer | undefined> {
    return this.folder.read(path);
  }

  delete(path: string): Promise<void> {
    return this.folder.delete(path);
  }

  /** A backup reads the uploads folder itself. */
  async listRemote(): Promise<StoredEntry[]> {
    return [];
  }
}
