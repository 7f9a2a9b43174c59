import type { ApiError } from "./api-error";
import type { TokenPair, TokenStore } from "./token-store";

/** What the coordinator needs around it. */
interface RefreshCoordinatorOptions {
  session: TokenStore;
  /** Exchange a refresh token for a new pair (the refresh call); rejects when the server refuses. */
  refresh: (refreshToken: string) => Promise<TokenPair>;
  /** Log out once: clear the session, tell the person (why, from `cause`), send them to their entry page. */
  logout: (cause?: unknown) => Promise<void>;
  /** The error every waiting request rejects with when the refresh fails. */
  failure: (cause: unknown) => ApiError;
}

/** Single-flight token refresh shared by every request of one client. */
interface RefreshCoordinator {
  /** The refresh in flight, if any (new requests wait for it before they are sent). */
  readonly pending: Promise<string> | undefined;
  /**
   * A fresh access token for a request that was answered 401 after being sent with `usedToken`:
   * joins the refresh in flight, or skips the refresh when the token already changed since the
   * request was sent, or starts exactly one refresh.
   */
  renew(usedToken: string | undefined): Promise<string>;
}

/** Creates the single-flight refresh coordinator (section 8: 401 → one refresh, queued retries). */
function createRefreshCoordinator(options: RefreshCoordinatorOptions): RefreshCoordinator {
  const { session } = options;
  let pending: Promise<string> | undefined;

  async function run(): Promise<string> {
    const startedWith = session.getRefreshToken();
    if (!startedWith) {
      await options.logout();
      throw options.failure(new Error("no refresh token"));
    }
    const exchange = async (): Promise<string> => {
      // Inside the cross-tab lock another tab may have refreshed already: use its pair rather than
      // spending a refresh token that the server has rotated away.
      const latest = session.getRefreshToken();
      const access = session.getAccessToken();
      if (latest && latest !== startedWith && access) return access;
      if (!latest) throw new Error("logged out in another tab");
      const pair = await options.refresh(latest);
      session.setTokens(pair);
      return pair.accessToken;
    };
    try {
      return await (session.withRefreshLock ? session.withRefreshLock(exchange) : exchange());
    } catch (cause) {
      await options.logout(cause);
      throw options.failure(cause);
    }
  }

  return {
    get pending() {
      return pending;
    },
    renew(usedToken) {
      if (pending) return pending;
      const current = session.getAccessToken();
      // Sent with a token that has since been replaced: a refresh already happened.
      if (current && current !== usedToken) return Promise.resolve(current);
      pending = run().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}

export { createRefreshCoordinator };
