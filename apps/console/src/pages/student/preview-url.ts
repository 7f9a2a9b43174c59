// /student/preview embeds a page only from an allow-list: http or https, and the
// console's own origin or one of the server's `Environment.previewOrigins` (its CSP frame-src allows
// exactly these). Anything else is refused before a frame exists.

/** The checked address to embed, or why it is refused. */
type PreviewCheck = { ok: true; url: string } | { ok: false; reason: "missing" | "refused" };

/** The origin of an allow-list entry, or `null` when it is not an http(s) origin. */
function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Checks `raw` (the `url` query value) against the console's origin and the allowed origins; a
 * relative address is read against the console's origin. Addresses carrying credentials are refused.
 */
function checkPreviewUrl(raw: string | null, ownOrigin: string, allowedOrigins: readonly string[] = []): PreviewCheck {
  const value = raw?.trim();
  if (!value) return { ok: false, reason: "missing" };
  let url: URL;
  try {
    url = new URL(value, ownOrigin);
  } catch {
    return { ok: false, reason: "refused" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { ok: false, reason: "refused" };
  if (url.username || url.password) return { ok: false, reason: "refused" };
  const allowed = new Set([originOf(ownOrigin), ...allowedOrigins.map(originOf)].filter((o) => o !== null));
  return allowed.has(url.origin) ? { ok: true, url: url.href } : { ok: false, reason: "refused" };
}

export { checkPreviewUrl };
