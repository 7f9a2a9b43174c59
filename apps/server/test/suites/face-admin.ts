// The face database for administrators over real HTTP, with the real matcher and real photos
// (test/face-photos.ts): who is enrolled with how many photos — never a photo or a path — filtered
// and paged; an administrator deletes one user's face data; teachers and students are refused both.
// With face matching off an enrolment only records its photo and counts as one.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { loadFaceConfig } from "../../src/face/settings.js";
import { facePhotos } from "../face-photos.js";
import { uploadPhoto } from "../face-upload.js";
import { consentToFace } from "../face-consent.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

interface Summary {
  userId: number;
  username: string;
  nickname: string;
  deptName?: string;
  photoCount: number;
  createTime: number;
  updateTime: number;
}
type Page = { list: Summary[]; total: number };

/** Exactly these fields, in any order: nothing that could show a face. */
const SUMMARY_KEYS = ["createTime", "deptName", "nickname", "photoCount", "updateTime", "userId", "username"];

async function idOf(s: TestServer, username: string): Promise<number> {
  const [u] = await s.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, username));
  return u!.id;
}

async function templatesOf(s: TestServer, userId?: number): Promise<number> {
  const [row] = await s.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(schema.faceTemplates)
    .where(userId === undefined ? undefined : eq(schema.faceTemplates.userId, userId));
  return row!.n;
}

