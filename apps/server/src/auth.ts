// Tokens and sessions: short-lived JWT access tokens (jose, HS256) and rotating single-use refresh
// tokens grouped in families (one per login). A refresh token presented again within a few seconds
// (two tabs) is tolerated; later, the whole family is revoked.
import { createHash, randomBytes, randomUUID } from "node:crypto";

import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";

import type { ServerConfig } from "./config.js";
import { type Db, schema } from "./db/index.js";
import { Batcher } from "./lib/batch.js";
import { type Clock, systemClock } from "./lib/clock.js";
import { ApiError, unauthorized } from "./lib/errors.js";
import { authMessages } from "./auth-messages.js";
import { serverMessages } from "./lib/messages.js";
import type { Secrets } from "./lib/secrets.js";

/**
 * Sessions that no longer count: one session (a logout), or every session of a user (disable, delete,
 * a password reset), or every one but `keepSessionId` (the user changed their own password there).
 */
export interface Revocation {
  userId: number;
  sessionId?: string;
  keepSessionId?: string;
}

export interface TokenPair {
  userId: number;
  accessToken: string;
  refreshToken: string;
  expiresTime: number;
}

/** The caller of a request, as the handlers see it. */
export interface AuthUser {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  roles: string[];
  roleIds: number[];
  permissions: string[];
  sessionId: string;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/**
 * Why a revoked session ended, as a refused refresh tells the client: the account was disabled, its
 * password was changed (by the person elsewhere, a reset, or an administrator), the person signed out,
 * or the session was revoked for another reason (a refresh token used twice).
 */
function sessionEndReason(revokeReason: string | null): "disabled" | "passwordChanged" | "signedOut" | "revoked" {
  if (revokeReason === "disabled") return "disabled";
  if (revokeReason?.startsWith("password")) return "passwordChanged";
  if (revokeReason === "logout") return "signedOut";
  return "revoked";
}

export class AuthService {
  private constructor(
    private readonly db: Db,
    private readonly config: ServerConfig,
    private readonly key: CryptoKey,
    // Token lifetimes, the refresh grace and account expiry follow the server's clock, so that moving
    // it (a test, TEST_CLOCK) expires tokens as the passing of that time would.
    private readonly clock: Clock,
  ) {}

  private nowMs(): number {
    return this.clock.now().getTime();
  }

