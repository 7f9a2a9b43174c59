import { Button, Table, useConfirm } from "@smartclass/ui";
import { PlusIcon } from "lucide-react";
import * as React from "react";

import { EditorDialog } from "../../fields/editor-dialog";
import { EngineLacks } from "../../fields/panel-note";
import { SelectField } from "../../fields/select-field";
import { TextInputField } from "../../fields/text-input-field";
import type {
  FieldDraft,
  ListenerDraft,
  ListenerKind,
  ListenerScope,
  ListenerSupport,
  ScriptType,
  TimerType,
} from "../../model/listener-model";
import { hasErrors, validateListener, type ListenerErrors } from "../../model/listener-validation";
import { usePanel } from "../../panel-context";
import { FieldDialog } from "./field-dialog";

type ListenerDialogProps = {
  scope: ListenerScope;
  support: ListenerSupport;
  /** The listener to edit, or an empty one for a new listener. */
  initial: ListenerDraft;
  isNew: boolean;
  /** Called with a valid draft; the caller writes it (one command) and closes the dialog. */
  onSave: (draft: ListenerDraft) => void;
  onClose: () => void;
};

const KINDS: readonly ListenerKind[] = ["class", "expression", "delegateExpression", "script"];
const TIMER_TYPES: readonly TimerType[] = ["date", "duration", "cycle", "none"];

/**
 * The editor of one execution or task listener: event, (task) listener id, type and its value, a
 * script's format, type and content or resource, a timeout's timer, and the injected fields (each
 * edited in its own dialog, removed after confirmation). Nothing is written before 确定.
 */
function ListenerDialog({ scope, support, initial, isNew, onSave, onClose }: ListenerDialogProps) {
  const { messages, disabled } = usePanel();
  const { confirm } = useConfirm();
  const m = messages.panel.listeners;
  const [draft, setDraft] = React.useState(initial);
  const [errors, setErrors] = React.useState<ListenerErrors>({});
  const [field, setField] = React.useState<{ index: number | null; draft: FieldDraft } | null>(null);

  const change = (patch: Partial<ListenerDraft>) => {
    setDraft((state) => ({ ...state, ...patch }));
    setErrors((state) => {
      const next = { ...state };
      for (const key of Object.keys(patch) as (keyof ListenerErrors)[]) delete next[key];
      if ("kind" in patch) delete next.value;
      if ("scriptType" in patch) {
        delete next.script;
        delete next.resource;
      }
      if ("timerType" in patch || "event" in patch) delete next.timerValue;
      return next;
    });
  };

  const title = scope === "execution" ? (isNew ? m.addExecution : m.editExecution) : isNew ? m.addTask : m.editTask;
  const valueLabel = { class: m.className, expression: m.expression, delegateExpression: m.delegateExpression };
  const scriptTypes: ScriptType[] = support.externalScript ? ["inline", "external"] : ["inline"];
  // An event the XML has but this engine's list lacks (e.g. "all") stays choosable, so editing keeps it.
  const events =
    initial.event && !support.events.includes(initial.event) ? [...support.events, initial.event] : support.events;

  return (
    <EditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      onSubmit={() => {
        const found = validateListener(draft, scope, support, messages);
        if (hasErrors(found)) return setErrors(found);
        onSave(draft);
      }}
    >
      <SelectField
        label={m.event}
        required
        value={draft.event}
        placeholder={m.event}
        error={errors.event}
        options={events.map((event) => ({
          value: event,
          label: m.events[event as keyof typeof m.events] ?? event,
        }))}
        onChange={(event) => change({ event })}
      />
      {scope === "task" && support.hasId ? (
        <TextInputField
          label={m.listenerId}
          required
          value={draft.id}
          error={errors.id}
          onChange={(id) => change({ id })}
        />
      ) : null}
      <SelectField<ListenerKind>
        label={m.type}
        required
        value={draft.kind}
        placeholder={m.type}
        error={errors.kind}
        options={KINDS.map((kind) => ({ value: kind, label: m.types[kind] }))}
        onChange={(kind) => change({ kind })}
      />
      {draft.kind && draft.kind !== "script" ? (
        <TextInputField
          label={valueLabel[draft.kind]}
          required
          value={draft.value}
          error={errors.value}
          onChange={(value) => change({ value })}
        />
      ) : null}
      {draft.kind === "script" ? (
        <>
          <TextInputField
            label={m.scriptFormat}
            required
            value={draft.scriptFormat}
            error={errors.scriptFormat}
            onChange={(scriptFormat) => change({ scriptFormat })}
          />
          <SelectField<ScriptType>
            label={m.scriptType}
            required
            value={draft.scriptType}
            placeholder={m.scriptType}
            error={errors.scriptType}
            options={scriptTypes.map((type) => ({ value: type, label: m.scriptTypes[type] }))}
            onChange={(scriptType) => change({ scriptType })}
          />
          {!support.externalScript ? <EngineLacks feature={m.externalScriptFeature} /> : null}
          {draft.scriptType === "inline" ? (
            <TextInputField
              label={m.script}
              required
              rows={4}
              value={draft.script}
              error={errors.script}
              onChange={(script) => change({ script })}
            />
          ) : null}
          {draft.scriptType === "external" ? (
            <TextInputField
              label={m.resource}
              required
              value={draft.resource}
              error={errors.resource}
              onChange={(resource) => change({ resource })}
            />
          ) : null}
        </>
      ) : null}
      {scope === "task" && support.hasTimer && draft.event === "timeout" ? (
        <>
          <SelectField<TimerType>
            label={m.timerType}
            value={draft.timerType}
            options={TIMER_TYPES.map((type) => ({ value: type, label: m.timerTypes[type] }))}
            onChange={(timerType) => change({ timerType })}
          />
          {draft.timerType !== "none" ? (
            <TextInputField
              label={m.timer}
              required
              value={draft.timerValue}
              error={errors.timerValue}
              onChange={(timerValue) => change({ timerValue })}
            />
          ) : null}
        </>
      ) : null}

      <div data-slot="bpmn-panel-listener-fields" className="flex flex-col gap-2">
        <Table
          caption={m.fields}
          showCaption
          rows={draft.fields}
          rowKey={(_, index) => index}
          empty={messages.panel.empty}
          columns={[
            { key: "name", header: m.fieldName },
            { key: "type", header: m.fieldType, cell: (row) => (row.type ? m.fieldTypes[row.type] : "") },
            { key: "value", header: m.fieldValueColumn },
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
                    onClick={() => setField({ index, draft: row })}
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
                      if (!(await confirm(messages.confirmations.removeField))) return;
                      setDraft((state) => ({ ...state, fields: state.fields.filter((_, i) => i !== index) }));
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
          onClick={() => setField({ index: null, draft: { name: "", type: "", value: "" } })}
        >
          <PlusIcon aria-hidden />
          {m.addField}
        </Button>
      </div>
      {field ? (
        <FieldDialog
          initial={field.draft}
          isNew={field.index === null}
          onClose={() => setField(null)}
          onSave={(saved) => {
            setDraft((state) => ({
              ...state,
              fields:
                field.index === null
                  ? [...state.fields, saved]
                  : state.fields.map((existing, i) => (i === field.index ? saved : existing)),
            }));
            setField(null);
          }}
        />
      ) : null}
    </EditorDialog>
  );
}

export { ListenerDialog };
