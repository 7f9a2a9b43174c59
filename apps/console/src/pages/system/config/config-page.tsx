// /system/config (参数配置): the configuration records with search by name, key and type, add, edit,
// delete (a built-in record is refused by the server, whose message shows) and export for those allowed
// to, and a lookup of one key's value. Secret values arrive masked and stay masked.
import {
  configPageOptions,
  type QueryParams,
  useApiClient,
  useCreateConfig,
  useDeleteConfig,
  useExportConfigs,
  useUpdateConfig,
} from "@smartclass/api/react";
import {
  Badge,
  Button,
  DataTable,
  type DataTableProps,
  ExportButton,
  FilterBar,
  FilterField,
  formatLongTime,
  Input,
  OptionSelect,
  TableToolbar,
  useAuthorized,
  useConfirm,
} from "@smartclass/ui";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import * as React from "react";

import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";
import { adminMessages as shared } from "../shared/messages";
import { RowActions } from "../shared/row-actions";
import { ConfigForm } from "./config-form";
import { ConfigLookup } from "./config-lookup";
import { configBody, type ConfigOutput, type ConfigRow } from "./config-schema";
import { configMessages as m } from "./messages";
import { usePagedTable } from "../shared/use-paged-table";

type Filters = { name: string; key: string; type: string };
const noFilters: Filters = { name: "", key: "", type: "" };

/** The query of the applied filters (the export's, and the page's without its paging). */
function filterQuery(filters: Filters): QueryParams<"/infra/config/export"> {
  return {
    ...(filters.name ? { name: filters.name } : {}),
    ...(filters.key ? { key: filters.key } : {}),
    ...(filters.type ? { type: filters.type === "1" ? 1 : 2 } : {}),
  };
}

/** The configuration administration page. */
function ConfigPage() {
  const api = useApiClient();
  const confirm = useConfirm();
  const [applied, setApplied] = React.useState<Filters>(noFilters);
  const { paging, firstPage, tableProps } = usePagedTable();
  const [dialog, setDialog] = React.useState<{ open: boolean; row?: ConfigRow }>({ open: false });

  const query: QueryParams<"/infra/config/page"> = { ...paging, ...filterQuery(applied) };
  const page = useQuery({ ...configPageOptions(api, query), placeholderData: keepPreviousData });
  const create = useCreateConfig();
  const update = useUpdateConfig();
  const remove = useDeleteConfig();
  const exportData = useExportConfigs();
  const canCreate = useAuthorized({ hasPermi: ["infra:config:create"] });
  const canUpdate = useAuthorized({ hasPermi: ["infra:config:update"] });
  const canDelete = useAuthorized({ hasPermi: ["infra:config:delete"] });
  const canExport = useAuthorized({ hasPermi: ["infra:config:export"] });

  type Row = NonNullable<typeof page.data>["list"][number];

  const apply = (next: Filters) => {
    setApplied(next);
    firstPage();
  };

  const save = async (values: ConfigOutput) => {
    const body = configBody(values);
    if (dialog.row) {
      await update.mutateAsync({ ...body, id: dialog.row.id });
      notifySuccess(shared.updated);
    } else {
      await create.mutateAsync(body);
      notifySuccess(shared.created);
    }
  };

  const askDelete = async (row: Row) => {
    if (!(await confirm.confirm(m.confirmDelete(row.name), { danger: true }))) return;
    try {
      await remove.mutateAsync(row.id);
      notifySuccess(shared.deleted);
    } catch {
      // The API client has shown the server's message (e.g. a built-in record cannot be deleted).
    }
  };

  const typeOptions = [
    { value: "1", label: m.builtIn },
    { value: "2", label: m.custom },
  ];

  const columns: DataTableProps<Row>["columns"] = [
    { accessorKey: "category", header: m.category, size: 90 },
    { accessorKey: "name", header: m.name, size: 180 },
    { accessorKey: "key", header: m.key, size: 220 },
    {
      id: "value",
      header: m.value,
      size: 140,
      meta: { label: m.value },
      cell: ({ row }) => <span title={row.original.value}>{row.original.value}</span>,
    },
    {
      id: "type",
      header: m.type,
      size: 100,
      meta: { align: "center", label: m.type },
      cell: ({ row }) =>
        row.original.type === 1 ? (
          <Badge variant="danger">{m.builtIn}</Badge>
        ) : (
          <Badge variant="primary">{m.custom}</Badge>
        ),
    },
    {
      id: "visible",
      header: m.visible,
      size: 90,
      meta: { align: "center", label: m.visible },
      cell: ({ row }) =>
        row.original.visible ? <Badge variant="primary">{shared.yes}</Badge> : <Badge>{shared.no}</Badge>,
    },
    { id: "remark", header: shared.remark, cell: ({ row }) => row.original.remark ?? "" },
    {
      id: "createTime",
      header: shared.createTime,
      size: 170,
      cell: ({ row }) => formatLongTime(row.original.createTime),
    },
    {
      id: "actions",
      header: shared.actions,
      size: 120,
      enableHiding: false,
      cell: ({ row }) => (
        <RowActions
          name={row.original.key}
          onEdit={canUpdate ? () => setDialog({ open: true, row: row.original }) : undefined}
          onDelete={canDelete ? () => void askDelete(row.original) : undefined}
          busy={remove.isPending}
        />
      ),
    },
  ];

  const filters = (
    <FilterBar
      label={m.title}
      defaultValues={noFilters}
      onSearch={(typed) => apply({ ...typed, name: typed.name.trim(), key: typed.key.trim() })}
    >
      {({ values, set }) => (
        <>
          <FilterField label={m.name}>
            <Input
              value={values.name}
              maxLength={100}
              placeholder={m.namePlaceholder}
              onChange={(event) => set({ name: event.target.value })}
              className="w-48"
            />
          </FilterField>
          <FilterField label={m.key}>
            <Input
              value={values.key}
              maxLength={100}
              placeholder={m.keyPlaceholder}
              onChange={(event) => set({ key: event.target.value })}
              className="w-48"
            />
          </FilterField>
          <FilterField label={m.type}>
            <OptionSelect
              value={values.type}
              onValueChange={(type) => set({ type })}
              options={typeOptions}
              allLabel={shared.all}
              width="sm"
            />
          </FilterField>
        </>
      )}
    </FilterBar>
  );

  return (
    <PageFrame title={m.title}>
      <ConfigLookup />
      <DataTable<Row>
        caption={m.title}
        tableId="system-config"
        columns={columns}
        {...tableProps(page)}
        getRowId={(row) => String(row.id)}
        empty={m.empty}
        toolbar={
          <TableToolbar
            filters={filters}
            actions={
              <>
                {canCreate ? (
                  <Button variant="primary" onClick={() => setDialog({ open: true })}>
                    {shared.add}
                  </Button>
                ) : null}
                {canExport ? <ExportButton onExport={() => exportData.mutateAsync(filterQuery(applied))} /> : null}
              </>
            }
          />
        }
      />
      <ConfigForm
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        row={dialog.row}
        onSubmit={save}
      />
    </PageFrame>
  );
}

export { ConfigPage };
export default ConfigPage;
