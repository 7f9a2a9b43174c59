// The login page's `redirect` parameter comes from the address bar, so anyone can craft it. Only a
// same-origin path that starts with exactly one `/` is followed; anything else
// (protocol-relative `//host`, absolute URLs, backslash tricks that browsers read as `//`, control
// characters that browsers strip, or any of these percent-encoded) falls back to the default.

// Browsers drop tabs and newlines from URLs and read `\` as `/`: "/\tevil" and "/\evil" become "//evil".
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
const MAX_DECODE_ROUNDS = 3;

function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null; // malformed escapes: refuse rather than guess
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function looksSafe(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !UNSAFE_CHARACTERS.test(path);
}

/**
 * Returns `raw` when it is a same-origin path starting with a single `/` (in every decoding of it),
 * otherwise `fallback`. `raw` is the already-decoded value of the `redirect` query parameter.
 */
function safeRedirect(raw: string | null | undefined, fallback = "/"): string {
  if (!raw) return fallback;
  const decoded = decodeRepeatedly(raw);
  if (decoded === null || !looksSafe(raw) || !looksSafe(decoded)) return fallback;
  // Resolve against a dummy origin: a path that escapes it is not a path.
  const base = "http://console.invalid";
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

export { safeRedirect };
