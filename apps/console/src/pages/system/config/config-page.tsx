// /system/config (参数配置): wires the configuration administration to the server — the page of
// records for the applied filters, the lookup of one key, save, delete and export, each offered only
// with its permission.
import {
  configPageOptions,
  configValueOptions,
  type QueryParams,
  useApiClient,
  useCreateConfig,
  useDeleteConfig,
  useExportConfigs,
  useUpdateConfig,
} from "@smartclass/api/react";
import {
  ConfigAdmin,
  type ConfigFilters,
  configMessages,
  type ConfigRow,
  crudMessages as shared,
  noConfigFilters,
  useAuthorized,
  useCrudPage,
} from "@smartclass/ui";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";

import { pagedList } from "../shared/paged-list";
import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";

/** The query of the applied filters (the export's, and the page's without its paging). */
function filterQuery(filters: ConfigFilters): QueryParams<"/infra/config/export"> {
  return {
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.key ? { key: filters.key } : {}),
    ...(filters.type ? { type: filters.type === "1" ? 1 : 2 } : {}),
  };
}

/** The configuration administration page. */
function ConfigPage() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const state = useCrudPage<ConfigRow, ConfigFilters>(noConfigFilters);
  const page = useQuery({
    ...configPageOptions(api, { ...state.paging, ...filterQuery(state.filters) }),
    placeholderData: keepPreviousData,
  });
  const create = useCreateConfig();
  const update = useUpdateConfig();
  const remove = useDeleteConfig();
  const exportData = useExportConfigs();
  const can = {
    create: useAuthorized({ hasPermi: ["infra:config:create"] }),
    update: useAuthorized({ hasPermi: ["infra:config:update"] }),
    delete: useAuthorized({ hasPermi: ["infra:config:delete"] }),
    export: useAuthorized({ hasPermi: ["infra:config:export"] }),
  };

  return (
    <PageFrame title={configMessages.title}>
      <ConfigAdmin
        {...pagedList(state, page)}
        can={can}
        onSave={async (values, row) => {
          if (row) {
            await update.mutateAsync({ ...values, id: row.id });
            notifySuccess(shared.updated);
          } else {
            await create.mutateAsync(values);
            notifySuccess(shared.created);
          }
        }}
        onDelete={async (row) => {
          await remove.mutateAsync(row.id);
          notifySuccess(shared.deleted);
        }}
        onExport={(filters) => exportData.mutateAsync(filterQuery(filters))}
        lookup={(key) => queryClient.fetchQuery({ ...configValueOptions(api, key), staleTime: 0 })}
      />
    </PageFrame>
  );
}

export default ConfigPage;
