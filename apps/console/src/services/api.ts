// The console's one API client and session. The console is served by the reference server on the
// same origin, so the API lives at `/admin-api` of the page's own origin. The query client loads with
// the shell (services/query-client.ts); `queryCache` clears it on logout once it exists.
import { createApiClient, createSession } from "@smartclass/api";

import { rememberSessionEnd } from "../auth/session-end-notice";
import { loginPathFor } from "../guard/decide";
import { toasterNotifier } from "./notify";
import { queryCache } from "./queries";

/** The API base URL: `/admin-api` on the page's origin. */
const API_BASE = `${window.location.origin}/admin-api`;

/** Tokens, tenant, classroom flag, remembered login and user info, in localStorage. */
const session = createSession();

/** The typed API client with the spec's session and error rules. */
const api = createApiClient({
  baseUrl: API_BASE,
  session,
  notify: toasterNotifier,
  onLogout: () => queryCache.clear(),
  // A session that ends without a click (disabled, deleted, password changed elsewhere, refresh
  // revoked) lands on the login page, which says why; signing in again returns to the same page.
  redirect: (_entry, ended) => {
    rememberSessionEnd(ended);
    window.location.assign(loginPathFor(window.location));
  },
  // The server answers in the page's language (menu titles, for one); locale-boot.ts has set it by now.
  language: () => document.documentElement.lang,
});

export { api, API_BASE, queryCache, session };
