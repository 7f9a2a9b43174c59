// The texts signing in, tokens, sign-up, password resets and OAuth2 answer with, in Chinese (the spec's
// texts) and English; lib/localized.ts picks one per request.
import { localized, type Translation } from "./lib/localized.js";

const zh = {
  loginFailed: "登录失败，账号密码不正确",
  accountDisabled: "登录失败，账号被禁用",
  accountExpired: "账号已过期，请联系管理员续期",
  usernameRequired: "请输入用户名",
  tooManyFailures: (minutes: number) => `登录失败次数过多，请 ${minutes} 分钟后再试`,
  noSocialProvider: "未配置社交登录平台，请联系管理员（服务器未接入任何社交登录提供方）",
  noSaasProvider: "未配置 SaaS 登录平台，请联系管理员（服务器未接入任何 SaaS 登录提供方）",
  emailNotBound: "该邮箱未绑定任何账号",
  mobileNotRegistered: "该手机号未注册",
  mobileInUse: "该手机号已被使用",
  badMobile: "请输入正确的手机号码",
  mobileTaken: "手机号已经被使用",
  oldPasswordWrong: "旧密码不正确",
  invalidRefresh: "无效的刷新令牌",
  expiredRefresh: "刷新令牌已过期",
  redirectNotRegistered: "redirect_uri 不在客户端的登记列表中",
  scopeNotObject: "请求参数不正确：body.scope must be a JSON object of scope → boolean",
  scopeNotRegistered: (scope: string) => `客户端未登记该授权范围：${scope}`,
  clientNotFound: (clientId: string) => `OAuth2 客户端不存在：${clientId}`,
} as const;

const en: Translation<typeof zh> = {
  loginFailed: "Wrong username or password",
  accountDisabled: "Sign-in failed: the account is disabled",
  accountExpired: "The account has expired, please ask an administrator to renew it",
  usernameRequired: "Please enter your username",
  tooManyFailures: (minutes: number) => `Too many failed sign-ins, please try again in ${minutes} minutes`,
  noSocialProvider:
    "Social sign-in is not configured, please contact an administrator (the server has no social sign-in provider)",
  noSaasProvider:
    "SaaS sign-in is not configured, please contact an administrator (the server has no SaaS sign-in provider)",
  emailNotBound: "No account uses this email address",
  mobileNotRegistered: "This mobile number is not registered",
  mobileInUse: "This mobile number is already in use",
  badMobile: "Please enter a valid mobile number",
  mobileTaken: "This mobile number is already in use",
  oldPasswordWrong: "The old password is wrong",
  invalidRefresh: "Invalid refresh token",
  expiredRefresh: "The refresh token has expired",
  redirectNotRegistered: "redirect_uri is not registered for this client",
  scopeNotObject: "Invalid request: body.scope must be a JSON object of scope → boolean",
  scopeNotRegistered: (scope: string) => `The client has not registered this scope: ${scope}`,
  clientNotFound: (clientId: string) => `OAuth2 client not found: ${clientId}`,
};

/** Messages of signing in and accounts, in the current request's language. */
export const authMessages = localized(zh, en);
