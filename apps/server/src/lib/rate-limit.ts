// Limits that hold across concurrent requests and across instances, because the database decides
// them: one INSERT … ON CONFLICT DO UPDATE … RETURNING counts a request and answers the new count in
// the same statement (the row lock serialises concurrent ones), so no two requests read the same count.
import { and, eq, sql } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import type { Clock } from "./clock.js";
import { ApiError } from "./errors.js";
import { serverMessages } from "./messages.js";

/** Too many requests: HTTP 429 with Retry-After (seconds) and the envelope's code 429. */
export class TooManyRequests extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, serverMessages.tooManyRequests(retryAfterSeconds), 429);
  }
}

const iso = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/** Every this many counted requests, rows whose window ended over a day ago are deleted (no window is longer). */
const PRUNE_EVERY = 1000;
const DAY = 86_400_000;

/** Fixed-window counters in the rate_limits table. */
export class RateLimiter {
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Counts one request of `bucket` for `key`; throws TooManyRequests when that makes more than
   * `limit` in the current window of `windowMs`.
   */
  async hit(bucket: string, key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now();
    const row = await this.count(bucket, key, windowMs, now);
    if (row && row.hits > limit) throw new TooManyRequests(secondsLeft(row.windowStart, windowMs, now));
  }

  /**
   * Throws TooManyRequests when `key` already has `limit` counted requests of `bucket` in the current
   * window, without counting this one (sign-ins count only when they fail: see `count`).
   */
  async check(bucket: string, key: string, limit: number, windowMs: number): Promise<void> {
    const now = this.clock.now();
    const t = schema.rateLimits;
    const [row] = await this.db
      .select({ hits: t.hits, windowStart: t.windowStart })
      .from(t)
      .where(and(eq(t.bucket, bucket), eq(t.key, key)));
    if (row && row.windowStart.getTime() > now.getTime() - windowMs && row.hits >= limit)
      throw new TooManyRequests(secondsLeft(row.windowStart, windowMs, now));
  }

  /** Counts one request of `bucket` for `key` in its window (a new window when the last one ended). */
  async count(bucket: string, key: string, windowMs: number, now = this.clock.now()) {
    const t = schema.rateLimits;
    // Addresses and numbers come and go: old counters are dropped now and then, not kept for ever.
    if (++this.counted % PRUNE_EVERY === 0)
      await this.db.delete(t).where(sql`${t.windowStart} < ${iso(new Date(now.getTime() - DAY))}`);
    const expired = sql`${t.windowStart} <= ${iso(new Date(now.getTime() - windowMs))}`;
    const [row] = await this.db
      .insert(t)
      .values({ bucket, key, hits: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [t.bucket, t.key],
        set: {
          hits: sql`case when ${expired} then 1 else ${t.hits} + 1 end`,
          windowStart: sql`case when ${expired} then ${iso(now)} else ${t.windowStart} end`,
        },
      })
      .returning({ hits: t.hits, windowStart: t.windowStart });
    return row;
  }
}

const secondsLeft = (windowStart: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));

/**
 * Password guesses per (user name, client address). A guess is counted before the password is
 * checked, so 40 concurrent wrong guesses check exactly `max` passwords and the rest are refused
 * unchecked; a successful sign-in clears the pair.
 */
export class LoginGuard {
  private counted = 0;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Counts a guess; answers 0 when it may be checked, else the seconds until the pair unlocks. */
  async reserve(username: string, ip: string): Promise<number> {
    const now = this.clock.now();
    const t = schema.loginGuards;
    if (++this.counted % PRUNE_EVERY === 0)
      await this.db.delete(t).where(sql`${t.windowStart} < ${iso(new Date(now.getTime() - DAY))}`);
    const expired = sql`${t.windowStart} <= ${iso(new Date(now.getTime() - this.windowMs))}`;
    const [row] = await this.db
      .insert(t)
      .values({ username, ip, attempts: 1, windowStart: now })
      .onConflictDoUpdate({
        target: [t.username, t.ip],
        set: {
          attempts: sql`case when ${expired} then 1 else ${t.attempts} + 1 end`,
          windowStart: sql`case when ${expired} then ${iso(now)} else ${t.windowStart} end`,
        },
      })
      .returning({ attempts: t.attempts, windowStart: t.windowStart });
    if (!row || row.attempts <= this.max) return 0;
    return secondsLeft(row.windowStart, this.windowMs, now);
  }

  /** Forgets the pair's guesses after a successful sign-in. */
  async clear(username: string, ip: string): Promise<void> {
    const t = schema.loginGuards;
    await this.db.delete(t).where(and(eq(t.username, username), eq(t.ip, ip)));
  }
}
