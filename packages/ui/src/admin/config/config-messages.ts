// The configuration administration's texts, in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  title: "参数配置",
  category: "参数分类",
  name: "参数名称",
  key: "参数键名",
  value: "参数键值",
  type: "系统内置",
  visible: "是否可见",
  builtIn: "系统内置",
  custom: "自定义",
  addTitle: "添加参数配置",
  editTitle: "修改参数配置",
  empty: "暂无参数配置",
  namePlaceholder: "请输入参数名称",
  keyPlaceholder: "请输入参数键名",
  maskedHint: "该值已隐藏；保持不变即保留原值",
  builtInKeyHint: "系统内置参数的键名不能修改",
  confirmDelete: (name: string) => `是否确认删除参数名称为“${name}”的数据项？`,
  lookup: {
    title: "按键名查询",
    key: "参数键名",
    submit: "查询",
    value: (key: string) => `${key} 的值`,
    none: "没有可见的该参数（不存在、不可见或为密钥）",
    emptyValue: "（空）",
  },
};

const en: MessageTable<typeof zhCN> = {
  title: "Settings",
  category: "Category",
  name: "Name",
  key: "Key",
  value: "Value",
  type: "Built-in",
  visible: "Visible",
  builtIn: "Built-in",
  custom: "Custom",
  addTitle: "Add setting",
  editTitle: "Edit setting",
  empty: "No settings",
  namePlaceholder: "Type a name",
  keyPlaceholder: "Type a key",
  maskedHint: "This value is hidden; leave it as it is to keep it",
  builtInKeyHint: "A built-in setting's key cannot be changed",
  confirmDelete: (name) => `Delete the setting “${name}”?`,
  lookup: {
    title: "Look up by key",
    key: "Key",
    submit: "Look up",
    value: (key) => `Value of ${key}`,
    none: "No visible setting with this key (missing, hidden or secret)",
    emptyValue: "(empty)",
  },
};

/** The configuration page's texts, in the page's language. */
const configMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const configMessageTables = { zhCN, en };

export { configMessages, configMessageTables };
