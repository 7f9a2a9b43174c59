import type { ColumnDef } from "@tanstack/react-table";

import { Badge } from "../../components/badge";
import { Button } from "../../components/button";
import { crudMessages as shared } from "../../components/crud-page/crud-messages";
import { CrudPage } from "../../components/crud-page/crud-page";
import { crudListProps, type CrudListProps, deletingFrom } from "../../components/crud-page/use-crud-page";
import { FilterBar, FilterText } from "../../components/filter-bar";
import { formatLongTime } from "../../lib/time";
import { NotifyTemplateFormDialog } from "./notify-template-form-dialog";
import { notifyTemplateMessages as m } from "./notify-template-messages";
import {
  noNotifyTemplateFilters,
  type NotifyTemplateFilters,
  type NotifyTemplateOutput,
  type NotifyTemplateRow,
} from "./notify-template-schema";

type NotifyTemplateAdminProps = CrudListProps<NotifyTemplateRow, NotifyTemplateFilters> & {
  /** The administrator's permissions (system:notify-template:create / update / delete / send-notify). */
  can: { create?: boolean; update?: boolean; delete?: boolean; send?: boolean };
  /** Saves a new template (row undefined) or the edited one; a rejection keeps the dialog open. */
  onSave: (values: NotifyTemplateOutput, row: NotifyTemplateRow | undefined) => Promise<void>;
  /** Deletes after the question (messages already sent stay). */
  onDelete: (row: NotifyTemplateRow) => Promise<unknown>;
  /** 发送: opens the send dialog with this template chosen (the page owns that dialog). */
  onSend: (row: NotifyTemplateRow) => void;
};

/** The templates' columns, their headers in the page's language. */
function notifyTemplateColumns(): ColumnDef<NotifyTemplateRow>[] {
  return [
    { accessorKey: "code", header: m.code, size: 150 },
    // The name is the key column: it takes the room left and never less than 160 px.
    { accessorKey: "name", header: m.name, minSize: 160 },
    { accessorKey: "nickname", header: m.nickname, size: 120, meta: { label: m.nickname } },
    {
      id: "content",
      header: m.content,
      size: 240,
      meta: { wrap: true, label: m.content },
      cell: ({ row }) => row.original.content,
    },
    {
      id: "type",
      header: m.type,
      size: 100,
      meta: { align: "center", label: m.type },
      cell: ({ row }) =>
        row.original.type === 2 ? <Badge>{m.system}</Badge> : <Badge variant="primary">{m.notice}</Badge>,
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
 * 站内信模板: the templates with search by name and code; add, edit and delete, and 发送 on a row for
 * those allowed to.
 */
function NotifyTemplateAdmin({ can, onSave, onDelete, onSend, ...list }: NotifyTemplateAdminProps) {
  const { state } = list;
  return (
    <div data-slot="notify-template-admin" className="flex min-w-0 flex-col gap-4">
      <CrudPage<NotifyTemplateRow>
        caption={m.title}
        tableId="system-notify-template"
        columns={notifyTemplateColumns()}
        getRowId={(row) => String(row.id)}
        rowName={(row) => row.code}
        {...crudListProps(list)}
        empty={m.empty}
        filters={
          <FilterBar
            label={m.title}
            defaultValues={noNotifyTemplateFilters}
            onSearch={(typed) => state.applyFilters({ name: typed.name.trim(), code: typed.code.trim() })}
          >
            {({ values, set }) => (
              <>
                <FilterText
                  label={m.name}
                  value={values.name}
                  maxLength={63}
                  placeholder={m.namePlaceholder}
                  onValueChange={(name) => set({ name })}
                  className="w-48"
                />
                <FilterText
                  label={m.code}
                  value={values.code}
                  maxLength={63}
                  placeholder={m.codePlaceholder}
                  onValueChange={(code) => set({ code })}
                  className="w-48"
                />
              </>
            )}
          </FilterBar>
        }
        onAdd={can.create ? state.openNew : undefined}
        onEdit={can.update ? state.openEdit : undefined}
        onDelete={can.delete ? deletingFrom(list, onDelete) : undefined}
        deleteQuestion={(row) => m.confirmDelete(row.name)}
        rowActions={
          can.send
            ? (row) => (
                <Button size="mini" variant="link" aria-label={m.sendOf(row.code)} onClick={() => onSend(row)}>
                  {m.send}
                </Button>
              )
            : undefined
        }
        actionsWidth={can.send ? 150 : undefined}
      >
        <NotifyTemplateFormDialog
          open={state.editor.open}
          onOpenChange={state.setEditorOpen}
          row={state.editor.row}
          onSubmit={(values) => onSave(values, state.editor.row)}
        />
      </CrudPage>
    </div>
  );
}

export { NotifyTemplateAdmin, notifyTemplateColumns };
export type { NotifyTemplateAdminProps };
