/**
 * The toolbar's texts (spec §2.3, §5, §8): the align texts and 保存模型失败，请重试！ are the
 * spec's and the Vue designer's, verbatim; the rest follow the Vue designer's wording.
 */
const toolbarZhCN = {
  /** Accessible name of the toolbar. */
  label: "流程设计工具栏",
  groups: {
    file: "文件",
    simulation: "模拟",
    align: "对齐",
    zoom: "缩放",
    history: "历史",
    view: "视图",
  },

  open: "打开文件",
  openFileInput: "选择 BPMN 文件",
  opened: (name: string) => `已打开 ${name}`,
  openUnreadable: (detail: string) => `文件无法解析：${detail}`,
  openNoDiagram: "文件中没有可显示的流程图（缺少 BPMNDiagram 图形信息）",
  openFailed: (detail: string) => `打开文件失败：${detail}`,
  openReplacesUnsaved: "当前流程图有未保存的修改，打开文件将替换它，是否继续？",

  download: "下载文件",
  downloadXml: "下载为XML文件",
  downloadSvg: "下载为SVG文件",
  downloadBpmn: "下载为BPMN文件",
  downloadFailed: "下载失败，请重试",

  preview: "预览",
  previewXml: "预览XML",
  previewJson: "预览JSON",
  previewXmlTitle: "XML 预览",
  previewJsonTitle: "JSON 预览",
  previewContent: (kind: string) => `${kind} 内容（只读）`,
  copy: "复制",
  copied: "复制成功",
  copyFailed: "复制失败，请手动选择文本复制",

  simulation: "模拟",
  simulationOn: "开启模拟",
  simulationOff: "关闭模拟",
  simulationLoading: "模拟组件加载中…",
  simulationSpeed: "动画速度 ",
  /** bpmn-js-token-simulation's English titles → Chinese (its controls on the canvas). */
  simulationControls: {
    "Play/Pause Simulation": "开始/暂停模拟",
    "Reset Simulation": "重置模拟",
    "Toggle Simulation Log": "显示/隐藏模拟日志",
    "Set Sequence Flow": "选择顺序流",
    "Add pause point": "添加暂停点",
    "Remove pause point": "移除暂停点",
    "Trigger Event": "触发事件",
  },

  align: {
    left: "向左对齐",
    right: "向右对齐",
    top: "向上对齐",
    bottom: "向下对齐",
    center: "水平居中",
    middle: "垂直居中",
  },
  alignNeedsTwo: "请按住 Ctrl 或 Shift 键选择多个元素对齐",
  alignConfirm: "自动对齐可能造成图形变形，是否继续？",

  zoomOut: "缩小视图",
  zoomIn: "放大视图",
  zoomReset: "重置视图并居中",
  zoomLevel: "当前缩放比例",

  undo: "撤销",
  redo: "恢复",
  redraw: "重新绘制",

  minimap: "小地图",
  minimapShow: "显示小地图",
  minimapHide: "隐藏小地图",

  save: "保存模型",
  saved: "保存成功",
  dirty: "未保存",
  dirtyHint: "流程图有未保存的修改",
  leavePrompt: "流程图有未保存的修改，确定离开吗？",

  shortcuts: "快捷键",
  shortcutsTitle: "画布快捷键（画布获得焦点时生效）",
  shortcutList: [
    ["撤销", "Ctrl/⌘ + Z"],
    ["恢复", "Ctrl/⌘ + Shift + Z，Ctrl + Y"],
    ["删除所选元素", "Delete / Backspace"],
    ["全选", "Ctrl/⌘ + A"],
    ["放大视图", "Ctrl/⌘ + +"],
    ["缩小视图", "Ctrl/⌘ + −"],
    ["重置视图", "Ctrl/⌘ + 0"],
    ["复制 / 粘贴", "Ctrl/⌘ + C / V"],
    ["在流程图中搜索", "Ctrl/⌘ + F"],
    ["抓手 / 套索 / 空间工具", "H / L / S"],
    ["全局连接工具", "C"],
    ["编辑标签", "E"],
    ["更改元素", "R"],
    ["开启/关闭模拟（启用模拟时）", "T"],
  ] as const satisfies readonly (readonly [string, string])[],
};

export { toolbarZhCN };
