import { Button, Table, useConfirm } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import { EditorDialog } from "../fields/editor-dialog";
import { TextInputField } from "../fields/text-input-field";
import { text } from "../model/edit";
import {
  addProperty,
  editProperty,
  readProperties,
  removeProperty,
  type PropertyRow,
} from "../model/extension-properties";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

type Editing = PropertyRow & { index: number | null; errors: Partial<Record<keyof PropertyRow, string>> };

/** Extension properties: a name/value table with add, edit and remove (after confirmation). */
function PropertiesSection({ target }: { target: PanelTarget }) {
  const { modeler, messages, prefix, disabled } = usePanel();
  const { confirm } = useConfirm();
  const m = messages.panel.properties;
  const properties = readProperties(target, prefix);
  const rows = properties.map((property) => ({ name: text(property.get("name")), value: text(property.get("value")) }));
  const [editing, setEditing] = React.useState<Editing | null>(null);

  const save = () => {
    if (!editing) return;
    const errors: Editing["errors"] = {};
    if (editing.name.trim() === "") errors.name = m.nameRequired;
    if (editing.value === "") errors.value = m.valueRequired;
    if (errors.name || errors.value) {
      setEditing({ ...editing, errors });
      return;
    }
    const row = { name: editing.name.trim(), value: editing.value };
    if (editing.index === null) addProperty(modeler, target, prefix, row);
    else editProperty(modeler, target, prefix, editing.index, row);
    setEditing(null);
  };
  const change = (key: keyof PropertyRow) => (value: string) =>
    setEditing((state) => (state ? { ...state, [key]: value, errors: { ...state.errors, [key]: undefined } } : state));

  return (
    <div data-slot="bpmn-panel-properties" className="flex flex-col gap-2">
      <Table
        caption={m.list}
        rows={rows}
        rowKey={(_, index) => index}
        empty={messages.panel.empty}
        columns={[
          { key: "index", header: messages.panel.index, width: 48, cell: (_, index) => index + 1 },
          { key: "name", header: m.name },
          { key: "value", header: m.value },
          {
            key: "actions",
            header: messages.panel.actions,
            width: 112,
            cell: (row, index) => (
              <span className="flex gap-1">
                <Button
                  size="mini"
                  variant="link"
                  disabled={disabled}
                  aria-label={`${messages.common.edit} ${row.name}`}
                  onClick={() => setEditing({ ...row, index, errors: {} })}
                >
                  {messages.common.edit}
                </Button>
                <Button
                  size="mini"
                  variant="link"
                  className="text-danger"
                  disabled={disabled}
                  aria-label={`${messages.common.remove} ${row.name}`}
                  onClick={async () => {
                    const property = properties[index];
                    if (property && (await confirm(m.removeConfirm))) removeProperty(modeler, target, prefix, property);
                  }}
                >
                  {messages.common.remove}
                </Button>
              </span>
            ),
          },
        ]}
      />
      <Button
        size="small"
        className="self-start"
        disabled={disabled}
        onClick={() => setEditing({ index: null, name: "", value: "", errors: {} })}
      >
        <PlusIcon aria-hidden />
        {m.add}
      </Button>
      <EditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.index === null ? m.add : m.edit}
        onSubmit={save}
      >
        <TextInputField
          label={m.name}
          required
          value={editing?.name ?? ""}
          error={editing?.errors.name}
          onChange={change("name")}
        />
        <TextInputField
          label={m.value}
          required
          value={editing?.value ?? ""}
          error={editing?.errors.value}
          onChange={change("value")}
        />
      </EditorDialog>
    </div>
  );
}

export { PropertiesSection };
