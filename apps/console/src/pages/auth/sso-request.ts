// The OAuth2 authorisation request of the /sso page, kept pure so that it is tested without a browser:
// the query a client sends (client_id, redirect_uri, response_type, state, scope), and the form-encoded
// decision the server expects (classroom spec section 7: response_type, client_id, redirect_uri, state,
// auto_approve, and scope as a JSON map of scope → true/false).
import type { components } from "@smartclass/api";

type AuthorizeForm = components["schemas"]["OAuth2AuthorizeForm"];

/** What a client asks for. */
interface SsoRequest {
  clientId: string;
  redirectUri: string;
  responseType: "code" | "token";
  state: string | undefined;
  /** The requested scopes in the query's order; empty = every scope the client registered. */
  scopes: string[];
}

type SsoQuery = { ok: true; request: SsoRequest } | { ok: false; missing: string[]; badResponseType: boolean };

const REQUIRED = ["client_id", "redirect_uri", "response_type"] as const;

/** Reads the request from the page's query; names what is missing or wrong. */
function parseSsoQuery(search: string): SsoQuery {
  const params = new URLSearchParams(search);
  const value = (name: string) => params.get(name)?.trim() ?? "";
  const missing = REQUIRED.filter((name) => !value(name));
  const responseType = value("response_type");
  const badResponseType = responseType !== "" && responseType !== "code" && responseType !== "token";
  if (missing.length > 0 || badResponseType) return { ok: false, missing, badResponseType };
  const scopes = [...new Set(value("scope").split(/\s+/).filter(Boolean))];
  return {
    ok: true,
    request: {
      clientId: value("client_id"),
      redirectUri: value("redirect_uri"),
      responseType: responseType as "code" | "token",
      state: params.get("state") ?? undefined,
      scopes,
    },
  };
}

/**
 * The form the server reads: a silent approval (`decision` undefined) asks for the requested scopes, or
 * for every registered one when the query named none; a decision sends each shown scope → true/false.
 */
function authorizeForm(request: SsoRequest, decision?: Record<string, boolean>): AuthorizeForm {
  const scope = decision ?? (request.scopes.length ? Object.fromEntries(request.scopes.map((s) => [s, true])) : null);
  return {
    response_type: request.responseType,
    client_id: request.clientId,
    redirect_uri: request.redirectUri,
    ...(request.state !== undefined ? { state: request.state } : {}),
    auto_approve: decision === undefined,
    ...(scope ? { scope: JSON.stringify(scope) } : {}),
  };
}

/** `application/x-www-form-urlencoded` of the form (absent fields left out). */
function encodeAuthorizeForm(form: AuthorizeForm): string {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) body.set(key, String(value));
  return body.toString();
}

/** The scopes the consent shows: the requested ones (or all the client registered) with earlier approvals. */
function consentScopes(request: SsoRequest, registered: readonly { key: string; value: boolean }[]) {
  const approved = new Map(registered.map((scope) => [scope.key, scope.value]));
  const keys = request.scopes.length ? request.scopes : registered.map((scope) => scope.key);
  return keys.map((key) => ({ key, approved: approved.get(key) === true }));
}

/** Whether a server-given address may be followed: only http and https (never javascript: and the like). */
function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === "http:" || protocol === "https:";
  } catch {
    return false;
  }
}

export { authorizeForm, consentScopes, encodeAuthorizeForm, isHttpUrl, parseSsoQuery };
export type { SsoRequest };
