// The texts of sending an in-site message, in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  sendTitle: "发送站内信",
  send: "发送",
  template: "模板",
  templatePlaceholder: "请选择",
  templateRequired: "请选择模板",
  users: "接收用户",
  roles: "接收角色",
  recipientsRequired: "请选择接收的用户或角色",
  params: "模板参数",
  paramRequired: (name: string) => `请输入参数 ${name}`,
  preview: "预览",
  noParams: "该模板没有参数",
};

const en: MessageTable<typeof zhCN> = {
  sendTitle: "Send an in-site message",
  send: "Send",
  template: "Template",
  templatePlaceholder: "Choose",
  templateRequired: "Choose a template",
  users: "Users",
  roles: "Roles",
  recipientsRequired: "Choose the users or roles to send to",
  params: "Template parameters",
  paramRequired: (name: string) => `Enter the parameter ${name}`,
  preview: "Preview",
  noParams: "This template has no parameters",
};

/** The texts in the page's language, read at each access. */
const notifyMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const notifyMessageTables = { zhCN, en };

export { notifyMessages, notifyMessageTables };
