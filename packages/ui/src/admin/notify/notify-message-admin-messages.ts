// The texts of the in-site messages' administration (站内信管理), in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  title: "站内信管理",
  user: "用户",
  userId: "用户编号",
  userIdInvalid: "用户编号应为正整数",
  sender: "发送人",
  templateType: "模板类型",
  content: "消息内容",
  readStatus: "是否已读",
  read: "已读",
  unread: "未读",
  readTime: "阅读时间",
  sendTime: "发送时间",
  sendFrom: "发送时间从",
  sendTo: "至",
  empty: "暂无站内信",
  detailTitle: "站内信详情",
  templateCode: "模板编码",
  messageOf: (id: number) => `#${id}`,
  userOf: (nickname: string, id: number) => `${nickname}（${id}）`,
  sentTo: (count: number) => `发送成功，${count} 位用户已收到`,
  rangeOrder: "结束日期不能早于开始日期",
};

const en: MessageTable<typeof zhCN> = {
  title: "Messages",
  user: "User",
  userId: "User ID",
  userIdInvalid: "A user ID is a positive whole number",
  sender: "Sender",
  templateType: "Template type",
  content: "Content",
  readStatus: "Read",
  read: "Read",
  unread: "Unread",
  readTime: "Read at",
  sendTime: "Sent at",
  sendFrom: "Sent from",
  sendTo: "To",
  empty: "No messages",
  detailTitle: "Message details",
  templateCode: "Template code",
  messageOf: (id) => `#${id}`,
  userOf: (nickname, id) => `${nickname} (${id})`,
  sentTo: (count) => `Sent: ${count} ${count === 1 ? "user has" : "users have"} received it`,
  rangeOrder: "The end date cannot be before the start date",
};

/** The texts in the page's language, read at each access. */
const notifyMessageAdminMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const notifyMessageAdminMessageTables = { zhCN, en };

export { notifyMessageAdminMessages, notifyMessageAdminMessageTables };
