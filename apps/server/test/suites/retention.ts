// Data retention over real HTTP and the server's test clock: the administrator sets a period per kind;
// once a day has passed on the server's clock the job runs by itself and removes exactly the rows older
// than their period (an uploaded file from storage too) and nothing younger; the status shows the last
// run's counts and the next run; a run by hand is an audit entry; a kind that fails is reported while the
// others are done; teachers may not read or change any of it.
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { schema } from "../../src/db/index.js";
import { privacyAuditEntries } from "../../src/db/schema-privacy-audit.js";
import { recordAudit } from "../../src/privacy/audit-trail.js";
import { retentionJobOf } from "../../src/privacy/retention-job.js";
import { activityKit } from "../activity-kit.js";
import { engineAvailable, type Engine, SETUP_TIMEOUT, startServer, type TestServer } from "../helpers.js";

const DAY = 24 * 3600 * 1000;
/** The periods the test sets, one distinct length per kind. */
const PERIODS = { aiConversations: 30, uploadedFiles: 10, answers: 20, classRecords: 40, auditEntries: 50 };

interface Overview {
  periods: { kind: string; days: number; defaultDays: number }[];
  running: boolean;
  nextTime: number | null;
  lastRun: { startTime: number; trigger: string; counts: Record<string, number>; error: string | null } | null;
}

