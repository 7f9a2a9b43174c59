import { cn } from "@smartclass/ui";

import { markerClasses, type NodeHighlight } from "./highlight";
import { viewerMessages as t } from "./messages";
import { ViewerIcon } from "./viewer-icons";

/** The state a node shows in words: its result when a task decides one, else done or pending. */
function stateLabel(node: NodeHighlight) {
  if (node.result !== null) return t.results[node.result];
  return node.state === "done" ? t.done : t.pending;
}

interface VisitedNodesProps {
  nodes: NodeHighlight[];
  activeId: string | null;
  /** The id of the element describing the active node (the details panel). */
  detailsId: string;
  /** Keyboard focus on an item: show its details until another node is chosen. */
  onPin: (id: string) => void;
  /** Pointer over an item (or `null` when it leaves the list): show its details meanwhile. */
  onHover: (id: string | null) => void;
  /** Activation (click, Enter, Space): bring the node into view, opening its sub-process if needed. */
  onLocate: (id: string) => void;
}

/**
 * The nodes the instance went through, as a list of buttons beside the canvas: the keyboard path
 * to the same details the canvas shows on hover.
 */
function VisitedNodes({ nodes, activeId, detailsId, onPin, onHover, onLocate }: VisitedNodesProps) {
  if (nodes.length === 0) return <p className="text-sm text-muted-foreground">{t.noNodes}</p>;
  return (
    <ol data-slot="process-viewer-nodes" aria-label={t.nodes} className="grid gap-1" onMouseLeave={() => onHover(null)}>
      {nodes.map((node) => {
        const active = node.id === activeId;
        return (
          <li key={node.id}>
            <button
              type="button"
              data-node-id={node.id}
              aria-current={active ? "true" : undefined}
              aria-describedby={active ? detailsId : undefined}
              title={t.locate(node.name)}
              onFocus={() => onPin(node.id)}
              onMouseEnter={() => onHover(node.id)}
              onClick={() => onLocate(node.id)}
              className={cn(
                "flex w-full cursor-pointer items-center gap-2 rounded-md border border-transparent px-2 py-1 text-left text-sm outline-none",
                "hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring",
                active && "border-border bg-muted",
              )}
            >
              <span className={cn("sc-viewer-swatch", ...markerClasses(node))}>
                {node.result !== null && <ViewerIcon result={node.result} className="size-3.5" />}
              </span>
              <span className="min-w-0 flex-1 truncate">{node.name}</span>
              <span className="shrink-0 text-xs text-muted-foreground">{stateLabel(node)}</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export { VisitedNodes };
