import type { ColumnDef } from "@tanstack/react-table";
import { Loader2Icon } from "lucide-react";
import * as React from "react";

import { cn } from "../../lib/cn";
import { messages } from "../../messages";
import { Button } from "../button";
import { DataTable, type DataTableProps } from "../data-table";
import { Dialog } from "../dialog";
import { type DownloadedFile, ExportButton } from "../export-button";
import { TableToolbar } from "../table-toolbar";
import { crudMessages as m } from "./crud-messages";

type CrudPageProps<Row> = {
  /** The table's accessible name (e.g. 参数配置). */
  caption: string;
  /** Remembers the 列设置 choice under this id. */
  tableId?: string;
  /** The data columns; CrudPage adds the 操作 column when a row has actions. */
  // TanStack's own examples type mixed columns this way: each column has its own value type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  getRowId: (row: Row) => string;
  /** How a row is named in its action buttons (修改 <name>) and in the delete question. */
  rowName: (row: Row) => string;
  /** The current page of rows, its place and the number of rows on the server. */
  rows: Row[];
  total: number;
  pageNo: number;
  pageSize: number;
  onPageChange: (pageNo: number, pageSize: number) => void;
  /** Server-side sorting by the columns that allow it (one at a time). */
  sorting?: DataTableProps<Row>["sorting"];
  onSortingChange?: DataTableProps<Row>["onSortingChange"];
  loading?: boolean;
  /** A failed load: its message, with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  empty?: React.ReactNode;
  /** The filter row (a FilterBar). */
  filters?: React.ReactNode;
  /** 新增: shown when given (leave it out without the create permission). */
  onAdd?: () => void;
  addLabel?: string;
  /** 修改 on each row: shown when given. */
  onEdit?: (row: Row) => void;
  /** The edit button's text when 修改 is not the word (编辑 for a form opened in its own editor). */
  editLabel?: string;
  /** 删除 on each row: shown when given; asks `deleteQuestion` first and stays busy until it settles. */
  onDelete?: (row: Row) => Promise<unknown>;
  deleteQuestion?: (row: Row) => string;
  /** 导出: shown when given; produces the workbook of the applied filters. */
  onExport?: () => Promise<DownloadedFile>;
  /** More toolbar buttons after 新增 (导入 …). */
  toolbarActions?: React.ReactNode;
  /** More row buttons before 修改 and 删除 (详情, 重置密码 …). */
  rowActions?: (row: Row) => React.ReactNode;
  /** The 操作 column's width in px (120 by default). */
  actionsWidth?: number;
  /** The page's dialogs (the add / edit form …). */
  children?: React.ReactNode;
  className?: string;
};

/**
 * An administration list: filters, 新增 / 导出 and more toolbar buttons, the table with a pinned 操作
 * column (修改, 删除 and the page's own row buttons), the question before a deletion, paging, and the
 * loading, empty and error states. Which buttons show follows the handlers given, so a page passes a
 * handler only with its permission.
 */
function CrudPage<Row>({
  caption,
  tableId,
  columns,
  getRowId,
  rowName,
  rows,
  total,
  pageNo,
  pageSize,
  onPageChange,
  sorting,
  onSortingChange,
  loading,
  error,
  onRetry,
  empty,
  filters,
  onAdd,
  addLabel = m.add,
  onEdit,
  editLabel = m.edit,
  onDelete,
  deleteQuestion = (row) => m.deleteOf(rowName(row)),
  onExport,
  toolbarActions,
  rowActions,
  actionsWidth = 120,
  children,
  className,
}: CrudPageProps<Row>) {
  const [deleting, setDeleting] = React.useState<Row | null>(null);
  const hasRowActions = onEdit !== undefined || onDelete !== undefined || rowActions !== undefined;

  const allColumns = React.useMemo(() => {
    if (!hasRowActions) return columns;
    const actions: ColumnDef<Row, unknown> = {
      id: "actions",
      header: m.actions,
      size: actionsWidth,
      enableHiding: false,
      cell: ({ row }) => (
        <div data-slot="crud-row-actions" className="flex flex-wrap gap-1">
          {rowActions?.(row.original)}
          {onEdit ? (
            <Button
              size="mini"
              variant="link"
              aria-label={`${editLabel} ${rowName(row.original)}`}
              onClick={() => onEdit(row.original)}
            >
              {editLabel}
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="mini"
              variant="link"
              className="text-danger"
              aria-label={m.deleteOf(rowName(row.original))}
              onClick={() => setDeleting(row.original)}
            >
              {m.delete}
            </Button>
          ) : null}
        </div>
      ),
    };
    return [...columns, actions];
  }, [columns, hasRowActions, actionsWidth, rowActions, onEdit, editLabel, onDelete, rowName]);

  const actions = (
    <>
      {onAdd ? (
        <Button variant="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      ) : null}
      {toolbarActions}
      {onExport ? <ExportButton onExport={onExport} /> : null}
    </>
  );

  return (
    <div data-slot="crud-page" className={cn("flex min-w-0 flex-col gap-3", className)}>
      <DataTable<Row>
        caption={caption}
        tableId={tableId}
        columns={allColumns}
        data={rows}
        getRowId={getRowId}
        pageNo={pageNo}
        pageSize={pageSize}
        total={total}
        onPageChange={onPageChange}
        sorting={sorting}
        onSortingChange={onSortingChange}
        loading={loading}
        error={error}
        onRetry={onRetry}
        empty={empty}
        toolbar={<TableToolbar filters={filters} actions={actions} />}
      />
      <ConfirmDelete
        question={deleting === null ? null : deleteQuestion(deleting)}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null || !onDelete) return;
          try {
            await onDelete(deleting);
          } catch {
            // The caller (or its API client) has shown why the server refused.
          }
          setDeleting(null);
        }}
      />
      {children}
    </div>
  );
}

/** The question before a deletion: 确定 (danger, busy while it runs) or 取消, titled 系统提示. */
function ConfirmDelete({
  question,
  onCancel,
  onConfirm,
}: {
  question: string | null;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
}) {
  const [busy, setBusy] = React.useState(false);
  return (
    <Dialog.Root
      open={question !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
    >
      <Dialog.Content data-slot="crud-delete-confirm" role="alertdialog" showClose={false} dismissOnBackdrop={false}>
        <Dialog.Header>
          <Dialog.Title>{messages.confirmTitle}</Dialog.Title>
          <Dialog.Description>{question}</Dialog.Description>
        </Dialog.Header>
        <Dialog.Footer>
          <Button disabled={busy} onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button
            variant="danger"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => setBusy(false));
            }}
          >
            {busy ? <Loader2Icon className="animate-spin" aria-hidden /> : null}
            {messages.confirm}
          </Button>
        </Dialog.Footer>
        {busy ? (
          <span role="status" className="sr-only">
            {m.deleting}
          </span>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

export { CrudPage };
export type { CrudPageProps };
