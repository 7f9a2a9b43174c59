// The texts of the in-site message templates page, in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  title: "站内信模板",
  addTitle: "添加站内信模板",
  editTitle: "修改站内信模板",
  code: "模板编码",
  name: "模板名称",
  nickname: "发送人名称",
  content: "模板内容",
  contentHint: "用 {参数名} 标出发送时填写的参数，如 {name}",
  params: "模板参数",
  type: "模板类型",
  notice: "通知公告",
  system: "系统消息",
  codePattern: "模板编码只能包含字母、数字、_、. 和 -",
  typeRequired: "请选择模板类型",
  namePlaceholder: "请输入模板名称",
  codePlaceholder: "请输入模板编码",
  empty: "暂无站内信模板",
  send: "发送",
  sendOf: (code: string) => `发送 ${code}`,
  confirmDelete: (name: string) => `是否确认删除模板名称为“${name}”的数据项？`,
};

const en: MessageTable<typeof zhCN> = {
  title: "Message templates",
  addTitle: "Add a message template",
  editTitle: "Edit the message template",
  code: "Code",
  name: "Name",
  nickname: "Sender name",
  content: "Content",
  contentHint: "Mark the values filled in when sending as {parameter}, e.g. {name}",
  params: "Parameters",
  type: "Type",
  notice: "Notice",
  system: "System message",
  codePattern: "The code may contain only letters, digits, _, . and -",
  typeRequired: "Choose the template type",
  namePlaceholder: "Template name",
  codePlaceholder: "Template code",
  empty: "No message templates yet",
  send: "Send",
  sendOf: (code) => `Send ${code}`,
  confirmDelete: (name) => `Delete the template “${name}”?`,
};

/** The texts in the page's language, read at each access. */
const notifyTemplateMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const notifyTemplateMessageTables = { zhCN, en };

export { notifyTemplateMessages, notifyTemplateMessageTables };
