// Face check-in with the on-premises matcher, over real HTTP with real photos (test/face-photos.ts):
// enrolment keeps descriptors only, refuses photos without exactly one face with the reason, the same
// person's other photo checks in and other people do not, the student deletes their face data, a full
// queue answers busy at once, and no tensor leaks across repeated checks.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { schema } from "../src/db/index.js";
import type { LocalFaceMatcher } from "../src/face/local-matcher.js";
import { faceCodes, faceMessages } from "../src/face/messages.js";
import { loadFaceConfig } from "../src/face/settings.js";
import { facePhotos } from "./face-photos.js";
import { consentToFace } from "./face-consent.js";
import { uploadPhoto as upload } from "./face-upload.js";
import { startServer, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 90_000, hookTimeout: 90_000 });

const faceOn = (env: Record<string, string> = {}) => loadFaceConfig({ FACE_MATCHING: "on", ...env });

async function userId(s: TestServer, username: string): Promise<number> {
  const [u] = await s.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, username));
  return u!.id;
}

describe("face matching on", () => {
  let s: TestServer;
  let student = "";
  let signId = 0;

  beforeAll(async () => {
    s = await startServer("pglite", { face: faceOn() });
    student = (await s.login("student35")).accessToken;
    await consentToFace(s, student);
    const teacher = (await s.login("teacher1")).accessToken;
    const [item] = await s.database.db
      .select({ id: schema.courseItems.id })
      .from(schema.courseItems)
      .where(eq(schema.courseItems.teacherId, await userId(s, "teacher1")));
    await s.call("GET", "/teach/course-item/start/courseItem", { token: teacher, query: { courseItemId: item!.id } });
    const started = await s.call<{ id: number }>("POST", "/teach/sign-in/start", {
      token: teacher,
      body: { courseItemId: item!.id, duration: 600, face: true },
    });
    expect(started.code).toBe(0);
    signId = started.data.id;
  });
  afterAll(async () => s?.close());

  const enrol = async (token: string, bytes: Buffer, name: string) =>
    s.call<number>("POST", "/teach/face-database/create", {
      token,
      body: { path: await upload(s, token, bytes, name) },
    });

  it("enrols photos of one person, keeping their descriptors and deleting the photos", async () => {
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token: student })).data).toBe(0);
    const path = await upload(s, student, facePhotos.personA1(), "a1.jpg");
    const first = await s.call<number>("POST", "/teach/face-database/create", { token: student, body: { path } });
    expect(first.code).toBe(0);
    expect(first.data).toBe(await userId(s, "student35"));
    // The photo is gone from the disk and from the files table; only the descriptor is kept.
    expect((await fetch(`${s.base}/infra/file/get/${path}`)).status).toBe(404);
    expect(await s.database.db.select().from(schema.files).where(eq(schema.files.path, path))).toHaveLength(0);
    expect((await enrol(student, facePhotos.personA2(), "a2.jpg")).code).toBe(0);
    const templates = await s.database.db
      .select()
      .from(schema.faceTemplates)
      .where(eq(schema.faceTemplates.userId, await userId(s, "student35")));
    expect(templates).toHaveLength(2);
    expect((JSON.parse(templates[0]!.template) as number[]).length).toBe(128);
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token: student })).data).toBe(1);
    const face = await s.call<Record<string, unknown>>("GET", "/teach/face-database/get", { token: student });
    expect(face.data).toMatchObject({ userId: await userId(s, "student35"), photoCount: 2 });
    expect(face.data.path).toBeUndefined();
  });

  it("refuses a photo with two faces, with none, or that is no image, saying why", async () => {
    const other = (await s.login("student36")).accessToken;
    await consentToFace(s, other);
    const two = await enrol(other, facePhotos.twoFaces(), "two.jpg");
    expect([two.code, two.msg]).toEqual([faceCodes.refused, faceMessages.manyFaces]);
    const none = await enrol(other, facePhotos.noFace(), "none.png");
    expect([none.code, none.msg]).toEqual([faceCodes.refused, faceMessages.noFace]);
    // Bytes that are no picture never reach the face engine: the face photo's type check refuses them.
    const junk = await enrol(other, Buffer.from("not a photo at all"), "junk.jpg");
    expect(junk.code).toBe(400);
    expect(junk.msg).toMatch(/^不支持的文件类型：.*（人脸照片只接受 /);
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token: other })).data).toBe(0);
    expect((await s.call("GET", "/teach/face-database/get", { token: other })).data).toBeNull();
  });

  it("checks in the same person's other photo, and refuses other people's faces", async () => {
    const id = await userId(s, "student35");
    for (const [name, photo] of [
      ["b.jpg", facePhotos.otherB()],
      ["c.jpg", facePhotos.otherC()],
    ] as const) {
      const path = await upload(s, student, photo, name);
      expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId, path } })).data).toBe(0);
    }
    const attempts = await s.database.db.select().from(schema.faceAttempts).where(eq(schema.faceAttempts.userId, id));
    expect(attempts).toHaveLength(2);
    expect(
      await s.database.db.select().from(schema.signInRecords).where(eq(schema.signInRecords.userId, id)),
    ).toHaveLength(0);

    const path = await upload(s, student, facePhotos.personA3(), "a3.jpg");
    expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId, path } })).data).toBe(1);
    const [record] = await s.database.db.select().from(schema.signInRecords).where(eq(schema.signInRecords.userId, id));
    expect(record).toMatchObject({ signInId: signId, type: 2, imagePath: path });
  });

  it("keeps the number of live tensors flat across repeated checks", async () => {
    const matcher = s.services.faceMatcher as LocalFaceMatcher;
    const path = await upload(s, student, facePhotos.personA3(), "a3.jpg");
    const before = (await matcher.read(path)).tensors;
    for (let i = 0; i < 8; i++) {
      expect((await s.call("POST", "/teach/sign-in/record", { token: student, query: { signId, path } })).data).toBe(1);
    }
    expect((await matcher.read(path)).tensors).toBe(before);
  });

  it("deletes the student's face data on request: face/exist answers 0 and a face check-in fails", async () => {
    const deleted = await s.call<boolean>("DELETE", "/teach/face-database/delete-my", { token: student });
    expect(deleted.data).toBe(true);
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token: student })).data).toBe(0);
    expect((await s.call("GET", "/teach/face-database/get", { token: student })).data).toBeNull();
    expect(await s.database.db.select().from(schema.faceTemplates)).toHaveLength(0);
    const path = await upload(s, student, facePhotos.personA3(), "a3.jpg");
    const r = await s.call("GET", "/teach/course-item/stu/signIn/supplement", { token: student, query: { path } });
    expect(r.data).toBe(0);
    expect((await s.call<boolean>("DELETE", "/teach/face-database/delete-my", { token: student })).data).toBe(false);
  });
});

