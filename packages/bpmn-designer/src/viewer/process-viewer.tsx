import * as React from "react";

import { viewerMessages as t } from "./messages";
import type { ProcessViewerProps } from "./process-viewer-props";
import { ViewerLoading } from "./viewer-status";

/** Loads the viewer's code (bpmn-js included); replaceable so stories can show the loading state. */
type ProcessViewerLoader = () => Promise<{ default: React.ComponentType<ProcessViewerProps> }>;

/** Shows the loader's failure (a chunk that did not arrive) instead of an empty box. */
class LoadBoundary extends React.Component<{ height: number; children: React.ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        data-slot="process-viewer-load-error"
        role="alert"
        className="flex flex-col items-center justify-center gap-1 rounded-md border bg-background p-6 text-center"
        style={{ height: this.props.height }}
      >
        <p className="font-medium text-danger">{t.loadFailed}</p>
        <p className="text-xs break-words text-muted-foreground">{this.state.error.message}</p>
      </div>
    );
  }
}

/**
 * Makes a process viewer whose code comes from `loader` on first render (call at module level, not
 * during render). The package's `ProcessViewer` is this over the bpmn-js implementation.
 */
function createProcessViewer(loader: ProcessViewerLoader) {
  const Viewer = React.lazy(loader);
  return function LazyProcessViewer(props: ProcessViewerProps) {
    const height = props.height ?? 520;
    return (
      <LoadBoundary height={height}>
        <React.Suspense fallback={<ViewerLoading height={height} />}>
          <Viewer {...props} />
        </React.Suspense>
      </LoadBoundary>
    );
  };
}

/**
 * Shows a BPMN diagram with an instance's progress: nodes marked by result (six states, each with
 * colour, line pattern and icon) and by end time, flows taken, details on hover and from a keyboard
 * list, zoom buttons and a legend. bpmn-js (NavigatedViewer) loads only when this renders.
 */
const ProcessViewer = createProcessViewer(() =>
  import("./process-viewer-impl").then((module) => ({ default: module.ProcessViewerImpl })),
);

export { createProcessViewer, ProcessViewer };
export type { ProcessViewerLoader, ProcessViewerProps };
