// The login forms' rules, kept pure so they are tested without a browser: the username and the mobile
// number are trimmed (classroom spec section 5), the mobile must be a mainland number, and after
// login the person goes back to a safe `redirect` or to their own area.
import { safeRedirect } from "../guard/safe-redirect";
import { homePathFor } from "./home-path";

/** The send-code button waits this long before it can send again. */
const SMS_COUNTDOWN_SECONDS = 60;

const MAINLAND_MOBILE = /^1\d{10}$/;

/** The password login payload: username trimmed, password as typed. */
function passwordLoginBody(form: { username: string; password: string; rememberMe: boolean }) {
  return { username: form.username.trim(), password: form.password, rememberMe: form.rememberMe };
}

/** The SMS login payload: mobile and code trimmed. */
function smsLoginBody(form: { mobile: string; code: string }) {
  return { mobile: form.mobile.trim(), code: form.code.trim() };
}

/** Whether a (trimmed) mobile number is a mainland 11-digit number starting with 1. */
function isMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.trim());
}

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

export { afterLoginPath, isMobile, passwordLoginBody, registerPathFor, SMS_COUNTDOWN_SECONDS, smsLoginBody };
