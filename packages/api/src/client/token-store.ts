import type { components } from "../generated/openapi";

/** The token pair the login and refresh calls answer. */
type TokenPair = components["schemas"]["TokenPair"];

/**
 * What the client needs from the session: read the tokens and tenant, store a refreshed pair, and
 * forget everything on logout. `createSession()` implements it; tests may pass a plain object.
 */
interface TokenStore {
  /** The access token sent as `Authorization: Bearer …`, if any. */
  getAccessToken(): string | undefined;
  /** The refresh token, if any. */
  getRefreshToken(): string | undefined;
  /** The tenant id sent as `tenant-id` when tenancy is on. */
  getTenantId(): string | undefined;
  /** Store a new token pair (after login or refresh). */
  setTokens(pair: TokenPair): void;
  /** Forget the tokens and the user (logout). */
  clear(): void;
  /**
   * Run the refresh exclusively across the browser's tabs, so that two tabs never spend the same
   * refresh token. Optional: without it the refresh is single-flight within this page only.
   */
  withRefreshLock?<T>(task: () => Promise<T>): Promise<T>;
}

export type { TokenPair, TokenStore };