  /**
   * Loads (or creates once, for every instance sharing the database) the signing key, stored sealed
   * when SMARTCLASS_SECRET_KEY is set.
   */
  static async create(
    db: Db,
    config: ServerConfig,
    secrets: Secrets,
    clock: Clock = systemClock,
  ): Promise<AuthService> {
    await db
      .insert(schema.serverKeys)
      .values({ name: "jwt", value: secrets.seal(randomBytes(32).toString("base64url")) })
      .onConflictDoNothing();
    const [row] = await db.select().from(schema.serverKeys).where(eq(schema.serverKeys.name, "jwt"));
    // Imported once: jose would otherwise import the raw key again on every signature it checks.
    const key = await crypto.subtle.importKey(
      "raw",
      Buffer.from(secrets.open(row!.value), "base64url"),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    return new AuthService(db, config, key, clock);
  }

  /** Opens a session for a user and answers its first token pair. */
  async login(userId: number, clientId = "default"): Promise<TokenPair> {
    const sessionId = randomUUID();
    await this.db.insert(schema.authSessions).values({ id: sessionId, userId, clientId });
    return this.issue(userId, sessionId);
  }

  private async issue(userId: number, sessionId: string): Promise<TokenPair> {
    const refreshToken = randomBytes(32).toString("base64url");
    const now = this.nowMs();
    await this.db.insert(schema.refreshTokens).values({
      sessionId,
      tokenHash: sha256(refreshToken),
      expiresAt: new Date(now + this.config.refreshTokenTtl * 1000),
    });
    const expiresTime = now + this.config.accessTokenTtl * 1000;
    const accessToken = await this.sign({ sid: sessionId, typ: "access" }, userId, this.config.accessTokenTtl);
    return { userId, accessToken, refreshToken, expiresTime };
  }

  /** A signed JWT for the user (also used for /teach/auth/jwt). */
  async sign(claims: Record<string, unknown>, userId: number, ttlSeconds: number): Promise<string> {
    const nowSeconds = Math.floor(this.nowMs() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(userId))
      .setIssuedAt(nowSeconds)
      .setJti(randomUUID())
      .setExpirationTime(nowSeconds + ttlSeconds)
      .sign(this.key);
  }

  /** Exchanges a refresh token for a new pair (rotation, grace and family revocation). */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const [row] = await this.db
      .select({
        id: schema.refreshTokens.id,
        sessionId: schema.refreshTokens.sessionId,
        expiresAt: schema.refreshTokens.expiresAt,
        usedAt: schema.refreshTokens.usedAt,
        userId: schema.authSessions.userId,
        revokedAt: schema.authSessions.revokedAt,
        revokeReason: schema.authSessions.revokeReason,
        status: schema.users.status,
      })
      .from(schema.refreshTokens)
      .innerJoin(schema.authSessions, eq(schema.authSessions.id, schema.refreshTokens.sessionId))
      .innerJoin(schema.users, eq(schema.users.id, schema.authSessions.userId))
      .where(eq(schema.refreshTokens.tokenHash, sha256(refreshToken)));
    // The refusal says why the session ended (data.reason), so the login page can tell the person.
    if (!row) throw new ApiError(401, authMessages.invalidRefresh, 401, { reason: "unknown" });
    if (row.status !== 0) throw new ApiError(401, authMessages.invalidRefresh, 401, { reason: "disabled" });
    if (row.revokedAt)
      throw new ApiError(401, authMessages.invalidRefresh, 401, { reason: sessionEndReason(row.revokeReason) });
    if (row.expiresAt.getTime() <= this.nowMs())
      throw new ApiError(401, authMessages.expiredRefresh, 401, { reason: "expired" });
    // Spend the token atomically; a concurrent or repeated use finds it already spent.
    const spent = await this.db
      .update(schema.refreshTokens)
      .set({ usedAt: this.clock.now() })
      .where(and(eq(schema.refreshTokens.id, row.id), isNull(schema.refreshTokens.usedAt)))
      .returning({ usedAt: schema.refreshTokens.usedAt });
    if (spent.length === 0) {
      const [again] = await this.db
        .select({ usedAt: schema.refreshTokens.usedAt })
        .from(schema.refreshTokens)
        .where(eq(schema.refreshTokens.id, row.id));
      const usedAt = again?.usedAt?.getTime() ?? 0;
      if (this.nowMs() - usedAt > this.config.refreshReuseGraceMs) {
        await this.revokeSession(row.sessionId, "refresh token reuse");
        throw new ApiError(401, authMessages.invalidRefresh, 401, { reason: "revoked" });
      }
    }
    return this.issue(row.userId, row.sessionId);
  }

  // Who is told once a revocation is stored: the push hub, which closes the revoked sessions' open
  // sockets on every instance (a socket checks its token only when it opens).
  private readonly revocationListeners: ((revocation: Revocation) => Promise<void>)[] = [];

  /** Calls `listener` after each stored revocation (its failure is the caller's: the revoke fails). */
  onRevoke(listener: (revocation: Revocation) => Promise<void>): void {
    this.revocationListeners.push(listener);
  }

