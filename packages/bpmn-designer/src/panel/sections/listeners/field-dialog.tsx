import * as React from "react";

import { EditorDialog } from "../../fields/editor-dialog";
import { SelectField } from "../../fields/select-field";
import { TextInputField } from "../../fields/text-input-field";
import type { FieldDraft, FieldType } from "../../model/listener-model";
import { hasErrors, validateField, type FieldErrors } from "../../model/listener-validation";
import { usePanel } from "../../panel-context";

type FieldDialogProps = {
  /** The field to edit, or an empty one for a new field. */
  initial: FieldDraft;
  isNew: boolean;
  onSave: (field: FieldDraft) => void;
  onClose: () => void;
};

/** The editor of one injected field of a listener (name, string or expression, value), with its own validation. */
function FieldDialog({ initial, isNew, onSave, onClose }: FieldDialogProps) {
  const { messages } = usePanel();
  const m = messages.panel.listeners;
  const [draft, setDraft] = React.useState(initial);
  const [errors, setErrors] = React.useState<FieldErrors>({});
  const change = (patch: Partial<FieldDraft>) => {
    setDraft((state) => ({ ...state, ...patch }));
    setErrors((state) => {
      const next = { ...state };
      for (const key of Object.keys(patch) as (keyof FieldErrors)[]) delete next[key];
      return next;
    });
  };
  return (
    <EditorDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={isNew ? m.addField : m.editField}
      onSubmit={() => {
        const found = validateField(draft, messages);
        if (hasErrors(found)) return setErrors(found);
        onSave({ ...draft, name: draft.name.trim() });
      }}
    >
      <TextInputField
        label={m.fieldName}
        required
        value={draft.name}
        error={errors.name}
        onChange={(name) => change({ name })}
      />
      <SelectField<FieldType>
        label={m.fieldType}
        required
        value={draft.type}
        placeholder={m.fieldType}
        error={errors.type}
        options={(["string", "expression"] as const).map((value) => ({ value, label: m.fieldTypes[value] }))}
        onChange={(type) => change({ type })}
      />
      <TextInputField
        label={draft.type === "expression" ? m.fieldExpression : m.fieldValue}
        required
        value={draft.value}
        error={errors.value}
        onChange={(value) => change({ value })}
      />
    </EditorDialog>
  );
}

export { FieldDialog };
