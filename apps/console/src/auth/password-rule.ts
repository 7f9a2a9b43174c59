// The one password rule of every form that sets a password — 注册, 忘记密码 and 修改密码, 添加用户 and
// 重置密码 — the server's own: 8 to 128 characters (fewer is guessable, more only costs the hash). Its one
// message is `messages.passwordRule`. The forms count it as the server does (@smartclass/ui's sign-in
// rules and user dialogs take it as a `PasswordRule`).

/** The fewest characters a password may have. */
const PASSWORD_MIN_LENGTH = 8;
/** The most characters a password may have. */
const PASSWORD_MAX_LENGTH = 128;

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };
