import type { MessageTable } from "@smartclass/ui";

import type { toolbarZhCN } from "../zh-cn/toolbar";

/** The toolbar's texts in English (same keys as `toolbarZhCN`). */
const toolbarEn: MessageTable<typeof toolbarZhCN> = {
  label: "Process designer toolbar",
  groups: {
    file: "File",
    simulation: "Simulation",
    align: "Align",
    zoom: "Zoom",
    history: "History",
    view: "View",
  },

  open: "Open file",
  openFileInput: "Choose a BPMN file",
  opened: (name) => `Opened ${name}`,
  openUnreadable: (detail) => `The file cannot be read: ${detail}`,
  openNoDiagram: "The file has no diagram to show (BPMNDiagram is missing)",
  openFailed: (detail) => `Could not open the file: ${detail}`,
  openReplacesUnsaved: "The diagram has unsaved changes. Opening a file replaces it. Continue?",

  download: "Download",
  downloadXml: "Download as XML",
  downloadSvg: "Download as SVG",
  downloadBpmn: "Download as BPMN",
  downloadFailed: "Download failed, please try again",

  preview: "Preview",
  previewXml: "Preview XML",
  previewJson: "Preview JSON",
  previewXmlTitle: "XML preview",
  previewJsonTitle: "JSON preview",
  previewContent: (kind) => `${kind} content (read-only)`,
  copy: "Copy",
  copied: "Copied",
  copyFailed: "Copy failed; select the text and copy it by hand",

  simulation: "Simulation",
  simulationOn: "Start simulation",
  simulationOff: "Stop simulation",
  simulationLoading: "Loading simulation…",
  simulationSpeed: "Animation speed ",
  // bpmn-js-token-simulation is English already: its own titles.
  simulationControls: {
    "Play/Pause Simulation": "Play/Pause Simulation",
    "Reset Simulation": "Reset Simulation",
    "Toggle Simulation Log": "Toggle Simulation Log",
    "Set Sequence Flow": "Set Sequence Flow",
    "Add pause point": "Add pause point",
    "Remove pause point": "Remove pause point",
    "Trigger Event": "Trigger Event",
  },

  align: {
    left: "Align left",
    right: "Align right",
    top: "Align top",
    bottom: "Align bottom",
    center: "Centre horizontally",
    middle: "Centre vertically",
  },
  alignNeedsTwo: "Hold Ctrl or Shift and click several elements to align",
  alignConfirm: "Aligning automatically may distort the diagram. Continue?",

  zoomOut: "Zoom out",
  zoomIn: "Zoom in",
  zoomReset: "Reset zoom and centre",
  zoomLevel: "Current zoom",

  undo: "Undo",
  redo: "Redo",
  redraw: "Redraw",

  minimap: "Minimap",
  minimapShow: "Show minimap",
  minimapHide: "Hide minimap",

  save: "Save model",
  saved: "Saved",
  dirty: "Unsaved",
  dirtyHint: "The diagram has unsaved changes",
  leavePrompt: "The diagram has unsaved changes. Leave anyway?",

  shortcuts: "Shortcuts",
  shortcutsTitle: "Canvas shortcuts (when the canvas has focus)",
  shortcutList: [
    ["Undo", "Ctrl/⌘ + Z"],
    ["Redo", "Ctrl/⌘ + Shift + Z, Ctrl + Y"],
    ["Delete the selection", "Delete / Backspace"],
    ["Select all", "Ctrl/⌘ + A"],
    ["Zoom in", "Ctrl/⌘ + +"],
    ["Zoom out", "Ctrl/⌘ + −"],
    ["Reset zoom", "Ctrl/⌘ + 0"],
    ["Copy / paste", "Ctrl/⌘ + C / V"],
    ["Search the diagram", "Ctrl/⌘ + F"],
    ["Hand / lasso / space tool", "H / L / S"],
    ["Global connect tool", "C"],
    ["Edit label", "E"],
    ["Change element", "R"],
    ["Toggle simulation (when enabled)", "T"],
  ],
};

export { toolbarEn };
