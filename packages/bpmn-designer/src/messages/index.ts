import { zhCN, type Messages } from "./zh-cn";

/**
 * The language tables of the package, by BCP 47 tag. Adding a language adds a table here;
 * `messages.test.ts` keeps every table's keys equal to the Chinese one's.
 */
const messageTables: Record<string, Messages> = { "zh-CN": zhCN };

/** The default table: Chinese, as the spec's interface is. */
const messages: Messages = zhCN;

export { messages, messageTables, zhCN };
export type { Messages };
