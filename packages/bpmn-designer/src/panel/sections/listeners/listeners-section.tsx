import { Button, Table, useConfirm } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import {
  addExtensionElement,
  createModdle,
  getExtensionElements,
  removeExtensionElement,
  replaceExtensionElement,
} from "../../../core/business-object";
import { EngineLacks } from "../../fields/panel-note";
import {
  buildListener,
  emptyListener,
  listenerSupport,
  listenerType,
  readListener,
  type ListenerDraft,
  type ListenerScope,
} from "../../model/listener-model";
import { typeHasProperty } from "../../model/support";
import type { PanelTarget } from "../../model/target";
import { usePanel } from "../../panel-context";
import { ListenerDialog } from "./listener-dialog";

/**
 * Execution listeners (every element) or task listeners (user tasks): a table with add, edit and
 * remove (after 确认移除该监听器吗？). Saving the editor writes the whole listener as one command
 * (a new moddle object added, or replacing the old one in place), keeping the other extension
 * elements.
 */
function ListenersSection({ target, scope }: { target: PanelTarget; scope: ListenerScope }) {
  const { modeler, messages, prefix, engine, disabled } = usePanel();
  const { confirm } = useConfirm();
  const m = messages.panel.listeners;
  const type = listenerType(prefix, scope);
  const listeners = getExtensionElements(target.bo, type);
  const support = listenerSupport(prefix, scope, target.bo.$instanceOf("bpmn:SequenceFlow"), (t, p) =>
    typeHasProperty(modeler, t, p),
  );
  const rows = listeners.map((listener) => readListener(listener, engine, scope));
  const [editing, setEditing] = React.useState<{ index: number | null; draft: ListenerDraft } | null>(null);

  const save = (draft: ListenerDraft) => {
    if (!editing) return;
    const next = buildListener((t, attrs) => createModdle(modeler, t, attrs), engine, prefix, scope, draft, support);
    const previous = editing.index === null ? undefined : getExtensionElements(target.bo, type)[editing.index];
    if (previous) replaceExtensionElement(modeler, target.element, previous, next, target.bo);
    else addExtensionElement(modeler, target.element, next, target.bo);
    setEditing(null);
  };

  const eventLabel = (event: string) => m.events[event as keyof typeof m.events] ?? event;
  return (
    <div data-slot="bpmn-panel-listeners" data-scope={scope} className="flex flex-col gap-2">
      <Table
        caption={scope === "execution" ? m.executionTitle : m.taskTitle}
        rows={rows}
        rowKey={(_, index) => index}
        empty={messages.panel.empty}
        columns={[
          { key: "index", header: messages.panel.index, width: 48, cell: (_, index) => index + 1 },
          { key: "event", header: m.event, cell: (row) => eventLabel(row.event) },
          { key: "kind", header: m.type, cell: (row) => (row.kind ? m.types[row.kind] : "") },
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
                  aria-label={`${messages.common.edit} ${index + 1}`}
                  onClick={() => setEditing({ index, draft: row })}
                >
                  {messages.common.edit}
                </Button>
                <Button
                  size="mini"
                  variant="link"
                  className="text-danger"
                  disabled={disabled}
                  aria-label={`${messages.common.remove} ${index + 1}`}
                  onClick={async () => {
                    const listener = listeners[index];
                    if (listener && (await confirm(messages.confirmations.removeListener)))
                      removeExtensionElement(modeler, target.element, listener, target.bo);
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
        onClick={() => setEditing({ index: null, draft: emptyListener() })}
      >
        <PlusIcon aria-hidden />
        {m.add}
      </Button>
      {scope === "task" && !support.hasTimer ? <EngineLacks feature={m.eventsFeature} /> : null}
      {editing ? (
        <ListenerDialog
          scope={scope}
          support={support}
          initial={editing.draft}
          isNew={editing.index === null}
          onClose={() => setEditing(null)}
          onSave={save}
        />
      ) : null}
    </div>
  );
}

export { ListenersSection };
