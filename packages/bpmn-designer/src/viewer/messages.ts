import { localized } from "@smartclass/ui";

import { viewerMessagesEn } from "./messages-en";
import type { ProcessResult } from "./types";

/**
 * The process viewer's texts, in Chinese. Kept beside the viewer as one table so the package's
 * messages module can absorb it (as `viewer`) without touching the components.
 */
const viewerMessagesZhCN = {
  /** The six result codes of spec §4, as the legend and the details name them. */
  results: {
    1: "进行中",
    2: "已通过",
    3: "不通过",
    4: "已取消",
    5: "已退回",
    6: "待处理",
  } satisfies Record<ProcessResult, string>,
  /** Nodes without a task result are marked by their end time alone. */
  done: "已完成",
  pending: "未完成",
  flowTaken: "已经过的连线",

  region: "流程图查看器",
  canvas: "流程图（方向键平移）",
  loading: "流程图加载中…",
  loadFailed: "流程查看器加载失败，请刷新页面重试",
  importFailed: "流程图加载失败",
  noDiagram: "该流程文件没有可显示的图形（缺少 BPMNDiagram 信息）",
  diagramNotFound: (id: string) => `找不到流程图“${id}”`,
  unreadable: "内容不是有效的 BPMN 2.0 XML",

  zoom: "缩放",
  zoomIn: "放大",
  zoomOut: "缩小",
  zoomFit: "适应画布",

  legend: "图例",
  nodes: "流程节点",
  noNodes: "流程尚未经过任何节点",
  details: "节点详情",
  detailsHint: "将鼠标移到节点上，或用 Tab 键选择左侧节点，查看详情",
  locate: (name: string) => `在图中定位“${name}”`,

  starter: "发起人",
  assignee: "审批人",
  department: "部门",
  result: "结果",
  createTime: "创建时间",
  startTime: "开始时间",
  endTime: "结束时间",
  reason: "审批意见",
  none: "无",
  unassigned: "未分配",
  notEnded: "未结束",
};

type ViewerMessages = typeof viewerMessagesZhCN;

/** The texts in the page's language (<html lang>, Chinese by default). */
const viewerMessages: ViewerMessages = localized(viewerMessagesZhCN, viewerMessagesEn);

/** The language tables, by locale, for the same-keys check. */
const viewerMessageTables = { "zh-CN": viewerMessagesZhCN, en: viewerMessagesEn };

export { viewerMessages, viewerMessageTables };
export type { ViewerMessages };
