// The storage drivers against their real backends — a folder, the embedded database, an S3-compatible
// server on loopback (s3rver, test/storage-kit.ts) — and STORAGE's configuration: each saves, reads
// back, refuses paths that leave its files, deletes, and still finds files stored in the uploads folder
// before it was chosen.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { loadConfig } from "../src/config.js";
import { type Database, openDatabase } from "../src/db/index.js";
import type { FileStorage } from "../src/lib/storage.js";
import { DatabaseStorage, LocalFolder, LocalStorage } from "../src/storage/index.js";
import { S3Storage } from "../src/storage/s3.js";
import { startS3Server, type S3TestServer } from "./storage-kit.js";

const uploadsOf = (dataDir: string) => join(dataDir, "uploads");

interface DriverCase {
  name: "local" | "database" | "s3";
  make(uploadsDir: string): Promise<FileStorage>;
}

let database: Database | undefined;
let s3: S3TestServer | undefined;

const drivers: DriverCase[] = [
  { name: "local", make: async (uploadsDir) => new LocalStorage(uploadsDir) },
  {
    name: "database",
    make: async (uploadsDir) => {
      database ??= await openDatabase({});
      return new DatabaseStorage(database.db, new LocalFolder(uploadsDir));
    },
  },
  {
    name: "s3",
    make: async (uploadsDir) => {
      s3 ??= await startS3Server();
      return new S3Storage(s3.settings, new LocalFolder(uploadsDir));
    },
  },
];

afterAll(async () => {
  await database?.close();
  await s3?.close();
});

describe.each(drivers)("the $name driver", ({ name, make }) => {
  let dataDir: string;
  let storage: FileStorage;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), "smartclass-storage-test-"));
    storage = await make(uploadsOf(dataDir));
  }, 60_000);
  afterAll(async () => {
    await storage?.close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("saves a file under its folder with a dated, random path and reads the same bytes back", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const a = await storage.save(bytes, "照片.PNG", "image/png", "face");
    const b = await storage.save(bytes, "照片.PNG", "image/png", "face");
    expect(storage.driver).toBe(name);
    expect(a.path).toMatch(/^face\/\d{8}\/[0-9a-f-]{36}\.png$/);
    expect(b.path).not.toBe(a.path);
    expect(a).toMatchObject({
      url: `/admin-api/infra/file/get/${a.path}`,
      name: "照片.PNG",
      size: 8,
      type: "image/png",
    });
    expect(await storage.read(a.path)).toEqual(bytes);
  });

  it("keeps a folder's safe characters only", async () => {
    const saved = await storage.save(Buffer.from("x"), "a.txt", "text/plain", "../../etc/作业//x y");
    expect(saved.path).toMatch(/^etc\/xy\/\d{8}\/[0-9a-f-]{36}\.txt$/);
    expect((await storage.read(saved.path))?.toString()).toBe("x");
  });

  it("answers nothing for a missing file or a path that would leave the stored files", async () => {
    writeFileSync(join(dataDir, "secret.txt"), "not an upload");
    for (const path of ["face/20250101/none.png", "../secret.txt", "a/../../secret.txt", "/etc/passwd", "", "a//b"])
      expect(await storage.read(path)).toBeUndefined();
  });

  it("deletes a file, and deleting a missing one is not an error", async () => {
    const saved = await storage.save(Buffer.from("gone"), "g.txt", "text/plain");
    await storage.delete(saved.path);
    expect(await storage.read(saved.path)).toBeUndefined();
    await storage.delete(saved.path);
  });

  it("still finds, and deletes, a file stored in the uploads folder before the driver was chosen", async () => {
    const path = "avatar/20240101/0b6d6a2e-before.png";
    mkdirSync(dirname(join(uploadsOf(dataDir), path)), { recursive: true });
    writeFileSync(join(uploadsOf(dataDir), path), "older");
    expect((await storage.read(path))?.toString()).toBe("older");
    await storage.delete(path);
    expect(await storage.read(path)).toBeUndefined();
  });

  it(
    name === "s3"
      ? "lists the bucket's files for a backup"
      : "lists no remote files (a backup reads the folder and the database)",
    async () => {
      const saved = await storage.save(Buffer.from("listed"), "l.txt", "text/plain", "file");
      const listed = await storage.listRemote();
      if (name === "s3") expect(listed).toContainEqual({ path: saved.path, size: 6 });
      else expect(listed).toEqual([]);
    },
  );
});

describe("STORAGE configuration", () => {
  it("is the folder on the embedded database and the database once DATABASE_URL is set", () => {
    expect(loadConfig({}).storage).toEqual({ driver: "local" });
    expect(loadConfig({ DATABASE_URL: "postgres://db/smartclass" }).storage).toEqual({ driver: "database" });
    expect(loadConfig({ DATABASE_URL: "postgres://db/smartclass", STORAGE: "local" }).storage).toEqual({
      driver: "local",
    });
    expect(loadConfig({ STORAGE: "database" }).storage).toEqual({ driver: "database" });
  });

  it("reads S3_* for STORAGE=s3", () => {
    expect(
      loadConfig({
        STORAGE: "s3",
        S3_ENDPOINT: "http://10.0.0.9:9000",
        S3_REGION: "cn-north-1",
        S3_BUCKET: "school",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_FORCE_PATH_STYLE: "true",
      }).storage,
    ).toEqual({
      driver: "s3",
      s3: {
        endpoint: "http://10.0.0.9:9000",
        region: "cn-north-1",
        bucket: "school",
        accessKeyId: "key",
        secretAccessKey: "secret",
        forcePathStyle: true,
      },
    });
    expect(loadConfig({ STORAGE: "s3", S3_BUCKET: "school" }).storage).toEqual({
      driver: "s3",
      s3: { region: "us-east-1", bucket: "school", forcePathStyle: false },
    });
  });

  it("stops the server with a reason for an unknown driver or s3 without a bucket", () => {
    expect(() => loadConfig({ STORAGE: "ftp" })).toThrow('STORAGE: "ftp" is not one of local, database, s3');
    expect(() => loadConfig({ STORAGE: "s3" })).toThrow("STORAGE=s3 needs S3_BUCKET");
  });
});
