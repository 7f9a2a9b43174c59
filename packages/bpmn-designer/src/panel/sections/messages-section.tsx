import { Button, Table } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import { createModdle, updateModdle } from "../../core/business-object";
import { isXmlName } from "../../core/new-process";
import type { ModdleElement } from "../../core/types";
import { EditorDialog } from "../fields/editor-dialog";
import { TextInputField } from "../fields/text-input-field";
import { text } from "../model/edit";
import { idInUse, rootElements } from "../model/ids";
import type { PanelTarget } from "../model/target";
import { usePanel } from "../panel-context";

type Kind = "message" | "signal";

interface Row {
  id: string;
  name: string;
}

/** What a dialog edits: a new root element, or the one at `index` among its kind. */
type Editing = { index: number | null; id: string; name: string; errors: Partial<Record<keyof Row, string>> };

/**
 * One list (messages or signals) of the definitions, with add and edit. A new `bpmn:Message` /
 * `bpmn:Signal` comes from bpmn-js's factory and is added to `definitions.rootElements` in one
 * command, so it is written with the XML; an id another message (signal) has is refused with the
 * spec's text.
 */
function RootElementList({ target, kind }: { target: PanelTarget; kind: Kind }) {
  const { modeler, messages, disabled } = usePanel();
  const m = messages.panel.messages;
  const type = kind === "message" ? "bpmn:Message" : "bpmn:Signal";
  const items = rootElements(modeler).filter((root) => root.$instanceOf(type));
  const rows: Row[] = items.map((item) => ({ id: text(item.id), name: text(item.name) }));
  const [editing, setEditing] = React.useState<Editing | null>(null);
  const labels =
    kind === "message"
      ? { list: m.messageList, add: m.addMessage, edit: m.editMessage, id: m.messageId, name: m.messageName }
      : { list: m.signalList, add: m.addSignal, edit: m.editSignal, id: m.signalId, name: m.signalName };

  const save = () => {
    if (!editing) return;
    const id = editing.id.trim();
    const name = editing.name;
    const current = rootElements(modeler).filter((root) => root.$instanceOf(type));
    const edited: ModdleElement | undefined = editing.index === null ? undefined : current[editing.index];
    const errors: Editing["errors"] = {};
    if (id === "") errors.id = m.idRequired;
    else if (!isXmlName(id)) errors.id = messages.panel.general.idInvalid;
    else if (current.some((item) => item.id === id && item !== edited))
      errors.id = kind === "message" ? messages.validation.duplicateMessage : messages.validation.duplicateSignal;
    else if (idInUse(modeler, id, edited)) errors.id = messages.panel.general.idTaken;
    if (name.trim() === "") errors.name = m.nameRequired;
    if (errors.id || errors.name) {
      setEditing({ ...editing, errors });
      return;
    }
    const definitions = modeler.getDefinitions() as ModdleElement;
    if (edited) {
      updateModdle(modeler, target.element, edited, { id, name });
    } else {
      const created = createModdle(modeler, type, { id, name });
      created.$parent = definitions;
      updateModdle(modeler, target.element, definitions, { rootElements: [...rootElements(modeler), created] });
    }
    setEditing(null);
  };

  const change = (key: keyof Row) => (value: string) =>
    setEditing((state) => (state ? { ...state, [key]: value, errors: { ...state.errors, [key]: undefined } } : state));

  return (
    <div data-slot="bpmn-panel-root-elements" data-kind={kind} className="flex flex-col gap-2">
      <Table
        caption={labels.list}
        showCaption
        rows={rows}
        rowKey={(row) => row.id}
        empty={messages.panel.empty}
        columns={[
          { key: "id", header: labels.id },
          { key: "name", header: labels.name },
          {
            key: "actions",
            header: messages.panel.actions,
            width: 80,
            cell: (row, index) => (
              <Button
                size="mini"
                variant="link"
                disabled={disabled}
                aria-label={`${messages.common.edit} ${row.id}`}
                onClick={() => setEditing({ index, id: row.id, name: row.name, errors: {} })}
              >
                {messages.common.edit}
              </Button>
            ),
          },
        ]}
      />
      <Button
        size="small"
        className="self-start"
        disabled={disabled}
        onClick={() => setEditing({ index: null, id: "", name: "", errors: {} })}
      >
        <PlusIcon aria-hidden />
        {labels.add}
      </Button>
      <EditorDialog
        open={editing !== null}
        onOpenChange={(open) => !open && setEditing(null)}
        title={editing?.index === null ? labels.add : labels.edit}
        onSubmit={save}
      >
        <TextInputField
          label={labels.id}
          required
          value={editing?.id ?? ""}
          error={editing?.errors.id}
          onChange={change("id")}
        />
        <TextInputField
          label={labels.name}
          required
          value={editing?.name ?? ""}
          error={editing?.errors.name}
          onChange={change("name")}
        />
      </EditorDialog>
    </div>
  );
}

/** Messages and signals (the process only): the definitions' messages and signals, each with add and edit. */
function MessagesSection({ target }: { target: PanelTarget }) {
  return (
    <>
      <RootElementList target={target} kind="message" />
      <RootElementList target={target} kind="signal" />
    </>
  );
}

export { MessagesSection };
