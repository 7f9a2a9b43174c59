import { Button, cn, ConfirmProvider, IconButton, Table, useConfirm } from "@smartclass/ui";
import { ArrowDownIcon, ArrowUpIcon, PlusIcon } from "lucide-react";
import * as React from "react";

import { FieldDialog } from "./editor/field-dialog";
import { FormPreview } from "./editor/form-preview";
import { draftFromField, emptyDraft, type FieldDraft } from "./field-draft";
import { fieldRules } from "./field-rules";
import { formsMessages, type FormsMessages } from "./messages";
import type { ProcessFormField } from "./types";

type ProcessFormEditorProps = {
  /** The form's fields, in order (controlled). */
  fields: readonly ProcessFormField[];
  /** Receives the whole new list after each add, edit, removal or move. */
  onChange: (fields: ProcessFormField[]) => void;
  /** Nothing can be changed (the preview still works). */
  disabled?: boolean;
  messages?: FormsMessages;
  className?: string;
};

type Editing = { index: number | null; draft: FieldDraft };

/** Whether a @smartclass/ui ConfirmProvider is mounted above (useConfirm throws when none is). */
function useHasConfirmProvider(): boolean {
  try {
    useConfirm();
    return true;
  } catch {
    return false;
  }
}

/**
 * Edits a process form's field list: a table (label, id, type, required) with add, edit (a dialog),
 * remove (after 确认移除该字段吗？) and move up/down, beside a live preview rendered by
 * ProcessFormRenderer. Controlled: `fields` in, `onChange(fields)` out. Its confirmation uses the app's
 * ConfirmProvider when there is one, else its own.
 */
function ProcessFormEditor(props: ProcessFormEditorProps) {
  return useHasConfirmProvider() ? (
    <FormEditor {...props} />
  ) : (
    <ConfirmProvider>
      <FormEditor {...props} />
    </ConfirmProvider>
  );
}

function FormEditor({
  fields,
  onChange,
  disabled = false,
  messages = formsMessages,
  className,
}: ProcessFormEditorProps) {
  const { confirm } = useConfirm();
  const m = messages.editor;
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const root = React.useRef<HTMLDivElement>(null);
  // Moves and removals re-render the rows; focus is put back on the control that goes on with the task.
  const focusNext = React.useRef<string | null>(null);
  React.useEffect(() => {
    if (!focusNext.current) return;
    const target = root.current?.querySelector<HTMLElement>(focusNext.current);
    focusNext.current = null;
    (target && !target.hasAttribute("disabled")
      ? target
      : root.current?.querySelector<HTMLElement>("[data-add-field]")
    )?.focus();
  }, [fields]);

  const move = (index: number, by: -1 | 1) => {
    const next = [...fields];
    const [field] = next.splice(index, 1);
    if (!field) return;
    const to = index + by;
    next.splice(to, 0, field);
    // Keep moving the same way while it can; at the end, the other way.
    const reachedEnd = by === -1 ? to === 0 : to === next.length - 1;
    focusNext.current = `[data-move="${reachedEnd ? -by : by}"][data-index="${to}"]`;
    onChange(next);
  };

  const remove = async (index: number) => {
    if (!(await confirm(m.removeConfirm))) return;
    const next = fields.filter((_, i) => i !== index);
    focusNext.current =
      next.length === 0 ? "[data-add-field]" : `[data-remove][data-index="${Math.min(index, next.length - 1)}"]`;
    onChange(next);
  };

  const save = (field: ProcessFormField) => {
    if (!editing) return;
    const next = [...fields];
    if (editing.index === null) next.push(field);
    else next[editing.index] = field;
    setEditing(null);
    onChange(next);
  };

  const typeName = (field: ProcessFormField) =>
    field.type === "custom" && (field.typeType === "textarea" || field.typeType === "decimal")
      ? `${messages.types.custom}（${messages.customTypes[field.typeType]}）`
      : messages.types[field.type];

  const addButton = (
    <Button
      data-add-field=""
      variant="primary"
      size="small"
      disabled={disabled}
      onClick={() => setEditing({ index: null, draft: emptyDraft() })}
    >
      <PlusIcon aria-hidden />
      {m.addField}
    </Button>
  );

  return (
    <div
      ref={root}
      data-slot="process-form-editor"
      className={cn("grid gap-4 2xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]", className)}
    >
      <section aria-label={m.fields} className="flex min-w-0 flex-col gap-3">
        {fields.length === 0 ? (
          <div
            data-slot="process-form-editor-empty"
            className="flex flex-col items-center gap-3 rounded-md border border-dashed px-6 py-10 text-center"
          >
            <p className="text-sm text-muted-foreground">{m.empty}</p>
            {addButton}
          </div>
        ) : (
          <>
            <div className="flex items-center justify-between gap-2">
              <h3 className="text-sm font-semibold">{m.fields}</h3>
              {addButton}
            </div>
            <Table
              caption={m.list}
              rows={fields}
              rowKey={(field, index) => `${index}-${field.id}`}
              columns={[
                { key: "index", header: m.index, width: 56, cell: (_, index) => index + 1 },
                { key: "label", header: messages.dialog.label, cell: (field) => field.label },
                {
                  key: "id",
                  header: messages.dialog.id,
                  cell: (field) => <span className="font-mono">{field.id}</span>,
                },
                { key: "type", header: messages.dialog.type, width: 136, cell: typeName },
                {
                  key: "required",
                  header: messages.dialog.required,
                  width: 64,
                  cell: (field) => (fieldRules(field).required ? m.yes : m.no),
                },
                {
                  key: "actions",
                  header: m.actions,
                  width: 196,
                  cell: (field, index) => (
                    <span className="flex items-center gap-0.5">
                      <IconButton
                        data-move="-1"
                        data-index={index}
                        size="small"
                        label={`${m.moveUp} ${field.label}`}
                        disabled={disabled || index === 0}
                        onClick={() => move(index, -1)}
                      >
                        <ArrowUpIcon aria-hidden />
                      </IconButton>
                      <IconButton
                        data-move="1"
                        data-index={index}
                        size="small"
                        label={`${m.moveDown} ${field.label}`}
                        disabled={disabled || index === fields.length - 1}
                        onClick={() => move(index, 1)}
                      >
                        <ArrowDownIcon aria-hidden />
                      </IconButton>
                      <Button
                        size="mini"
                        variant="link"
                        aria-label={`${m.edit} ${field.label}`}
                        disabled={disabled}
                        onClick={() => setEditing({ index, draft: draftFromField(field) })}
                      >
                        {m.edit}
                      </Button>
                      <Button
                        data-remove=""
                        data-index={index}
                        size="mini"
                        variant="link"
                        className="text-danger"
                        aria-label={`${m.remove} ${field.label}`}
                        disabled={disabled}
                        onClick={() => void remove(index)}
                      >
                        {m.remove}
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
      </section>
      <FormPreview key={JSON.stringify(fields)} fields={fields} messages={messages} />
      {editing ? (
        <FieldDialog
          initial={editing.draft}
          isNew={editing.index === null}
          takenIds={fields.filter((_, i) => i !== editing.index).map((field) => field.id)}
          onSave={save}
          onClose={() => setEditing(null)}
          fallbackFocus={() => root.current?.querySelector<HTMLElement>("[data-add-field]")}
          messages={messages}
        />
      ) : null}
    </div>
  );
}

export { ProcessFormEditor };
export type { ProcessFormEditorProps };
