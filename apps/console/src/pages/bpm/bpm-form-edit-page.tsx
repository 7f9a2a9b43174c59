// /bpm/manager/form/edit[/:id]: a process form's name, state, remark and fields, with the live preview
// (the same renderer a person starting the process fills in), in ProcessFormDesigner.
import type { components } from "@smartclass/api";
import { bpmFormOptions, useApiClient, useCreateBpmForm, useUpdateBpmForm } from "@smartclass/api/react";
import { ProcessFormDesigner, type ProcessFormField } from "@smartclass/bpmn-designer";
import { useQuery } from "@tanstack/react-query";
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

/** The form designer on a new or saved form: the page saves and navigates. */
function FormEditor({ initial }: { initial: BpmForm | null }) {
  const navigate = useNavigate();
  const create = useCreateBpmForm();
  const update = useUpdateBpmForm();
  return (
    <ProcessFormDesigner
      initial={
        initial && {
          name: initial.name,
          status: initial.status,
          remark: initial.remark,
          fields: initial.fields as ProcessFormField[],
        }
      }
      saving={create.isPending || update.isPending}
      onBack={() => navigate("/bpm/manager/form")}
      onSave={async (definition) => {
        // The designer offers only the contract's custom kinds (textarea, decimal); its type keeps `string`
        // so that fields of other products' forms can be shown. The server checks the shape again.
        const body = { ...definition, fields: definition.fields as BpmForm["fields"] };
        if (initial) await update.mutateAsync({ id: initial.id, ...body });
        else await create.mutateAsync(body);
        notifySuccess(text.saved);
        navigate("/bpm/manager/form");
      }}
    >
      {({ actions, body }) => (
        <PageFrame title={initial ? own.titled(text.editForm, initial.name) : text.newForm} actions={actions}>
          {body}
        </PageFrame>
      )}
    </ProcessFormDesigner>
  );
}

export default BpmFormEditPage;
