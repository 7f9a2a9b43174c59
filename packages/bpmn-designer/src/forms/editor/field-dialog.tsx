import { Button, Dialog, Form, Select, useConfirm } from "@smartclass/ui";
import * as React from "react";

import {
  type DraftRow,
  type FieldDraft,
  type FieldDraftErrors,
  fieldFromDraft,
  LIMITS,
  PROPERTY_LIMITS,
  validateFieldDraft,
} from "../field-draft";
import { fieldKind, isNumberKind, isTextKind } from "../field-rules";
import type { FormsMessages } from "../messages";
import type { ProcessFormField, ProcessFormFieldType } from "../types";
import { DefaultValueInput } from "./default-value-input";
import { DialogSection, SwitchField, TextField } from "./dialog-fields";
import { DraftRowsTable } from "./draft-rows-table";

const TYPES: readonly ProcessFormFieldType[] = ["long", "string", "boolean", "date", "enum", "custom"];
const CUSTOM_TYPES = ["textarea", "decimal"] as const;

type FieldDialogProps = {
  /** The field to edit, or an empty draft for a new one. */
  initial: FieldDraft;
  isNew: boolean;
  /** The ids of the form's other fields (an id must be unique). */
  takenIds: readonly string[];
  /** Called with the valid field; the caller stores it and closes the dialog. */
  onSave: (field: ProcessFormField) => void;
  onClose: () => void;
  /** Where focus goes on closing when what opened the dialog is gone (the empty state's add button). */
  fallbackFocus?: () => HTMLElement | null | undefined;
  messages: FormsMessages;
};

/** Error keys a change to these draft keys makes stale. */
function staleErrors(patch: Partial<FieldDraft>): (key: string) => boolean {
  const keys = Object.keys(patch);
  const typeChanged = "type" in patch || "typeType" in patch;
  return (key) =>
    keys.includes(key) ||
    keys.some((changed) => key.startsWith(`${changed}.`)) ||
    (typeChanged && key !== "id" && key !== "label") ||
    (key === "defaultValue" && keys.some((changed) => changed !== "id" && changed !== "properties"));
}

/**
 * The editor of one form field, 600 px wide and not closed by a click beside it: id, type (a custom
 * field's kind), label, date pattern, default value typed for the field, enum options, constraints
 * and extension properties. Nothing leaves it before 确定 and a valid draft; focus then goes to the
 * first wrong input.
 */