describe("kept photos and a full queue", () => {
  let s: TestServer;

  beforeAll(async () => {
    const face = faceOn({ FACE_QUEUE_LIMIT: "1", FACE_KEEP_PHOTOS: "on", FACE_KEEP_PHOTOS_DAYS: "1" });
    s = await startServer("pglite", { face });
  });
  afterAll(async () => s?.close());

  it("answers 人脸识别繁忙，请稍后重试 at once instead of waiting, and works again afterwards", async () => {
    const token = (await s.login("student37")).accessToken;
    await consentToFace(s, token);
    const paths = await Promise.all(
      [facePhotos.personA1(), facePhotos.personA2(), facePhotos.personA3()].map((p, i) =>
        upload(s, token, p, `a${i}.jpg`),
      ),
    );
    const answers = await Promise.all(
      paths.map((path) => s.call("POST", "/teach/face-database/create", { token, body: { path } })),
    );
    const busy = answers.filter((a) => a.code === faceCodes.busy);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.msg).toBe(faceMessages.busy);
    expect(answers.filter((a) => a.code === 0).length).toBeGreaterThan(0);
    const again = await s.call("POST", "/teach/face-database/create", {
      token,
      body: { path: paths[answers.findIndex((a) => a.code === faceCodes.busy)]! },
    });
    expect(again.code).toBe(0);
  });

  it("keeps enrolment photos only for the retention period, and deletes them with the face data", async () => {
    const token = (await s.login("student38")).accessToken;
    await consentToFace(s, token);
    const first = await upload(s, token, facePhotos.personA1(), "a1.jpg");
    expect((await s.call("POST", "/teach/face-database/create", { token, body: { path: first } })).code).toBe(0);
    expect((await fetch(`${s.base}/infra/file/get/${first}`)).status).toBe(200);
    expect((await s.call<{ path?: string }>("GET", "/teach/face-database/get", { token })).data.path).toBe(first);
    s.clock.advance(2 * 86_400_000);
    const second = await upload(s, token, facePhotos.personA2(), "a2.jpg");
    expect((await s.call("POST", "/teach/face-database/create", { token, body: { path: second } })).code).toBe(0);
    // Past its retention the first photo is gone; its descriptor still counts.
    expect((await fetch(`${s.base}/infra/file/get/${first}`)).status).toBe(404);
    expect((await fetch(`${s.base}/infra/file/get/${second}`)).status).toBe(200);
    const id = await userId(s, "student38");
    expect(
      await s.database.db.select().from(schema.faceTemplates).where(eq(schema.faceTemplates.userId, id)),
    ).toHaveLength(2);
    expect((await s.call<boolean>("DELETE", "/teach/face-database/delete-my", { token })).data).toBe(true);
    expect((await fetch(`${s.base}/infra/file/get/${second}`)).status).toBe(404);
    expect((await s.call("GET", "/teach/sign-in/face/exist", { token })).data).toBe(0);
  });
});
