import { localized } from "@smartclass/ui";

import { taskSettingsMessagesEn } from "./messages-en";
import type { AssignRuleType, ConditionCompare, ConditionLogic, WorkflowButtonCode } from "./types";

/**
 * The workflow settings' texts, in Chinese: the dictionary's names of the assignee dimensions
 * (bpm_task_assign_rule_type), the issue's button names, comparisons and the panel's hint verbatim.
 * Kept beside the widgets as one table (like the viewer's), so the package's messages module can
 * absorb it without touching the components.
 */
const taskSettingsMessagesZhCN = {
  /** The seven dimensions, as dictionary bpm_task_assign_rule_type names them. */
  ruleTypes: {
    10: "角色",
    20: "部门的成员",
    21: "部门的负责人",
    22: "岗位",
    30: "用户",
    40: "用户组",
    50: "自定义脚本",
  } satisfies Record<AssignRuleType, string>,

  buttonCodes: {
    approve: "通过",
    reject: "不通过",
    return: "退回",
    transfer: "转办",
  } satisfies Record<WorkflowButtonCode, string>,

  compares: {
    "==": "等于",
    "!=": "不等于",
    ">": "大于",
    ">=": "大于等于",
    "<": "小于",
    "<=": "小于等于",
    contains: "包含",
  } satisfies Record<ConditionCompare, string>,

  logics: { "&&": "并且", "||": "或者" } satisfies Record<ConditionLogic, string>,

  common: {
    confirmTitle: "系统提示",
    confirm: "确定",
    cancel: "取消",
    remove: "移除",
    moveUp: "上移",
    moveDown: "下移",
    yes: "是",
    no: "否",
  },

  panel: {
    /** Accessible name of the settings region. */
    title: "流程设置",
    loading: "流程设置加载中…",
    hint: "选择用户任务设置分配规则和操作按钮，选择网关的出线设置流转条件",
    rules: "分配规则",
    buttons: "操作按钮",
    conditions: "流转条件",
    /** The heading over a user task's settings. */
    userTask: (name: string) => `用户任务：${name}`,
    /** The heading over a flow's conditions. */
    flow: (name: string) => `连线：${name}`,
    /** The written expression differs from the rows (edited in the property panel, or by hand). */
    expressionDiffers: (expression: string) =>
      `流程图中的条件表达式 ${expression} 与下面的条件不一致，流转时以流程图中的表达式为准；修改条件将覆盖它。`,
    /** The flow has an expression the builder cannot show as rows. */
    expressionUnreadable: (expression: string) =>
      `该连线的条件表达式 ${expression} 不是由条件构造器生成的，无法逐条显示；添加条件将替换它。`,
    scriptCondition: "该连线使用脚本条件，请在属性面板的“流转条件”中编辑；添加条件将替换它。",
  },

  rules: {
    list: "分配规则列表",
    /** A rule in one line: 角色：教师、管理员. */
    summary: (type: string, names: readonly string[]) => `${type}：${names.join("、")}`,
    rule: (n: number) => `规则 ${n}`,
    type: "规则类型",
    operation: "与前面规则的关系",
    operations: { or: "或者（并集）", and: "并且（交集）" },
    add: "添加规则",
    removeConfirm: "确认移除该规则吗？",
    empty: "尚未设置分配规则：任务按其处理人、候选用户和候选分组分配。",
    /** Validation: at least one value (请选择{维度}). */
    valueRequired: (dimension: string) => `请选择${dimension}`,
    unknownOption: (id: number) => `已删除的选项（${id}）`,
    noneChosen: "未选择",
    condition: "生效条件",
    conditionNone: "无（始终生效）",
    conditionHint: "条件成立时该规则才生效",
    setCondition: "设置条件",
    editCondition: "修改条件",
    clearCondition: "清除条件",
    conditionDialog: "设置生效条件",
    conditionExpression: "条件表达式",
    conditionUnreadable: "该条件不是由条件构造器生成的，只能以表达式编辑。",
    useBuilder: "改用条件构造器",
    conditionInvalid: "请修正有错误的条件，或移除它们",
  },

  picker: {
    choose: (dimension: string) => `选择${dimension}`,
    search: (dimension: string) => `搜索${dimension}`,
    options: (dimension: string) => `${dimension}选项`,
    chosen: (dimension: string) => `已选${dimension}`,
    removeValue: (name: string) => `移除 ${name}`,
    noMatch: "无匹配项",
    noOptions: "暂无可选项",
    count: (n: number) => `已选 ${n} 项`,
  },

  buttons: {
    list: "操作按钮列表",
    code: "操作",
    name: "按钮名称",
    hidden: "隐藏",
    next: "退回节点",
    order: "顺序",
    nameOf: (code: string) => `${code}按钮名称`,
    hideOf: (code: string) => `隐藏${code}按钮`,
    nextOf: (code: string) => `${code}到`,
    moveUp: (name: string) => `上移 ${name}`,
    moveDown: (name: string) => `下移 ${name}`,
    nameRequired: "请填写按钮名称",
    nameTooLong: (max: number) => `按钮名称最多${max}个字符`,
    assigneeChooses: "由处理人选择",
    missingTarget: (key: string) => `${key}（已不在流程图中）`,
    missingTargetError: "该节点已不在流程图中，请重新选择",
    noTargets: "流程图中该任务之前没有其他用户任务，退回时由处理人选择。",
    reset: "恢复默认",
    resetConfirm: "确认恢复默认的操作按钮吗？",
    defaults: "未单独设置时，任务提供默认按钮：通过、不通过、退回、转办。",
  },

  conditions: {
    list: "条件列表",
    row: (n: number) => `条件 ${n}`,
    field: "表单字段",
    variable: "变量名",
    variableHint: "流程没有关联表单字段，请填写流程变量名",
    compare: "比较",
    value: "值",
    logic: "关系",
    add: "添加条件",
    empty: "暂无条件",
    compiled: "条件表达式",
    compiledNone: "（无条件）",
    incomplete: "未完成或有错误的条件不会写入表达式。",
    choose: "请选择",
    fieldRequired: "请选择表单字段",
    variableRequired: "请填写变量名",
    variableInvalid: "变量名只能以字母或下划线开头，由字母、数字和下划线组成",
    fieldUnknown: (id: string) => `表单中没有字段“${id}”`,
    compareInvalid: "该字段不能使用此比较方式",
    valueRequired: "请填写比较值",
    valueInteger: "比较值必须是整数",
    valueNumber: "比较值必须是数字",
    valueBoolean: "请选择是或否",
    valueEnum: "请选择一个选项",
    datePattern: (pattern: string) => `格式：${pattern}`,
  },
};

type TaskSettingsMessages = typeof taskSettingsMessagesZhCN;

/** The texts in the page's language (<html lang>, Chinese by default). */
const taskSettingsMessages: TaskSettingsMessages = localized(taskSettingsMessagesZhCN, taskSettingsMessagesEn);

/** The language tables, by locale, for the same-keys check. */
const taskSettingsMessageTables = { "zh-CN": taskSettingsMessagesZhCN, en: taskSettingsMessagesEn };

export { taskSettingsMessages, taskSettingsMessageTables };
export type { TaskSettingsMessages };
