import createClient, { type Middleware } from "openapi-fetch";

import { serverClock } from "../clock/server-clock";
import type { paths } from "../generated/openapi";
import { MESSAGE_DURATION, messages as defaultMessages } from "../messages";
import { type ApiClient, type ApiClientOptions, DEFAULT_TIMEOUT, type EntryPath } from "./api-client-options";
import { ApiError } from "./api-error";
import { fallbackFileName, fileNameFromDisposition } from "./download";
import { defaultText, type Envelope, isRefreshTokenRejection, isSuccessCode, readBody } from "./envelope";
import { bearerOf, createEnvelopeMiddleware } from "./envelope-middleware";
import { silentNotifier } from "./notify";
import { serializeQuery } from "./query-serializer";
import { type SessionEnd, type SessionEndReason, sessionEndReason, sessionEndText } from "./session-end";
import { createRefreshCoordinator } from "./refresh-coordinator";
import type { TokenPair } from "./token-store";
import type { Download, HttpMethod } from "./types";

function entryFor(path: string): EntryPath {
  return path.includes("/teacher") ? "/teacher" : "/student";
}

/**
 * Creates the typed API client on openapi-fetch with middleware for every rule of the spec's calls
 * and error catalogue: bearer and tenant headers, timeout, query serialisation, envelope unwrapping,
 * single-flight refresh with one retry, logout on a failed refresh, and the notices by code.
 */
