// The file storage the configuration asks for (STORAGE, S3_*): see lib/storage.ts for the interface.
import { join } from "node:path";

import type { Db } from "../db/index.js";
import type { FileStorage } from "../lib/storage.js";
import { DatabaseStorage } from "./database.js";
import { LocalFolder, LocalStorage } from "./local.js";
import type { S3Settings } from "./s3.js";

export { DatabaseStorage } from "./database.js";
export { LocalFolder, LocalStorage } from "./local.js";
export type { S3Settings } from "./s3.js";

export interface StorageConfig {
  driver: "local" | "database" | "s3";
  /** Present when the driver is s3. */
  s3?: S3Settings;
}

/** The uploads folder of a data directory: the local driver's files, the others' files from before them. */
const uploadsDirOf = (dataDir: string) => join(dataDir, "uploads");

export async function createStorage(
  config: StorageConfig,
  dataDir: string,
  db: Db,
  now?: () => Date,
): Promise<FileStorage> {
  const folder = new LocalFolder(uploadsDirOf(dataDir));
  if (config.driver === "database") return new DatabaseStorage(db, folder, now);
  if (config.driver === "s3") {
    if (!config.s3) throw new Error("STORAGE=s3 needs S3_BUCKET");
    // The AWS SDK is loaded only by servers that use it (it is large, and warns about old Node versions).
    const { S3Storage } = await import("./s3.js");
    return new S3Storage(config.s3, folder);
  }
  return new LocalStorage(folder.root);
}
