import * as React from "react";

import { messages as defaultMessages, type Messages } from "../messages";
import { ProcessViewer } from "../viewer/process-viewer";

/** The narrowest viewport (px) the designer works in: its toolbar, palette and panel need a desktop. */
const DESIGNER_MIN_WIDTH = 768;

/** Whether the viewport is narrower than the designer needs (a phone); follows resizes. */
function useTooNarrowForDesigner(minWidth = DESIGNER_MIN_WIDTH): boolean {
  const query = `(max-width: ${minWidth - 0.02}px)`;
  return React.useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", notify);
      return () => list.removeEventListener("change", notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Shown instead of the designer on a phone: it says the designer is for desktops and shows the diagram read-only. */
function DesignerDesktopOnly({
  xml,
  height = 420,
  messages = defaultMessages,
}: {
  xml: string;
  height?: number;
  messages?: Messages;
}) {
  return (
    <section data-slot="bpmn-designer-desktop-only" className="grid gap-2">
      <p role="note" className="m-0 text-sm">
        {messages.designer.desktopOnly}
      </p>
      <ProcessViewer xml={xml} height={height} />
    </section>
  );
}

export { DESIGNER_MIN_WIDTH, DesignerDesktopOnly, useTooNarrowForDesigner };
