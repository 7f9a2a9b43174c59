/**
 * What the diagram switcher lists: the file's diagrams (BPMNDiagram), and the drill-down diagrams
 * bpmn-js makes on import for collapsed sub-processes the file drew on their parent's plane. bpmn-js
 * creates those without an id; each is named after its sub-process and keyed by its canvas root
 * (the sub-process's plane), which is how it is opened: the canvas shows that root, as bpmn-js's own
 * drill-down does, without importing the file again.
 */

interface DiagramEntry {
  /** The diagram's id, or for a drill-down bpmn-js made its canvas root's id (`<sub-process id>_plane`). */
  id: string;
  name: string | undefined;
  /** For a drill-down bpmn-js made: its sub-process's name (or id). */
  subProcess?: string;
  /** For a drill-down bpmn-js made: the diagram whose plane draws the sub-process (opened first when needed). */
  home?: string;
}

interface BusinessObjectLike {
  id?: string;
  name?: string;
  $instanceOf?(type: string): boolean;
}

interface DiagramLike {
  id?: string;
  name?: string;
  plane?: { bpmnElement?: BusinessObjectLike; planeElement?: { bpmnElement?: unknown }[] };
}

interface RootLike {
  id: string;
  di?: { $parent?: unknown };
}

/** bpmn-js's id for the canvas root of a collapsed sub-process's plane. */
const planeRootId = (subProcessId: string) => `${subProcessId}_plane`;

/** The switcher's key of the diagram a canvas root draws: the diagram's id, else the root's. */
function diagramKeyOf(root: RootLike | null | undefined): string | null {
  if (!root?.di) return null;
  return (root.di.$parent as DiagramLike | undefined)?.id || root.id;
}

/** The switcher's entries for the definitions' diagrams, in file order, drill-downs after (as bpmn-js adds them). */
function diagramEntries(diagrams: readonly DiagramLike[]): DiagramEntry[] {
  return diagrams.map((diagram) => {
    const drawn = diagram.plane?.bpmnElement;
    if (!diagram.id && drawn?.id && drawn.$instanceOf?.("bpmn:SubProcess")) {
      const home = diagrams.find(
        (other) => other.id && other.plane?.planeElement?.some((element) => element.bpmnElement === drawn),
      );
      return {
        id: planeRootId(drawn.id),
        name: diagram.name || undefined,
        subProcess: drawn.name || drawn.id,
        ...(home?.id ? { home: home.id } : {}),
      };
    }
    // Some modelers write diagrams without an id: listed as before (opening one imports the file with it).
    return { id: diagram.id as string, name: diagram.name || undefined };
  });
}

export { diagramEntries, diagramKeyOf };
export type { DiagramEntry, RootLike };
