// The texts of the record rules (a duration, a rate, an activity's result in words), in Chinese and English
// (same keys), in a module of their own: a student's first page formats a rate with them and needs none of
// the record widgets' other texts (messages.ts spreads these tables into `recordMessages`).
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  none: "—",
  hours: (n: number) => `${n} 小时`,
  minutes: (n: number) => `${n} 分`,
  underMinute: "不足 1 分",
  of: (part: number, whole: number, rate: string) => `${part} / ${whole}（${rate}）`,
  result: {
    checkIn: (signed: number, total: number) => `已签到 ${signed} / ${total}`,
    correctRate: (rate: string, correct: number, answered: number) => `正确率 ${rate}（${correct} / ${answered}）`,
    noAnswers: "暂无作答",
    answers: (answered: number) => `${answered} 人作答`,
    responses: (responses: number, total: number) => `${responses} / ${total} 人回应`,
    average: (average: string, full: string) => `平均分 ${average} / ${full}`,
    submitted: (submitted: number, total: number) => `${submitted} / ${total} 人提交`,
    graded: (graded: number) => `已批改 ${graded}`,
    separator: "，",
  },
};

const en: MessageTable<typeof zhCN> = {
  none: "—",
  hours: (n) => `${n} h`,
  minutes: (n) => `${n} min`,
  underMinute: "Under 1 min",
  of: (part, whole, rate) => `${part} / ${whole} (${rate})`,
  result: {
    checkIn: (signed, total) => `${signed} / ${total} checked in`,
    correctRate: (rate, correct, answered) => `${rate} correct (${correct} / ${answered})`,
    noAnswers: "No answers yet",
    answers: (answered) => `${answered} answered`,
    responses: (responses, total) => `${responses} / ${total} responded`,
    average: (average, full) => `Average ${average} / ${full}`,
    submitted: (submitted, total) => `${submitted} / ${total} submitted`,
    graded: (graded) => `${graded} graded`,
    separator: ", ",
  },
};

/** The texts in the page's language (<html lang>), read at each access. */
const recordFormatMessages = localized(zhCN, en);

/** Both languages' tables, spread into messages.ts. */
const recordFormatMessageTables = { zhCN, en };

export { recordFormatMessages, recordFormatMessageTables };
