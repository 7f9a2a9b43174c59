import * as ToolbarPrimitive from "@radix-ui/react-toolbar";
import type * as React from "react";

import { useDesigner } from "../modeler/designer-context";
import { AlignActions } from "./align-actions";
import { FileActions } from "./file-actions";
import { HistoryActions } from "./history-actions";
import { DirtyMarker, SaveAction, SimulationAction } from "./save-action";
import { ToolbarGroup } from "./toolbar-action";
import { ViewActions } from "./view-actions";
import { ZoomActions } from "./zoom-actions";

type DesignerToolbarProps = Omit<React.ComponentProps<typeof ToolbarPrimitive.Root>, "children" | "aria-label"> & {
  /** Extra items after the built-in ones (e.g. a console's own buttons), inside the same toolbar. */
  children?: React.ReactNode;
};

/**
 * The designer's toolbar (spec §2.3): file (open, download, preview), simulation, align ×6, zoom,
 * history (undo, redo, redraw), view (minimap, shortcuts), and save with the unsaved-changes marker.
 * One `role="toolbar"`: Tab reaches it once, the arrow keys move between its buttons. Messages and
 * confirmations go through @smartclass/ui's toaster and confirm dialog.
 */
function DesignerToolbar({ children, ...props }: DesignerToolbarProps) {
  const { messages, simulation } = useDesigner();
  const t = messages.toolbar;
  return (
    <ToolbarPrimitive.Root data-slot="designer-toolbar" aria-label={t.label} loop {...props}>
      <ToolbarGroup label={t.groups.file}>
        <FileActions />
      </ToolbarGroup>
      {simulation ? (
        <ToolbarGroup label={t.groups.simulation}>
          <SimulationAction />
        </ToolbarGroup>
      ) : null}
      <ToolbarGroup label={t.groups.align}>
        <AlignActions />
      </ToolbarGroup>
      <ToolbarGroup label={t.groups.zoom}>
        <ZoomActions />
      </ToolbarGroup>
      <ToolbarGroup label={t.groups.history}>
        <HistoryActions />
      </ToolbarGroup>
      <ToolbarGroup label={t.groups.view} last>
        <ViewActions />
      </ToolbarGroup>
      {children}
      <div data-slot="designer-toolbar-end">
        <DirtyMarker />
        <SaveAction />
      </div>
    </ToolbarPrimitive.Root>
  );
}

export { DesignerToolbar };
export type { DesignerToolbarProps };
