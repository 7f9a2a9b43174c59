// The one password rule of every form that sets a password — 注册, 忘记密码 and 修改密码, 添加用户 and
// 重置密码 — the server's own: 8 to 128 characters (fewer is guessable, more only costs the hash). Its one
// message is `messages.passwordRule`. Free of zod, so the password page does not load it.

/** The fewest characters a password may have. */
const PASSWORD_MIN_LENGTH = 8;
/** The most characters a password may have. */
const PASSWORD_MAX_LENGTH = 128;

/**
 * Whether `password` keeps the rule, counted as the server counts: characters (code points, so an emoji
 * is one), spaces included.
 */
function validPassword(password: string): boolean {
  const length = [...password].length;
  return length >= PASSWORD_MIN_LENGTH && length <= PASSWORD_MAX_LENGTH;
}

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validPassword };
