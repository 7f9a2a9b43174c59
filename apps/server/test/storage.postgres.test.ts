// Two server instances on one PostgreSQL database in one test process, each with its own DATA_DIR (two
// machines): with the database driver (the default once DATABASE_URL is set) a file uploaded through A
// is served by B's file URL and B enrols a face from it; with the local driver it is not (the reason
// the database driver is the default there). A backup carries the files in its database part.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { buildApp } from "../src/app.js";
import { readArchive } from "../src/backup/archive.js";
import { restoreArchive } from "../src/backup/restore.js";
import { configureBackups } from "../src/backup/service.js";
import type { ServerConfig } from "../src/config.js";
import { openDatabase } from "../src/db/index.js";
import { DatabaseStorage, LocalFolder, LocalStorage } from "../src/storage/index.js";
import { emptyTarget } from "./backup-kit.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { facePhotos } from "./face-photos.js";
import { consentToFace } from "./face-consent.js";
import { uploadPhoto } from "./face-upload.js";
import { engineAvailable, sampleBytes, SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";

/** Instance B: the same database, its own data folder, the same storage settings as A unless told. */
async function instanceB(a: TestServer, overrides: Partial<ServerConfig> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), "smartclass-instance-b-"));
  const database = await openDatabase({ databaseUrl: a.databaseUrl! });
  const built = await buildApp({
    config: { ...a.services.config, dataDir, ...overrides },
    database,
    logStream: { write: () => undefined },
  });
  await built.app.listen({ port: 0, host: "127.0.0.1" });
  const url = `http://127.0.0.1:${(built.app.server.address() as AddressInfo).port}`;
  return {
    url,
    async call(path: string, token: string, body: unknown) {
      const res = await fetch(`${url}/admin-api${path}`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { code: number; msg: string; data: unknown };
    },
    async close() {
      await built.app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function uploadFile(s: TestServer, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const r = await s.call<{ path: string; url: string }>("POST", "/teach/file/s3/ali/api", { token, rawBody: form });
  expect([r.code, r.msg]).toEqual([0, ""]);
  return r.data;
}

describe.skipIf(!engineAvailable("postgres"))("postgres: two instances share uploaded files", () => {
  let a: TestServer;
  let b: Awaited<ReturnType<typeof instanceB>>;
  let token: string;

  beforeAll(async () => {
    a = await startServer("postgres", {
      storage: { driver: "database" },
      face: loadFaceConfig({ FACE_MATCHING: "on" }),
    });
    b = await instanceB(a);
    token = (await a.login("student33")).accessToken;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it("serves through B the file uploaded through A, byte for byte", async () => {
    const bytes = sampleBytes("application/pdf", 2048);
    const file = await uploadFile(a, token, bytes, "课件.pdf");
    const res = await fetch(`${b.url}${file.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("%E8%AF%BE%E4%BB%B6.pdf");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
  });

  it("enrols on B the face photo uploaded through A, and B's check of the face database sees it", async () => {
    const path = await uploadPhoto(a, token, facePhotos.personA1(), "a1.jpg");
    await consentToFace(a, token);
    const enrolled = await b.call("/teach/face-database/create", token, { path });
    expect([enrolled.code, enrolled.msg]).toEqual([0, ""]);
    const exist = await fetch(`${b.url}/admin-api/teach/sign-in/face/exist`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await exist.json()) as { data: number }).data).toBe(1);
  }, 120_000);

  it("backs the files up with the database, and a restored database serves them", async () => {
    const bytes = sampleBytes("image/png", 700);
    const file = await uploadFile(a, token, bytes, "板书.png");
    const backupsDir = mkdtempSync(join(tmpdir(), "smartclass-db-backups-"));
    const filesDir = mkdtempSync(join(tmpdir(), "smartclass-db-archive-"));
    const target = await emptyTarget("postgres");
    try {
      const record = await configureBackups(a.services, { dir: backupsDir, keep: 2 }).start("manual");
      expect(record.status).toBe("completed");
      const archive = join(backupsDir, `${record.name}.tar.gz`);
      const contents = await readArchive(archive, filesDir);
      const rows = contents.tables.find((t) => t.name === "public.stored_files")!.rows;
      expect(rows.some((r) => r.includes(file.path) && r.includes(bytes.toString("hex")))).toBe(true);

      await restoreArchive({ archive, target: target.target });
      const restored = await target.open();
      try {
        const storage = new DatabaseStorage(restored.db, new LocalFolder(join(target.dataDir, "uploads")));
        expect(await storage.read(file.path)).toEqual(bytes);
      } finally {
        await restored.close();
      }
    } finally {
      await target.drop();
      rmSync(backupsDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    }
  }, 60_000);

  it("with the local driver the same file is not on B (each machine has its own folder)", async () => {
    const local = await instanceB(a, { storage: { driver: "local" } });
    try {
      const onA = await uploadToOwnFolder(a, token);
      expect((await fetch(`${local.url}${onA}`)).status).toBe(404);
    } finally {
      await local.close();
    }
  });
});

/** An upload through A into A's own folder (A's storage is the local driver for this one upload). */
async function uploadToOwnFolder(a: TestServer, token: string): Promise<string> {
  const shared = a.services.storage;
  a.services.storage = new LocalStorage(join(a.services.config.dataDir, "uploads"));
  try {
    return (await uploadFile(a, token, sampleBytes("text/plain", 10), "note.txt")).url;
  } finally {
    a.services.storage = shared;
  }
}
