// The retention job runs by itself once a day on the server's clock: a periodic sweep looks every minute
// whether a day has passed since the last run began (or whether it never ran) and then runs it. Each run
// is recorded with its counts and error, so the administration page shows the last result and the next
// run; an administrator may also run it at once. Several instances on one database (a district's) each
// look, and one run per day happens once: a run is claimed under a database lock that re-reads the last
// run, so the instance that comes second sees the claim and skips.
import { desc, eq, sql } from "drizzle-orm";

import type { Db } from "../db/index.js";

import { retentionRuns } from "../db/schema-privacy-audit.js";
import { PeriodicSweep } from "../lib/periodic-sweep.js";
import type { Services } from "../routes/types.js";
import { applyRetention } from "./retention.js";
import { type RetentionPeriodView, retentionPeriodsOf } from "./retention-periods.js";

/** A run a day. */
const RETENTION_EVERY_MS = 24 * 3600 * 1000;
/** How often the sweep looks whether a run is due (real time; the due time itself is on the server's clock). */
const LOOK_EVERY_MS = 60_000;
/** The advisory lock key under which a run is claimed (start-up work and push sending have others). */
const CLAIM_LOCK = 0x5c_7e7e;

export interface RetentionRunView {
  startTime: number;
  finishTime: number | null;
  trigger: "scheduled" | "manual";
  counts: Record<string, number>;
  error: string | null;
}

export interface RetentionOverview {
  periods: RetentionPeriodView[];
  running: boolean;
  nextTime: number | null;
  lastRun: RetentionRunView | null;
}

async function lastRunOf(db: Db) {
  const [row] = await db.select().from(retentionRuns).orderBy(desc(retentionRuns.id)).limit(1);
  return row;
}

/**
 * Records the start of a run, unless `onlyIfDue` and a run (this instance's or another's) began less than a
 * day before `startedAt`; answers the run's id, or undefined when none is due. The transaction-scoped lock
 * makes the look and the insert one step across instances: the second waits, then sees the first's row.
 */
async function claimRun(db: Db, trigger: string, startedAt: Date, onlyIfDue: boolean): Promise<number | undefined> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK}::bigint)`);
    if (onlyIfDue) {
      const last = await lastRunOf(tx);
      if (last && startedAt.getTime() - last.startedAt.getTime() < RETENTION_EVERY_MS) return undefined;
    }
    const [row] = await tx.insert(retentionRuns).values({ startedAt, trigger }).returning({ id: retentionRuns.id });
    return row!.id;
  });
}

export class RetentionJob {
  private readonly sweep: PeriodicSweep;
  private current: Promise<RetentionRunView | undefined> | undefined;
  private started = false;

  constructor(private readonly services: Services) {
    this.sweep = new PeriodicSweep(services, "retention", () => this.runIfDue(), LOOK_EVERY_MS);
  }

  /**
   * Looks once (a run that fell due while the server was down happens now) before the server answers
   * requests, so nothing the job writes lands in the middle of the first calls; then every minute.
   */
  async start(): Promise<void> {
    this.started = true;
    await this.sweep.sweepNow();
    this.sweep.start();
  }

  async stop(): Promise<void> {
    this.started = false;
    await this.sweep.stop();
    await this.current?.catch(() => undefined);
  }

  /** Looks once whether a run is due and runs it (tests call it after moving the clock); answers 1 when it ran. */
  async sweepNow(): Promise<number> {
    return this.sweep.sweepNow();
  }

  /** Runs now, or joins the run under way; answers that run. */
  async run(trigger: RetentionRunView["trigger"]): Promise<RetentionRunView> {
    // A look that found nothing due was under way: run once it is over.
    return (await this.runOrJoin(trigger, false)) ?? (await this.runOrJoin(trigger, false))!;
  }

  private runOrJoin(trigger: RetentionRunView["trigger"], onlyIfDue: boolean) {
    this.current ??= this.runOnce(trigger, onlyIfDue).finally(() => (this.current = undefined));
    return this.current;
  }

  async overview(): Promise<RetentionOverview> {
    const [periods, last] = await Promise.all([retentionPeriodsOf(this.services.db), lastRunOf(this.services.db)]);
    return {
      periods,
      running: this.current !== undefined,
      nextTime: this.started
        ? last
          ? last.startedAt.getTime() + RETENTION_EVERY_MS
          : this.services.clock.now().getTime()
        : null,
      lastRun: last
        ? {
            startTime: last.startedAt.getTime(),
            finishTime: last.finishedAt?.getTime() ?? null,
            trigger: last.trigger as RetentionRunView["trigger"],
            counts: last.counts,
            error: last.error,
          }
        : null,
    };
  }

  private async runIfDue(): Promise<number> {
    return (await this.runOrJoin("scheduled", true)) ? 1 : 0;
  }

  private async runOnce(
    trigger: RetentionRunView["trigger"],
    onlyIfDue: boolean,
  ): Promise<RetentionRunView | undefined> {
    const { db, clock } = this.services;
    const startedAt = clock.now();
    const runId = await claimRun(db, trigger, startedAt, onlyIfDue);
    if (runId === undefined) return undefined;
    let result: Awaited<ReturnType<typeof applyRetention>>;
    try {
      result = await applyRetention(this.services, startedAt);
    } catch (err) {
      result = { counts: {}, error: (err as Error).message };
    }
    const finishedAt = clock.now();
    const counts = result.counts as Record<string, number>;
    await db.update(retentionRuns).set({ finishedAt, counts, error: result.error }).where(eq(retentionRuns.id, runId));
    return { startTime: startedAt.getTime(), finishTime: finishedAt.getTime(), trigger, counts, error: result.error };
  }
}

const jobs = new WeakMap<Services, RetentionJob>();

/** The server's one retention job (the app starts it when it is ready and stops it when it closes). */
export function retentionJobOf(services: Services): RetentionJob {
  let job = jobs.get(services);
  if (!job) jobs.set(services, (job = new RetentionJob(services)));
  return job;
}
