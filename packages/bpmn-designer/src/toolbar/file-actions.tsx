import { confirm, DropdownMenu, message, saveBlob } from "@smartclass/ui";
import { BracesIcon, DownloadIcon, EyeIcon, FileCodeIcon, FolderOpenIcon } from "lucide-react";
import * as React from "react";

import { diagramFileName, diagramMimeTypes, type DiagramFileKind } from "../core/file-name";
import { readBpmnFile } from "../core/read-bpmn-file";
import { useDesigner, useDesignerLocked, useDesignerState, type FileInspection } from "../modeler/designer-context";
import { PreviewDialog, type Preview } from "./preview-dialog";
import { ProcessChoiceDialog, type ProcessChoice } from "./process-choice-dialog";
import { ToolbarAction, ToolbarMenu } from "./toolbar-action";

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Open a local .xml/.bpmn file (a file without a diagram is laid out on request; with a model's
 * key and several processes, the person chooses the model's process), download the diagram as XML, SVG or BPMN (named after the process),
 * preview it as XML or JSON.
 */
function FileActions() {
  const { commands, messages, store } = useDesigner();
  const t = messages.toolbar;
  const ready = useDesignerState((s) => s.ready);
  const locked = useDesignerLocked();
  const input = React.useRef<HTMLInputElement>(null);
  const [preview, setPreview] = React.useState<Preview | null>(null);

  const [choice, setChoice] = React.useState<ProcessChoice | null>(null);

  /** Which process takes the model's key: asked when the file has several (null: cancelled). */
  const chooseProcess = (inspection: FileInspection) =>
    new Promise<string | null>((resolve) => {
      const processes = inspection.processes.filter((process) => process.size > 0);
      setChoice({
        processes,
        initial: inspection.modelProcess?.id ?? processes[0]!.id,
        modelKey: inspection.modelKey ?? "",
        resolve: (processId) => {
          setChoice(null);
          resolve(processId);
        },
      });
    });

  const open = async (file: File) => {
    try {
      const xml = await readBpmnFile(file, messages);
      if (store.getSnapshot().dirty && !(await confirm(t.openReplacesUnsaved))) return;
      const inspection = await commands.inspectXml(xml);
      // No diagram interchange: nothing to draw until it is laid out, which the person agrees to.
      const autoLayout =
        !inspection.hasDiagram &&
        (await confirm(messages.imports.noDiagramAsk, { confirmText: messages.imports.autoLayout }));
      if (!inspection.hasDiagram && !autoLayout) return;
      const processId = inspection.askProcess ? await chooseProcess(inspection) : undefined;
      if (processId === null) return;
      await commands.openXml(xml, { processId, autoLayout });
      message.success(t.opened(file.name));
    } catch (error) {
      // Not a BPMN file, not decodable, no diagram in it: the current diagram is kept.
      message.error(errorText(error));
    }
  };

  const download = async (kind: DiagramFileKind) => {
    try {
      const text = kind === "svg" ? await commands.exportSvg() : await commands.exportXml();
      saveBlob(new Blob([text], { type: diagramMimeTypes[kind] }), diagramFileName(commands.processTitle(), kind));
    } catch {
      message.error(t.downloadFailed);
    }
  };

  const show = async (kind: Preview["kind"]) => {
    try {
      setPreview({ kind, text: kind === "json" ? await commands.exportJson() : await commands.exportXml() });
    } catch (error) {
      message.error(errorText(error));
    }
  };

  return (
    <>
      <ToolbarAction
        label={t.open}
        icon={<FolderOpenIcon aria-hidden />}
        showLabel
        disabled={locked}
        onClick={() => input.current?.click()}
      />
      <input
        ref={input}
        data-slot="designer-open-input"
        type="file"
        accept=".xml,.bpmn"
        aria-label={t.openFileInput}
        hidden
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // The same file may be chosen again after a failed attempt.
          event.currentTarget.value = "";
          if (file) void open(file);
        }}
      />
      <ToolbarMenu label={t.download} icon={<DownloadIcon aria-hidden />} showLabel disabled={!ready}>
        <DropdownMenu.Item onSelect={() => void download("xml")}>{t.downloadXml}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => void download("svg")}>{t.downloadSvg}</DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => void download("bpmn")}>{t.downloadBpmn}</DropdownMenu.Item>
      </ToolbarMenu>
      <ToolbarMenu label={t.preview} icon={<EyeIcon aria-hidden />} showLabel disabled={!ready}>
        <DropdownMenu.Item onSelect={() => void show("xml")}>
          <FileCodeIcon aria-hidden size={16} />
          {t.previewXml}
        </DropdownMenu.Item>
        <DropdownMenu.Item onSelect={() => void show("json")}>
          <BracesIcon aria-hidden size={16} />
          {t.previewJson}
        </DropdownMenu.Item>
      </ToolbarMenu>
      <PreviewDialog preview={preview} onClose={() => setPreview(null)} />
      <ProcessChoiceDialog choice={choice} />
    </>
  );
}

export { FileActions };
