// Uploaded files on local disk under DATA_DIR/uploads, addressed by a relative storage path.
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";

export interface StoredFile {
  path: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** Stores files in a folder; paths are relative, dated and random so they never collide or escape. */
export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, "uploads");
  }

  /** Saves a file under an optional folder (letters, digits, dashes and slashes only). */
  async save(data: Buffer, name: string, type: string, folder = ""): Promise<StoredFile> {
    const safeFolder = folder
      .replace(/[^A-Za-z0-9/_-]/g, "")
      .replace(/\/+/g, "/")
      .replace(/^\/|\/$/g, "");
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, "");
    const ext = extname(name)
      .replace(/[^A-Za-z0-9.]/g, "")
      .slice(0, 10)
      .toLowerCase();
    const path = [safeFolder, day, `${randomUUID()}${ext}`].filter(Boolean).join("/");
    const full = this.resolve(path)!;
    await mkdir(join(full, ".."), { recursive: true });
    await writeFile(full, data);
    return { path, url: `/admin-api/infra/file/get/${path}`, name: name.slice(0, 255), size: data.length, type };
  }

  /** The absolute file of a storage path, or undefined when the path would leave the folder. */
  resolve(path: string): string | undefined {
    const full = normalize(join(this.root, path));
    return full.startsWith(this.root + sep) ? full : undefined;
  }

  async read(path: string): Promise<Buffer | undefined> {
    const full = this.resolve(path);
    if (!full) return undefined;
    return readFile(full).catch(() => undefined);
  }
}
