// Where the login page leads, kept pure so it is tested without a browser: after login the person goes
// back to a safe `redirect` or to their own area, and registration carries the `redirect` on. The
// forms' own rules (trimming, the mobile number) live with the forms in @smartclass/ui.
import { safeRedirect } from "../guard/safe-redirect";
import { homePathFor } from "./home-path";

/**
 * Where to go after login: the safe `redirect`, else the person's home (home-path.ts). A redirect to `/`
 * (someone who opened the bare address) is the home too: `/` is no page of its own.
 */
function afterLoginPath(redirect: string | null, roles: readonly string[], permissions?: readonly string[]): string {
  const home = homePathFor(permissions ? { roles, permissions } : { roles });
  const target = safeRedirect(redirect, home);
  return target === "/" ? home : target;
}

/** The registration page's address, carrying the login page's `redirect` on (the page checks it as login does). */
function registerPathFor(redirect: string | null): string {
  return redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : "/register";
}

export { afterLoginPath, registerPathFor };
