// Rules of the password page, pure and tested.
import { validPassword } from "./password-rule";

/** Checks a new password and its confirmation; answers the error text or `null`. */
function newPasswordError(password: string, confirm: string, texts: { passwordRule: string; mismatch: string }) {
  if (!validPassword(password)) return { field: "password" as const, text: texts.passwordRule };
  if (password !== confirm) return { field: "confirm" as const, text: texts.mismatch };
  return null;
}

export { newPasswordError };
