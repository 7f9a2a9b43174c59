// A whole process form to create or edit: its name, remark and state above the fields editor with the
// live preview; checked before it is handed over (a name, at least one field).
import { Button, Form, Input, Switch } from "@smartclass/ui";
import * as React from "react";

import { formsMessages } from "./messages";
import { ProcessFormEditor } from "./process-form-editor";
import type { ProcessFormField } from "./types";

const text = formsMessages.details;

/** A process form as the designer starts from and hands over (`status` 0 enabled, 1 disabled). */
interface ProcessFormDefinition {
  name: string;
  status: 0 | 1;
  remark: string | null;
  fields: ProcessFormField[];
}

/** Where `ProcessFormDesigner` puts its parts: the actions (for a page heading) and the body. */
interface ProcessFormDesignerParts {
  actions: React.ReactNode;
  body: React.ReactNode;
}

/** Props of `ProcessFormDesigner`. */
interface ProcessFormDesignerProps {
  /** The saved form, read once (give the component a `key` per form); absent for a new one. */
  initial?: { name: string; status: number; remark?: string | null; fields: readonly ProcessFormField[] } | null;
  /** Saves the checked form; a rejection leaves everything as typed (the caller says why). */
  onSave: (form: ProcessFormDefinition) => Promise<void>;
  /** 返回, without saving. */
  onBack: () => void;
  /** A save is under way (保存 waits). */
  saving?: boolean;
  /** Lays the parts out, e.g. the actions into a page heading; by default the actions above the body. */
  children?: (parts: ProcessFormDesignerParts) => React.ReactNode;
}

/** What is missing before the form can be saved. */
interface DetailErrors {
  name?: string;
  fields?: string;
}

/** The name, remark and state of a process form with its fields editor, 返回 and 保存. */
function ProcessFormDesigner({
  initial,
  onSave,
  onBack,
  saving = false,
  children = (parts) => (
    <div className="flex flex-col gap-4">
      {parts.actions}
      {parts.body}
    </div>
  ),
}: ProcessFormDesignerProps) {
  const [name, setName] = React.useState(initial?.name ?? "");
  const [enabled, setEnabled] = React.useState((initial?.status ?? 0) === 0);
  const [remark, setRemark] = React.useState(initial?.remark ?? "");
  const [fields, setFields] = React.useState<ProcessFormField[]>(() => [...(initial?.fields ?? [])]);
  const [errors, setErrors] = React.useState<DetailErrors>({});

  const submit = () => {
    const next: DetailErrors = {
      name: name.trim() ? undefined : text.nameRequired,
      fields: fields.length ? undefined : text.fieldsRequired,
    };
    setErrors(next);
    if (next.name || next.fields) return;
    // A refusal is the caller's to show (the API client's error notice); the form keeps what was typed.
    void onSave({ name: name.trim(), status: enabled ? 0 : 1, remark: remark.trim() || null, fields }).catch(
      () => undefined,
    );
  };

  const actions = (
    <div data-slot="process-form-designer-actions" className="flex gap-2">
      <Button onClick={onBack}>{text.back}</Button>
      <Button variant="primary" disabled={saving} aria-busy={saving} onClick={submit}>
        {text.save}
      </Button>
    </div>
  );

  const body = (
    <>
      <Form.Root className="grid max-w-3xl gap-4 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <Form.Field error={errors.name}>
          <Form.Label required>{text.name}</Form.Label>
          <Form.Control>
            <Input value={name} maxLength={50} onChange={(event) => setName(event.target.value)} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.remark}</Form.Label>
          <Form.Control>
            <Input value={remark} maxLength={200} onChange={(event) => setRemark(event.target.value)} />
          </Form.Control>
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.enabled}</Form.Label>
          <Form.Control>
            <Switch checked={enabled} onCheckedChange={setEnabled} />
          </Form.Control>
        </Form.Field>
      </Form.Root>
      {errors.fields ? (
        <p role="alert" className="text-sm text-danger">
          {errors.fields}
        </p>
      ) : null}
      <ProcessFormEditor fields={fields} onChange={setFields} />
    </>
  );

  return children({ actions, body });
}

export { ProcessFormDesigner };
export type { ProcessFormDefinition, ProcessFormDesignerParts, ProcessFormDesignerProps };
