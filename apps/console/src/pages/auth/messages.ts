// The texts of the sign-in flow pages (social login, binding, SSO consent) beside @smartclass/ui's
// sign-in forms' own, Chinese (the default) and English; `authPageMessages` answers in <html lang>'s
// language at each read.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  working: "正在处理，请稍候",
  sso: {
    title: "授权登录",
    missing: (names: readonly string[]) => `授权请求缺少参数：${names.join("、")}`,
    badResponseType: "response_type 只能是 code 或 token",
    failed: "无法完成授权",
    redirecting: "正在返回应用…",
    badRedirect: "服务器返回的跳转地址不是 http 或 https 地址，已停止跳转",
  },
  social: {
    title: "第三方登录",
    failed: "第三方登录未完成",
    toProvider: "正在前往第三方平台…",
    signingIn: "正在登录…",
    missingType: "缺少登录平台类型（type）",
    missingCode: "缺少第三方平台返回的授权码（code）或状态（state）",
    badRedirect: "服务器返回的授权地址不是 http 或 https 地址，已停止跳转",
    bindExisting: "绑定已有账号",
  },
  bind: {
    missing: "缺少第三方平台的授权信息（type、code、state），请重新发起第三方登录",
  },
};

const en: MessageTable<typeof zhCN> = {
  working: "Working on it, please wait",
  sso: {
    title: "Authorize an app",
    missing: (names) => `The authorization request is missing: ${names.join(", ")}`,
    badResponseType: "response_type must be code or token",
    failed: "The authorization could not be completed",
    redirecting: "Returning to the app…",
    badRedirect: "The server's redirect address is not an http or https address, so it was not followed",
  },
  social: {
    title: "Social sign-in",
    failed: "Social sign-in did not complete",
    toProvider: "Going to the sign-in provider…",
    signingIn: "Signing in…",
    missingType: "The sign-in provider (type) is missing",
    missingCode: "The provider's authorization code (code) or state (state) is missing",
    badRedirect: "The server's authorization address is not an http or https address, so it was not followed",
    bindExisting: "Link an existing account",
  },
  bind: {
    missing: "The provider's authorization (type, code, state) is missing; start the social sign-in again",
  },
};

/** The sign-in flow pages' texts in the page's language. */
const authPageMessages = localized(zhCN, en);

/** Both tables, for the same-keys check. */
const authPageMessageTables = { zhCN, en };

export { authPageMessages, authPageMessageTables };
