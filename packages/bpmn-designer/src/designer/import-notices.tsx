import { Button, message } from "@smartclass/ui";
import { Undo2Icon } from "lucide-react";
import * as React from "react";

import { useDesigner, useDesignerLocked, useDesignerState } from "../modeler/designer-context";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * What opening a file changed (the model's key given to its process, an automatic layout), one
 * line each, with 撤销导入 while the diagram from before the file can be put back.
 */
function ImportNotices() {
  const { commands, messages } = useDesigner();
  const notices = useDesignerState((s) => s.importNotices);
  const canUndoImport = useDesignerState((s) => s.canUndoImport);
  const locked = useDesignerLocked();
  if (notices.length === 0 && !canUndoImport) return null;
  return (
    <div data-slot="bpmn-designer-notices" role="status">
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
      {canUndoImport ? (
        <Button
          size="mini"
          disabled={locked}
          onClick={() => commands.undoImport().catch((error: unknown) => message.error(errorText(error)))}
        >
          <Undo2Icon aria-hidden />
          {messages.imports.undoImport}
        </Button>
      ) : null}
    </div>
  );
}

/** The file's diagrams (BPMNDiagram) by name, when it has several: choosing one shows it. */
function DiagramSwitcher() {
  const { commands, messages } = useDesigner();
  const diagrams = useDesignerState((s) => s.diagrams);
  const diagramId = useDesignerState((s) => s.diagramId);
  const locked = useDesignerLocked();
  const id = React.useId();
  if (diagrams.length < 2) return null;
  return (
    <div data-slot="bpmn-designer-diagrams">
      <label htmlFor={id}>{messages.imports.diagram}</label>
      <select
        id={id}
        value={diagramId ?? ""}
        disabled={locked}
        onChange={(event) =>
          void commands
            .openDiagram(event.currentTarget.value)
            .catch((error: unknown) => message.error(errorText(error)))
        }
      >
        {diagrams.map((diagram, index) => (
          // By position too: some modelers write diagrams without an id, or two with the same one.
          <option key={`${index}:${diagram.id}`} value={diagram.id}>
            {diagram.subProcess !== undefined
              ? messages.imports.drillDownName(diagram.subProcess)
              : (diagram.name ?? messages.imports.diagramName(index + 1))}
          </option>
        ))}
      </select>
    </div>
  );
}

export { DiagramSwitcher, ImportNotices };
