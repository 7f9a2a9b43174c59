// Two server instances on one PostgreSQL database (a district runs its servers so), each with its own
// clock and retention job: when both clocks pass the due time and both look at once, one run happens
// and is recorded, the expired rows are removed once and the younger ones stay, and neither fails.
// (PGlite is one instance: test/retention.test.ts covers the job there.)
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { buildApp, type App } from "../src/app.js";
import { type Database, openDatabase } from "../src/db/index.js";
import { privacyAuditEntries, retentionRuns } from "../src/db/schema-privacy-audit.js";
import { recordAudit } from "../src/privacy/audit-trail.js";
import { retentionJobOf } from "../src/privacy/retention-job.js";
import { engineAvailable, SETUP_TIMEOUT, startServer, TestClock, type TestServer } from "./helpers.js";

vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const DAY = 24 * 3600 * 1000;

describe.skipIf(!engineAvailable("postgres"))("postgres: the retention job on two instances", () => {
  let a: TestServer;
  let b: App;
  let bDatabase: Database;
  const bClock = new TestClock();

  beforeAll(async () => {
    a = await startServer("postgres");
    // Instance A ran the job as it started; B, starting second on the same database, finds that run.
    bDatabase = await openDatabase({ databaseUrl: a.databaseUrl! });
    b = await buildApp({
      config: a.services.config,
      database: bDatabase,
      clock: bClock,
      logStream: { write: () => undefined },
    });
    await b.app.ready();
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await b?.app.close();
    await bDatabase?.close();
    await a?.close();
  });

  it("runs once when both instances' clocks pass the due time and both look at once", async () => {
    const db = a.database.db;
    const runs = () => db.select().from(retentionRuns).orderBy(asc(retentionRuns.id));
    expect(await runs()).toHaveLength(1);

    // Two audit entries by a marker kind: one past the default period (1095 days) once a day has passed, one not.
    const later = a.clock.now().getTime() + DAY + 60_000;
    const entry = (daysOld: number) => ({
      at: new Date(later - daysOld * DAY),
      actorUserId: null,
      action: "view" as const,
      kind: "submission" as const,
      subjectUserId: null,
      detail: `two-instances ${daysOld}`,
    });
    await recordAudit(db, entry(1100));
    await recordAudit(db, entry(1000));

    a.clock.advance(DAY + 60_000);
    bClock.advance(DAY + 60_000);
    const ran = await Promise.all([retentionJobOf(a.services).sweepNow(), retentionJobOf(b.services).sweepNow()]);
    expect(ran.sort()).toEqual([0, 1]);

    const after = await runs();
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ trigger: "scheduled", error: null });
    expect(after[1]!.finishedAt).not.toBeNull();
    expect(after[1]!.counts.auditEntries).toBe(1);
    const left = await db
      .select({ detail: privacyAuditEntries.detail })
      .from(privacyAuditEntries)
      .where(and(eq(privacyAuditEntries.kind, "submission"), eq(privacyAuditEntries.action, "view")));
    expect(left.map((e) => e.detail).filter((d) => d?.startsWith("two-instances"))).toEqual(["two-instances 1000"]);

    // Looking again on either instance finds the run: nothing more happens.
    expect(await retentionJobOf(b.services).sweepNow()).toBe(0);
    expect(await retentionJobOf(a.services).sweepNow()).toBe(0);
    expect(await runs()).toHaveLength(2);
  });
});
