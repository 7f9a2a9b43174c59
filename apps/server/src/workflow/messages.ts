// The Chinese texts the workflow answers with (deploy refusals, actions, form values), in one place so
// that another language can be added without touching the rules or the handlers; the English table is
// in messages-en.ts.
import { localized } from "../lib/localized.js";
import { workflowMessagesEn } from "./messages-en.js";

const zh = {
  // Deploy refusals: every one names the element (id and name) so the designer can find it.
  refused: (element: string, why: string) => `流程无法部署：${element} ${why}`,
  element: (id: string, name?: string | null) => (name ? `元素 “${name}” (${id})` : `元素 (${id})`),
  xmlInvalid: (detail: string) => `流程无法部署：BPMN XML 无法解析（${detail}）`,
  xmlUnreadable: (detail: string) => `BPMN XML 无法解析（${detail}）`,
  processKeyMismatch: (key: string) => `XML 中的流程标识必须是 ${key}`,
  deployKeyMismatch: (key: string) => `流程无法部署：XML 中的流程标识必须是 ${key}`,
  notExecutable: '未设置为可执行（isExecutable="false"）',
  noProcess: "流程无法部署：XML 中没有流程（process）",
  noStartEvent: "流程无法部署：流程没有开始事件",
  noUserTask: "流程无法部署：流程没有用户任务，发起后会立即结束",
  scriptTask: "是脚本任务，内置流程引擎不支持",
  serviceTask: (kind: string) => `是${kind}，内置流程引擎不能调用外部服务`,
  javaImpl: (kind: string, attr: string, value: string) =>
    `是${kind}，由 ${attr}="${value}" 实现，内置流程引擎不能运行 Java 类或表达式`,
  listener: (kind: string, impl: string) => `带有${kind}（${impl}），内置流程引擎不执行监听器`,
  callActivity: (called: string) =>
    `是调用活动，调用的“${called}”不是一个流程标识（内置流程引擎按标识调用其最新版本，不能用表达式）`,
  calledNotDeployed: (called: string) => `调用的流程“${called}”还没有部署，请先部署它`,
  returnAcrossSubProcess: (key: string) => `的退回按钮指向 ${key}：子流程内的任务不能退回，也不能退回到子流程内`,
  eventSubProcess: "是事件子流程，但它的开始事件不是由定时、消息、信号或错误触发的（事件子流程要有一个这样的开始事件）",
  eventSubProcessNested: "是放在子流程里的事件子流程，内置流程引擎只运行流程顶层的事件子流程",
  errorUncaught: "是错误结束事件，但流程顶层没有由这个错误触发的事件子流程来处理它",
  subProcessKind: (type: string) => `是 ${type} 子流程，内置流程引擎只运行普通的内嵌子流程`,
  multiInstance: "设置了多实例（会签/或签），内置流程引擎只支持用户任务的多实例",
  multiInstanceKind: (what: string) => `的多实例${what}，内置流程引擎暂不支持（请用循环基数 loopCardinality）`,
  multiInstanceNoCount: "设置了多实例，但没有循环基数（loopCardinality），不知道要几个人处理",
  eventDefinition: (kind: string) =>
    `使用了${kind}，内置流程引擎不支持（它运行定时事件，中间和边界的消息、信号事件，以及事件子流程的消息、信号、错误开始事件）`,
  timerValue: (value: string) =>
    `的定时“${value}”内置流程引擎不能计算：请写 ISO 8601 的时长（如 PT2H、P1D）、日期时间（如 2026-09-01T08:00:00+08:00）或循环（如 R3/PT1H），不能用表达式`,
  channelMissing: "是消息或信号事件，但没有引用有名称的消息或信号",
  correlationKey: (value: string) =>
    `的消息按“${value}”关联，内置流程引擎只能按一个变量关联（写作 =变量名、\${变量名} 或 变量名）`,
  timerMissing: "是定时事件，但没有设置时间（timeDuration、timeDate 或 timeCycle）",
  timerPlacement: "的定时事件只能是开始事件、中间捕获事件或边界事件",
  unsupportedElement: (type: string) => `的类型 ${type} 内置流程引擎不支持`,
  scriptCondition: (language: string) => `的条件是 ${language} 脚本，内置流程引擎只计算 \${…} 表达式`,
  conditionInvalid: (detail: string) => `的条件表达式无效：${detail}`,
  conditionNotWrapped: "的条件必须写成 ${…} 表达式",
  conditionForbidden: (what: string) => `的条件表达式不允许${what}（只能比较流程变量）`,
  ruleCondition: (why: string) => `的分配规则${why}`,
  returnTargetNotTask: (key: string) => `的退回按钮指向的 ${key} 不是本流程的用户任务`,
  conditionAt: (text: string, why: string) => `条件 ${text} ${why}`,
  conditionEmpty: "表达式为空",
  // What a condition may not do (conditionForbidden's `what`).
  forbidProperty: "访问属性",
  forbidTransform: (name: string) => `使用转换 |${name}`,
  forbidCall: "调用函数",
  forbidIndex: "使用下标或过滤",
  forbidObject: "使用对象",
  // The kinds of elements and listeners the refusals name.
  kindServiceTask: "服务任务",
  kindSendTask: "发送任务",
  kindBusinessRuleTask: "业务规则任务",
  kindTaskListener: "任务监听器",
  kindExecutionListener: "执行监听器",
  eventTimer: "定时事件",
  eventMessage: "消息事件",
  eventSignal: "信号事件",
  eventConditional: "条件事件",
  eventError: "错误事件",
  eventEscalation: "升级事件",
  eventCompensate: "补偿事件",
  eventLink: "链接事件",
  eventCancel: "取消事件",

  // Runtime.
  noFlowTaken: (element: string) => `流程无法继续：${element} 没有满足条件的出口，也没有默认流转`,
  engineFailed: (detail: string) => `流程引擎执行失败：${detail}`,
  noAssignee: (task: string, why: string) => `任务 “${task}” 找不到处理人（${why}），已交由管理员处理`,
  ruleNoUsers: "分配规则没有匹配到任何启用的用户",
  attrNoUsers: "BPMN 中的处理人、候选人和候选组没有匹配到任何启用的用户",
  noRulesNoAttrs: "既没有分配规则，也没有在 BPMN 中指定处理人",

  modelNotFound: (id: number) => `流程模型不存在：${id}`,
  modelKeyExists: (key: string) => `流程标识已存在：${key}`,
  notModelOwner: (owner: string | null) =>
    `只有流程模型的创建人（${owner ?? "未知"}）或流程管理员可以修改、删除或部署该模型；您可以查看或复制它`,
  formNotFound: (id: number) => `流程表单不存在：${id}`,
  formInUse: (name: string) => `流程表单 “${name}” 正被流程模型使用，不能删除`,
  definitionNotFound: (id: number) => `流程定义不存在：${id}`,
  definitionNotLatest: "只能发起流程的最新版本",
  instanceNotFound: (id: string) => `流程实例不存在：${id}`,
  taskNotFound: (id: string) => `任务不存在：${id}`,
  taskClosed: "任务已处理，不能重复操作",
  notYourTask: "您不是该任务的处理人或候选人",
  notYourInstance: "您无权查看该流程实例",
  notStarter: "只有流程发起人可以取消流程",
  instanceFinished: "流程已结束",
  buttonHidden: (name: string) => `该任务不提供“${name}”操作`,
  returnTargetInvalid: (key: string) => `不能退回到 ${key}：只能退回到本流程已经过的用户任务`,
  returnTargetFixed: (key: string) => `该任务只能退回到 ${key}`,
  transferTargetInvalid: (id: number) => `转办对象不存在或已停用：${id}`,
  transferToSelf: "不能转办给当前处理人",
  reasonRequired: "请填写理由",
  variableNameInvalid: (name: string) => `流程变量名无效：${name}`,

  // Form values (workflow-shapes.md).
  required: (label: string) => `${label}不能为空`,
  integer: (label: string) => `${label}必须是整数`,
  number: (label: string) => `${label}必须是数字`,
  min: (label: string, min: string) => `${label}不能小于${min}`,
  max: (label: string, max: string) => `${label}不能大于${max}`,
  minLength: (label: string, n: string) => `${label}至少${n}个字符`,
  maxLength: (label: string, n: string) => `${label}最多${n}个字符`,
  pattern: (label: string) => `${label}格式不正确`,
  date: (label: string, pattern: string) => `${label}不是有效的日期（${pattern}）`,
  option: (label: string) => `${label}的选项无效`,
  booleanValue: (label: string) => `${label}必须是是或否`,
  stringValue: (label: string) => `${label}必须是文本`,
  unknownVariable: (name: string) => `表单中没有字段 ${name}`,

  // Form definitions.
  fieldIdDuplicate: (id: string) => `字段标识重复：${id}`,
  enumValueDuplicate: (label: string, id: string) => `${label}的选项标识重复：${id}`,
  enumNeedsValues: (label: string) => `${label}至少需要一个选项`,
  constraintConfig: (label: string, name: string) => `${label}的约束 ${name} 配置无效`,
  defaultInvalid: (label: string, why: string) => `${label}的默认值无效：${why}`,

  // An instance a call activity started, cancelled because its caller no longer waits for it.
  copyName: (name: string) => `${name}（副本）`,
  callerEnded: "调用它的流程已结束或已离开调用活动，本流程随之取消",

  // Model settings.
  settingsUnknownTask: (key: string) => `分配规则或按钮指向的用户任务不存在：${key}`,
  settingsUnknownFlow: (key: string) => `条件指向的连线不存在：${key}`,
} as const;

/** The Chinese table's type, which the English table (messages-en.ts) follows. */
export type WorkflowMessages = typeof zh;

/** Messages of the workflow (models, forms, definitions, instances, tasks), in the current request's language. */
export const workflowMessages = localized(zh, workflowMessagesEn);
