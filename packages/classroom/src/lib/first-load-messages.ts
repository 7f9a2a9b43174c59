/**
 * The texts a class's pages need from their first paint — a panel's loading, failure and retry, the push
 * reactions' pick notices and unknown events, the survey notice — in a module of their own, so that a
 * student's first page does not carry the package's whole table in both languages (src/messages.ts
 * spreads these tables into the package's `messages`). Chinese texts from the spec are verbatim; the
 * English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
    refresh: "刷新",
    confirmTitle: "系统提示",
    ok: "确定",
    cancel: "取消",
    noClass: "没有进行中的课",
    remaining: (seconds: number) => `剩余 ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`,
    minutes: (n: number) => `${n} 分钟`,
    seconds: (n: number) => `${n} 秒`,
    noLimit: "不限时",
    people: (n: number) => `${n} 人`,
    of: (count: number, total: number) => `${count} / ${total}`,
    percent: (value: number) => `${value}%`,
    /** After a label whose value follows in its own element. */
    colon: "：",
    /** A label and its value, or an action and what it acts on (an accessible name). */
    labelled: (label: string, value: string) => `${label}：${value}`,
    /** Items of a list in running text (names, options). */
    list: (items: readonly string[]) => items.join("、"),
    /** Clauses of one sentence (a chart's parts). */
    clauses: (items: readonly string[]) => items.join("，"),
    /** A count after a heading. */
    count: (n: number) => `（${n}）`,
    /** A count with its share. */
    countWithPercent: (count: number, percent: number) => `${count}（${percent}%）`,
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
    refresh: "Refresh",
    confirmTitle: "Please confirm",
    ok: "OK",
    cancel: "Cancel",
    noClass: "No class is running",
    remaining: (seconds) => `${clock(seconds)} left`,
    minutes: (n) => plural(n, "minute", "minutes"),
    seconds: (n) => plural(n, "second", "seconds"),
    noLimit: "No time limit",
    people: (n) => plural(n, "student", "students"),
    of: (count, total) => `${count} / ${total}`,
    percent: (value) => `${value}%`,
    colon: ": ",
    labelled: (label, value) => `${label}: ${value}`,
    list: (items) => items.join(", "),
    clauses: (items) => items.join(", "),
    count: (n) => ` (${n})`,
    countWithPercent: (count, percent) => `${count} (${percent}%)`,
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
