/**
 * The texts the process (BPM) pages write themselves, beside the console's `messages.bpm`. Chinese texts
 * are verbatim; the English table has the same keys.
 */
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  noForms: "暂无流程表单",
  fields: "字段",
  fieldList: (labels: readonly string[]) => labels.join("、"),
  enabled: "开启",
  disabled: "关闭",
  createTime: "创建时间",
  actions: "操作",
  edit: "编辑",
  delete: "删除",
  confirmDeleteForm: (name: string) => `确认删除流程表单“${name}”吗？`,
  /** A heading naming what it is about, e.g. 流程详情：请假. */
  titled: (label: string, name: string) => `${label}：${name}`,
};

const en: MessageTable<typeof zhCN> = {
  noForms: "No process forms yet",
  fields: "Fields",
  fieldList: (labels) => labels.join(", "),
  enabled: "Enabled",
  disabled: "Disabled",
  createTime: "Created",
  actions: "Actions",
  edit: "Edit",
  delete: "Delete",
  confirmDeleteForm: (name) => `Delete the process form "${name}"?`,
  titled: (label, name) => `${label}: ${name}`,
};

/** The process pages' own texts in the page's language (<html lang>), read at each access. */
const bpmPageMessages = localized(zhCN, en);

/** Both languages' tables, for the same-keys test. */
const bpmPageMessageTables = { zhCN, en };

export { bpmPageMessages, bpmPageMessageTables };
