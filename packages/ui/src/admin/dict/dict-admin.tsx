import type { ColumnDef } from "@tanstack/react-table";
import * as React from "react";

import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps, deletingFrom } from "../../components/crud-page/use-crud-page";
import { DictTag } from "../../components/dict-tag";
import type { DownloadedFile } from "../../components/export-button";
import { FilterBar, FilterField } from "../../components/filter-bar";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { formatLongTime } from "../../lib/time";
import { DictDataFormDialog } from "./dict-data-form-dialog";
import { dictMessages as m } from "./dict-messages";
import {
  type DictDataOutput,
  type DictDataRow,
  type DictFilters,
  entryOption,
  noDictFilters,
  recordStatusOptions,
} from "./dict-schema";

type DictAdminProps = CrudListProps<DictDataRow, DictFilters> & {
  /**
   * The type the list is filtered by when it comes from outside (the page's address, `?type=`): shown
   * in the type filter and given to a new entry; a new one starts the list again from page 1.
   */
  dictType?: string;
  /** Applies the searched filters (the page may keep the type in its address as well). */
  onSearch?: (filters: DictFilters) => void;
  /** The known dictionary types, for the type filter and the form. */
  dictTypes: readonly string[];
  /** The administrator's permissions (system:dict:create / update / delete / export). */
  can: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  /** Saves a new entry (row undefined) or the edited one; a rejection keeps the dialog open. */
  onSave: (values: DictDataOutput, row: DictDataRow | undefined) => Promise<void>;
  onDelete: (row: DictDataRow) => Promise<unknown>;
  /** The workbook of the applied filters. */
  onExport: (filters: DictFilters) => Promise<DownloadedFile>;
};

/** The dictionary entries' columns, their headers in the page's language. */
function dictColumns(): ColumnDef<DictDataRow>[] {
  return [
    {
      id: "dictType",
      header: m.dictType,
      size: 180,
      meta: { label: m.dictType },
      cell: ({ row }) => <span title={row.original.dictType}>{row.original.dictType}</span>,
    },
    // The label is the key column: it takes the room left and never less than 140 px.
    { accessorKey: "label", header: m.label },
    { accessorKey: "value", header: m.value, size: 110 },
    { accessorKey: "sort", header: m.sort, size: 90, meta: { align: "center" } },
    {
      id: "status",
      header: shared.status,
      size: 90,
      meta: { align: "center", label: shared.status },
      cell: ({ row }) => <DictTag options={recordStatusOptions()} value={row.original.status} />,
    },
    {
      id: "colorType",
      header: m.colorType,
      size: 100,
      meta: { label: m.colorType },
      cell: ({ row }) => row.original.colorType || "",
    },
    {
      id: "cssClass",
      header: m.cssClass,
      size: 110,
      meta: { label: m.cssClass },
      cell: ({ row }) => row.original.cssClass || "",
    },
    {
      id: "preview",
      header: m.preview,
      size: 120,
      meta: { label: m.preview },
      cell: ({ row }) => <DictTag options={[entryOption(row.original)]} value={row.original.value} />,
    },
    {
      id: "remark",
      header: m.remark,
      size: 160,
      meta: { wrap: true, label: m.remark },
      cell: ({ row }) => row.original.remark ?? "",
    },
    {
      id: "createTime",
      header: shared.createTime,
      size: 170,
      meta: { label: shared.createTime },
      cell: ({ row }) => formatLongTime(row.original.createTime),
    },
  ];
}

/**
 * 字典数据: the dictionary entries filtered by type, label and status, with add, edit, delete and export
 * for those allowed to, and a preview of each entry's tag.
 */
function DictAdmin({ dictType = "", onSearch, dictTypes, can, onSave, onDelete, onExport, ...list }: DictAdminProps) {
  const { state } = list;
  const [draft, setDraft] = React.useState<DictFilters>({ ...noDictFilters, dictType });
  // A new type from outside (a link followed while the page is kept alive) shows in the filter.
  const [seenType, setSeenType] = React.useState(dictType);
  if (seenType !== dictType) {
    setSeenType(dictType);
    setDraft((d) => ({ ...d, dictType }));
  }
  const search = onSearch ?? state.applyFilters;

  return (
    <CrudPage<DictDataRow>
      caption={m.title}
      tableId="system-dict-data"
      columns={dictColumns()}
      getRowId={(row) => String(row.id)}
      rowName={(row) => row.label}
      {...crudListProps(list)}
      empty={m.empty}
      filters={
        <FilterBar
          label={m.title}
          defaultValues={noDictFilters}
          values={draft}
          onValuesChange={setDraft}
          onSearch={(typed) => search({ ...typed, label: typed.label.trim() })}
        >
          {({ values, set }) => (
            <>
              <FilterField label={m.dictType}>
                <OptionSelect
                  value={values.dictType}
                  onValueChange={(next) => set({ dictType: next })}
                  options={dictTypes.map((type) => ({ value: type, label: type }))}
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
                  options={recordStatusOptions().map((o) => ({ value: String(o.value), label: o.label }))}
                  allLabel={shared.all}
                  width="sm"
                />
              </FilterField>
            </>
          )}
        </FilterBar>
      }
      onAdd={can.create ? state.openNew : undefined}
      onEdit={can.update ? state.openEdit : undefined}
      onDelete={can.delete ? deletingFrom(list, onDelete) : undefined}
      deleteQuestion={(row) => m.confirmDelete(row.label)}
      onExport={can.export ? () => onExport(state.filters) : undefined}
    >
      <DictDataFormDialog
        open={state.editor.open}
        onOpenChange={state.setEditorOpen}
        row={state.editor.row}
        dictType={state.filters.dictType || dictType}
        dictTypes={dictTypes}
        onSubmit={(values) => onSave(values, state.editor.row)}
      />
    </CrudPage>
  );
}

export { DictAdmin, dictColumns };
export type { DictAdminProps };
