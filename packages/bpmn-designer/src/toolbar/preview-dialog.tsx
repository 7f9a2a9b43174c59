import { Button, Dialog, message } from "@smartclass/ui";
import { CopyIcon } from "lucide-react";
import * as React from "react";

import { useDesigner } from "../modeler/designer-context";

/** What the preview shows: the diagram as XML or as JSON. */
interface Preview {
  kind: "xml" | "json";
  text: string;
}

/** Copies `text`; the Clipboard API first, the selected text area as a fallback (no permission). */
async function copyText(text: string, area: HTMLTextAreaElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!area) return false;
    area.focus();
    area.select();
    return document.execCommand("copy");
  }
}

/** The read-only preview of the diagram as XML or JSON, 80 % of the window wide (spec §9), with a copy button. */
function PreviewDialog({ preview, onClose }: { preview: Preview | null; onClose: () => void }) {
  const { messages } = useDesigner();
  const t = messages.toolbar;
  const area = React.useRef<HTMLTextAreaElement>(null);
  // The dialog has no Radix trigger (a menu item or a command opens it): focus goes back by hand.
  const returnTo = React.useRef<HTMLElement | null>(null);
  const kind = preview?.kind === "json" ? "JSON" : "XML";
  return (
    <Dialog.Root open={preview !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {preview ? (
        <Dialog.Content
          data-slot="designer-preview"
          width="wide"
          style={{ width: "80vw" }}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            const active = document.activeElement;
            returnTo.current = active instanceof HTMLElement && active !== document.body ? active : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (returnTo.current?.isConnected) returnTo.current.focus();
          }}
        >
          <Dialog.Header>
            <Dialog.Title>{preview.kind === "json" ? t.previewJsonTitle : t.previewXmlTitle}</Dialog.Title>
          </Dialog.Header>
          <textarea
            ref={area}
            data-slot="designer-preview-text"
            aria-label={t.previewContent(kind)}
            readOnly
            spellCheck={false}
            wrap="off"
            value={preview.text}
          />
          <Dialog.Footer>
            <Button
              onClick={async () => {
                if (await copyText(preview.text, area.current)) message.success(t.copied);
                else message.error(t.copyFailed);
              }}
            >
              <CopyIcon aria-hidden />
              {t.copy}
            </Button>
          </Dialog.Footer>
        </Dialog.Content>
      ) : null}
    </Dialog.Root>
  );
}

export { PreviewDialog };
export type { Preview };
