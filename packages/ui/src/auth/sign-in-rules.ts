// The sign-in forms' rules, pure so they are tested without a browser: the user name, mobile number and
// code are trimmed (a password never is), a mobile number is a mainland one, and a new password keeps
// the host's password rule, counted as the server counts.
import type { PasswordRule } from "../admin/user/user-schema";

/** The send-code button waits this long before it can send again. */
const SMS_COUNTDOWN_SECONDS = 60;

const MAINLAND_MOBILE = /^1\d{10}$/;

/** What the password login form hands over: the user name trimmed, the password as typed. */
type PasswordLoginValues = { username: string; password: string; rememberMe: boolean };

/** What the SMS login form hands over: mobile and code trimmed. */
type SmsLoginValues = { mobile: string; code: string };

/** The password login values: the user name trimmed, the password as typed. */
function passwordLoginValues(form: PasswordLoginValues): PasswordLoginValues {
  return { username: form.username.trim(), password: form.password, rememberMe: form.rememberMe };
}

/** The SMS login values: mobile and code trimmed. */
function smsLoginValues(form: SmsLoginValues): SmsLoginValues {
  return { mobile: form.mobile.trim(), code: form.code.trim() };
}

/** Whether a mobile number (trimmed) is a mainland 11-digit number starting with 1. */
function isMainlandMobile(value: string): boolean {
  return MAINLAND_MOBILE.test(value.trim());
}

/**
 * Whether `password` keeps the rule, counted as the server counts: characters (code points, so an emoji
 * is one), spaces included.
 */
function keepsPasswordRule(password: string, rule: PasswordRule): boolean {
  const length = [...password].length;
  return length >= rule.min && length <= rule.max;
}

/** A new password and its confirmation: the field at fault and its text, or `null`. */
function newPasswordError(password: string, confirm: string, rule: PasswordRule, mismatch: string) {
  if (!keepsPasswordRule(password, rule)) return { field: "password" as const, text: rule.message };
  if (password !== confirm) return { field: "confirm" as const, text: mismatch };
  return null;
}

/** A refusal's text for the form: the error's message (a server refusal carries the server's text). */
function failureText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export {
  failureText,
  isMainlandMobile,
  keepsPasswordRule,
  newPasswordError,
  passwordLoginValues,
  SMS_COUNTDOWN_SECONDS,
  smsLoginValues,
};
export type { PasswordLoginValues, SmsLoginValues };
