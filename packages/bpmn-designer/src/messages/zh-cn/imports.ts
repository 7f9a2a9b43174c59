/**
 * Texts of opening a file (import warnings, the model's key, several diagrams or processes, the
 * automatic layout, undoing an import). Each warning names the element (type, name, id) and says
 * what was kept or dropped.
 */
const importsZhCN = {
  /** Element types as the warnings name them (by the BPMN type's local name). */
  types: {
    process: "流程",
    collaboration: "协作",
    participant: "池",
    lane: "泳道",
    task: "任务",
    userTask: "用户任务",
    serviceTask: "服务任务",
    scriptTask: "脚本任务",
    sendTask: "发送任务",
    receiveTask: "接收任务",
    manualTask: "手工任务",
    businessRuleTask: "业务规则任务",
    callActivity: "调用活动",
    subProcess: "子流程",
    transaction: "事务",
    adHocSubProcess: "自由子流程",
    startEvent: "开始事件",
    endEvent: "结束事件",
    intermediateCatchEvent: "中间捕获事件",
    intermediateThrowEvent: "中间抛出事件",
    boundaryEvent: "边界事件",
    exclusiveGateway: "排他网关",
    parallelGateway: "并行网关",
    inclusiveGateway: "包容网关",
    eventBasedGateway: "事件网关",
    complexGateway: "复杂网关",
    sequenceFlow: "顺序流",
    messageFlow: "消息流",
    association: "关联",
    dataObjectReference: "数据对象",
    dataStoreReference: "数据存储",
    textAnnotation: "文本注释",
    group: "组",
    message: "消息",
    signal: "信号",
    BPMNShape: "图形",
    BPMNEdge: "连线图形",
    BPMNPlane: "图形平面",
  } as Record<string, string>,
  /** An element named in a warning: its type, its name when it has one, its id. */
  element: (type: string, name: string | undefined, id: string | undefined) =>
    `${type}${name ? `「${name}」` : ""}${id ? `（${id}）` : ""}`,
  unresolvedReference: (element: string, property: string, target: string) =>
    `${element}的 ${property} 指向不存在的元素 ${target}：该引用已去掉，元素本身保留`,
  unknownAttribute: (element: string, attribute: string) =>
    `${element}有未知属性 ${attribute}：原样保留，设计器不使用它`,
  unparsable: (tag: string, line: string) => `第 ${line} 行的内容 ${tag} 无法识别：已忽略，保存时不再写出`,
  multipleDi: (element: string) => `${element}在同一图中有多个图形：只显示第一个，其余原样保留在文件中`,
  diWithoutElement: (element: string) => `${element}没有指向任何流程元素：未显示，原样保留在文件中`,
  unrecognized: (element: string) => `${element}是设计器不能绘制的元素：未显示，原样保留在文件中`,
  notDrawn: (element: string) => `${element}连接的元素没有图形：该连线未显示，原样保留在文件中`,
  unknownDi: (element: string) => `${element}的图形类型无法识别：未显示，原样保留在文件中`,
  boundaryWithoutHost: (element: string) => `${element}没有附着的活动：未显示，原样保留在文件中`,
  planeCorrected: "流程图的图形平面没有指向流程：已改为指向文件中的第一个流程或协作",
  encoding: (encoding: string) => `文件声明的编码 ${encoding} 不受支持：按 UTF-8 读取`,
  keyAdopted: (from: string, key: string) =>
    `文件的流程标识 ${from} 已改为本模型的流程标识 ${key}，引用它的地方随之更改`,
  keyFromFile: (id: string) => `流程标识取自文件：${id}（保存前可在属性面板中修改）`,
  chooseProcessTitle: "选择模型的流程",
  chooseProcessHint: (key: string) => `文件中有多个流程，请选择作为本模型（流程标识 ${key}）的流程；其他流程原样保留。`,
  executable: "可执行",
  elementCount: (count: number) => `${count} 个元素`,
  chooseProcessConfirm: "打开",
  noDiagramAsk: "文件中没有流程图的图形信息（BPMNDiagram），无法直接显示。是否自动布局后打开？",
  autoLayout: "自动布局",
  autoLaidOut: "文件没有图形信息，已自动布局（子流程折叠显示，注释和消息流不布局）",
  undoImport: "撤销导入",
  importUndone: "已恢复导入前的流程图",
  diagram: "流程图",
  diagramName: (index: number) => `流程图 ${index}`,
  /** A drill-down diagram the import made for a collapsed sub-process, by the sub-process's name. */
  drillDownName: (subProcess: string) => `子流程：${subProcess}`,
  /** A warning the designer has no text for (the parser's own words follow). */
  other: (element: string, detail: string) => `${element ? `${element}：` : ""}导入时的其他问题（${detail}）`,
};

export { importsZhCN };
