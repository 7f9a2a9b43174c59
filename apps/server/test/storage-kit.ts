// An S3-compatible server on 127.0.0.1 for the storage tests: s3rver, a Node implementation of the S3
// REST protocol over a folder (signed requests checked, XML answers, ListObjectsV2 paging, NoSuchKey).
// Chosen because it installs from npm as plain JavaScript and serves the real protocol the SDK speaks;
// MinIO would be closer to production but ships as a native binary that cannot be fetched here, and the
// SDK's own mocks would not prove anything about the wire.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import S3rver from "s3rver";

import type { S3Settings } from "../src/storage/index.js";

export interface S3TestServer {
  /** Settings for the S3 driver (endpoint, bucket, s3rver's fixed keys, path style). */
  settings: S3Settings;
  /** The same as STORAGE=s3 environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with one empty bucket. */
export async function startS3Server(bucket = "smartclass-files"): Promise<S3TestServer> {
  const directory = mkdtempSync(join(tmpdir(), "smartclass-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket,
    // s3rver's own fixed credentials; it checks every request's signature against them.
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    env: {
      STORAGE: "s3",
      S3_ENDPOINT: settings.endpoint!,
      S3_REGION: settings.region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