function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const session = options.session;
  const notify = options.notify ?? silentNotifier;
  const messages = options.messages ?? defaultMessages;
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const fetchImpl = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const otherCodes = options.otherCodes ?? "reject";
  const currentPath = options.currentPath ?? (() => globalThis.location?.pathname ?? "/");
  const redirect =
    options.redirect ??
    ((entry: EntryPath) => {
      globalThis.location?.assign(entry);
    });

  const clock = options.clock ?? serverClock;
  /** When each prepared request went out, for the round trip of its `X-Server-Time`. */
  const sentAt = new WeakMap<Request, number>();
  /** Corrects the server clock from an answer's `X-Server-Time`, stamped between send and arrival. */
  function observeServerTime(request: Request, response: Response): void {
    const header = response.headers.get("X-Server-Time");
    const serverTime = header === null ? Number.NaN : Number(header);
    if (!Number.isFinite(serverTime)) return;
    clock.observe({ serverTime, sentAt: sentAt.get(request), receivedAt: Date.now() });
  }

  const showMessage = (text: string, persistent = false) =>
    notify.message({ type: "error", text, duration: persistent ? 0 : MESSAGE_DURATION, persistent });

  /** Stops the header timers of streamed requests once their answer has arrived (or failed). */
  const headerTimers = new WeakMap<Request, ReturnType<typeof setTimeout>>();
  function answered(request: Request): void {
    clearTimeout(headerTimers.get(request));
    headerTimers.delete(request);
  }

  /**
   * The timeout of a request. A streamed answer (`Accept: text/event-stream`) may take longer than the
   * timeout to finish, so the timeout covers only the wait for its headers; the caller's signal stops it.
   */
  function timeoutSignal(request: Request): { signal: AbortSignal; timer?: ReturnType<typeof setTimeout> } {
    if (!request.headers.get("Accept")?.includes("text/event-stream")) {
      return { signal: AbortSignal.any([request.signal, AbortSignal.timeout(timeout)]) };
    }
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new DOMException(messages.timeout, "TimeoutError")), timeout);
    return { signal: AbortSignal.any([request.signal, controller.signal]), timer };
  }

  /** Sets `Accept-Language` when the `language` option gives a language. */
  function setLanguage(headers: Headers): void {
    const language = options.language?.()?.trim();
    if (language) headers.set("Accept-Language", language);
  }

  /** Adds the bearer, tenant and language headers and the timeout to a request about to be sent. */
  function prepare(request: Request): Request {
    const headers = new Headers(request.headers);
    setLanguage(headers);
    const token = session.getAccessToken();
    if (token) loggedOut = false;
    if (token) headers.set("Authorization", `Bearer ${token}`);
    else headers.delete("Authorization");
    if (options.tenancy) {
      const tenant = session.getTenantId();
      if (tenant) headers.set("tenant-id", tenant);
    } else {
      headers.delete("tenant-id");
    }
    const { signal, timer } = timeoutSignal(request);
    const prepared = new Request(request, { headers, signal });
    if (timer !== undefined) headerTimers.set(prepared, timer);
    sentAt.set(prepared, Date.now());
    return prepared;
  }

  /** Turns a fetch failure into the ApiError of section 8 and shows its message for 5 seconds. */
  function transportError(error: unknown): ApiError {
    if (error instanceof ApiError) return error;
    const name = error instanceof Error || error instanceof DOMException ? error.name : "";
    if (name === "TimeoutError") {
      showMessage(messages.timeout);
      return new ApiError({ kind: "timeout", message: messages.timeout, cause: error });
    }
    if (name === "AbortError") {
      return new ApiError({ kind: "aborted", message: "aborted", silent: true, cause: error });
    }
    showMessage(messages.networkError);
    return new ApiError({ kind: "network", message: messages.networkError, cause: error });
  }

  async function send(request: Request): Promise<Response> {
    const prepared = prepare(request);
    try {
      const response = await fetchImpl(prepared);
      observeServerTime(prepared, response);
      return response;
    } catch (error) {
      throw transportError(error);
    } finally {
      answered(prepared);
    }
  }

  /** The refresh call (`POST /system/auth/refresh-token?refreshToken=`), outside the middleware. */
  async function callRefresh(refreshToken: string): Promise<TokenPair> {
    const url = `${baseUrl}/system/auth/refresh-token?${serializeQuery({ refreshToken })}`;
    const headers = new Headers({ Accept: "application/json" });
    setLanguage(headers);
    if (options.tenancy) {
      const tenant = session.getTenantId();
      if (tenant) headers.set("tenant-id", tenant);
    }
    let response: Response;
    try {
      response = await fetchImpl(new Request(url, { method: "POST", headers, signal: AbortSignal.timeout(timeout) }));
    } catch (error) {
      throw transportError(error);
    }
    const reading = await readBody(response);
    if (reading.kind === "unread") throw transportError(reading.error);
    if (reading.kind !== "envelope") {
      throw new ApiError({ kind: "invalid-response", message: messages.invalidResponse, status: response.status });
    }
    const { code, data, msg } = reading.envelope;
    const pair = data as Partial<TokenPair> | null;
    if (!isSuccessCode(code) || typeof pair?.accessToken !== "string" || typeof pair.refreshToken !== "string") {
      // Invalid or expired refresh tokens reject silently; the logout that follows says 请重新登录.
      throw new ApiError({
        kind: "unauthorized",
        message: msg || defaultText(code, messages),
        code,
        data,
        silent: true,
      });
    }
    return pair as TokenPair;
  }

  /** True from a logout until a token is stored again. */
  let loggedOut = false;

  async function logout(cause?: unknown): Promise<void> {
    // Nothing to log out of (already logged out, e.g. by an earlier burst): no second logout, no loop.
    if (!session.getAccessToken() && !session.getRefreshToken()) return;
    loggedOut = true;
    session.clear();
    const reason = sessionEndReason(cause);
    const message = sessionEndText(reason, messages);
    showMessage(message);
    await options.onLogout?.();
    redirect(entryFor(currentPath()), { reason, message });
  }

  const refresher = createRefreshCoordinator({
    session,
    refresh: callRefresh,
    logout,
    failure: (cause) =>
      new ApiError({ kind: "unauthorized", message: messages.relogin, code: 401, silent: true, cause }),
  });

  const originals = new Map<string, Request>();
  const retried = new WeakSet<Response>();

  /** Applies section 8 to an answer (envelope-middleware.ts). */
  const envelopeMiddleware = createEnvelopeMiddleware({
    messages,
    notify,
    otherCodes,
    showMessage,
    transportError,
    loggedOut: () => loggedOut,
  });

  /** 401 → one refresh in flight, the request retried once with the new token. */
  const refreshMiddleware: Middleware = {
    async onRequest({ request, id }) {
      // A refresh in flight: wait for it, so the request goes out with the new token.
      // If that refresh fails, the request is not sent at all: it rejects like the ones that waited.
      if (refresher.pending) await refresher.pending;
      originals.set(id, request.clone());
      return undefined;
    },
    async onError({ id }) {
      originals.delete(id);
      return undefined;
    },
    async onResponse({ request, response, id }) {
      const original = originals.get(id);
      originals.delete(id);
      // Nothing to refresh for a request sent without a token; a retry is never retried again.
      if (retried.has(response) || !original || !bearerOf(request)) return undefined;
      const reading = await readBody(response);
      const code = reading.kind === "envelope" ? reading.envelope.code : undefined;
      if (code !== 401 && !(response.status === 401 && code === undefined)) return undefined;
      if (reading.kind === "envelope" && isRefreshTokenRejection(reading.envelope.msg)) return undefined;
      await refresher.renew(bearerOf(request));
      const retry = await send(original);
      retried.add(retry);
      return retry;
    },
  };

  /** Bearer, tenant and timeout on the way out; transport errors on the way back. */
  const transportMiddleware: Middleware = {
    onRequest({ request }) {
      return prepare(request);
    },
    onResponse({ request, response }) {
      answered(request);
      observeServerTime(request, response);
      return undefined;
    },
    onError({ request, error }) {
      answered(request);
      return transportError(error);
    },
  };

  const raw = createClient<paths>({
    baseUrl,
    fetch: fetchImpl,
    querySerializer: (query) => serializeQuery(query),
  });
  // onResponse runs in reverse order: transport, then refresh (may retry), then the envelope rules.
  raw.use(envelopeMiddleware, refreshMiddleware, transportMiddleware);

  type Caller = (
    path: string,
    init?: Record<string, unknown>,
  ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
  // openapi-fetch's per-path generics cannot be forwarded through a generic wrapper; the public
  // signatures above carry the types, the implementation works on the erased shape.
  const methods = raw as unknown as Record<"GET" | "POST" | "PUT" | "DELETE", Caller>;

  async function call(method: HttpMethod, path: string, init: Record<string, unknown> | undefined): Promise<unknown> {
    const verb = method.toUpperCase() as "GET" | "POST" | "PUT" | "DELETE";
    const result = await methods[verb](path, init);
    if (result.error !== undefined || result.data === undefined) {
      throw new ApiError({
        kind: "invalid-response",
        message: messages.invalidResponse,
        status: result.response.status,
      });
    }
    return (result.data as Envelope).data;
  }

  async function download(path: string, init: Record<string, unknown> | undefined): Promise<Download> {
    const result = await methods.GET(path, { ...init, parseAs: "blob" });
    if (!(result.data instanceof Blob)) {
      throw new ApiError({
        kind: "invalid-response",
        message: messages.invalidResponse,
        status: result.response.status,
      });
    }
    const fileName = fileNameFromDisposition(
      result.response.headers.get("content-disposition"),
      fallbackFileName(path),
    );
    return { blob: result.data, fileName };
  }

  type Init = Record<string, unknown> | undefined;
  const client = {
    get: (path: string, init?: Init) => call("get", path, init),
    post: (path: string, init?: Init) => call("post", path, init),
    put: (path: string, init?: Init) => call("put", path, init),
    delete: (path: string, init?: Init) => call("delete", path, init),
    download: (path: string, init?: Init) => download(path, init),
    raw,
    baseUrl,
  };
  // The erased implementation satisfies the typed interface (see the comment on `methods`).
  return client as unknown as ApiClient;
}

export { createApiClient, DEFAULT_TIMEOUT };
export type { ApiClient, ApiClientOptions, EntryPath, SessionEnd, SessionEndReason };
