// Tokens never reach the logs: token-like query parameters are replaced before a URL is logged.

const SECRET_PARAMS = /([?&](?:token|refreshToken|accessToken|access_token|refresh_token|code|password)=)[^&#]*/gi;

/** The URL with every token-like query value replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}
