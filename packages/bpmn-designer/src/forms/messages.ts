import { localized } from "@smartclass/ui";

import { formsMessagesEn } from "./messages-en";
import type { ProcessFormCustomType, ProcessFormFieldType } from "./types";

/**
 * The process forms' texts, in Chinese. Kept beside the widgets as one table (as the viewer's are) so
 * the package's messages module can absorb it (as `forms`) without touching the components. The
 * validation messages are the contract's (workflow shapes, "Process form field"); 确认移除该字段吗？ is
 * the spec's (§5).
 */
const formsMessagesZhCN = {
  /** What a person filling in a form reads when a value does not fit its field. */
  validation: {
    required: (label: string) => `${label}不能为空`,
    integer: (label: string) => `${label}必须是整数`,
    number: (label: string) => `${label}必须是数字`,
    min: (label: string, min: string) => `${label}不能小于${min}`,
    max: (label: string, max: string) => `${label}不能大于${max}`,
    minlength: (label: string, n: string) => `${label}至少${n}个字符`,
    maxlength: (label: string, n: string) => `${label}最多${n}个字符`,
    pattern: (label: string) => `${label}格式不正确`,
    date: (label: string, pattern: string) => `${label}不是有效的日期（${pattern}）`,
    option: (label: string) => `${label}的选项无效`,
  },

  types: {
    long: "长整数",
    string: "字符串",
    boolean: "布尔",
    date: "日期",
    enum: "枚举",
    custom: "自定义",
  } satisfies Record<ProcessFormFieldType, string>,
  customTypes: { textarea: "多行文本", decimal: "小数" } satisfies Record<ProcessFormCustomType, string>,

  renderer: {
    submit: "提交",
    /** Announced beside the busy submit button. */
    submitting: "提交中…",
    noFields: "该表单没有需要填写的字段",
    /** An enum's list before a choice. */
    choose: "请选择",
  },

  display: {
    yes: "是",
    no: "否",
    /** An empty value in the read-only list. */
    empty: "—",
    noFields: "该表单没有字段",
  },

  editor: {
    fields: "表单字段",
    list: "表单字段列表",
    empty: "表单还没有字段，添加第一个字段吧",
    addField: "添加字段",
    editField: "编辑字段",
    index: "序号",
    actions: "操作",
    edit: "编辑",
    remove: "移除",
    moveUp: "上移",
    moveDown: "下移",
    removeConfirm: "确认移除该字段吗？",
    yes: "是",
    no: "否",
    preview: "表单预览",
    previewHint: "按填写流程表单时的样子显示；提交只做校验，不会保存",
    previewSubmit: "校验",
    previewValues: (json: string) => `将提交的值：${json}`,
    cancel: "取消",
    confirm: "确定",
  },

  details: {
    name: "表单名称",
    nameRequired: "表单名称不能为空",
    fieldsRequired: "请至少添加一个字段",
    remark: "备注",
    enabled: "开启",
    save: "保存",
    back: "返回",
  },

  dialog: {
    id: "字段标识",
    idHint: "流程变量名：字母、数字和下划线，不能以数字开头",
    type: "字段类型",
    customType: "自定义类型",
    label: "字段名称",
    datePattern: "日期格式",
    datePatternHint: "dayjs 格式，如 YYYY-MM-DD 或 YYYY-MM-DD HH:mm",
    defaultValue: "默认值",
    defaultTrue: "默认选中",
    noDefault: "无",
    values: "枚举值",
    valuesList: "枚举值列表",
    valueId: "选项标识",
    valueName: "选项名称",
    optionId: (n: number) => `选项 ${n} 的标识`,
    optionName: (n: number) => `选项 ${n} 的名称`,
    removeOption: (n: number) => `移除选项 ${n}`,
    addOption: "添加选项",
    constraints: "校验规则",
    required: "必填",
    readonly: "只读",
    min: "最小值",
    max: "最大值",
    minlength: "最小长度",
    maxlength: "最大长度",
    pattern: "正则表达式",
    patternHint: "整个值需要匹配，如 [A-Z]{2}\\d{4}",
    properties: "扩展属性",
    propertiesList: "扩展属性列表",
    propertyId: "属性标识",
    propertyValue: "属性值",
    propertyIdOf: (n: number) => `属性 ${n} 的标识`,
    propertyValueOf: (n: number) => `属性 ${n} 的值`,
    removeProperty: (n: number) => `移除属性 ${n}`,
    removePropertyConfirm: "确认移除该属性吗？",
    addProperty: "添加属性",
    noRows: "暂无数据",
  },

  /** The field dialog's own checks (the id, label and enum texts are the brief's; the rest are ours). */
  fieldErrors: {
    idRequired: "字段标识不能为空",
    idPattern: "字段标识只能包含字母、数字和下划线，且不能以数字开头",
    idLength: "字段标识最多64个字符",
    idTaken: "字段标识已存在",
    labelRequired: "字段名称不能为空",
    labelLength: "字段名称最多50个字符",
    customTypeRequired: "请选择自定义类型",
    datePatternInvalid: "日期格式无效：需要能写出并读回年、月、日，如 YYYY-MM-DD",
    datePatternLength: "日期格式最多40个字符",
    valuesRequired: "枚举至少需要一个选项",
    valuesTooMany: "枚举最多100个选项",
    valueIdRequired: "选项标识不能为空",
    valueIdLength: "选项标识最多64个字符",
    valueIdTaken: "选项标识已存在",
    valueNameRequired: "选项名称不能为空",
    valueNameLength: "选项名称最多50个字符",
    minNumber: "最小值必须是数字",
    maxNumber: "最大值必须是数字",
    minAboveMax: "最小值不能大于最大值",
    minlengthInteger: "最小长度必须是非负整数",
    maxlengthInteger: "最大长度必须是非负整数",
    minlengthAboveMaxlength: "最小长度不能大于最大长度",
    patternInvalid: "正则表达式无效",
    patternLength: "正则表达式最多200个字符",
    readonlyNeedsDefault: "只读的必填字段需要默认值",
    propertyIdRequired: "属性标识不能为空",
    propertyIdLength: "属性标识最多64个字符",
    propertyIdTaken: "属性标识已存在",
    propertyValueLength: "属性值最多500个字符",
    propertiesTooMany: "最多20个扩展属性",
  },
};

type FormsMessages = typeof formsMessagesZhCN;

/** The texts in the page's language (<html lang>, Chinese by default). */
const formsMessages: FormsMessages = localized(formsMessagesZhCN, formsMessagesEn);

/** The language tables, by locale, for the same-keys check. */
const formsMessageTables = { "zh-CN": formsMessagesZhCN, en: formsMessagesEn };

export { formsMessages, formsMessageTables };
export type { FormsMessages };