/** The suite, against one database engine (skipped for PostgreSQL without SERVER_TEST_DATABASE_URL). */
export function defineRetentionTests(engine: Engine) {
  describe.skipIf(!engineAvailable(engine))(`${engine}: data retention`, () => {
    let s: TestServer;
    const { token, userId, freshSession } = activityKit(() => s);
    /** The rows written by the test, per table: [expired id, kept id]. */
    const rows: Record<string, [number, number]> = {};
    const files: { expired: string; kept: string } = { expired: "", kept: "" };

    beforeAll(async () => {
      s = await startServer(engine);
    }, SETUP_TIMEOUT);
    afterAll(async () => s?.close());

    const overview = async (who = "admin") =>
      s.call<Overview>("GET", "/system/retention/get", { token: await token(who) });

    it("shows the documented defaults and sets the periods", async () => {
      const before = await overview();
      expect(before.data.periods).toEqual([
        { kind: "aiConversations", days: 365, defaultDays: 365 },
        { kind: "uploadedFiles", days: 0, defaultDays: 0 },
        { kind: "answers", days: 730, defaultDays: 730 },
        { kind: "classRecords", days: 1095, defaultDays: 1095 },
        { kind: "auditEntries", days: 1095, defaultDays: 1095 },
      ]);
      const bad = await s.call("PUT", "/system/retention/update", {
        token: await token("admin"),
        body: { periods: [{ kind: "answers", days: -1 }] },
      });
      expect(bad.status).toBe(400);
      const set = await s.call<Overview>("PUT", "/system/retention/update", {
        token: await token("admin"),
        body: { periods: Object.entries(PERIODS).map(([kind, days]) => ({ kind, days })) },
      });
      expect(set.code).toBe(0);
      expect(set.data.periods.map((p) => [p.kind, p.days])).toEqual(Object.entries(PERIODS));
      expect((await overview("teacher2")).status).toBe(403);
      expect((await s.call("POST", "/system/retention/run", { token: await token("teacher2") })).status).toBe(403);
    });

    it("removes by itself, a day later on the server's clock, exactly the rows older than their period", async () => {
      const db = s.database.db;
      const job = retentionJobOf(s.services);
      // The run the server made as it started; nothing is due again before a day has passed.
      expect(await job.sweepNow()).toBe(0);
      const now = s.clock.now().getTime();
      // Per kind, one row a day past its period once the clock has moved a day, and one two days short of it.
      const ages = (days: number) => [new Date(now - (days + 1) * DAY), new Date(now - (days - 2) * DAY)] as const;
      const student = await userId("student01");
      const teacher = await userId("teacher2");
      const item = await freshSession("teacher2");

      const conversations = await db
        .insert(schema.aiChatConversations)
        .values(
          ages(PERIODS.aiConversations).map((at) => ({ userId: student, title: "对话", createdAt: at, updatedAt: at })),
        )
        .returning({ id: schema.aiChatConversations.id });
      rows.aiChatConversations = [conversations[0]!.id, conversations[1]!.id];

      const stored = await Promise.all(
        ["expired", "kept"].map((name) =>
          s.services.storage.save(Buffer.from(name), `${name}.txt`, "text/plain", "retention"),
        ),
      );
      files.expired = stored[0]!.path;
      files.kept = stored[1]!.path;
      const fileRows = await db
        .insert(schema.files)
        .values(
          ages(PERIODS.uploadedFiles).map((at, i) => ({
            userId: student,
            name: `${i}.txt`,
            path: stored[i]!.path,
            url: stored[i]!.url,
            size: 7,
            createdAt: at,
          })),
        )
        .returning({ id: schema.files.id });
      rows.files = [fileRows[0]!.id, fileRows[1]!.id];

      const [question] = await db
        .insert(schema.askQuestions)
        .values({
          courseItemId: item.id,
          teacherId: teacher,
          title: "问题",
          type: 4,
          startTime: new Date(now),
          status: 2,
        })
        .returning({ id: schema.askQuestions.id });
      const answers = await db
        .insert(schema.questionAnswers)
        .values(
          ages(PERIODS.answers).map((at, i) => ({
            questionId: question!.id,
            userId: i === 0 ? student : teacher,
            content: "答案",
            createdAt: at,
          })),
        )
        .returning({ id: schema.questionAnswers.id });
      rows.questionAnswers = [answers[0]!.id, answers[1]!.id];

      const records = await db
        .insert(schema.classroomRecords)
        .values(
          ages(PERIODS.classRecords).map((at) => ({
            courseId: item.courseId,
            courseItemId: item.id,
            teacherId: teacher,
            title: "记录",
            createdAt: at,
          })),
        )
        .returning({ id: schema.classroomRecords.id });
      rows.classroomRecords = [records[0]!.id, records[1]!.id];
      const [signIn] = await db
        .insert(schema.signIns)
        .values({
          courseItemId: item.id,
          teacherId: teacher,
          duration: 60,
          startTime: new Date(now),
          deadline: new Date(now),
        })
        .returning({ id: schema.signIns.id });
      const checkIns = await db
        .insert(schema.signInRecords)
        .values(
          ages(PERIODS.classRecords).map((at, i) => ({
            signInId: signIn!.id,
            userId: i === 0 ? student : teacher,
            createdAt: at,
          })),
        )
        .returning({ id: schema.signInRecords.id });
      rows.signInRecords = [checkIns[0]!.id, checkIns[1]!.id];

      for (const at of ages(PERIODS.auditEntries))
        await recordAudit(db, { at, actorUserId: teacher, action: "view", kind: "submission", subjectUserId: student });
      const audit = await db
        .select({ id: privacyAuditEntries.id })
        .from(privacyAuditEntries)
        .orderBy(privacyAuditEntries.id);
      rows.privacyAuditEntries = [audit.at(-2)!.id, audit.at(-1)!.id];

      // Not a day yet since the last run began: nothing runs, nothing goes.
      const lastStart = (await overview()).data.lastRun!.startTime;
      s.clock.advance(lastStart + DAY - 60_000 - s.clock.now().getTime());
      expect(await job.sweepNow()).toBe(0);
      expect(await survivors()).toEqual(everyRow());

      s.clock.advance(60_000);
      expect(await job.sweepNow()).toBe(1);
      expect(await survivors()).toEqual(keptRows());
      expect(await s.services.storage.read(files.expired)).toBeUndefined();
      expect((await s.services.storage.read(files.kept))?.toString()).toBe("kept");

      const status = await overview();
      expect(status.data.running).toBe(false);
      expect(status.data.lastRun).toMatchObject({
        trigger: "scheduled",
        error: null,
        counts: { aiConversations: 1, uploadedFiles: 1, answers: 1, classRecords: 2, auditEntries: 1 },
      });
      expect(status.data.lastRun!.startTime).toBeGreaterThanOrEqual(lastStart + DAY);
      expect(status.data.nextTime).toBe(status.data.lastRun!.startTime + DAY);
    });

    it("runs by hand as an audited erasure, and reports a kind that failed while doing the others", async () => {
      const db = s.database.db;
      const before = await db.select({ id: privacyAuditEntries.id }).from(privacyAuditEntries);
      const run = await s.call<Overview>("POST", "/system/retention/run", { token: await token("admin") });
      expect(run.code).toBe(0);
      expect(run.data.lastRun).toMatchObject({
        trigger: "manual",
        error: null,
        counts: { aiConversations: 0, uploadedFiles: 0, answers: 0, classRecords: 0, auditEntries: 0 },
      });
      const after = await db.select().from(privacyAuditEntries).where(eq(privacyAuditEntries.action, "erase"));
      expect(after.length).toBe(1);
      expect(after[0]).toMatchObject({
        actorUserId: await userId("admin"),
        kind: "retention",
        clientAddress: "127.0.0.1",
      });
      expect((await db.select().from(privacyAuditEntries)).length).toBe(before.length + 1);

      // A kind whose table cannot be read fails alone: the run says which, the others still run.
      await db.execute(sql`ALTER TABLE sign_in_records RENAME TO sign_in_records_away`);
      try {
        const failed = await s.call<Overview>("POST", "/system/retention/run", { token: await token("admin") });
        expect(failed.data.lastRun!.error).toMatch(/^classRecords: /);
        expect(Object.keys(failed.data.lastRun!.counts).sort()).toEqual([
          "aiConversations",
          "answers",
          "auditEntries",
          "uploadedFiles",
        ]);
      } finally {
        await db.execute(sql`ALTER TABLE sign_in_records_away RENAME TO sign_in_records`);
      }
    });

    /** The ids still present of the rows the test wrote, per table. */
    async function survivors(): Promise<Record<string, number[]>> {
      const db = s.database.db;
      const present = async (table: keyof typeof rows, read: (ids: number[]) => Promise<{ id: number }[]>) =>
        (await read(rows[table]!)).map((r) => r.id).sort((a, b) => a - b);
      return {
        aiChatConversations: await present("aiChatConversations", (ids) =>
          db
            .select({ id: schema.aiChatConversations.id })
            .from(schema.aiChatConversations)
            .where(inArray(schema.aiChatConversations.id, ids)),
        ),
        files: await present("files", (ids) =>
          db.select({ id: schema.files.id }).from(schema.files).where(inArray(schema.files.id, ids)),
        ),
        questionAnswers: await present("questionAnswers", (ids) =>
          db
            .select({ id: schema.questionAnswers.id })
            .from(schema.questionAnswers)
            .where(inArray(schema.questionAnswers.id, ids)),
        ),
        classroomRecords: await present("classroomRecords", (ids) =>
          db
            .select({ id: schema.classroomRecords.id })
            .from(schema.classroomRecords)
            .where(inArray(schema.classroomRecords.id, ids)),
        ),
        signInRecords: await present("signInRecords", (ids) =>
          db
            .select({ id: schema.signInRecords.id })
            .from(schema.signInRecords)
            .where(inArray(schema.signInRecords.id, ids)),
        ),
        privacyAuditEntries: await present("privacyAuditEntries", (ids) =>
          db
            .select({ id: privacyAuditEntries.id })
            .from(privacyAuditEntries)
            .where(inArray(privacyAuditEntries.id, ids)),
        ),
      };
    }
    const everyRow = () =>
      Object.fromEntries(Object.entries(rows).map(([t, ids]) => [t, [...ids].sort((a, b) => a - b)]));
    const keptRows = () => Object.fromEntries(Object.entries(rows).map(([t, ids]) => [t, [ids[1]]]));
  });
}
