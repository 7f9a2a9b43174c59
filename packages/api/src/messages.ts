/**
 * Every text @smartclass/api shows (through the injected notifier) or puts in an error, in one place,
 * so that another language can be added without touching the client. Chinese texts from the spec are
 * verbatim.
 */
const messages = {
  /** Default texts by status or envelope code (section 8). */
  status401: "认证失败，无法访问系统资源",
  status403: "当前操作没有权限",
  status404: "访问资源不存在",
  statusDefault: "系统未知错误，请反馈给管理员",

  /** A failed token refresh logs the user out with this message. */
  relogin: "请重新登录",
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

  /** Answers to the refresh call that reject silently (invalid or expired refresh token). */
  invalidRefreshToken: "无效的刷新令牌",
  expiredRefreshToken: "刷新令牌已过期",

  /** Push connection. */
  noWebSocket: "您的浏览器不支持WebSocket",
  unknownPushType: (type: string) => `未知的消息类型：${type}`,
  invalidPushFrame: "推送消息格式错误",
} as const;

/** The message catalogue type, for overriding texts per language. */
type Messages = typeof messages;

/** The default time, in milliseconds, for transport and status messages (section 9). */
const MESSAGE_DURATION = 5000;

export { MESSAGE_DURATION, messages };
export type { Messages };