async function enrol(s: TestServer, token: string, bytes: Buffer, name: string): Promise<void> {
  const path = await uploadPhoto(s, token, bytes, name);
  await consentToFace(s, token);
  const r = await s.call("POST", "/teach/face-database/create", { token, body: { path } });
  expect([r.code, r.msg]).toEqual([0, ""]);
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineFaceAdminTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(engine, () => {
    describe("face matching on", () => {
      let s: TestServer;
      const token: Record<string, string> = {};
      const id: Record<string, number> = {};

      const page = (query: Record<string, string | number>, as = token.admin) =>
        s.call<Page>("GET", "/teach/face-database/page", { token: as, query });

      beforeAll(async () => {
        s = await startServer(engine, { face: loadFaceConfig({ FACE_MATCHING: "on" }) });
        for (const name of ["admin", "teacher1", "student31", "student32", "student33"]) {
          token[name] = (await s.login(name)).accessToken;
          id[name] = await idOf(s, name);
        }
        // student31 enrols first and changes last: the list shows the newest change first.
        await enrol(s, token.student31!, facePhotos.personA1(), "a1.jpg");
        s.clock.advance(60_000);
        await enrol(s, token.student32!, facePhotos.personA2(), "a2.jpg");
        s.clock.advance(60_000);
        await enrol(s, token.student31!, facePhotos.personA3(), "a3.jpg");
      }, 120_000);
      afterAll(async () => s?.close());

      it("lists who is enrolled with their photo count, newest change first, and no photo or path", async () => {
        const r = await page({ pageNo: 1, pageSize: 10 });
        expect(r.code).toBe(0);
        expect(r.data.total).toBe(2);
        expect(r.data.list.map((e) => [e.username, e.nickname, e.deptName, e.photoCount])).toEqual([
          ["student31", "学生31", "2024级1班", 2],
          ["student32", "学生32", "2024级1班", 1],
        ]);
        for (const e of r.data.list) expect(Object.keys(e).sort()).toEqual(SUMMARY_KEYS);
        const [first, second] = r.data.list;
        expect(first!.userId).toBe(id.student31);
        expect(first!.updateTime - first!.createTime).toBeGreaterThanOrEqual(120_000);
        expect(second!.updateTime).toBeLessThan(first!.updateTime);
        // The student sees the same count for themselves.
        const own = await s.call<{ photoCount: number }>("GET", "/teach/face-database/get", { token: token.student31 });
        expect(own.data.photoCount).toBe(2);
      });

      it("filters by user name or nickname, ignoring case and taking % literally, and pages", async () => {
        const names = async (query: Record<string, string | number>) => {
          const r = await page({ pageNo: 1, pageSize: 10, ...query });
          expect(r.data.total).toBe(r.data.list.length);
          return r.data.list.map((e) => e.username);
        };
        expect(await names({ keyword: "student32" })).toEqual(["student32"]);
        expect(await names({ keyword: "学生31" })).toEqual(["student31"]);
        expect(await names({ keyword: "STUDENT3" })).toEqual(["student31", "student32"]);
        expect(await names({ keyword: "student33" })).toEqual([]);
        expect(await names({ keyword: "%" })).toEqual([]);
        const second = await page({ pageNo: 2, pageSize: 1 });
        expect([second.data.total, second.data.list.map((e) => e.username)]).toEqual([2, ["student32"]]);
        const beyond = await page({ pageNo: 3, pageSize: 1 });
        expect([beyond.data.total, beyond.data.list]).toEqual([2, []]);
      });

      it("refuses the list and the deletion to a teacher and a student, deleting nothing", async () => {
        for (const who of ["teacher1", "student31"]) {
          const list = await page({ pageNo: 1, pageSize: 10 }, token[who]);
          expect([list.status, list.code], who).toEqual([403, 403]);
          const del = await s.call("DELETE", "/teach/face-database/delete", {
            token: token[who],
            query: { userId: id.student32! },
          });
          expect([del.status, del.code], who).toEqual([403, 403]);
        }
        expect(await templatesOf(s, id.student32)).toBe(1);
        expect((await s.call("GET", "/teach/sign-in/face/exist", { token: token.student32 })).data).toBe(1);
      });

      it("answers 400 to a bad userId and deletes nothing", async () => {
        for (const userId of ["abc", "0", "-3", "1.5", undefined]) {
          const r = await s.call("DELETE", "/teach/face-database/delete", { token: token.admin, query: { userId } });
          expect([r.status, r.code], String(userId)).toEqual([400, 400]);
          expect(r.msg, String(userId)).toContain("userId");
        }
        expect(await templatesOf(s)).toBe(3);
        expect((await page({ pageNo: 1, pageSize: 10 })).data.total).toBe(2);
      });

      it("deletes one student's face data: their face/exist answers 0 and their descriptors are gone", async () => {
        const r = await s.call<boolean>("DELETE", "/teach/face-database/delete", {
          token: token.admin,
          query: { userId: id.student32! },
        });
        expect([r.code, r.data]).toEqual([0, true]);
        expect((await s.call("GET", "/teach/sign-in/face/exist", { token: token.student32 })).data).toBe(0);
        expect((await s.call("GET", "/teach/face-database/get", { token: token.student32 })).data).toBeNull();
        expect(await templatesOf(s, id.student32)).toBe(0);
        // Only that student's: the other enrolment stays, whole.
        expect(await templatesOf(s, id.student31)).toBe(2);
        const after = await page({ pageNo: 1, pageSize: 10 });
        expect(after.data.list.map((e) => [e.username, e.photoCount])).toEqual([["student31", 2]]);
      });

      it("answers false for a user without face data, or no such user", async () => {
        for (const userId of [id.student32!, id.student33!, 99_999, 2 ** 40]) {
          const r = await s.call<boolean>("DELETE", "/teach/face-database/delete", {
            token: token.admin,
            query: { userId },
          });
          expect([r.code, r.data], String(userId)).toEqual([0, false]);
        }
        expect(await templatesOf(s)).toBe(2);
      });
    });

    describe("face matching off", () => {
      let s: TestServer;

      beforeAll(async () => {
        s = await startServer(engine);
      }, SETUP_TIMEOUT);
      afterAll(async () => s?.close());

      it("counts an enrolment that only recorded its photo as one photo", async () => {
        const student = (await s.login("student34")).accessToken;
        const admin = (await s.login("admin")).accessToken;
        expect((await s.call("GET", "/teach/face-database/get", { token: student })).data).toBeNull();
        await enrol(s, student, facePhotos.personA1(), "a1.jpg");
        const own = await s.call<{ photoCount: number; path?: string }>("GET", "/teach/face-database/get", {
          token: student,
        });
        expect(own.data.photoCount).toBe(1);
        expect(own.data.path).toBeTruthy();
        const list = await s.call<Page>("GET", "/teach/face-database/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 10 },
        });
        expect(list.data.list.map((e) => [e.username, e.photoCount])).toEqual([["student34", 1]]);
        expect(Object.keys(list.data.list[0]!).sort()).toEqual(SUMMARY_KEYS);
      });
    });
  });
}
