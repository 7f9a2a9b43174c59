// /bpm/manager/form/edit[/:id]: a process form's name, state, remark and fields, with the live preview
// that ProcessFormEditor shows (the same renderer a person starting the process fills in).
import type { components } from "@smartclass/api";
import { bpmFormOptions, useApiClient, useCreateBpmForm, useUpdateBpmForm } from "@smartclass/api/react";
import { ProcessFormEditor, type ProcessFormField } from "@smartclass/bpmn-designer";
import { Button, Form, Input, Switch } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { bpmPageMessages as own } from "./messages";

const text = messages.bpm;
type BpmForm = components["schemas"]["BpmForm"];

/** Create or edit a process form. */
function BpmFormEditPage() {
  const raw = useParams().id;
  const id = positiveId(raw);
  const api = useApiClient();
  const form = useQuery({ ...bpmFormOptions(api, id ?? 0), enabled: id !== null });
  if (raw !== undefined && id === null) return <PageFrame title={text.editForm}>{messages.activity.badId}</PageFrame>;
  if (id !== null && form.isPending) return <PageFrame title={text.editForm}>{messages.loading}</PageFrame>;
  if (id !== null && form.isError)
    return <PageFrame title={text.editForm}>{form.error.message || text.loadFailed}</PageFrame>;
  return <FormEditor key={id ?? "new"} initial={form.data ?? null} />;
}

function FormEditor({ initial }: { initial: BpmForm | null }) {
  const navigate = useNavigate();
  const create = useCreateBpmForm();
  const update = useUpdateBpmForm();
  const [name, setName] = useState(initial?.name ?? "");
  const [enabled, setEnabled] = useState((initial?.status ?? 0) === 0);
  const [remark, setRemark] = useState(initial?.remark ?? "");
  const [fields, setFields] = useState<ProcessFormField[]>((initial?.fields ?? []) as ProcessFormField[]);
  const [errors, setErrors] = useState<{ name?: string; fields?: string }>({});
  const busy = create.isPending || update.isPending;

  const submit = async () => {
    const next = {
      name: name.trim() ? undefined : text.formNameRequired,
      fields: fields.length ? undefined : text.formFieldsRequired,
    };
    setErrors(next);
    if (next.name || next.fields) return;
    const body = {
      name: name.trim(),
      status: enabled ? 0 : 1,
      remark: remark.trim() || null,
      // The editor offers only the contract's custom kinds (textarea, decimal); its type keeps `string`
      // so that fields of other products' forms can be shown. The server checks the shape again.
      fields: fields as BpmForm["fields"],
    } as const;
    if (initial) await update.mutateAsync({ id: initial.id, ...body });
    else await create.mutateAsync(body);
    notifySuccess(text.saved);
    navigate("/bpm/manager/form");
  };

  return (
    <PageFrame
      title={initial ? own.titled(text.editForm, initial.name) : text.newForm}
      actions={
        <div className="flex gap-2">
          <Button onClick={() => navigate("/bpm/manager/form")}>{text.back}</Button>
          <Button
            variant="primary"
            disabled={busy}
            aria-busy={busy}
            onClick={() => void submit().catch(() => undefined)}
          >
            {own.save}
          </Button>
        </div>
      }
    >
      <Form.Root className="grid max-w-3xl gap-4 md:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <Form.Field error={errors.name}>
          <Form.Label required>{text.formName}</Form.Label>
          <Form.Control>
            <Input value={name} maxLength={50} onChange={(e) => setName(e.target.value)} />
          </Form.Control>
          <Form.Message />
        </Form.Field>
        <Form.Field>
          <Form.Label>{text.formRemark}</Form.Label>
          <Form.Control>
            <Input value={remark} maxLength={200} onChange={(e) => setRemark(e.target.value)} />
          </Form.Control>
        </Form.Field>
        <Form.Field>
          <Form.Label>{own.enabled}</Form.Label>
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
    </PageFrame>
  );
}

export default BpmFormEditPage;
