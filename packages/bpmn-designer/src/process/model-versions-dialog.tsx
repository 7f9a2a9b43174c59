import { Button, Dialog, formatLongTime, Table, type TableColumn } from "@smartclass/ui";

import { processMessages } from "./messages";
import type { ProcessDefinition, ProcessOption } from "./types";

const t = processMessages.versions;

type ModelVersionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The model's name, for the title. */
  modelName: string;
  /** Its deployed definitions, in any order: shown newest version first. */
  definitions: readonly ProcessDefinition[];
  loading?: boolean;
  /** The process forms, to name each version's form. */
  forms?: readonly ProcessOption<number>[];
};

/** The deployed versions of one model (version, deploy time, form), newest first, with an empty state. */
function ModelVersionsDialog({
  open,
  onOpenChange,
  modelName,
  definitions,
  loading = false,
  forms = [],
}: ModelVersionsDialogProps) {
  const rows = [...definitions].sort((a, b) => b.version - a.version || b.deployTime - a.deployTime);
  const columns: TableColumn<ProcessDefinition>[] = [
    {
      key: "version",
      header: t.version,
      width: 80,
      cell: (definition) => <span className="font-medium">{processMessages.version(definition.version)}</span>,
    },
    {
      key: "deployTime",
      header: t.deployTime,
      width: 180,
      cell: (definition) => formatLongTime(definition.deployTime),
    },
    {
      key: "form",
      header: t.form,
      cell: (definition) =>
        definition.formId === null
          ? processMessages.none
          : (forms.find((form) => form.value === definition.formId)?.label ?? t.formNumber(definition.formId)),
    },
  ];
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {/* A long history scrolls inside the dialog (which holds focusable buttons, so the keyboard scrolls it too). */}
      <Dialog.Content
        data-slot="model-versions-dialog"
        width="task"
        className="overflow-y-auto"
        // the footer has 关闭; a second close button of the same name would be ambiguous
        showClose={false}
      >
        <Dialog.Header>
          <Dialog.Title>{t.title(modelName)}</Dialog.Title>
          <Dialog.Description>{t.description}</Dialog.Description>
        </Dialog.Header>
        <Table
          caption={t.caption}
          columns={columns}
          rows={rows}
          rowKey={(definition) => definition.id}
          loading={loading}
          empty={t.empty}
        />
        <Dialog.Footer>
          <Dialog.Close asChild>
            <Button>{processMessages.close}</Button>
          </Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { ModelVersionsDialog };
export type { ModelVersionsDialogProps };
