import { createContext, use, useSyncExternalStore } from "react";
import type * as React from "react";

import type { AuthStore } from "./auth-store";
import type { AuthSnapshot } from "./auth-types";

const AuthContext = createContext<AuthStore | null>(null);

/** Provides the auth store to the guard and the pages. */
function AuthProvider({ store, children }: { store: AuthStore; children: React.ReactNode }) {
  return <AuthContext value={store}>{children}</AuthContext>;
}

/** The auth store (operations). */
function useAuth(): AuthStore {
  const store = use(AuthContext);
  if (!store) throw new Error("useAuth needs an <AuthProvider>");
  return store;
}

/** The current session snapshot; re-renders on every change. */
function useAuthSnapshot(): AuthSnapshot {
  const store = useAuth();
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}

export { AuthProvider, useAuth, useAuthSnapshot };
