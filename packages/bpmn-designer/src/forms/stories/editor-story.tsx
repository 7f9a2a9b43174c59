import * as React from "react";

import { ProcessFormEditor, type ProcessFormEditorProps } from "../process-form-editor";
import type { ProcessFormField } from "../types";

type EditorStoryProps = Omit<ProcessFormEditorProps, "onChange"> & {
  /** Sees every change (a spy in the stories). */
  onChange: (fields: ProcessFormField[]) => void;
};

/** The editor held by a page's state, the fields it would save shown as JSON under it. */
function EditorStory({ fields: initial, onChange, ...props }: EditorStoryProps) {
  const [fields, setFields] = React.useState(initial);
  return (
    <div className="flex flex-col gap-4">
      <ProcessFormEditor
        {...props}
        fields={fields}
        onChange={(next) => {
          onChange(next);
          setFields(next);
        }}
      />
      <details>
        <summary className="cursor-pointer text-xs text-muted-foreground">JSON</summary>
        <pre aria-label="表单字段 JSON" className="text-xs whitespace-pre-wrap">
          {JSON.stringify(fields)}
        </pre>
      </details>
    </div>
  );
}

export { EditorStory };
