/**
 * The texts a class's pages need from their first paint — a panel's loading, failure and retry (the rest
 * of `common` is in src/messages.ts), the push reactions' pick notices and unknown events, the survey
 * notice — in a module of their own, so that a student's first page does not carry the package's whole
 * table in both languages (src/messages.ts spreads these tables into the package's `messages`). Chinese
 * texts from the spec are verbatim; the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  randomPick: {
    random: "随机选人",
    specific: "点名提问",
    picked: "你被选中了",
    cancel: "取消",
  },
  common: {
    loading: "加载中…",
    retry: "重试",
    loadFailed: "加载失败",
  },
  surveyNotice: {
    title: "新的问卷",
    description: "老师发起了问卷，请填写",
    open: "去填写",
    later: "稍后",
  },
  push: {
    unknownType: (type: string) => `未知的消息类型：${type}`,
    noWebSocket: "您的浏览器不支持WebSocket",
  },
};

const en: MessageTable<typeof zhCN> = {
  randomPick: {
    random: "Random pick",
    specific: "Call on a student",
    picked: "You were picked",
    cancel: "Cancel",
  },
  common: {
    loading: "Loading…",
    retry: "Try again",
    loadFailed: "Could not load",
  },
  surveyNotice: {
    title: "New survey",
    description: "Your teacher started a survey: please fill it in",
    open: "Fill it in",
    later: "Later",
  },
  push: {
    unknownType: (type) => `Unknown message type: ${type}`,
    noWebSocket: "Your browser does not support WebSocket",
  },
};

/** The texts in the page's language (<html lang>), read at each access. */
const firstLoadMessages = localized(zhCN, en);

/** Both languages' tables, spread into src/messages.ts. */
const firstLoadMessageTables = { zhCN, en };

export { firstLoadMessages, firstLoadMessageTables };
