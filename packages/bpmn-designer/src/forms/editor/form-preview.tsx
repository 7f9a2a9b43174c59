import * as React from "react";

import type { FormsMessages } from "../messages";
import { ProcessFormRenderer } from "../process-form-renderer";
import type { ProcessFormField } from "../types";

/**
 * The editor's live preview: the form as a person starting the process sees it. Its submit only
 * checks and shows, in a status line, the values the form would send; it sends nothing.
 * Mount it with a `key` that changes with the fields, so it starts over with each edit.
 */
function FormPreview({ fields, messages }: { fields: readonly ProcessFormField[]; messages: FormsMessages }) {
  const m = messages.editor;
  const headingId = React.useId();
  const [sent, setSent] = React.useState<string | null>(null);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="process-form-preview"
      className="flex min-w-0 flex-col gap-3 rounded-md border p-4"
    >
      <div>
        <h3 id={headingId} className="text-sm font-semibold">
          {m.preview}
        </h3>
        <p className="text-xs text-muted-foreground">{m.previewHint}</p>
      </div>
      <ProcessFormRenderer
        fields={fields}
        messages={messages}
        submitLabel={m.previewSubmit}
        onSubmit={(values) => setSent(JSON.stringify(values))}
      />
      <p role="status" className="font-mono text-xs break-all text-muted-foreground">
        {sent === null ? "" : m.previewValues(sent)}
      </p>
    </section>
  );
}

export { FormPreview };
