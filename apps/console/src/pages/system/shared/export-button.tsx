import { Button, download } from "@smartclass/ui";
import * as React from "react";

import { adminMessages as m } from "./messages";

/** A file the server sent: its bytes and the name from its Content-Disposition. */
type DownloadedFile = { blob: Blob; fileName: string };

/**
 * 导出: asks the server for the workbook of the current filters and saves it under the server's name.
 * A refusal is already shown by the API client's notice; the button only stops being busy.
 */
function ExportButton({ onExport }: { onExport: () => Promise<DownloadedFile> }) {
  const [busy, setBusy] = React.useState(false);
  return (
    <>
      <Button
        disabled={busy}
        aria-busy={busy || undefined}
        onClick={async () => {
          setBusy(true);
          try {
            const { blob, fileName } = await onExport();
            download.excel(blob, fileName);
          } catch {
            // The client has shown the server's message (or the transport's) already.
          } finally {
            setBusy(false);
          }
        }}
      >
        {m.export}
      </Button>
      {busy ? (
        <span role="status" className="sr-only">
          {m.exporting}
        </span>
      ) : null}
    </>
  );
}

export { ExportButton };
export type { DownloadedFile };
