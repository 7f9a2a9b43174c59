import { message } from "@smartclass/ui";
import { Redo2Icon, RefreshCwIcon, Undo2Icon } from "lucide-react";

import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";
import { ToolbarAction } from "./toolbar-action";

/** Undo and redo (enabled only with history, spec §4) and redraw (re-import the diagram, reset the view). */
function HistoryActions() {
  const { commands, messages } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const canUndo = useDesignerState((s) => s.canUndo);
  const canRedo = useDesignerState((s) => s.canRedo);
  const locked = useDesignerLocked();
  return (
    <>
      <ToolbarAction
        label={t.undo}
        icon={<Undo2Icon aria-hidden />}
        disabled={!canUndo || locked}
        onClick={() => commands.undo()}
      />
      <ToolbarAction
        label={t.redo}
        icon={<Redo2Icon aria-hidden />}
        disabled={!canRedo || locked}
        onClick={() => commands.redo()}
      />
      <ToolbarAction
        label={t.redraw}
        icon={<RefreshCwIcon aria-hidden />}
        disabled={!ready || locked}
        onClick={() => {
          commands.redraw().catch((error: unknown) => message.error(String((error as Error).message ?? error)));
        }}
      />
    </>
  );
}

export { HistoryActions };
