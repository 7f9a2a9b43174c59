// A server with STORAGE=s3 on an S3-compatible server on loopback (s3rver, see storage-kit.ts): an
// upload lands in the bucket, not in DATA_DIR/uploads; its URL serves it; a face enrolment reads the
// photo from the bucket and deletes it afterwards (photos are not kept by default); a backup holds the
// bucket's files with the folder's.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readArchive } from "../src/backup/archive.js";
import { configureBackups } from "../src/backup/service.js";
import { loadConfig } from "../src/config.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { facePhotos } from "./face-photos.js";
import { consentToFace } from "./face-consent.js";
import { uploadPhoto } from "./face-upload.js";
import { sampleBytes, SETUP_TIMEOUT, startServer, type TestServer } from "./helpers.js";
import { startS3Server, type S3TestServer } from "./storage-kit.js";

describe("STORAGE=s3", () => {
  let s3: S3TestServer;
  let s: TestServer;
  let token: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    s = await startServer("pglite", {
      storage: loadConfig(s3.env).storage,
      face: loadFaceConfig({ FACE_MATCHING: "on" }),
    });
    token = (await s.login("student31")).accessToken;
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await s?.close();
    await s3?.close();
  });

  async function upload(bytes: Buffer, name: string) {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(bytes)]), name);
    const r = await s.call<{ path: string; url: string }>("POST", "/teach/file/s3/ali/api", { token, rawBody: form });
    expect([r.code, r.msg]).toEqual([0, ""]);
    return r.data;
  }

  it("stores an upload in the bucket and serves it by its URL", async () => {
    const bytes = sampleBytes("application/pdf", 300);
    const file = await upload(bytes, "讲义.pdf");
    expect(existsSync(join(s.services.config.dataDir, "uploads", file.path))).toBe(false);
    expect(await s.services.storage.listRemote()).toContainEqual({ path: file.path, size: 300 });
    const res = await fetch(`${s.url}${file.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(bytes);
    expect((await fetch(`${s.url}/admin-api/infra/file/get/file/20250101/none.pdf`)).status).toBe(404);
  });

  it("enrols a face from a photo in the bucket, which is then deleted from it", async () => {
    const path = await uploadPhoto(s, token, facePhotos.personA1(), "a1.jpg");
    expect((await s.services.storage.listRemote()).map((f) => f.path)).toContain(path);
    await consentToFace(s, token);
    const r = await s.call("POST", "/teach/face-database/create", { token, body: { path } });
    expect([r.code, r.msg]).toEqual([0, ""]);
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token })).data).toBe(1);
    expect((await s.services.storage.listRemote()).map((f) => f.path)).not.toContain(path);
  }, 120_000);

  it("backs up the bucket's files byte for byte", async () => {
    const bytes = sampleBytes("image/png", 500);
    const file = await upload(bytes, "头像.png");
    const backupsDir = mkdtempSync(join(tmpdir(), "smartclass-s3-backups-"));
    const filesDir = mkdtempSync(join(tmpdir(), "smartclass-s3-archive-"));
    try {
      const record = await configureBackups(s.services, { dir: backupsDir, keep: 2 }).start("manual");
      expect(record.status).toBe("completed");
      const contents = await readArchive(join(backupsDir, `${record.name}.tar.gz`), filesDir);
      expect(contents.manifest.files.list.map((f) => f.path)).toContain(file.path);
      expect(readFileSync(join(filesDir, file.path))).toEqual(bytes);
    } finally {
      rmSync(backupsDir, { recursive: true, force: true });
      rmSync(filesDir, { recursive: true, force: true });
    }
  }, 60_000);
});
