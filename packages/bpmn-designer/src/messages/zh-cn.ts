import { bpmnZhCN } from "./bpmn-zh-cn";
import { toolbarZhCN } from "./zh-cn/toolbar";
import { importsZhCN } from "./zh-cn/imports";
import { panelZhCN } from "./zh-cn/panel";

/**
 * Every text @smartclass/bpmn-designer shows, in Chinese. The spec's texts are verbatim. Another
 * language is another table of the same type (`Messages`), registered in `index.ts`.
 */
const zhCN = {
  /** bpmn-js / diagram-js texts, keyed by their English template (see `bpmn-zh-cn.ts`). */
  bpmn: bpmnZhCN,

  engines: { activiti: "Activiti", camunda: "Camunda", flowable: "Flowable" },

  common: {
    confirmTitle: "系统提示",
    confirm: "确定",
    cancel: "取消",
    add: "添加",
    edit: "编辑",
    remove: "移除",
    save: "保存",
  },

  designer: {
    /** Accessible name of the canvas (the focusable area keyboard shortcuts act on). */
    canvas: "流程设计画布",
    loading: "流程设计器加载中…",
    importWarningsTitle: "导入流程图时发现以下问题：",
    importFailed: "流程图导入失败：",
    /** Name of the process a designer opened without `xml` starts with. */
    newProcessName: "新流程",
    /** Announced when the engine changes and the diagram is rebuilt for it. */
    engine: "流程引擎",
    /** On a phone (narrower than 768 px) instead of the designer, above the process viewer. */
    desktopOnly: "流程设计器仅支持桌面端（屏幕宽度至少 768 像素）。在本设备上可以查看流程图：",
  },

  file: {
    empty: "文件为空",
    notBpmn: "所选文件不是 BPMN 2.0 流程文件",
    unknownEncoding: (label: string) => `无法识别的文件编码：${label}`,
    undecodable: (label: string) => `文件内容不是有效的 ${label} 编码`,
  },

  validation: {
    processIdRequired: "流程标识不能为空",
    processNameRequired: "流程名称不能为空",
    processIdInvalid: "流程标识只能以字母或下划线开头，由字母、数字、下划线、连字符和点组成",
    duplicateMessage: "该消息已存在，请修改id后重新保存",
    duplicateSignal: "该信号已存在，请修改id后重新保存",
    saveFailed: "保存模型失败，请重试！",
    scriptFormatRequired: "请填写脚本格式",
    scriptTypeRequired: "请选择脚本类型",
    scriptContentRequired: "请填写脚本内容",
    scriptResourceRequired: "请填写资源地址",
    timerRequired: "请填写定时器配置",
  },

  confirmations: {
    removeListener: "确认移除该监听器吗？",
    removeField: "确认移除该字段吗？",
  },

  task: {
    dueDate: "到期时间",
    followUpDate: "跟踪时间",
    priority: "优先级",
    assignmentRules: "分配规则",
  },

  panel: panelZhCN,

  imports: importsZhCN,

  toolbar: toolbarZhCN,
};

/** The shape every language table has (the Chinese table is the reference). */
type Messages = typeof zhCN;

export { zhCN };
export type { Messages };
