// The console's one API client, session and query client. The console is served by the reference
// server on the same origin, so the API lives at `/admin-api` of the page's own origin.
import { createApiClient, createSession } from "@smartclass/api";
import { QueryClient } from "@tanstack/react-query";

import { toasterNotifier } from "./notify";

/** The API base URL: `/admin-api` on the page's origin. */
const API_BASE = `${window.location.origin}/admin-api`;

/** Tokens, tenant, classroom flag, remembered login and user info, in localStorage. */
const session = createSession();

/** Cached server state; cleared on logout. */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** The typed API client with the spec's session and error rules. */
const api = createApiClient({
  baseUrl: API_BASE,
  session,
  notify: toasterNotifier,
  onLogout: () => queryClient.clear(),
});

export { api, API_BASE, queryClient, session };
