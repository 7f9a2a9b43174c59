// Rules of the password page, pure and tested.

/** Checks a new password and its confirmation; answers the error text or `null`. */
function newPasswordError(password: string, confirm: string, texts: { tooShort: string; mismatch: string }) {
  if (password.length < 6 || password.length > 20) return { field: "password" as const, text: texts.tooShort };
  if (password !== confirm) return { field: "confirm" as const, text: texts.mismatch };
  return null;
}

export { newPasswordError };
