// The database driver: each file's bytes in a row of stored_files. With several instances on one
// PostgreSQL they all see the same files without any other shared service; backups carry the table
// with the rest of the database.
import { eq } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import {
  type FileStorage,
  isStoragePath,
  newStoragePath,
  type StoredEntry,
  type StoredFile,
  storedFileOf,
} from "../lib/storage.js";
import type { LocalFolder } from "./local.js";

/** STORAGE=database; files stored before it was chosen are still read from the uploads folder. */
export class DatabaseStorage implements FileStorage {
  readonly driver = "database";

  constructor(
    private readonly db: Db,
    private readonly legacy: LocalFolder,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async save(data: Buffer, name: string, type: string, folder = ""): Promise<StoredFile> {
    const path = newStoragePath(name, folder, this.now());
    await this.db.insert(schema.storedFiles).values({ path, content: data, size: data.length, createdAt: this.now() });
    return storedFileOf(path, data, name, type);
  }

  async read(path: string): Promise<Buffer | undefined> {
    if (!isStoragePath(path)) return undefined;
    const [row] = await this.db
      .select({ content: schema.storedFiles.content })
      .from(schema.storedFiles)
      .where(eq(schema.storedFiles.path, path));
    return row ? row.content : this.legacy.read(path);
  }

  async delete(path: string): Promise<void> {
    if (!isStoragePath(path)) return;
    await this.db.delete(schema.storedFiles).where(eq(schema.storedFiles.path, path));
    await this.legacy.delete(path);
  }

  /** The table is part of the database dump already. */
  async listRemote(): Promise<StoredEntry[]> {
    return [];
  }
}