  private async announce(revocation: Revocation): Promise<void> {
    for (const listener of this.revocationListeners) await listener(revocation);
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    const revoked = await this.db
      .update(schema.authSessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(and(eq(schema.authSessions.id, sessionId), isNull(schema.authSessions.revokedAt)))
      .returning({ userId: schema.authSessions.userId });
    for (const { userId } of revoked) await this.announce({ userId, sessionId });
  }

  /**
   * Revokes every session of a user (password change, disable, delete), or every one but `keepSessionId`
   * (the session that changed its own password). Announced even when no session was left to revoke: a
   * deleted user's sessions went with the user, but its open sockets did not.
   */
  async revokeUser(userId: number, reason: string, keepSessionId?: string): Promise<void> {
    await this.db
      .update(schema.authSessions)
      .set({ revokedAt: this.clock.now(), revokeReason: reason })
      .where(
        and(
          eq(schema.authSessions.userId, userId),
          isNull(schema.authSessions.revokedAt),
          keepSessionId === undefined ? undefined : ne(schema.authSessions.id, keepSessionId),
        ),
      );
    await this.announce(keepSessionId === undefined ? { userId } : { userId, keepSessionId });
  }

  // Access tokens whose signature has been checked, with their claims (a signature stays valid; the
  // expiry is checked on every use and the session and user are loaded on every request): a student's
  // console sends the same token many times, so HMAC verification runs once per token, not per call.
  private readonly verified = new Map<string, { userId: number; sessionId: string; expiresAt: number }>();
  private static readonly VERIFIED_MAX = 20_000;

  private async verifyAccess(token: string): Promise<{ userId: number; sessionId: string }> {
    const known = this.verified.get(token);
    if (known && known.expiresAt > this.nowMs()) return known;
    if (known) this.verified.delete(token);
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ["HS256"], currentDate: this.clock.now() });
      if (payload.typ !== "access" || typeof payload.sid !== "string") throw new Error("not an access token");
      const claims = { userId: Number(payload.sub), sessionId: payload.sid, expiresAt: (payload.exp ?? 0) * 1000 };
      if (this.verified.size >= AuthService.VERIFIED_MAX) {
        // The oldest entry goes first (a Map iterates in insertion order).
        this.verified.delete(this.verified.keys().next().value as string);
      }
      this.verified.set(token, claims);
      return claims;
    } catch {
      throw unauthorized(serverMessages.tokenInvalid);
    }
  }

  /** Checks an access token and loads its user with roles and permissions; throws 401. */
  async authenticate(token: string | undefined): Promise<AuthUser> {
    if (!token) throw unauthorized();
    const { userId, sessionId } = await this.verifyAccess(token);
    const user = await this.loadUser(userId, sessionId);
    if (!user) throw unauthorized(serverMessages.tokenInvalid);
    return user;
  }

  // Requests arriving together (a check-in storm: 200 students at once) load their users in one
  // query instead of one each; a lone request is not kept waiting (lib/batch.ts). Nothing is cached:
  // a logout, a disabled account or a changed role counts from the next request on.
  private readonly sessions = new Batcher<{ userId: number; sessionId: string }, AuthUser | undefined>((keys) =>
    this.loadUsers(keys),
  );

  /** The user of a live session, or undefined when the session or account is gone. */
  async loadUser(userId: number, sessionId: string): Promise<AuthUser | undefined> {
    return this.sessions.add({ userId, sessionId });
  }

  /** loadUser for many sessions in one query. */
  private async loadUsers(keys: { userId: number; sessionId: string }[]): Promise<(AuthUser | undefined)[]> {
    const rows = await this.db
      .select({
        id: schema.users.id,
        username: schema.users.username,
        nickname: schema.users.nickname,
        avatar: schema.users.avatar,
        status: schema.users.status,
        expireTime: schema.users.expireTime,
        sessionId: schema.authSessions.id,
        revokedAt: schema.authSessions.revokedAt,
        roleIds: sql<
          number[] | null
        >`(select array_agg(${schema.userRoles.roleId}) from ${schema.userRoles} where ${schema.userRoles.userId} = ${schema.users.id})`,
      })
      .from(schema.authSessions)
      .innerJoin(schema.users, eq(schema.users.id, schema.authSessions.userId))
      .where(inArray(schema.authSessions.id, [...new Set(keys.map((k) => k.sessionId))]));
    const bySession = new Map(rows.map((r) => [r.sessionId, r]));
    const now = this.nowMs();
    const out: (AuthUser | undefined)[] = [];
    for (const { userId, sessionId } of keys) {
      const u = bySession.get(sessionId);
      if (!u || u.id !== userId || u.revokedAt || u.status !== 0 || (u.expireTime && u.expireTime.getTime() < now)) {
        out.push(undefined);
        continue;
      }
      const roles = await this.roles((u.roleIds ?? []).map(Number));
      out.push({
        id: u.id,
        username: u.username,
        nickname: u.nickname,
        avatar: u.avatar ?? "",
        roles: roles.map((r) => r.code),
        roleIds: roles.map((r) => r.id),
        permissions: [...new Set(roles.flatMap((r) => r.permissions))],
        sessionId,
      });
    }
    return out;
  }

  // The contract has no call that edits roles, so the roles table is read once and again only when
  // an unknown role id appears (a role added directly in the database).
  private roleCache: Map<number, { id: number; code: string; permissions: string[]; sort: number }> | undefined;

  private async roles(ids: number[]) {
    if (!this.roleCache || ids.some((id) => !this.roleCache!.has(id))) {
      const all = await this.db.select().from(schema.roles);
      this.roleCache = new Map(all.map((r) => [r.id, r]));
    }
    return ids
      .map((id) => this.roleCache!.get(id))
      .filter((r): r is NonNullable<typeof r> => Boolean(r))
      .sort((a, b) => a.sort - b.sort || a.id - b.id);
  }

  /** Notes a failed sign-in (who and from where) for the administrators' audit. */
  async recordFailure(username: string, ip: string): Promise<void> {
    await this.db.insert(schema.loginFailures).values({ username, ip });
  }
}