function FieldDialog({ initial, isNew, takenIds, onSave, onClose, fallbackFocus, messages }: FieldDialogProps) {
  const { confirm } = useConfirm();
  const d = messages.dialog;
  const [draft, setDraft] = React.useState(initial);
  const [errors, setErrors] = React.useState<FieldDraftErrors>({});
  const [attempts, setAttempts] = React.useState(0);
  const formRef = React.useRef<HTMLFormElement>(null);
  const opener = React.useRef<HTMLElement | null>(null);
  const kind = fieldKind({ type: draft.type, typeType: draft.typeType });

  React.useEffect(() => {
    if (attempts > 0)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-focus-invalid]')?.focus();
  }, [attempts]);

  const change = (patch: Partial<FieldDraft>) => {
    setDraft((state) => {
      const next = { ...state, ...patch };
      // A default of another type means nothing to the new one (a date's survives its pattern: it is pattern-free).
      if ("type" in patch || "typeType" in patch) Object.assign(next, { defaultValue: "", defaultTrue: false });
      if ("values" in patch && !next.values.some((row) => row.id.trim() === state.defaultValue.trim()))
        next.defaultValue = "";
      return next;
    });
    const stale = staleErrors(patch);
    setErrors((state) => Object.fromEntries(Object.entries(state).filter(([key]) => !stale(key))));
  };

  const submit = () => {
    const found = validateFieldDraft(draft, takenIds, messages);
    setErrors(found);
    if (Object.keys(found).length > 0) return setAttempts((n) => n + 1);
    onSave(fieldFromDraft(draft));
  };

  const typeLabel = (type: ProcessFormFieldType) => `${messages.types[type]} ${type}`;

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content
        width="task"
        dismissOnBackdrop={false}
        aria-describedby={undefined}
        data-slot="process-form-field-dialog"
        onOpenAutoFocus={() => {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          // The table opens it without a Radix trigger, so focus goes back by hand.
          event.preventDefault();
          if (opener.current?.isConnected) opener.current.focus();
          else fallbackFocus?.()?.focus();
        }}
      >
        <Dialog.Header>
          <Dialog.Title>{isNew ? messages.editor.addField : messages.editor.editField}</Dialog.Title>
        </Dialog.Header>
        <Form.Root
          ref={formRef}
          className="min-h-0 gap-3 overflow-y-auto px-1 pb-1"
          onSubmit={(event) => {
            event.preventDefault();
            event.stopPropagation();
            submit();
          }}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={d.id}
              required
              value={draft.id}
              error={errors.id}
              hint={d.idHint}
              inputClassName="font-mono"
              onChange={(id) => change({ id })}
            />
            <TextField
              label={d.label}
              required
              value={draft.label}
              error={errors.label}
              onChange={(label) => change({ label })}
            />
            <Form.Field className="content-start">
              <Form.Label required>{d.type}</Form.Label>
              <Select.Root value={draft.type} onValueChange={(type) => change({ type: type as ProcessFormFieldType })}>
                <Form.Control>
                  <Select.Trigger>
                    <Select.Value />
                  </Select.Trigger>
                </Form.Control>
                <Select.Content>
                  {TYPES.map((type) => (
                    <Select.Item key={type} value={type}>
                      {typeLabel(type)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Form.Field>
            {draft.type === "custom" ? (
              <Form.Field error={errors.typeType} className="content-start">
                <Form.Label required>{d.customType}</Form.Label>
                <Select.Root value={draft.typeType} onValueChange={(typeType) => change({ typeType })}>
                  <Form.Control>
                    <Select.Trigger aria-required>
                      <Select.Value placeholder={messages.renderer.choose} />
                    </Select.Trigger>
                  </Form.Control>
                  <Select.Content>
                    {CUSTOM_TYPES.map((type) => (
                      <Select.Item key={type} value={type}>
                        {`${messages.customTypes[type]} ${type}`}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
                <Form.Message />
              </Form.Field>
            ) : null}
            {kind === "date" ? (
              <TextField
                label={d.datePattern}
                value={draft.datePattern}
                error={errors.datePattern}
                hint={d.datePatternHint}
                inputClassName="font-mono"
                onChange={(datePattern) => change({ datePattern })}
              />
            ) : null}
          </div>

          {kind === "enum" ? (
            <DialogSection title={d.values}>
              <DraftRowsTable
                name="values"
                rows={draft.values}
                onChange={(values: DraftRow[]) => change({ values })}
                errors={errors}
                error={errors.values}
                caption={d.valuesList}
                idHeader={d.valueId}
                textHeader={d.valueName}
                idLabel={d.optionId}
                textLabel={d.optionName}
                removeLabel={d.removeOption}
                addLabel={d.addOption}
                empty={d.noRows}
                max={LIMITS.options}
                indexHeader={messages.editor.index}
                actionsHeader={messages.editor.actions}
              />
            </DialogSection>
          ) : null}

          <DialogSection title={d.constraints}>
            <div className="flex flex-wrap gap-6">
              <SwitchField label={d.required} checked={draft.required} onChange={(required) => change({ required })} />
              <SwitchField label={d.readonly} checked={draft.readonly} onChange={(readonly) => change({ readonly })} />
            </div>
            {isNumberKind(kind) ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={d.min}
                  inputMode="decimal"
                  value={draft.min}
                  error={errors.min}
                  onChange={(min) => change({ min })}
                />
                <TextField
                  label={d.max}
                  inputMode="decimal"
                  value={draft.max}
                  error={errors.max}
                  onChange={(max) => change({ max })}
                />
              </div>
            ) : null}
            {isTextKind(kind) ? (
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={d.minlength}
                  inputMode="numeric"
                  value={draft.minlength}
                  error={errors.minlength}
                  onChange={(minlength) => change({ minlength })}
                />
                <TextField
                  label={d.maxlength}
                  inputMode="numeric"
                  value={draft.maxlength}
                  error={errors.maxlength}
                  onChange={(maxlength) => change({ maxlength })}
                />
                <TextField
                  label={d.pattern}
                  value={draft.pattern}
                  error={errors.pattern}
                  hint={d.patternHint}
                  className="sm:col-span-2"
                  inputClassName="font-mono"
                  onChange={(pattern) => change({ pattern })}
                />
              </div>
            ) : null}
            <DefaultValueInput
              draft={draft}
              kind={kind}
              error={errors.defaultValue}
              onChange={change}
              messages={messages}
            />
          </DialogSection>

          <DialogSection title={d.properties}>
            <DraftRowsTable
              name="properties"
              rows={draft.properties}
              onChange={(properties: DraftRow[]) => change({ properties })}
              confirmRemove={() => confirm(d.removePropertyConfirm)}
              errors={errors}
              error={errors.properties}
              caption={d.propertiesList}
              idHeader={d.propertyId}
              textHeader={d.propertyValue}
              idLabel={d.propertyIdOf}
              textLabel={d.propertyValueOf}
              removeLabel={d.removeProperty}
              addLabel={d.addProperty}
              empty={d.noRows}
              max={PROPERTY_LIMITS.count}
              indexHeader={messages.editor.index}
              actionsHeader={messages.editor.actions}
            />
          </DialogSection>

          <Dialog.Footer className="sticky bottom-0 bg-popover pt-2">
            <Button onClick={onClose}>{messages.editor.cancel}</Button>
            <Button type="submit" variant="primary">
              {messages.editor.confirm}
            </Button>
          </Dialog.Footer>
        </Form.Root>
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { FieldDialog };
