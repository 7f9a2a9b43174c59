import { ConfirmProvider, useConfirm } from "@smartclass/ui";
import * as React from "react";

import { useDesignerState } from "../modeler/designer-context";
import { useBeforeUnload } from "./unsaved-changes";

/** Whether a @smartclass/ui ConfirmProvider is mounted above (useConfirm throws when none is). */
function useHasConfirmProvider(): boolean {
  try {
    useConfirm();
    return true;
  } catch {
    return false;
  }
}

/**
 * Gives the toolbar's confirmations a dialog host: the app's ConfirmProvider when it has one
 * (AppShell mounts it), otherwise one of the designer's own.
 */
function ConfirmHost({ children }: { children: React.ReactNode }) {
  return useHasConfirmProvider() ? children : <ConfirmProvider>{children}</ConfirmProvider>;
}

/** Reports `dirty` to `onDirtyChange` and asks before the page is left while it is true. */
function DirtyWatcher({
  onDirtyChange,
  warnOnLeave,
}: {
  onDirtyChange?: (dirty: boolean) => void;
  warnOnLeave: boolean;
}) {
  const dirty = useDesignerState((s) => s.dirty);
  const latest = React.useRef(onDirtyChange);
  React.useLayoutEffect(() => {
    latest.current = onDirtyChange;
  });
  const reported = React.useRef(false);
  React.useEffect(() => {
    if (dirty === reported.current) return;
    reported.current = dirty;
    latest.current?.(dirty);
  }, [dirty]);
  useBeforeUnload(warnOnLeave && dirty);
  return null;
}

export { ConfirmHost, DirtyWatcher };
