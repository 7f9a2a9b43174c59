// /system/dict (字典数据): the dictionary entries filtered by type (also from `?type=`), label and
// status, with add, edit, delete and export for those allowed to (the server's 403 stays the guard).
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
  Button,
  DataTable,
  type DataTableProps,
  DictTag,
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
import { useSearchParams } from "react-router-dom";

import { notifySuccess } from "../../../services/notify";
import { PageFrame } from "../../page-frame";
import { adminMessages as shared } from "../shared/messages";
import { RowActions } from "../shared/row-actions";
import { statusOptions, toDictOption } from "../shared/dict-options";
import { dictDataBody, type DictDataOutput, type DictDataRow } from "./dict-data-schema";
import { DictDataForm } from "./dict-data-form";
import { dictTypesOf } from "./dict-types";
import { dictMessages as m } from "./messages";
import { usePagedTable } from "../shared/use-paged-table";

type Filters = { dictType: string; label: string; status: string };
const noFilters: Filters = { dictType: "", label: "", status: "" };

/** The query of the applied filters (the export's, and the page's without its paging). */
function filterQuery(filters: Filters): QueryParams<"/system/dict-data/export"> {
  return {
    ...(filters.dictType ? { dictType: filters.dictType } : {}),
    ...(filters.label ? { label: filters.label } : {}),
    ...(filters.status ? { status: filters.status === "1" ? 1 : 0 } : {}),
  };
}

/** The dictionary data administration page. */
function DictDataPage() {
  const api = useApiClient();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const urlType = params.get("type") ?? "";
  const [draft, setDraft] = React.useState<Filters>({ dictType: urlType, label: "", status: "" });
  // The type filter lives in the address (?type=), so a link filters by it and a reload keeps it.
  const [appliedRest, setAppliedRest] = React.useState({ label: "", status: "" });
  const applied: Filters = { ...appliedRest, dictType: urlType };
  const { paging, firstPage, tableProps } = usePagedTable();
  const [dialog, setDialog] = React.useState<{ open: boolean; row?: DictDataRow }>({ open: false });

  // A new ?type= (a link followed while the page is kept alive) shows in the filter, from page 1.
  const [seenType, setSeenType] = React.useState(urlType);
  if (seenType !== urlType) {
    setSeenType(urlType);
    setDraft((d) => ({ ...d, dictType: urlType }));
    firstPage();
  }

  const query: QueryParams<"/system/dict-data/page"> = { ...paging, ...filterQuery(applied) };
  const page = useQuery({ ...dictDataPageOptions(api, query), placeholderData: keepPreviousData });
  const all = useAllDictData();
  const types = React.useMemo(() => dictTypesOf(all.data, urlType), [all.data, urlType]);
  const create = useCreateDictData();
  const update = useUpdateDictData();
  const remove = useDeleteDictData();
  const exportData = useExportDictData();
  const canCreate = useAuthorized({ hasPermi: ["system:dict:create"] });
  const canUpdate = useAuthorized({ hasPermi: ["system:dict:update"] });
  const canDelete = useAuthorized({ hasPermi: ["system:dict:delete"] });
  const canExport = useAuthorized({ hasPermi: ["system:dict:export"] });

  type Row = NonNullable<typeof page.data>["list"][number];

  const apply = (next: Filters) => {
    setAppliedRest({ label: next.label, status: next.status });
    firstPage();
    const nextParams = new URLSearchParams(params);
    if (next.dictType) nextParams.set("type", next.dictType);
    else nextParams.delete("type");
    if (nextParams.toString() !== params.toString()) setParams(nextParams, { replace: true });
  };

  const save = async (values: DictDataOutput) => {
    const body = dictDataBody(values);
    if (dialog.row) {
      await update.mutateAsync({ ...body, id: dialog.row.id });
      notifySuccess(shared.updated);
    } else {
      await create.mutateAsync(body);
      notifySuccess(shared.created);
    }
  };

  const askDelete = async (row: Row) => {
    if (!(await confirm.confirm(m.confirmDelete(row.label), { danger: true }))) return;
    try {
      await remove.mutateAsync(row.id);
      notifySuccess(shared.deleted);
    } catch {
      // The API client has shown the server's message.
    }
  };

  const columns: DataTableProps<Row>["columns"] = [
    {
      id: "dictType",
      header: m.dictType,
      size: 200,
      cell: ({ row }) => <span title={row.original.dictType}>{row.original.dictType}</span>,
    },
    { accessorKey: "label", header: m.label, size: 140 },
    { accessorKey: "value", header: m.value, size: 110 },
    { accessorKey: "sort", header: m.sort, size: 90, meta: { align: "center" } },
    {
      id: "status",
      header: shared.status,
      size: 90,
      meta: { align: "center", label: shared.status },
      cell: ({ row }) => <DictTag options={statusOptions()} value={row.original.status} />,
    },
    { id: "colorType", header: m.colorType, size: 100, cell: ({ row }) => row.original.colorType || "" },
    { id: "cssClass", header: m.cssClass, size: 110, cell: ({ row }) => row.original.cssClass || "" },
    {
      id: "preview",
      header: m.preview,
      size: 120,
      cell: ({ row }) => <DictTag options={[toDictOption(row.original)]} value={row.original.value} />,
    },
    { id: "remark", header: m.remark, cell: ({ row }) => row.original.remark ?? "" },
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
          name={row.original.label}
          onEdit={canUpdate ? () => setDialog({ open: true, row: row.original }) : undefined}
          onDelete={canDelete ? () => void askDelete(row.original) : undefined}
          busy={remove.isPending}
        />
      ),
    },
  ];

  // The typed values are the page's: a new ?type= shows in the type filter (above).
  const filters = (
    <FilterBar
      label={m.title}
      defaultValues={noFilters}
      values={draft}
      onValuesChange={setDraft}
      onSearch={(typed) => apply({ ...typed, label: typed.label.trim() })}
    >
      {({ values, set }) => (
        <>
          <FilterField label={m.dictType}>
            <OptionSelect
              value={values.dictType}
              onValueChange={(dictType) => set({ dictType })}
              options={types.map((type) => ({ value: type, label: type }))}
              allLabel={shared.all}
              width="xl"
            />
          </FilterField>
          <FilterField label={m.label}>
            <Input
              value={values.label}
              maxLength={100}
              placeholder={m.labelPlaceholder}
              onChange={(event) => set({ label: event.target.value })}
              className="w-48"
            />
          </FilterField>
          <FilterField label={shared.status}>
            <OptionSelect
              value={values.status}
              onValueChange={(status) => set({ status })}
              options={statusOptions().map((o) => ({ value: String(o.value), label: o.label }))}
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
      <DataTable<Row>
        caption={m.title}
        tableId="system-dict-data"
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
      <DictDataForm
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        row={dialog.row}
        dictType={applied.dictType}
        dictTypes={types}
        onSubmit={save}
      />
    </PageFrame>
  );
}

export { DictDataPage };
export default DictDataPage;
