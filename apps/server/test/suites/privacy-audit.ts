// The audit trail of personal data over real HTTP: each look at or export of personal data (the user
// export, grade and record exports, the face data list, a teacher opening a submission or the correction
// list) leaves exactly one entry with the actor, the person concerned and the client's address, and a
// refused call or a student reading their own work leaves none; the administrator filters the trail and
// exports it (an entry of its own); no operation changes an entry and the database refuses UPDATE,
// DELETE and TRUNCATE.
import { asc, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { privacyAuditEntries } from "../../src/db/schema-privacy-audit.js";
import { OPERATION_REQUIREMENTS } from "../../src/permissions.js";
import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

type Entry = typeof privacyAuditEntries.$inferSelect;

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function definePrivacyAuditTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: privacy audit trail`, () => {
    let s: TestServer;
    const { token, userId, courseOf, freshSession } = activityKit(() => s);
    let lastId = 0;

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    /** The entries written since the last call. */
    async function newEntries(): Promise<Entry[]> {
      const rows = await s.database.db
        .select()
        .from(privacyAuditEntries)
        .where(gt(privacyAuditEntries.id, lastId))
        .orderBy(asc(privacyAuditEntries.id));
      lastId = rows.at(-1)?.id ?? lastId;
      return rows;
    }

    /** Calls as `who`, expects `status`, and answers the entries the call left. */
    async function entriesOf(who: string, method: string, path: string, query = {}, status = 200) {
      await newEntries();
      const r = await s.call(method, path, { token: await token(who), query });
      expect(r.status, `${method} ${path} as ${who}`).toBe(status);
      return newEntries();
    }

    it("leaves exactly one entry for each look at or export of personal data, none for a refused call", async () => {
      const admin = await userId("admin");
      const teacher = await userId("teacher2");
      const student = await userId("student01");
      const courseId = await courseOf("teacher2");

      expect(await entriesOf("admin", "GET", "/system/user/export")).toEqual([
        expect.objectContaining({
          actorUserId: admin,
          action: "export",
          kind: "user-export",
          subjectUserId: null,
          clientAddress: "127.0.0.1",
        }),
      ]);
      expect(await entriesOf("student01", "GET", "/system/user/export", {}, 403)).toEqual([]);

      for (const [type, kind] of [
        ["grade", "grade-export"],
        ["signIn", "record-export"],
      ])
        expect(await entriesOf("teacher2", "GET", `/teach/course/export/${type}`, { courseId })).toEqual([
          expect.objectContaining({
            actorUserId: teacher,
            action: "export",
            kind,
            detail: `course=${courseId} type=${type}`,
          }),
        ]);

      const item = await freshSession("teacher2");
      const created = await s.call<number>("POST", "/teach/assignment/create", {
        token: await token("teacher2"),
        body: {
          courseItemId: item.id,
          title: "审计作业",
          deadline: s.clock.now().getTime() + 3600_000,
          questions: [{ type: 4, title: "简答", answer: "参考答案", score: 10 }],
        },
      });
      expect(created.code).toBe(0);
      const assignmentId = created.data;
      expect(await entriesOf("teacher2", "GET", "/teach/assignment/export", { assignmentId })).toEqual([
        expect.objectContaining({
          action: "export",
          kind: "grade-export",
          detail: `assignment=${assignmentId} rows=10`,
        }),
      ]);
      expect(
        await entriesOf("teacher2", "GET", "/teach/assignment/submission/detail", { assignmentId, userId: student }),
      ).toEqual([
        expect.objectContaining({
          actorUserId: teacher,
          action: "view",
          kind: "submission",
          subjectUserId: student,
          detail: `assignment=${assignmentId}`,
        }),
      ]);
      expect(await entriesOf("teacher2", "GET", "/teach/assignment/correct/list", { assignmentId })).toEqual([
        expect.objectContaining({
          action: "view",
          kind: "submission",
          subjectUserId: null,
          detail: `assignment=${assignmentId} rows=10`,
        }),
      ]);

      expect(await entriesOf("admin", "GET", "/teach/face-database/page", { pageNo: 1, pageSize: 10 })).toEqual([
        expect.objectContaining({ actorUserId: admin, action: "view", kind: "face-data-list" }),
      ]);
      expect(await entriesOf("teacher2", "GET", "/teach/face-database/page", { pageNo: 1, pageSize: 10 }, 403)).toEqual(
        [],
      );
    });

    it("lets the administrator filter the trail and export it, the export being an entry itself", async () => {
      const admin = await token("admin");
      const teacher = await userId("teacher2");
      const student = await userId("student01");
      type Page = { list: Record<string, unknown>[]; total: number };
      const page = (query: Record<string, string | number>) =>
        s.call<Page>("GET", "/system/privacy-audit/page", {
          token: admin,
          query: { pageNo: 1, pageSize: 50, ...query },
        });

      const bySubject = await page({ subjectUserId: student });
      expect(bySubject.data.total).toBe(1);
      expect(bySubject.data.list[0]).toMatchObject({
        actorUserId: teacher,
        actorName: "李老师",
        subjectUserId: student,
        action: "view",
        kind: "submission",
        clientAddress: "127.0.0.1",
      });
      expect(typeof bySubject.data.list[0]!.subjectName).toBe("string");

      const exports = await page({ actorUserId: teacher, action: "export" });
      expect(exports.data.list.map((e) => e.kind)).toEqual(["grade-export", "record-export", "grade-export"]);
      expect((await page({ kind: "face-data-list" })).data.total).toBe(1);
      const now = s.clock.now().getTime();
      expect((await page({ from: now - 3600_000, to: now + 1 })).data.total).toBe(7);
      expect((await page({ from: now + 1 })).data.total).toBe(0);
      const second = await s.call<Page>("GET", "/system/privacy-audit/page", {
        token: admin,
        query: { pageNo: 2, pageSize: 5 },
      });
      expect(second.data).toMatchObject({ total: 7 });
      expect(second.data.list).toHaveLength(2);

      await newEntries();
      const file = await s.call("GET", "/system/privacy-audit/export", {
        token: admin,
        query: { actorUserId: teacher },
      });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-type")).toContain("spreadsheetml");
      expect(await newEntries()).toEqual([
        expect.objectContaining({ action: "export", kind: "audit-export", detail: "rows=5" }),
      ]);

      const teacherToken = await token("teacher2");
      expect(
        (await s.call("GET", "/system/privacy-audit/page", { token: teacherToken, query: { pageNo: 1, pageSize: 5 } }))
          .status,
      ).toBe(403);
      expect((await s.call("GET", "/system/privacy-audit/export", { token: teacherToken })).status).toBe(403);
    });

    it("offers no operation that changes an entry, and the database refuses UPDATE, DELETE and TRUNCATE", async () => {
      const operations = Object.keys(OPERATION_REQUIREMENTS).filter((k) => k.includes("/privacy-audit/"));
      expect(operations.sort()).toEqual(["GET /system/privacy-audit/export", "GET /system/privacy-audit/page"]);

      const before = await s.database.db.select().from(privacyAuditEntries).orderBy(asc(privacyAuditEntries.id));
      expect(before.length).toBeGreaterThan(0);
      const db = s.database.db;
      await expect(db.update(privacyAuditEntries).set({ detail: "changed" })).rejects.toThrow();
      await expect(db.delete(privacyAuditEntries)).rejects.toThrow();
      await expect(db.execute(sql`TRUNCATE privacy_audit_entries`)).rejects.toThrow();
      expect(await db.select().from(privacyAuditEntries).orderBy(asc(privacyAuditEntries.id))).toEqual(before);
    });
  });
}
