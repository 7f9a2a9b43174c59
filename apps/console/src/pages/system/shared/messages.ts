// The texts the administration pages (dictionary, configuration, notification messages) share, in
// Chinese (the default) and English. Each page folder keeps its own texts in its messages module.
import { localized, type MessageTable } from "@smartclass/ui";

const zhCN = {
  add: "新增",
  edit: "修改",
  delete: "删除",
  detail: "详情",
  actions: "操作",
  status: "状态",
  enabled: "开启",
  disabled: "关闭",
  yes: "是",
  no: "否",
  all: "全部",
  remark: "备注",
  createTime: "创建时间",
  from: "开始日期",
  to: "结束日期",
  created: "新增成功",
  updated: "修改成功",
  deleted: "删除成功",
  editOf: (name: string) => `修改 ${name}`,
  deleteOf: (name: string) => `删除 ${name}`,
  detailOf: (name: string) => `详情 ${name}`,
  required: (field: string) => `${field}不能为空`,
  tooLong: (field: string, max: number) => `${field}长度不能超过 ${max} 个字符`,
  notNegative: (field: string) => `${field}必须是不小于 0 的整数`,
  rangeOrder: "结束日期不能早于开始日期",
};

const en: MessageTable<typeof zhCN> = {
  add: "Add",
  edit: "Edit",
  delete: "Delete",
  detail: "Details",
  actions: "Actions",
  status: "Status",
  enabled: "Enabled",
  disabled: "Disabled",
  yes: "Yes",
  no: "No",
  all: "All",
  remark: "Remark",
  createTime: "Created",
  from: "From",
  to: "To",
  created: "Added",
  updated: "Saved",
  deleted: "Deleted",
  editOf: (name) => `Edit ${name}`,
  deleteOf: (name) => `Delete ${name}`,
  detailOf: (name) => `Details ${name}`,
  required: (field) => `${field} is required`,
  tooLong: (field, max) => `${field} must be at most ${max} characters`,
  notNegative: (field) => `${field} must be a whole number of 0 or more`,
  rangeOrder: "The end date cannot be before the start date",
};

/** The shared administration texts, in the page's language. */
const adminMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const adminMessageTables = { zhCN, en };

export { adminMessages, adminMessageTables };
