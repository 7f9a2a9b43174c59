// The dictionary administration's texts, in Chinese (the default) and English.
import { localized, type MessageTable } from "../../lib/locale";

const zhCN = {
  title: "字典数据",
  dictType: "字典类型",
  label: "数据标签",
  value: "数据键值",
  sort: "显示排序",
  colorType: "颜色类型",
  cssClass: "CSS Class",
  preview: "回显预览",
  remark: "备注",
  addTitle: "添加字典数据",
  editTitle: "修改字典数据",
  empty: "暂无字典数据",
  typePlaceholder: "请选择字典类型",
  labelPlaceholder: "请输入数据标签",
  typePattern: "字典类型以小写字母开头，只含小写字母、数字和下划线",
  sortRange: "显示排序为 0 到 100000 的整数",
  confirmDelete: (label: string) => `是否确认删除字典标签为“${label}”的数据项？`,
  colors: {
    default: "默认（default）",
    primary: "主要（primary）",
    success: "成功（success）",
    info: "信息（info）",
    warning: "警告（warning）",
    danger: "危险（danger）",
  },
};

const en: MessageTable<typeof zhCN> = {
  title: "Dictionary data",
  dictType: "Dictionary type",
  label: "Label",
  value: "Value",
  sort: "Order",
  colorType: "Colour",
  cssClass: "CSS class",
  preview: "Preview",
  remark: "Remark",
  addTitle: "Add dictionary entry",
  editTitle: "Edit dictionary entry",
  empty: "No dictionary entries",
  typePlaceholder: "Choose a dictionary type",
  labelPlaceholder: "Type a label",
  typePattern: "A dictionary type starts with a lowercase letter and holds only lowercase letters, digits and _",
  sortRange: "Order is a whole number from 0 to 100000",
  confirmDelete: (label) => `Delete the dictionary entry “${label}”?`,
  colors: {
    default: "Default",
    primary: "Primary",
    success: "Success",
    info: "Info",
    warning: "Warning",
    danger: "Danger",
  },
};

/** The dictionary page's texts, in the page's language. */
const dictMessages = localized(zhCN, en);
/** Both tables, for the same-keys check. */
const dictMessageTables = { zhCN, en };

export { dictMessages, dictMessageTables };
