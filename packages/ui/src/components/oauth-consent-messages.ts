// The texts of the OAuth2 consent widget, Chinese (the default) and English, kept beside the widget so
// that it can be embedded on its own; `localized` answers in <html lang>'s language at each read.
import { localized, type MessageTable } from "../lib/locale";

const zhCN = {
  region: "第三方应用授权",
  title: (client: string) => `「${client}」申请使用你的账号`,
  signedInAs: "当前登录账号",
  scopesLegend: "同意后，该应用将获得以下权限：",
  alreadyApproved: "已授权",
  noScopeChecked: "请至少勾选一项权限，或点击拒绝",
  approve: "同意授权",
  deny: "拒绝",
  loading: "正在加载授权信息",
  submitting: "正在提交授权结果",
};

const en: MessageTable<typeof zhCN> = {
  region: "App authorization",
  title: (client) => `${client} wants to use your account`,
  signedInAs: "Signed in as",
  scopesLegend: "If you allow it, this app will be able to use:",
  alreadyApproved: "Approved before",
  noScopeChecked: "Tick at least one permission, or choose Deny",
  approve: "Authorize",
  deny: "Deny",
  loading: "Loading the authorization request",
  submitting: "Sending your decision",
};

/** The consent widget's texts in the page's language. */
const oauthConsentMessages = localized(zhCN, en);

/** Both tables, for the same-keys check. */
const oauthConsentMessageTables = { zhCN, en };

export { oauthConsentMessages, oauthConsentMessageTables };
