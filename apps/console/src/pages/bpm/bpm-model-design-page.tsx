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
  BpmnDesigner,
  DesignerDesktopOnly,
  DesignerToolbar,
  type ModelSettings,
  modelSettingsProblems,
  PropertiesPanel,
  pruneModelSettings,
  useTooNarrowForDesigner,
  useUnsavedChangesPrompt,
  WorkflowSettingsPanel,
} from "@smartclass/bpmn-designer";
import { Badge, Button, Label, Select, useAuthorized } from "@smartclass/ui";
// bpmn-js's and the designer's own styles: loaded with this page's chunk only.
import "@smartclass/bpmn-designer/styles.css";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate, useParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { notifyError, notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";
import { bpmPageMessages as own } from "./messages";

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

function ModelEditor({ model }: { model: Model }) {
  const api = useApiClient();
  const navigate = useNavigate();
  const formSelectId = useId();
  const [xml, setXml] = useState(model.xml);
  const [settings, setSettings] = useState<ModelSettings>(model.settings as ModelSettings);
  const [formId, setFormId] = useState<number | null>(model.formId);
  const [designerDirty, setDesignerDirty] = useState(false);
  const [otherDirty, setOtherDirty] = useState(false);
  const forms = useQuery(bpmFormSimpleListOptions(api));
  const form = useQuery({ ...bpmFormOptions(api, formId ?? 0), enabled: formId !== null });
  const options = useQuery(bpmAssignOptionsOptions(api));
  const update = useUpdateBpmModel();
  const deploy = useDeployBpmModel();
  const canUpdate = useAuthorized({ hasPermi: ["bpm:model:update"] });
  const canDeploy = useAuthorized({ hasPermi: ["bpm:model:deploy"] });
  const unsaved = designerDirty || otherDirty;

  // Unsaved work includes settings the designer does not see (rules, buttons, the form): closing or
  // reloading asks the browser's question, 返回 asks in-app — the designer package's one prompt.
  const { confirmLeave } = useUnsavedChangesPrompt(unsaved);

  const fields = form.data?.fields ?? [];

  const save = async (currentXml: string) => {
    // Settings of elements deleted since (kept until now so an undo brings them back) are dropped; a
    // rule without values or a broken condition row refuses the save and says where.
    const doc = new DOMParser().parseFromString(currentXml, "application/xml");
    const kept = pruneModelSettings(
      settings,
      Array.from(doc.querySelectorAll("[id]"), (element) => element.id),
    );
    const problems = modelSettingsProblems(kept, fields);
    if (problems.length > 0) {
      notifyError(own.modelProblems(problems));
      throw new Error(problems[0]!.message);
    }
    await update.mutateAsync({
      id: model.id,
      name: model.name,
      description: model.description,
      category: model.category,
      formId,
      xml: currentXml,
      settings: kept,
    });
    setSettings(kept);
    setXml(currentXml);
    setOtherDirty(false);
  };

  return (
    <PageFrame
      title={text.design(model.name)}
      actions={
        <div className="flex flex-wrap items-center gap-2">
          {otherDirty ? <Badge variant="warning">{text.unsavedSettings}</Badge> : null}
          <Button
            onClick={async () => {
              if (await confirmLeave()) navigate("/bpm/manager/model");
            }}
          >
            {text.back}
          </Button>
          {canDeploy ? (
            <Button
              variant="primary"
              disabled={unsaved || deploy.isPending}
              title={unsaved ? own.saveModelFirst : undefined}
              onClick={() => {
                // A refusal (what the engine cannot run, or a model that is not the caller's) is shown
                // by the API client's error notice; it must not also escape as an unhandled rejection.
                void deploy.mutateAsync(model.id).then(
                  (definition) => notifySuccess(text.deployed(definition.name, definition.version)),
                  () => undefined,
                );
              }}
            >
              {text.deploy}
            </Button>
          ) : null}
        </div>
      }
    >
      <div className="flex flex-wrap items-center gap-2">
        <Label htmlFor={formSelectId}>{text.startForm}</Label>
        <Select.Root
          value={formId === null ? "none" : String(formId)}
          disabled={!canUpdate}
          onValueChange={(value) => {
            setFormId(value === "none" ? null : Number(value));
            setOtherDirty(true);
          }}
        >
          <Select.Trigger id={formSelectId} className="w-60">
            <Select.Value />
          </Select.Trigger>
          <Select.Content>
            <Select.Item value="none">{text.noForm}</Select.Item>
            {(forms.data ?? []).map((f) => (
              <Select.Item key={f.id} value={String(f.id)}>
                {f.name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </div>
      <BpmnDesigner
        engine={model.engine}
        xml={xml}
        // A file opened into this saved model gives its process the model's key (which the save requires).
        processKey={model.key}
        height="calc(100vh - 260px)"
        onSave={canUpdate ? save : undefined}
        onDirtyChange={setDesignerDirty}
        toolbar={<DesignerToolbar />}
        panel={
          <div className="flex flex-col gap-3 overflow-auto">
            {options.data ? (
              <WorkflowSettingsPanel
                settings={settings}
                onSettingsChange={(next) => {
                  setSettings(next);
                  setOtherDirty(true);
                }}
                options={options.data}
                fields={fields}
                disabled={!canUpdate}
              />
            ) : null}
            <PropertiesPanel keyLocked />
          </div>
        }
      />
    </PageFrame>
  );
}

export default BpmModelDesignPage;
