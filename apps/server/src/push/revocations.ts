// Revoked sessions and their open push sockets. A socket checks its token once, when it opens; after a
// logout, a disabled or deleted account or a password change the server closes the sockets of the
// revoked sessions itself (4001 "revoked"), on every instance: on PostgreSQL the revocation is a small
// notification every instance hears (the revoked session rows themselves are in the database, so an
// instance that missed notifications checks its sockets' sessions again when its listener is back).

/** Which sessions no longer count (see AuthService.onRevoke). */
export interface Revocation {
  userId: number;
  /** Only this session (a logout). */
  sessionId?: string;
  /** Every session of the user but this one (the user changed their own password in it). */
  keepSessionId?: string;
}

export const REVOKED_CODE = 4001;
export const REVOKED_REASON = "revoked";

/** Whether a socket of `userId` opened with a token of `sessionId` is closed by the revocation. */
export function revokes(revocation: Revocation, userId: number, sessionId: string | undefined): boolean {
  if (revocation.userId !== userId) return false;
  // A socket that does not know its session (a token without one) goes with any of its user's revocations.
  if (sessionId === undefined) return true;
  if (revocation.sessionId !== undefined) return revocation.sessionId === sessionId;
  return revocation.keepSessionId !== sessionId;
}

/** The notification's text: a user id and at most two session ids (far below NOTIFY's 8000 bytes). */
export const revocationPayload = (revocation: Revocation) =>
  JSON.stringify({
    u: revocation.userId,
    ...(revocation.sessionId === undefined ? {} : { s: revocation.sessionId }),
    ...(revocation.keepSessionId === undefined ? {} : { k: revocation.keepSessionId }),
  });

export function parseRevocation(payload: string): Revocation | undefined {
  let value: unknown;
  try {
    value = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (!value || typeof value !== "object") return undefined;
  const { u, s, k } = value as Record<string, unknown>;
  if (typeof u !== "number" || !Number.isSafeInteger(u)) return undefined;
  return {
    userId: u,
    ...(typeof s === "string" ? { sessionId: s } : {}),
    ...(typeof k === "string" ? { keepSessionId: k } : {}),
  };
}

/**
 * The revocations this instance heard lately, numbered. A socket whose token was being checked while a
 * revocation arrived is not registered yet when the revocation closes its user's sockets; it notes the
 * number before the check and asks afterwards whether a later revocation covers it.
 */
export class RecentRevocations {
  private readonly kept: { n: number; revocation: Revocation }[] = [];
  private count = 0;

  constructor(private readonly keep = 1000) {}

  /** The number of the last revocation heard: pass it to `since` after the check. */
  get mark(): number {
    return this.count;
  }

  add(revocation: Revocation): void {
    this.kept.push({ n: ++this.count, revocation });
    if (this.kept.length > this.keep) this.kept.shift();
  }

  /**
   * Whether a revocation heard after `mark` covers the session; undefined when too many came since to
   * tell (the caller checks the token again).
   */
  since(mark: number, userId: number, sessionId: string | undefined): boolean | undefined {
    const oldest = this.kept[0]?.n ?? this.count + 1;
    if (mark + 1 < oldest && mark < this.count) return undefined;
    return this.kept.some((r) => r.n > mark && revokes(r.revocation, userId, sessionId));
  }
}
