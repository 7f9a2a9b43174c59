/**
 * Every text @smartclass/api shows (through the injected notifier) or puts in an error, in one place,
 * in Chinese (the spec's texts, verbatim) and English with the same keys. `messages` answers in the
 * page's language at each read, so a client created before the language is known still speaks it.
 */

const zhCN = {
  /** Default texts by status or envelope code (section 8). */
  status401: "认证失败，无法访问系统资源",
  status403: "当前操作没有权限",
  status404: "访问资源不存在",
  statusDefault: "系统未知错误，请反馈给管理员",

  /** A failed token refresh logs the user out with this message. */
  relogin: "请重新登录",
  /** Why the session ended, when the refused refresh says so (shown on the login page). */
  sessionDisabled: "账号已被停用，请联系管理员",
  sessionPasswordChanged: "密码已修改，请使用新密码重新登录",
  sessionSignedOut: "已退出登录，请重新登录",
  sessionRevoked: "登录状态已失效，请重新登录",
  sessionExpired: "登录已过期，请重新登录",
  /** Code 901: the demo deployment refuses writes (shown until dismissed). */
  demoMode: "演示模式，无法进行写操作",

  /** Transport errors, shown for 5 seconds. */
  networkError: "后端接口连接异常",
  timeout: "系统接口请求超时",
  httpStatus: (status: number) => `系统接口${status}异常`,
  /** An answer that is not JSON or lacks the `{ code, data, msg }` envelope. */
  invalidResponse: "系统接口返回格式异常",

  /** A streamed AI answer whose connection closed before its last event. */
  streamEndedEarly: "回答中断：连接已关闭，请重试",

  /** Push connection. */
  noWebSocket: "您的浏览器不支持WebSocket",
  unknownPushType: (type: string) => `未知的消息类型：${type}`,
  invalidPushFrame: "推送消息格式错误",
} as const;

/** The message catalogue type, for overriding texts (the `messages` option of each client). */
type Messages = { readonly [K in keyof typeof zhCN]: (typeof zhCN)[K] extends string ? string : (typeof zhCN)[K] };

const en: Messages = {
  status401: "Authentication failed: you cannot access this resource",
  status403: "You do not have permission for this action",
  status404: "The resource does not exist",
  statusDefault: "Unknown system error: please tell your administrator",
  relogin: "Please sign in again",
  sessionDisabled: "Your account has been disabled: please contact an administrator",
  sessionPasswordChanged: "Your password was changed: please sign in with the new password",
  sessionSignedOut: "You have been signed out: please sign in again",
  sessionRevoked: "Your session has ended: please sign in again",
  sessionExpired: "Your session has expired: please sign in again",
  demoMode: "Demo mode: changes cannot be saved",
  networkError: "Cannot reach the server",
  timeout: "The server took too long to answer",
  httpStatus: (status) => `The server answered with error ${status}`,
  invalidResponse: "The server's answer has an unexpected format",
  streamEndedEarly: "The answer stopped: the connection closed, please try again",
  noWebSocket: "Your browser does not support WebSocket",
  unknownPushType: (type) => `Unknown message type: ${type}`,
  invalidPushFrame: "A pushed message has an unexpected format",
};

/**
 * True when the page is English: <html lang> starting with "en", whatever the case, the same rule as
 * @smartclass/ui's `localeOf` (packages/ui/src/lib/locale.ts), read here because api must not depend on
 * ui. Anything else, and outside a browser, is Chinese.
 */
function pageIsEnglish(): boolean {
  const lang: unknown = globalThis.document?.documentElement?.lang;
  return typeof lang === "string" && lang.trim().toLowerCase().startsWith("en");
}

/** The texts in the page's language, read at each access (the catalogue is flat: no nested tables). */
const messages: Messages = new Proxy(zhCN, {
  get: (_target, key) => Reflect.get(pageIsEnglish() ? en : zhCN, key),
});

/** Both languages' tables, for the same-keys test. */
const messageTables = { zhCN, en };

/** The default time, in milliseconds, for transport and status messages (section 9). */
const MESSAGE_DURATION = 5000;

export { MESSAGE_DURATION, messages, messageTables };
export type { Messages };
