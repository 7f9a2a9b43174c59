import type { ColumnDef } from "@tanstack/react-table";

import { Badge } from "../../components/badge";
import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps, deletingFrom } from "../../components/crud-page/use-crud-page";
import type { DownloadedFile } from "../../components/export-button";
import { FilterBar, FilterField } from "../../components/filter-bar";
import { Input } from "../../components/input";
import { OptionSelect } from "../../components/option-select";
import { formatLongTime } from "../../lib/time";
import { ConfigFormDialog } from "./config-form-dialog";
import { ConfigLookup } from "./config-lookup";
import { configMessages as m } from "./config-messages";
import { type ConfigFilters, type ConfigOutput, type ConfigRow, noConfigFilters } from "./config-schema";

type ConfigAdminProps = CrudListProps<ConfigRow, ConfigFilters> & {
  /** The administrator's permissions (infra:config:create / update / delete / export). */
  can: { create?: boolean; update?: boolean; delete?: boolean; export?: boolean };
  /** Saves a new record (row undefined) or the edited one; a rejection keeps the dialog open. */
  onSave: (values: ConfigOutput, row: ConfigRow | undefined) => Promise<void>;
  /** Deletes after the question; the server refuses a built-in record (its client shows why). */
  onDelete: (row: ConfigRow) => Promise<unknown>;
  /** The workbook of the applied filters. */
  onExport: (filters: ConfigFilters) => Promise<DownloadedFile>;
  /** One key's visible value (按键名查询). */
  lookup: (key: string) => Promise<string | null | undefined>;
};

/** The configuration records' columns, their headers in the page's language. */
function configColumns(): ColumnDef<ConfigRow>[] {
  return [
    { accessorKey: "category", header: m.category, size: 90 },
    // The name is the key column: it takes the room left and never less than 160 px.
    { accessorKey: "name", header: m.name, minSize: 160 },
    { accessorKey: "key", header: m.key, size: 200 },
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
    {
      id: "remark",
      header: shared.remark,
      size: 160,
      meta: { wrap: true, label: shared.remark },
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
 * 参数配置: the lookup by key, the records with search by name, key and type, add, edit, delete (a
 * built-in record is refused by the server) and export for those allowed to. Secret values arrive
 * masked and stay masked.
 */
function ConfigAdmin({ can, onSave, onDelete, onExport, lookup, ...list }: ConfigAdminProps) {
  const { state } = list;
  const typeOptions = [
    { value: "1" as const, label: m.builtIn },
    { value: "2" as const, label: m.custom },
  ];
  return (
    <div data-slot="config-admin" className="flex min-w-0 flex-col gap-4">
      <ConfigLookup lookup={lookup} />
      <CrudPage<ConfigRow>
        caption={m.title}
        tableId="system-config"
        columns={configColumns()}
        getRowId={(row) => String(row.id)}
        rowName={(row) => row.key}
        {...crudListProps(list)}
        empty={m.empty}
        filters={
          <FilterBar
            label={m.title}
            defaultValues={noConfigFilters}
            onSearch={(typed) => state.applyFilters({ ...typed, name: typed.name.trim(), key: typed.key.trim() })}
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
        }
        onAdd={can.create ? state.openNew : undefined}
        onEdit={can.update ? state.openEdit : undefined}
        onDelete={can.delete ? deletingFrom(list, onDelete) : undefined}
        deleteQuestion={(row) => m.confirmDelete(row.name)}
        onExport={can.export ? () => onExport(state.filters) : undefined}
      >
        <ConfigFormDialog
          open={state.editor.open}
          onOpenChange={state.setEditorOpen}
          row={state.editor.row}
          onSubmit={(values) => onSave(values, state.editor.row)}
        />
      </CrudPage>
    </div>
  );
}

export { ConfigAdmin, configColumns };
export type { ConfigAdminProps };
