/**
 * Download file names: a diagram is saved under its process's name (or id), e.g. `请假流程.bpmn`.
 */
import type { ModdleElement } from "./types";

/** The kinds of file the toolbar downloads. */
type DiagramFileKind = "bpmn" | "xml" | "svg";

/** The MIME type of each kind. */
const diagramMimeTypes: Record<DiagramFileKind, string> = {
  bpmn: "application/xml",
  xml: "application/xml",
  svg: "image/svg+xml",
};

// Characters no common file system accepts in a name, and control characters.
// eslint-disable-next-line no-control-regex
const forbidden = /[\\/:*?"<>|\u0000-\u001f]+/g;

/**
 * The name a diagram is known by: the first process's name, else its id (for a collaboration, the
 * first participant's process), else "diagram".
 */
function processTitle(definitions: ModdleElement | undefined): string {
  const roots = (definitions?.get("rootElements") as ModdleElement[] | undefined) ?? [];
  const process =
    roots.find((root) => root.$instanceOf("bpmn:Process")) ??
    (
      roots.find((root) => root.$instanceOf("bpmn:Collaboration"))?.get("participants") as ModdleElement[] | undefined
    )?.[0]?.get("processRef");
  const bo = process as ModdleElement | undefined;
  return bo?.name?.trim() || bo?.id || "diagram";
}

/** `title` made safe as a file name and given the extension of `kind`: `diagramFileName("请假流程", "svg")` → `请假流程.svg`. */
function diagramFileName(title: string, kind: DiagramFileKind): string {
  const base = title.replace(forbidden, "_").replace(/^[.\s]+|[.\s]+$/g, "") || "diagram";
  return `${base}.${kind}`;
}

export { diagramFileName, diagramMimeTypes, processTitle };
export type { DiagramFileKind };
