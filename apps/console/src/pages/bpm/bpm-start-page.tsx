// /bpm/process-instance/create (发起流程): pick a deployed process, fill its start form, start it; the
// new instance's detail page opens.
import {
  bpmDefinitionOptions,
  useApiClient,
  useBpmDefinitionList,
  useDictDataByType,
  useStartBpmProcess,
} from "@smartclass/api/react";
import { ProcessDefinitionPicker, ProcessFormRenderer, type ProcessFormField } from "@smartclass/bpmn-designer";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router-dom";

import { messages } from "../../messages";
import { positiveId } from "../../routes/positive-id";
import { notifySuccess } from "../../services/notify";
import { PageFrame } from "../page-frame";

const text = messages.bpm;

/** Start a process. */
function BpmStartPage() {
  const api = useApiClient();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const picked = positiveId(search.get("definitionId"));
  const definitions = useBpmDefinitionList();
  const definition = useQuery({ ...bpmDefinitionOptions(api, picked ?? 0), enabled: picked !== null });
  const start = useStartBpmProcess();
  const categories = useDictDataByType("bpm_model_category");

  return (
    <PageFrame title={text.start}>
      <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-labelledby="bpm-pick" className="flex flex-col gap-2">
          <h2 id="bpm-pick" className="text-base font-medium">
            {text.pickProcess}
          </h2>
          {definitions.isError ? (
            <p role="alert">{definitions.error.message || text.loadFailed}</p>
          ) : (
            <ProcessDefinitionPicker
              definitions={definitions.data ?? []}
              loading={definitions.isPending}
              categories={(categories.data ?? []).map((d) => ({ value: d.value, label: d.label }))}
              value={picked}
              label={text.pickProcess}
              // Arrow keys move the choice too, so a pick only swaps the form beside the list.
              onPick={(d) => setSearch({ definitionId: String(d.id) }, { replace: true })}
            />
          )}
        </section>
        {picked === null ? null : (
          <section aria-labelledby="bpm-start-form" className="flex max-w-2xl flex-col gap-3">
            <h2 id="bpm-start-form" className="text-base font-medium">
              {definition.data ? definition.data.name : text.start}
            </h2>
            {definition.isPending ? (
              <p role="status">{messages.loading}</p>
            ) : definition.isError ? (
              <p role="alert">{definition.error.message || text.loadFailed}</p>
            ) : (
              <ProcessFormRenderer
                key={definition.data.id}
                fields={definition.data.formFields as ProcessFormField[]}
                submitLabel={text.startSubmit}
                onSubmit={async (variables) => {
                  const { id } = await start.mutateAsync({ processDefinitionId: definition.data.id, variables });
                  notifySuccess(text.started);
                  navigate(`/bpm/process-instance/detail?id=${encodeURIComponent(id)}`);
                }}
              />
            )}
          </section>
        )}
      </div>
    </PageFrame>
  );
}

export default BpmStartPage;
