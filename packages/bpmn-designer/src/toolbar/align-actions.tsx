import { confirm, message } from "@smartclass/ui";
import {
  AlignCenterHorizontalIcon,
  AlignCenterVerticalIcon,
  AlignEndHorizontalIcon,
  AlignEndVerticalIcon,
  AlignStartHorizontalIcon,
  AlignStartVerticalIcon,
} from "lucide-react";
import type * as React from "react";

import { alignableSelection, type AlignSide } from "../core/align";
import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";
import { ToolbarAction } from "./toolbar-action";

// lucide draws "align start vertical" as items lined up on a vertical line at the start: left.
const icons: Record<AlignSide, React.ReactNode> = {
  left: <AlignStartVerticalIcon aria-hidden />,
  right: <AlignEndVerticalIcon aria-hidden />,
  top: <AlignStartHorizontalIcon aria-hidden />,
  bottom: <AlignEndHorizontalIcon aria-hidden />,
  center: <AlignCenterVerticalIcon aria-hidden />,
  middle: <AlignCenterHorizontalIcon aria-hidden />,
};

/** The order of the Vue designer: left, right, top, bottom, horizontal centre, vertical middle. */
const order: AlignSide[] = ["left", "right", "top", "bottom", "center", "middle"];

/**
 * Align ×6 (spec §5): fewer than two alignable elements selected → the hold-Ctrl message; otherwise
 * a confirmation that aligning may distort the diagram; cancel changes nothing, confirm aligns in
 * one undo step.
 */
function AlignActions() {
  const { commands, messages, modeler } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const locked = useDesignerLocked();

  const align = async (side: AlignSide) => {
    if (!modeler || alignableSelection(modeler).length < 2) {
      message.warning(t.alignNeedsTwo);
      return;
    }
    if (await confirm(t.alignConfirm)) commands.align(side);
  };

  return (
    <>
      {order.map((side) => (
        <ToolbarAction
          key={side}
          label={t.align[side]}
          icon={icons[side]}
          disabled={!ready || locked}
          onClick={() => void align(side)}
        />
      ))}
    </>
  );
}

export { AlignActions };
