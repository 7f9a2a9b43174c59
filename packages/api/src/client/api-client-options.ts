// What `createApiClient` takes and what it gives: the options (session, notices, timeout, language,
// clock, where a logged-out person goes) and the typed client's calls.
import type { Client } from "openapi-fetch";

import type { ServerClock } from "../clock/server-clock";
import type { paths } from "../generated/openapi";
import type { Messages } from "../messages";
import type { Notifier } from "./notify";
import type { SessionEnd } from "./session-end";
import type { TokenStore } from "./token-store";
import type { BlobPaths, DataOf, Download, InitArgs, InitOf, OperationOf, PathsWith } from "./types";

/** The request timeout of section 9. */
export const DEFAULT_TIMEOUT = 30_000;

/** The entry pages a logged-out person is sent to. */
export type EntryPath = "/student" | "/teacher";

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /** Base URL of the API including `/admin-api`, e.g. `https://school.example/admin-api`. */
  baseUrl: string;
  /** Where the tokens and tenant live (see `createSession`). */
  session: TokenStore;
  /** How errors are shown; nothing is shown without one. */
  notify?: Notifier;
  /** Send the `tenant-id` header (off by default: tenancy is switched off in this build). */
  tenancy?: boolean;
  /** Request timeout in milliseconds (default 30000). */
  timeout?: number;
  /** The fetch implementation (default: the global fetch). */
  fetch?: (request: Request) => Promise<Response>;
  /** Called once after a failed refresh has cleared the session (e.g. to reset caches). */
  onLogout?: () => void | Promise<void>;
  /**
   * Sends the person to their entry page after a failed refresh (default: `location.assign`), with why
   * the session ended, so a page that survives the navigation (e.g. a login page) can say it.
   */
  redirect?: (entry: EntryPath, ended: SessionEnd) => void;
  /** The current page path, to choose the student or teacher entry (default: `location.pathname`). */
  currentPath?: () => string;
  /**
   * Business codes other than 401/500/501/901: a notification titled with the server's message is
   * shown, then the call rejects with an ApiError carrying the envelope's `data` (default), or, with
   * `"resolve"`, resolves with that `data`.
   */
  otherCodes?: "reject" | "resolve";
  /**
   * Texts (default: the catalogue of `messages.ts`, Chinese or English as the page's <html lang> says at
   * each read).
   */
  messages?: Messages;
  /**
   * The language the server should answer in (e.g. `() => document.documentElement.lang`): when it gives
   * a value, every request, the refresh call included, carries it as `Accept-Language`. Read per request,
   * so a language switched later applies to the next call.
   */
  language?: () => string | undefined;
  /**
   * The clock every answer's `X-Server-Time` header corrects, with the request's round trip (default:
   * the shared `serverClock` the countdowns read).
   */
  clock?: ServerClock;
}

/** The typed client: every call resolves with the envelope's `data` or rejects with an ApiError. */
export interface ApiClient {
  /** Call a GET operation. */
  get<P extends PathsWith<"get">>(path: P, ...init: InitArgs<InitOf<P, "get">>): Promise<DataOf<OperationOf<P, "get">>>;
  /** Call a POST operation. */
  post<P extends PathsWith<"post">>(
    path: P,
    ...init: InitArgs<InitOf<P, "post">>
  ): Promise<DataOf<OperationOf<P, "post">>>;
  /** Call a PUT operation. */
  put<P extends PathsWith<"put">>(path: P, ...init: InitArgs<InitOf<P, "put">>): Promise<DataOf<OperationOf<P, "put">>>;
  /** Call a DELETE operation. */
  delete<P extends PathsWith<"delete">>(
    path: P,
    ...init: InitArgs<InitOf<P, "delete">>
  ): Promise<DataOf<OperationOf<P, "delete">>>;
  /** Download a file (exports and templates): the Blob with the file name from Content-Disposition. */
  download<P extends BlobPaths & PathsWith<"get">>(path: P, ...init: InitArgs<InitOf<P, "get">>): Promise<Download>;
  /** The underlying openapi-fetch client, with the same middleware (answers are envelopes). */
  readonly raw: Client<paths>;
  /** The base URL in use. */
  readonly baseUrl: string;
}
