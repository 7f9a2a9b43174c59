// /bpm/manager/model (流程模型): the models with search and paging; create (or create from a file), design (or view another's),
// copy, deploy, versions, delete.
import {
  bpmFormSimpleListOptions,
  bpmModelVersionsOptions,
  useApiClient,
  useBpmModelPage,
  useCopyBpmModel,
  useCreateBpmModel,
  useDeleteBpmModel,
  useDeployBpmModel,
  useDictDataByType,
  useUpdateBpmModel,
} from "@smartclass/api/react";
import { ModelCreateDialog, ModelVersionsDialog, ProcessModelTable } from "@smartclass/bpmn-designer";
import { Button, Pagination, SearchBar, useAuthorized } from "@smartclass/ui";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router-dom";

import { messages } from "../../messages";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";

const text = messages.bpm;

/** The model manager. */
function BpmModelPage() {
  const navigate = useNavigate();
  const api = useApiClient();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const [name, setName] = useState("");
  const page = useBpmModelPage({ ...paging, ...(name ? { name } : {}) });
  const categories = useDictDataByType("bpm_model_category");
  const create = useCreateBpmModel();
  const deploy = useDeployBpmModel();
  const remove = useDeleteBpmModel();
  const copy = useCopyBpmModel();
  const save = useUpdateBpmModel();
  const [creating, setCreating] = useState(false);
  const [versionsOf, setVersionsOf] = useState<{ id: number; name: string } | null>(null);
  const forms = useQuery(bpmFormSimpleListOptions(api));
  const versions = useQuery({ ...bpmModelVersionsOptions(api, versionsOf?.id ?? 0), enabled: versionsOf !== null });
  const canCreate = useAuthorized({ hasPermi: ["bpm:model:create"] });
  const canUpdate = useAuthorized({ hasPermi: ["bpm:model:update"] });
  const canDeploy = useAuthorized({ hasPermi: ["bpm:model:deploy"] });
  const canDelete = useAuthorized({ hasPermi: ["bpm:model:delete"] });
  const categoryOptions = (categories.data ?? []).map((d) => ({ value: d.value, label: d.label }));
  const total = page.data?.total ?? 0;

  return (
    <PageFrame
      title={text.model}
      actions={
        canCreate ? (
          <Button variant="primary" onClick={() => setCreating(true)}>
            {text.newModel}
          </Button>
        ) : null
      }
    >
      <SearchBar
        label={text.searchName}
        onSearch={(text) => {
          setName(text);
          setPaging((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <ProcessModelTable
        models={page.data?.list ?? []}
        loading={page.isPending}
        categories={categoryOptions}
        canUpdate={canUpdate}
        canDeploy={canDeploy}
        canDelete={canDelete}
        onDesign={(model) => navigate(`/bpm/manager/model/design/${model.id}`)}
        onCopy={
          canCreate
            ? async (model) => {
                const copied = await copy.mutateAsync(model.id);
                notifySuccess(text.copied(copied.name));
              }
            : undefined
        }
        onDeploy={async (model) => {
          const definition = await deploy.mutateAsync(model.id);
          notifySuccess(text.deployed(definition.name, definition.version));
        }}
        onVersions={(model) => setVersionsOf({ id: model.id, name: model.name })}
        onDelete={async (model) => {
          await remove.mutateAsync(model.id);
          notifySuccess(text.deleted);
        }}
      />
      <Pagination
        total={total}
        page={paging.pageNo}
        pageSize={paging.pageSize}
        onChange={(pageNo, pageSize) => setPaging({ pageNo, pageSize })}
        hidden={total === 0}
      />
      <ModelCreateDialog
        open={creating}
        onOpenChange={setCreating}
        categories={categoryOptions}
        onSubmit={async ({ xml, ...values }) => {
          const model = await create.mutateAsync(values);
          // Created from a file: its diagram (whose process id is the key) is saved into the new model.
          if (xml) await save.mutateAsync({ id: model.id, name: model.name, xml, settings: { tasks: {}, flows: {} } });
          navigate(`/bpm/manager/model/design/${model.id}`);
        }}
      />
      <ModelVersionsDialog
        open={versionsOf !== null}
        onOpenChange={(open) => !open && setVersionsOf(null)}
        modelName={versionsOf?.name ?? ""}
        definitions={versions.data ?? []}
        forms={(forms.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
        loading={versions.isPending}
      />
    </PageFrame>
  );
}

export default BpmModelPage;
