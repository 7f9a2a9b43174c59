import { cva, type VariantProps } from "class-variance-authority";
import { LoaderCircleIcon } from "lucide-react";
import * as React from "react";

import { saveBlob } from "../lib/download";
import { messages } from "../messages";
import { Button, type ButtonProps } from "./button";

const exportButtonVariants = cva("inline-flex gap-x-2 gap-y-1", {
  variants: {
    layout: {
      /** The failure beside the button (a toolbar). */
      inline: "flex-wrap items-center",
      /** The failure under the button (a narrow panel). */
      stacked: "flex-col items-start",
    },
  },
  defaultVariants: { layout: "inline" },
});

/** A file to save: its bytes and its name (e.g. from the answer's Content-Disposition). */
type DownloadedFile = { blob: Blob; fileName: string };

type ExportButtonProps = Omit<ButtonProps, "onClick" | "asChild" | "onError"> &
  VariantProps<typeof exportButtonVariants> & {
    /** Produces the file (usually asks the server for the workbook of the applied filters). */
    onExport: () => Promise<DownloadedFile>;
    /** Saves the file; the browser's download under its name (saveBlob) when omitted. */
    save?: (file: DownloadedFile) => void;
    /** Called once the file has been saved. */
    onExported?: (file: DownloadedFile) => void;
    /** Called when `onExport` fails, after the failure is shown. */
    onError?: (error: unknown) => void;
    /** The text announced while the export runs; 正在导出 when omitted. */
    busyText?: string;
    /** The button's text; 导出 when omitted. */
    children?: React.ReactNode;
  };

/** The browser's download of the file under its name. */
function saveFile(file: DownloadedFile): void {
  saveBlob(file.blob, file.fileName);
}

/** The failure's text: the error's own message when it has one. */
function failureText(error: unknown): string {
  const reason = error instanceof Error ? error.message.trim() : "";
  return reason ? messages.exportButton.failedReason(reason) : messages.exportButton.failed;
}

/**
 * 导出: runs `onExport`, saves the file it gives under its name, and is busy (disabled, spinning, announced)
 * meanwhile; a failure is shown beside the button until the next attempt.
 */
function ExportButton({
  onExport,
  save = saveFile,
  onExported,
  onError,
  busyText = messages.exportButton.busy,
  children = messages.exportButton.label,
  layout,
  disabled,
  className,
  ...props
}: ExportButtonProps) {
  const [busy, setBusy] = React.useState(false);
  const [failure, setFailure] = React.useState<string>();

  const run = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      const file = await onExport();
      save(file);
      onExported?.(file);
    } catch (error) {
      setFailure(failureText(error));
      onError?.(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <span
      data-slot="export-button"
      data-state={busy ? "busy" : failure ? "failed" : "idle"}
      className={exportButtonVariants({ layout })}
    >
      <Button
        disabled={disabled || busy}
        aria-busy={busy || undefined}
        className={className}
        onClick={() => void run()}
        {...props}
      >
        {busy ? <LoaderCircleIcon className="animate-spin" aria-hidden /> : null}
        {children}
      </Button>
      {/* Always present, so that screen readers announce its text when the export starts. */}
      <span data-slot="export-button-status" role="status" className="sr-only">
        {busy ? busyText : ""}
      </span>
      {failure ? (
        <span data-slot="export-button-error" role="alert" className="text-sm text-danger">
          {failure}
        </span>
      ) : null}
    </span>
  );
}

export { ExportButton, exportButtonVariants };
export type { DownloadedFile, ExportButtonProps };
