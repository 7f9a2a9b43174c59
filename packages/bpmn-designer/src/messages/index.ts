import { localized, type MessageTable } from "@smartclass/ui";

import { en } from "./en";
import { zhCN, type Messages } from "./zh-cn";

/**
 * The language tables of the package, by locale. `messages.test.ts` keeps every table's keys equal to
 * the Chinese one's.
 */
const messageTables: { "zh-CN": Messages; en: MessageTable<Messages> } = { "zh-CN": zhCN, en };

/** Every text of the designer, in the page's language (<html lang>, Chinese by default). */
const messages: Messages = localized(zhCN, en);

export { en, messages, messageTables, zhCN };
export type { Messages };
