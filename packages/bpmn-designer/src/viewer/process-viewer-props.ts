import type { ViewerActivity, ViewerInstance, ViewerTask } from "./types";

/** Props of the process viewer. Only `xml` is required; without data the diagram shows unmarked. */
interface ProcessViewerProps {
  /** The BPMN 2.0 XML; imported once per value. */
  xml: string;
  /** The instance's activities (key = flow element id); they mark nodes done or pending. */
  activities?: readonly ViewerActivity[] | null;
  /** The instance's tasks, matched to nodes through the activities' `taskId`; they give results. */
  tasks?: readonly ViewerTask[] | null;
  /** The instance: its starter shows on the start event, its result on a reached end event. */
  processInstance?: ViewerInstance | null;
  /** Which BPMNDiagram to show when the XML has several (default: the first). */
  diagramId?: string;
  /** Height of the canvas in px (default 520). */
  height?: number;
  className?: string;
}

export type { ProcessViewerProps };
