// Uploaded files, addressed by a relative storage path (`folder/YYYYMMDD/uuid.ext`). Where the bytes
// live is the driver's business (src/storage/: a local folder, the database, S3-compatible object
// storage); everything else in the server reads and writes them through this interface only, so a file
// uploaded through one instance is served, matched and backed up by any other.
import { randomUUID } from "node:crypto";
import { extname } from "node:path";

export interface StoredFile {
  path: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** One stored file as a listing (a backup) sees it. */
export interface StoredEntry {
  path: string;
  size: number;
}

type StorageDriver = "local" | "database" | "s3";

export interface FileStorage {
  readonly driver: StorageDriver;
  /** Saves a file under an optional folder (letters, digits, dashes and slashes only). */
  save(data: Buffer, name: string, type: string, folder?: string): Promise<StoredFile>;
  /** The bytes of a stored file, or undefined when there is none at that path (or it is not a storage path). */
  read(path: string): Promise<Buffer | undefined>;
  /** Deletes a stored file; a path with no file is not an error. */
  delete(path: string): Promise<void>;
  /**
   * The files this driver holds apart from the local uploads folder (which a backup reads itself):
   * none for `local` and `database` (whose table is in the database dump), the objects for `s3`.
   */
  listRemote(): Promise<StoredEntry[]>;
  /** Releases connections (S3's sockets); the app calls it when it closes. */
  close?(): Promise<void>;
}

/** The public URL of a stored file (the file-serving route). */
const fileUrlOf = (path: string) => `/admin-api/infra/file/get/${path}`;

/**
 * A new storage path under `folder`: dated and random, so paths never collide (two instances saving at
 * once included) and cannot be guessed; the folder and extension are reduced to safe characters.
 */
export function newStoragePath(name: string, folder = "", now = new Date()): string {
  const safeFolder = folder
    .replace(/[^A-Za-z0-9/_-]/g, "")
    .replace(/\/+/g, "/")
    .replace(/^\/|\/$/g, "");
  const day = now.toISOString().slice(0, 10).replace(/-/g, "");
  const ext = extname(name)
    .replace(/[^A-Za-z0-9.]/g, "")
    .slice(0, 10)
    .toLowerCase();
  return [safeFolder, day, `${randomUUID()}${ext}`].filter(Boolean).join("/");
}

/**
 * Whether `path` is a storage path this server could have made: relative, forward slashes, no `.` or
 * `..` segments, no backslash or control characters. Every driver refuses anything else, so a URL
 * cannot reach outside the uploads (a folder's parent, another bucket prefix, another table row).
 */
export function isStoragePath(path: string): boolean {
  if (!path || path.length > 1024 || path.startsWith("/")) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(path)) return false;
  return path.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

/** The answer of `save` for a path and its bytes. */
export function storedFileOf(path: string, data: Buffer, name: string, type: string): StoredFile {
  return { path, url: fileUrlOf(path), name: name.slice(0, 255), size: data.length, type };
}
