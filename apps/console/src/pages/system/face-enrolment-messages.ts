/**
 * The texts the face-enrolment page writes itself, beside the console's `messages.face`. Chinese texts
 * are verbatim; the English table has the same keys. (A module of its own: other pages of system/ keep
 * theirs in their own folders.)
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  actions: "操作",
  delete: "删除",
};

const en: MessageTable<typeof zhCN> = {
  actions: "Actions",
  delete: "Delete",
};

/** The face-enrolment page's own texts in the page's language (<html lang>), read at each access. */
const faceEnrolmentMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const faceEnrolmentMessageTables = { zhCN, en };

export { faceEnrolmentMessages, faceEnrolmentMessageTables };
