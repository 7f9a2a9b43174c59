/**
 * The texts the teacher's pages write themselves, beside the console's `messages`. Chinese texts are
 * verbatim; the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  /** A heading naming what it is about, e.g. 正在上课：语文 · 第1课. */
  titled: (label: string, name: string) => `${label}：${name}`,
};

const en: MessageTable<typeof zhCN> = {
  titled: (label, name) => `${label}: ${name}`,
};

/** The teacher pages' own texts in the page's language (<html lang>), read at each access. */
const teacherPageMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const teacherPageMessageTables = { zhCN, en };

export { teacherPageMessages, teacherPageMessageTables };
