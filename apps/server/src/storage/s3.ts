// The S3 driver: each file an object in a bucket of any S3-compatible service (AWS S3, MinIO, Ceph,
// a cloud vendor's object storage), keyed by its storage path. Instances share files through the
// bucket; the database holds only the files table.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";

import {
  type FileStorage,
  isStoragePath,
  newStoragePath,
  type StoredEntry,
  type StoredFile,
  storedFileOf,
} from "../lib/storage.js";
import type { LocalFolder } from "./local.js";

/** S3_* settings; keys are optional (the SDK's own chain: environment, profile, instance role). */
export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (http://host/bucket/key) rather than the host name: MinIO and most on-premises services. */
  forcePathStyle: boolean;
}

/** A missing object: NoSuchKey on GET, or a bare 404 (some services answer HEAD-style errors). */
function isMissing(error: unknown): boolean {
  return (
    error instanceof NoSuchKey ||
    (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) ||
    (error as { name?: string }).name === "NoSuchKey"
  );
}

/** STORAGE=s3; files stored before it was chosen are still read from the uploads folder. */
export class S3Storage implements FileStorage {
  readonly driver = "s3";
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly legacy: LocalFolder,
  ) {
    this.client = new S3Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
    });
  }

  async save(data: Buffer, name: string, type: string, folder = ""): Promise<StoredFile> {
    const path = newStoragePath(name, folder);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.settings.bucket, Key: path, Body: data, ContentType: type }),
    );
    return storedFileOf(path, data, name, type);
  }

  async read(path: string): Promise<Buffer | undefined> {
    if (!isStoragePath(path)) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: path }));
      if (!object.Body) return Buffer.alloc(0);
      return Buffer.from(await object.Body.transformToByteArray());
    } catch (error) {
      if (isMissing(error)) return this.legacy.read(path);
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    if (!isStoragePath(path)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: path }));
    await this.legacy.delete(path);
  }

  /** Every object of the bucket that is a storage path, a page (1,000) at a time. */
  async listRemote(): Promise<StoredEntry[]> {
    const out: StoredEntry[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, ...(token ? { ContinuationToken: token } : {}) }),
      );
      for (const o of page.Contents ?? [])
        if (o.Key && isStoragePath(o.Key)) out.push({ path: o.Key, size: o.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out.sort((a, b) => a.path.localeCompare(b.path));
  }

  async close(): Promise<void> {
    this.client.destroy();
  }
}
