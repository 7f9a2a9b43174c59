import { confirm } from "@smartclass/ui";
import * as React from "react";

import { messages as defaultMessages } from "../messages";

/** While `active`, leaving or reloading the page asks the browser's "leave site?" question. */
function useBeforeUnload(active: boolean): void {
  React.useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}

/** Options of `useUnsavedChangesPrompt`. */
interface UnsavedChangesOptions {
  /** The question asked before leaving (default 流程图有未保存的修改，确定离开吗？). */
  message?: string;
}

/**
 * Guards unsaved work for any router: while `dirty`, closing or reloading the page asks the
 * browser's question, and `confirmLeave()` asks in-app (系统提示 with 确定/取消) before a
 * navigation — resolving true at once when nothing is unsaved. Feed `dirty` from
 * `BpmnDesigner`'s `onDirtyChange`, and call `confirmLeave()` from the router's blocker.
 */
function useUnsavedChangesPrompt(
  dirty: boolean,
  { message = defaultMessages.toolbar.leavePrompt }: UnsavedChangesOptions = {},
): { confirmLeave: () => Promise<boolean> } {
  useBeforeUnload(dirty);
  const latest = React.useRef({ dirty, message });
  React.useLayoutEffect(() => {
    latest.current = { dirty, message };
  });
  const confirmLeave = React.useCallback(async () => {
    const { dirty: unsaved, message: question } = latest.current;
    if (!unsaved) return true;
    // @smartclass/ui's dialog when a ConfirmProvider is mounted (AppShell mounts one), else the browser's.
    return confirm(question).catch(() => window.confirm(question));
  }, []);
  return { confirmLeave };
}

export { useBeforeUnload, useUnsavedChangesPrompt };
export type { UnsavedChangesOptions };
