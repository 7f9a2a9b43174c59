// The signed-in person as the guard, the shell and the pages see it: a small external store over
// @smartclass/api's session (tokens, classroom flag) plus the user and menus fetched after login.
import type { ApiClient, Session, TokenPair } from "@smartclass/api";
import type { QueryClient } from "@tanstack/react-query";

import type { QueryCredentials } from "../guard/decide";
import { buildMenuRoutes } from "../routes/menu-routes";
import type { AuthSnapshot, ConsoleUser, ServerRouteRecord } from "./auth-types";

/** The store the React side subscribes to. */
interface AuthStore {
  getSnapshot(): AuthSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stores token and tenant handed over in the page address. */
  storeCredentials(credentials: QueryCredentials): void;
  /** Fetches the current user and their menu routes (the guard calls it when roles are not loaded). */
  loadUser(): Promise<void>;
  /**
   * Stores a login's token pair and loads the user, keeping the login page in place (the guard would
   * otherwise send a signed-in person away from /login at once); call `finishLogin` after navigating.
   */
  login(pair: TokenPair): Promise<ConsoleUser>;
  /** Ends the login started by `login`. */
  finishLogin(): void;
  /** Logs out on the server (best effort) and forgets everything locally. */
  logout(): Promise<void>;
}

/** Creates the auth store on a session and an API client. */
function createAuthStore(deps: {
  session: Session;
  api: ApiClient;
  /** The query cache to clear on logout (only `clear` is used). */
  queryClient?: Pick<QueryClient, "clear">;
  /**
   * Forgets what the tab keeps of a session besides the tokens (open tabs, push position): called when
   * the session ends, by a click or not, and again when someone signs in.
   */
  forgetTab?: () => void;
}): AuthStore {
  const { session, api } = deps;
  const listeners = new Set<() => void>();
  let user: ConsoleUser | null = null;
  let menus: ServerRouteRecord[] = [];
  let loggingIn = false;
  let loading: Promise<void> | null = null;
  let snapshot = build();

  function build(): AuthSnapshot {
    return {
      accessToken: session.getAccessToken() ?? null,
      classroom: session.isClassroom(),
      loggingIn,
      user,
      menus,
      menuRoutes: buildMenuRoutes(menus),
    };
  }

  function emit() {
    const next = build();
    if (
      next.accessToken === snapshot.accessToken &&
      next.classroom === snapshot.classroom &&
      next.loggingIn === snapshot.loggingIn &&
      next.user === snapshot.user &&
      next.menus === snapshot.menus
    ) {
      return;
    }
    snapshot = next;
    for (const listener of listeners) listener();
  }

  /** Everything of the session in this tab: the next person starts clean. */
  function forgetSession() {
    user = null;
    menus = [];
    deps.queryClient?.clear();
    deps.forgetTab?.();
  }

  // Tokens change under us: login, refresh, logout after a failed refresh or in another tab (which
  // also drops the user and what the tab kept of the session).
  session.subscribe(() => {
    if (!session.getAccessToken() && (user || snapshot.accessToken)) forgetSession();
    emit();
  });

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    storeCredentials(credentials) {
      if (session.getAccessToken() === credentials.token && (!credentials.classroom || session.isClassroom())) return;
      // Another person's token handed over in the address: nothing of the previous session stays.
      if (session.getAccessToken() !== credentials.token) deps.forgetTab?.();
      session.setAccessToken(credentials.token);
      session.setTenant(credentials.tenant, credentials.tenant);
      if (credentials.classroom) session.setClassroom(true);
      emit();
    },
    loadUser() {
      // One fetch at a time: the guard and the login page may both ask.
      loading ??= (async () => {
        try {
          const info = await api.get("/teach/auth/get-permission-info");
          session.setUserInfo(info.user);
          user = {
            ...info.user,
            // An empty role list yields ROLE_DEFAULT (classroom spec section 6).
            roles: info.roles.length > 0 ? info.roles : ["ROLE_DEFAULT"],
            permissions: info.permissions,
          };
          menus = info.menus;
          emit();
        } finally {
          loading = null;
        }
      })();
      return loading;
    },
    async login(pair) {
      loggingIn = true;
      // A shell that was still closing when the last session ended may have written its tabs again.
      deps.forgetTab?.();
      try {
        session.setTokens(pair);
        await this.loadUser();
      } catch (error) {
        // A login whose user cannot be loaded is no login.
        loggingIn = false;
        session.clear();
        emit();
        throw error;
      }
      if (!user) throw new Error("no user after login");
      return user;
    },
    finishLogin() {
      loggingIn = false;
      emit();
    },
    async logout() {
      try {
        if (session.getAccessToken()) await api.post("/teach/auth/logout");
      } catch {
        // The session is forgotten locally whatever the server says.
      }
      session.clear();
      forgetSession();
      emit();
    },
  };
}

export { createAuthStore };
export type { AuthStore };
