// The social login round trip's addresses and parameters, pure and tested. Social platform types are the
// ones of the original system (yudao's SocialTypeEnum); the contract only says "integer ≥ 0".

/** Gitee's social type: /oauthLogin/gitee is its callback, so the type is implied there. */
const GITEE_SOCIAL_TYPE = 10;

/** A social type from the query: a whole number ≥ 0, else `null`. */
function socialType(raw: string | null): number | null {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** What the provider hands back to /social-login, /oauthLogin/gitee and /bind. */
interface SocialCallback {
  type: number;
  code: string;
  state: string;
}

/**
 * Reads a provider's callback from the query: `type` from the query, or `fallbackType` (Gitee's page);
 * answers which part is missing when it is incomplete.
 */
function socialCallback(
  search: string,
  fallbackType?: number,
): { ok: true; callback: SocialCallback } | { ok: false; missing: "type" | "code" } {
  const params = new URLSearchParams(search);
  const type = socialType(params.get("type")) ?? fallbackType ?? null;
  if (type === null) return { ok: false, missing: "type" };
  const code = params.get("code")?.trim() ?? "";
  const state = params.get("state")?.trim() ?? "";
  if (!code || !state) return { ok: false, missing: "code" };
  return { ok: true, callback: { type, code, state } };
}

/** Where the provider should send the person back: /social-login on this origin, with type and redirect. */
function socialRedirectUri(origin: string, type: number, redirect: string | null): string {
  const query = new URLSearchParams({ type: String(type) });
  if (redirect) query.set("redirect", redirect);
  return `${origin}/social-login?${query.toString()}`;
}

/** The /bind address that carries a callback on, with the redirect. */
function bindPath(callback: SocialCallback, redirect: string | null): string {
  const query = new URLSearchParams({ type: String(callback.type), code: callback.code, state: callback.state });
  if (redirect) query.set("redirect", redirect);
  return `/bind?${query.toString()}`;
}

export { bindPath, GITEE_SOCIAL_TYPE, socialCallback, socialRedirectUri, socialType };
export type { SocialCallback };
