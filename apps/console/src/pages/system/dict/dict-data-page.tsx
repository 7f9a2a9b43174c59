// /system/dict (字典数据): wires the dictionary administration to the server — the page of entries for
// the applied filters (the type also from `?type=`, so a link filters by it and a reload keeps it), the
// known types, save, delete and export, each offered only with its permission (the server's 403 stays
// the guard).
import {
  dictDataPageOptions,
  type QueryParams,
  useAllDictData,
  useApiClient,
  useCreateDictData,
  useDeleteDictData,
  useExportDictData,
  useUpdateDictData,
} from "@smartclass/api/react";
import {
  crudMessages as shared,
  DictAdmin,
  type DictDataOutput,
  type DictDataRow,
  type DictFilters,
  dictMessages,
  dictTypesOf,
  noDictFilters,
  useAuthorized,
  useCrudPage,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";
import { useSearchParams } from "react-router-dom";

import { pagedList } from "../shared/paged-list";
import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";

/** The query of the applied filters (the export's, and the page's without its paging). */
function filterQuery(filters: DictFilters): QueryParams<"/system/dict-data/export"> {
  return {
    ...(filters.dictType ? { dictType: filters.dictType } : {}),
    ...(filters.label ? { label: filters.label } : {}),
    ...(filters.status ? { status: filters.status === "1" ? 1 : 0 } : {}),
  };
}

/** The body the server takes for the form's values. */
function dictDataBody(values: DictDataOutput) {
  return { ...values, status: values.status === "1" ? (1 as const) : (0 as const) };
}

/** The dictionary data administration page. */
function DictDataPage() {
  const api = useApiClient();
  const [params, setParams] = useSearchParams();
  const urlType = params.get("type") ?? "";
  const state = useCrudPage<DictDataRow, DictFilters>({ ...noDictFilters, dictType: urlType });
  const { filters, applyFilters } = state;

  // A new ?type= (a link followed while the page is kept alive) filters the list from page 1.
  React.useEffect(() => {
    if (filters.dictType !== urlType) applyFilters({ ...filters, dictType: urlType });
  }, [urlType, filters, applyFilters]);

  const page = useQuery({
    ...dictDataPageOptions(api, { ...state.paging, ...filterQuery(filters) }),
    placeholderData: keepPreviousData,
  });
  const all = useAllDictData();
  const types = React.useMemo(() => dictTypesOf(all.data, urlType), [all.data, urlType]);
  const create = useCreateDictData();
  const update = useUpdateDictData();
  const remove = useDeleteDictData();
  const exportData = useExportDictData();
  const can = {
    create: useAuthorized({ hasPermi: ["system:dict:create"] }),
    update: useAuthorized({ hasPermi: ["system:dict:update"] }),
    delete: useAuthorized({ hasPermi: ["system:dict:delete"] }),
    export: useAuthorized({ hasPermi: ["system:dict:export"] }),
  };

  return (
    <PageFrame title={dictMessages.title}>
      <DictAdmin
        {...pagedList(state, page)}
        dictType={urlType}
        onSearch={(next) => {
          applyFilters(next);
          const nextParams = new URLSearchParams(params);
          if (next.dictType) nextParams.set("type", next.dictType);
          else nextParams.delete("type");
          if (nextParams.toString() !== params.toString()) setParams(nextParams, { replace: true });
        }}
        dictTypes={types}
        can={can}
        onSave={async (values, row) => {
          if (row) {
            await update.mutateAsync({ ...dictDataBody(values), id: row.id });
            notifySuccess(shared.updated);
          } else {
            await create.mutateAsync(dictDataBody(values));
            notifySuccess(shared.created);
          }
        }}
        onDelete={async (row) => {
          await remove.mutateAsync(row.id);
          notifySuccess(shared.deleted);
        }}
        onExport={(applied) => exportData.mutateAsync(filterQuery(applied))}
      />
    </PageFrame>
  );
}

export default DictDataPage;
