// One-time codes for SMS and e-mail: 6 digits, valid 5 minutes, delivered through a provider (the
// server log when none is configured). Sending is capped per client address, per number and for the
// whole server (each gateway message costs money); the database keeps only a keyed hash of a code.
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";

import type { RateLimitConfig } from "../config.js";
import { type Db, schema } from "../db/index.js";
import { businessError } from "./errors.js";
import { serverMessages } from "./messages.js";
import type { Clock } from "./clock.js";
import type { RateLimiter } from "./rate-limit.js";

export type Channel = "sms" | "email";

export interface CodeProvider {
  send(channel: Channel, target: string, code: string, scene: number): Promise<void>;
}

interface Logger {
  info(obj: unknown, msg?: string): void;
}

/** Writes codes to the server log (the default when no SMS or mail gateway is configured). */
export class LogCodeProvider implements CodeProvider {
  constructor(private readonly log: Logger) {}

  async send(channel: Channel, target: string, code: string, scene: number): Promise<void> {
    this.log.info(
      { channel, target, scene },
      `[verification code] ${channel} to ${target}: ${code} (scene ${scene}, valid 5 minutes)`,
    );
  }
}

const CODE_TTL_MS = 5 * 60_000;
const CODE_INTERVAL_MS = 60_000;
const CODE_DAILY_LIMIT = 10;
const MAX_ATTEMPTS = 5;
const HOUR = 3_600_000;

export interface CodeServiceOptions {
  limiter: RateLimiter;
  limits: RateLimitConfig;
  /** The key of the codes' HMAC (derived from SMARTCLASS_SECRET_KEY when set). */
  hashKey: Buffer;
  /** Keeps the last code sent to each target in memory, for the test-support route (TEST_CLOCK=on only). */
  remember?: boolean;
  /** The server's clock (intervals, daily counts and expiry follow it). */
  clock: Clock;
}

export class CodeService {
  private readonly sent = new Map<string, { code: string; scene: number; channel: Channel }>();

  constructor(
    private readonly db: Db,
    private readonly provider: CodeProvider,
    private readonly options: CodeServiceOptions,
  ) {}

  private hash(target: string, code: string): string {
    return createHmac("sha256", this.options.hashKey).update(`${target}\n${code}`).digest("base64url");
  }

  /** The last code sent to `target` (TEST_CLOCK=on only; the database holds hashes). */
  lastSent(target: string) {
    return this.sent.get(target);
  }

  /**
   * Sends a new code unless the caller's address, the target or the server is over its budget (429),
   * or the target asked too recently or too often today. With `deliver` false (a scene that makes no
   * sense for the target, such as a login code for an unknown number) everything happens as for a real
   * send — the same limits, the same answer — except that nothing reaches the target.
   */
  async send(channel: Channel, target: string, scene: number, ip: string, deliver = true): Promise<void> {
    const { limiter, limits } = this.options;
    await limiter.hit(`${channel}-address`, ip, limits.smsPerAddress, HOUR);
    const [last] = await this.db
      .select({ createdAt: schema.verifyCodes.createdAt })
      .from(schema.verifyCodes)
      .where(eq(schema.verifyCodes.target, target))
      .orderBy(desc(schema.verifyCodes.createdAt))
      .limit(1);
    const now = this.options.clock.now();
    if (last && now.getTime() - last.createdAt.getTime() < CODE_INTERVAL_MS) {
      throw businessError(1_002_014_001, serverMessages.codeTooFrequent);
    }
    const [today] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.verifyCodes)
      .where(
        and(
          eq(schema.verifyCodes.target, target),
          gt(schema.verifyCodes.createdAt, new Date(now.getTime() - 86_400_000)),
        ),
      );
    if ((today?.n ?? 0) >= CODE_DAILY_LIMIT) throw businessError(1_002_014_002, serverMessages.codeDailyLimit);
    await limiter.hit(`${channel}-target`, target, limits.smsPerNumber, HOUR);
    await limiter.hit(`${channel}-global`, "*", limits.smsGlobal, HOUR);
    const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await this.db.insert(schema.verifyCodes).values({
      channel,
      target,
      scene,
      code: this.hash(target, code),
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
      createdAt: now,
    });
    if (!deliver) return;
    if (this.options.remember) this.sent.set(target, { code, scene, channel });
    await this.provider.send(channel, target, code, scene);
  }

  /** Checks (and, unless `keep`, spends) a code; throws a business error when it does not match. */
  async verify(target: string, code: string, scene: number | undefined, keep = false): Promise<void> {
    const conditions = [eq(schema.verifyCodes.target, target), isNull(schema.verifyCodes.usedAt)];
    if (scene !== undefined) conditions.push(eq(schema.verifyCodes.scene, scene));
    const [row] = await this.db
      .select()
      .from(schema.verifyCodes)
      .where(and(...conditions))
      .orderBy(desc(schema.verifyCodes.createdAt))
      .limit(1);
    if (!row) throw businessError(1_002_014_000, serverMessages.codeNotFound);
    if (row.expiresAt.getTime() < this.options.clock.now().getTime())
      throw businessError(1_002_014_003, serverMessages.codeExpired);
    if (row.attempts >= MAX_ATTEMPTS) throw businessError(1_002_014_004, serverMessages.codeTooManyAttempts);
    const expected = Buffer.from(row.code);
    const given = Buffer.from(this.hash(target, code));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      await this.db
        .update(schema.verifyCodes)
        .set({ attempts: row.attempts + 1 })
        .where(eq(schema.verifyCodes.id, row.id));
      throw businessError(1_002_014_005, serverMessages.codeWrong);
    }
    if (!keep) {
      const spent = await this.db
        .update(schema.verifyCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(schema.verifyCodes.id, row.id), isNull(schema.verifyCodes.usedAt)))
        .returning({ id: schema.verifyCodes.id });
      if (spent.length === 0) throw businessError(1_002_014_006, serverMessages.codeUsed);
    }
  }
}
