import { localized } from "@smartclass/ui";

import { processMessagesEn } from "./messages-en";
import type { Engine } from "../core/engines";
import type { ProcessResult } from "../viewer/types";
import type { ProcessStatus } from "./types";

/**
 * The workflow screens' widgets' texts, in Chinese. One table beside the widgets (as the viewer's),
 * so another language is another table of this shape and no component changes.
 */
const processMessagesZhCN = {
  /** Dictionary bpm_process_instance_result. */
  results: {
    1: "处理中",
    2: "通过",
    3: "不通过",
    4: "已取消",
    5: "已退回",
    6: "委派中",
  } satisfies Record<ProcessResult, string>,
  /** Dictionary bpm_process_instance_status. */
  statuses: { 1: "进行中", 2: "已完成" } satisfies Record<ProcessStatus, string>,

  confirmTitle: "系统提示",
  confirm: "确定",
  cancel: "取消",
  close: "关闭",
  actions: "操作",
  none: "无",
  loading: "加载中",
  failed: "操作失败，请重试",
  /** A row action's accessible name: the action and the row it acts on. */
  rowAction: (action: string, name: string) => `${action}：${name}`,
  version: (version: number) => `v${version}`,
  tooLong: (label: string, max: number) => `${label}不能超过${max}个字符`,

  models: {
    caption: "流程模型",
    name: "流程名称",
    key: "流程标识",
    category: "分类",
    form: "表单",
    latest: "最新版本",
    updateTime: "更新时间",
    notDeployed: "未部署",
    deployedAt: (time: string) => `部署于 ${time}`,
    design: "设计",
    view: "查看",
    copy: "复制",
    ownedBy: (owner: string) => `${owner}创建，只能查看和复制`,
    deploy: "部署",
    versions: "版本",
    remove: "删除",
    confirmDeploy: (name: string) => `确认部署流程“${name}”吗？`,
    confirmRemove: (name: string) => `确认删除流程模型“${name}”吗？`,
    empty: "暂无流程模型",
  },

  create: {
    title: "新建流程",
    key: "流程标识",
    keyPlaceholder: "请输入流程标识，如 leave_request",
    keyRequired: "流程标识不能为空",
    keyInvalid: "流程标识只能包含字母、数字、下划线、点和短横线，且以字母或下划线开头",
    name: "流程名称",
    namePlaceholder: "请输入流程名称",
    nameRequired: "流程名称不能为空",
    engine: "流程引擎",
    engines: { flowable: "Flowable（默认）", activiti: "Activiti", camunda: "Camunda" } satisfies Record<
      Engine,
      string
    >,
    category: "分类",
    categoryPlaceholder: "请选择分类",
    noCategory: "不分类",
    description: "描述",
    descriptionPlaceholder: "请输入描述",
    fromFile: "从文件创建（可选）",
    fromFileHint: "选择其他建模工具导出的 BPMN 文件：流程标识和名称取自文件，保存后可在设计器中修改",
    keyFromFile: (file: string) => `流程标识取自文件 ${file}`,
    fileNoProcess: "文件中没有流程（process）",
    submit: "确定",
  },

  versions: {
    title: (name: string) => `“${name}”的版本`,
    description: "已部署的版本，最新的在前",
    caption: "已部署的版本",
    version: "版本",
    deployTime: "部署时间",
    form: "表单",
    formNumber: (id: number) => `表单 #${id}`,
    empty: "暂无已部署的版本",
  },

  picker: {
    label: "选择要发起的流程",
    empty: "暂无可发起的流程",
    noCategory: "未分类",
    /** Under a definition's name: 分类：语文 · 版本 v2. */
    meta: (category: string, version: string) => `分类：${category} · 版本 ${version}`,
  },

  instances: {
    caption: "我的流程",
    name: "流程名称",
    status: "状态",
    result: "结果",
    currentTasks: "当前审批任务",
    createTime: "发起时间",
    endTime: "结束时间",
    open: "详情",
    cancel: "取消",
    cancelTitle: "取消流程",
    cancelQuestion: (name: string) => `确认取消流程“${name}”吗？`,
    cancelReason: "取消原因",
    cancelReasonPlaceholder: "请输入取消原因",
    cancelReasonRequired: "请输入取消原因",
    unassigned: "未分配",
    taskWithAssignee: (task: string, assignee: string) => `${task}（${assignee}）`,
    empty: "暂无流程",
  },

  tasks: {
    todoCaption: "待办任务",
    doneCaption: "已办任务",
    processName: "流程名称",
    taskName: "任务名称",
    starter: "发起人",
    createTime: "创建时间",
    result: "结果",
    reason: "审批意见",
    endTime: "完成时间",
    handle: "办理",
    open: "详情",
    todoEmpty: "暂无待办任务",
    doneEmpty: "暂无已办任务",
  },

  actionBar: {
    /** The heading above the caller's own open task: 我的审批：{task}. */
    panelTitle: (task: string) => `我的审批：${task}`,
    label: "审批操作",
    reason: "审批意见",
    reasonPlaceholder: "请输入审批意见",
    reasonRequired: "请输入审批意见",
    returnTarget: "退回节点",
    returnTargetPlaceholder: "请选择退回节点",
    returnTargetRequired: "请选择退回节点",
    returnReason: "退回理由",
    returnReasonPlaceholder: "请输入退回理由",
    returnReasonRequired: "请输入退回理由",
    noReturnTargets: "没有可退回的节点",
    noTransferUsers: "没有可转办的人员",
    transferUser: "新审批人",
    transferUserPlaceholder: "请选择新审批人",
    transferUserRequired: "请选择新审批人",
    transferReason: "转办理由",
    transferReasonPlaceholder: "请输入转办理由",
    transferReasonRequired: "请输入转办理由",
  },

  modelDesign: {
    startForm: "流程表单",
    noForm: "不使用表单",
    back: "返回",
    deploy: "部署",
    unsavedSettings: "分配规则、操作按钮或流转条件有未保存的修改",
    saveFirst: "请先保存模型",
    /** Why a save was refused: each problem after the element it is on. */
    problems: (problems: readonly { elementId: string; message: string }[]) =>
      problems.map((p) => `${p.elementId}：${p.message}`).join("；"),
  },

  timeline: {
    label: "流程记录",
    start: "发起流程",
    starter: "发起人",
    startTime: "发起时间",
    assignee: "审批人",
    unassigned: "未分配",
    createTime: "创建时间",
    endTime: "完成时间",
    reason: "审批意见",
    processing: "处理中",
    end: "流程结束",
    endedAt: "结束时间",
    endReason: "原因",
    result: "结果",
    /** Nickname · department. */
    person: (nickname: string, deptName?: string | null) => (deptName ? `${nickname} · ${deptName}` : nickname),
  },
};

type ProcessMessages = typeof processMessagesZhCN;

/** The texts in the page's language (<html lang>, Chinese by default). */
const processMessages: ProcessMessages = localized(processMessagesZhCN, processMessagesEn);

/** The language tables, by locale, for the same-keys check. */
const processMessageTables = { "zh-CN": processMessagesZhCN, en: processMessagesEn };

export { processMessages, processMessageTables };
export type { ProcessMessages };
