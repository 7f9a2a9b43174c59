/**
 * The texts of the installable console's update offer. Chinese texts are verbatim; the English table
 * has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  updateReady: "有新版本，点击刷新",
  refresh: "刷新",
};

const en: MessageTable<typeof zhCN> = {
  updateReady: "A new version is available: refresh to use it",
  refresh: "Refresh",
};

/** The update offer's texts in the page's language (<html lang>), read at each access. */
const pwaMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const pwaMessageTables = { zhCN, en };

export { pwaMessages, pwaMessageTables };
