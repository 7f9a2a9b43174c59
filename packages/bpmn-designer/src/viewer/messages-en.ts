import type { MessageTable } from "@smartclass/ui";

import type { ViewerMessages } from "./messages";

/** The process viewer's texts in English (same keys as the Chinese table). */
const viewerMessagesEn: MessageTable<ViewerMessages> = {
  results: {
    1: "In progress",
    2: "Approved",
    3: "Rejected",
    4: "Cancelled",
    5: "Returned",
    6: "Pending",
  },
  done: "Completed",
  pending: "Not completed",
  flowTaken: "Flow taken",

  region: "Process viewer",
  canvas: "Process diagram (arrow keys pan)",
  loading: "Loading the diagram…",
  loadFailed: "The process viewer failed to load; refresh the page and try again",
  importFailed: "The diagram failed to load",
  noDiagram: "This process file has no diagram to show (BPMNDiagram is missing)",
  diagramNotFound: (id) => `Diagram "${id}" not found`,
  unreadable: "The content is not valid BPMN 2.0 XML",

  zoom: "Zoom",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  zoomFit: "Fit to canvas",

  legend: "Legend",
  nodes: "Process steps",
  noNodes: "The process has not passed any step yet",
  details: "Step details",
  detailsHint: "Hover over a step, or Tab to a step in the list, to see its details",
  locate: (name) => `Show "${name}" in the diagram`,

  starter: "Started by",
  assignee: "Approver",
  department: "Department",
  result: "Result",
  createTime: "Created",
  startTime: "Started",
  endTime: "Ended",
  reason: "Comment",
  none: "None",
  unassigned: "Unassigned",
  notEnded: "Not ended",
};

export { viewerMessagesEn };
