// /bpm/manager/model/design/:id: the designer on a saved model — the diagram, its start form, and per
// user task the assignee rules and buttons, per gateway flow the condition; saved together, then deployed.
import type { components } from "@smartclass/api";
import {
  bpmAssignOptionsOptions,
  bpmFormOptions,
  bpmFormSimpleListOptions,
  bpmModelOptions,
  useApiClient,
  useDeployBpmModel,
  useUpdateBpmModel,
} from "@smartclass/api/react";
import {
  DesignerDesktopOnly,
  ModelDesigner,
  type ModelSettings,
  useTooNarrowForDesigner,
} from "@smartclass/bpmn-designer";
import { useAuthorized } from "@smartclass/ui";
// bpmn-js's and the designer's own styles: loaded with this page's chunk only.
import "@smartclass/bpmn-designer/styles.css";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { notifyError, notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";

const text = messages.bpm;
type Model = components["schemas"]["BpmModelDetail"];

/** The model designer page. */
function BpmModelDesignPage() {
  const id = positiveId(useParams().id);
  const api = useApiClient();
  const model = useQuery({ ...bpmModelOptions(api, id ?? 0), enabled: id !== null });
  if (id === null) return <PageFrame title={text.model}>{messages.activity.badId}</PageFrame>;
  if (model.isPending) return <PageFrame title={text.model}>{messages.loading}</PageFrame>;
  if (model.isError) return <PageFrame title={text.model}>{model.error.message || text.loadFailed}</PageFrame>;
  return <ModelPage key={model.data.id} model={model.data} />;
}

/** The designer on a desktop; on a phone, which it does not fit, the notice and the read-only diagram. */
function ModelPage({ model }: { model: Model }) {
  const tooNarrow = useTooNarrowForDesigner();
  if (tooNarrow) {
    return (
      <PageFrame title={text.design(model.name)}>
        <DesignerDesktopOnly xml={model.xml} />
      </PageFrame>
    );
  }
  return <ModelEditor model={model} />;
}

/** The designer on a saved model: the page loads the lists and saves, deploys and navigates. */
function ModelEditor({ model }: { model: Model }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [formId, setFormId] = useState<number | null>(model.formId);
  const forms = useQuery(bpmFormSimpleListOptions(api));
  const form = useQuery({ ...bpmFormOptions(api, formId ?? 0), enabled: formId !== null });
  const options = useQuery(bpmAssignOptionsOptions(api));
  const update = useUpdateBpmModel();
  const deploy = useDeployBpmModel();
  const canUpdate = useAuthorized({ hasPermi: ["bpm:model:update"] });
  const canDeploy = useAuthorized({ hasPermi: ["bpm:model:deploy"] });

  return (
    <ModelDesigner
      model={{ engine: model.engine, key: model.key, xml: model.xml, settings: model.settings as ModelSettings }}
      formId={formId}
      onFormIdChange={setFormId}
      forms={forms.data ?? []}
      formFields={form.data?.fields ?? []}
      assignOptions={options.data}
      onSave={
        canUpdate
          ? async (design) => {
              await update.mutateAsync({
                id: model.id,
                name: model.name,
                description: model.description,
                category: model.category,
                ...design,
              });
            }
          : undefined
      }
      onSaveRefused={(message) => notifyError(message)}
      onBack={() => navigate("/bpm/manager/model")}
      onDeploy={
        canDeploy
          ? () => {
              // A refusal (what the engine cannot run, or a model that is not the caller's) is shown
              // by the API client's error notice; it must not also escape as an unhandled rejection.
              void deploy.mutateAsync(model.id).then(
                (definition) => notifySuccess(text.deployed(definition.name, definition.version)),
                () => undefined,
              );
            }
          : undefined
      }
      deploying={deploy.isPending}
    >
      {({ actions, body }) => (
        <PageFrame title={text.design(model.name)} actions={actions}>
          {body}
        </PageFrame>
      )}
    </ModelDesigner>
  );
}

export default BpmModelDesignPage;
