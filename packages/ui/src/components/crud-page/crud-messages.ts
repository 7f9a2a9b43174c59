// The texts every administration list shares (新增, 修改, 删除, 操作 …), in Chinese (the default) and
// English. Each administration widget keeps its own texts beside it.
import { localized, type MessageTable } from "../../lib/locale";

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
  editOf: (name: string) => `修改 ${name}`,
  deleteOf: (name: string) => `删除 ${name}`,
  detailOf: (name: string) => `详情 ${name}`,
  deleting: "正在删除",
  /** What the page says once the server has saved (the console's success notices). */
  created: "新增成功",
  updated: "修改成功",
  deleted: "删除成功",
  required: (field: string) => `${field}不能为空`,
  tooLong: (field: string, max: number) => `${field}长度不能超过 ${max} 个字符`,
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
  editOf: (name) => `Edit ${name}`,
  deleteOf: (name) => `Delete ${name}`,
  detailOf: (name) => `Details ${name}`,
  deleting: "Deleting",
  created: "Added",
  updated: "Saved",
  deleted: "Deleted",
  required: (field) => `${field} is required`,
  tooLong: (field, max) => `${field} must be at most ${max} characters`,
};

/** The shared administration texts, in the page's language. */
const crudMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const crudMessageTables = { zhCN, en };

export { crudMessages, crudMessageTables };
