import { LocateFixedIcon, ZoomInIcon, ZoomOutIcon } from "lucide-react";

import { canZoomIn, canZoomOut, zoomPercent } from "../core/zoom";
import { useDesigner, useDesignerState } from "../modeler/designer-context";
import { ToolbarAction } from "./toolbar-action";

/**
 * Zoom out / in by 0.1 and reset (100 %, diagram centred), with the percentage between them
 * (spec §4 and §9): out is disabled at 20 %, in at 400 %.
 */
function ZoomActions() {
  const { commands, messages } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const zoom = useDesignerState((s) => s.zoom);
  return (
    <>
      <ToolbarAction
        label={t.zoomOut}
        icon={<ZoomOutIcon aria-hidden />}
        disabled={!ready || !canZoomOut(zoom)}
        onClick={() => commands.zoomOut()}
      />
      <output data-slot="designer-zoom-level" aria-label={t.zoomLevel}>
        {zoomPercent(zoom)}
      </output>
      <ToolbarAction
        label={t.zoomIn}
        icon={<ZoomInIcon aria-hidden />}
        disabled={!ready || !canZoomIn(zoom)}
        onClick={() => commands.zoomIn()}
      />
      <ToolbarAction
        label={t.zoomReset}
        icon={<LocateFixedIcon aria-hidden />}
        disabled={!ready}
        onClick={() => commands.resetZoom()}
      />
    </>
  );
}

export { ZoomActions };
