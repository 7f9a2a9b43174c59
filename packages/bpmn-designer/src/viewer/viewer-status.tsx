import { cn } from "@smartclass/ui";

import { viewerMessages as t } from "./messages";

/** The loading state: over the canvas while XML imports, or in its place while the viewer's code loads. */
function ViewerLoading({ overlay = false, height }: { overlay?: boolean; height?: number }) {
  return (
    <div
      data-slot="process-viewer-loading"
      role="status"
      className={cn(
        "flex items-center justify-center text-sm text-muted-foreground",
        overlay ? "absolute inset-0 bg-background/80" : "rounded-md border bg-background",
      )}
      style={overlay ? undefined : { height }}
    >
      {t.loading}
    </div>
  );
}

/** What a person reads for an import error: a Chinese sentence, then the parser's own words. */
function importErrorText(error: Error): string {
  const message = error.message;
  if (message === "no diagram to display") return t.noDiagram;
  const notFound = /^BPMNDiagram <(.+)> not found$/.exec(message);
  if (notFound?.[1]) return t.diagramNotFound(notFound[1]);
  return t.unreadable;
}

/** The import error, over the canvas; the technical detail is shown as text, for whoever reports it. */
function ViewerImportError({ error }: { error: Error }) {
  return (
    <div
      data-slot="process-viewer-error"
      role="alert"
      className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-2 bg-background p-6 text-center"
    >
      <p className="font-medium text-danger">{t.importFailed}</p>
      <p className="text-sm text-foreground">{importErrorText(error)}</p>
      <p className="max-w-full text-xs break-words text-muted-foreground">{error.message}</p>
    </div>
  );
}

export { ViewerImportError, ViewerLoading };
