import {
  type ColumnDef,
  flexRender,
  functionalUpdate,
  getCoreRowModel,
  type RowData,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { browserLocalStorage, type KeyValueStorage } from "../lib/storage";
import { messages } from "../messages";
import { Button } from "./button";
import { Checkbox } from "./checkbox";
import { DataCardList, useNarrowBox } from "./data-cards";
import { DataTableColumnMenu } from "./data-table-column-menu";
import { alignClass, columnId, dataTableRowCard, LoadingStatus, plainCell, SELECT_COLUMN } from "./data-table-cells";
import { usePersistedVisibility } from "./data-table-visibility";
import { Pagination } from "./pagination";
import {
  isStickyColumn,
  stickyBodyCell,
  stickyHeaderCell,
  tableMinWidth,
  tableScrollBox,
  useScrollBoxFocus,
} from "./table-layout";

declare module "@tanstack/react-table" {
  // The type parameters must match TanStack's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The column's name in the 列设置 menu when its header is not plain text. */
    label?: string;
    align?: "left" | "center" | "right";
    /** Classes for the column's body cells. */
    className?: string;
    /** Stays in view at the right edge when the table scrolls sideways; true for the `actions` column. */
    sticky?: boolean;
    /** Long values wrap onto more lines instead of being cut with an ellipsis. */
    wrap?: boolean;
  }
}

type DataTableProps<T> = {
  /** The table's accessible caption (visually hidden). */
  caption: string;
  /**
   * TanStack column definitions. A column is sortable only with `enableSorting: true`; `size` sets a
   * width in px; a column without `size` shares the room left and keeps at least `minSize` (140 px by
   * default), the table scrolling inside its own box when its box is narrower; `meta` as declared above.
   */
  // TanStack's own examples type mixed columns this way: each column has its own value type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The rows of the current page. */
  data: T[];
  /** A stable id per row (selection is kept by it across pages). */
  getRowId: (row: T) => string;
  /** Remembers the 列设置 choice under this id; without it the choice lasts as long as the table. */
  tableId?: string;
  /** Where the column choice is remembered; localStorage by default. */
  storage?: KeyValueStorage;
  /** Server-side paging: the current page (from 1), its size, and the number of rows on the server. */
  pageNo: number;
  pageSize: number;
  total: number;
  onPageChange: (pageNo: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Server-side sorting (one column at a time): ascending, descending, then none. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Row selection by row id; a checkbox column appears when `onRowSelectionChange` is given. */
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** How a row is named to assistive technology in its checkbox label (e.g. the user name). */
  rowLabel?: (row: T) => string;
  loading?: boolean;
  /** A failed load: its message is shown in the table with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
  /** What to show when there are no rows (暂无数据 by default). */
  empty?: React.ReactNode;
  /** The row above the table: search form, action buttons. 列设置 sits at its right end. */
  toolbar?: React.ReactNode;
  /** Hides the 列设置 menu. */
  hideColumnMenu?: boolean;
  /**
   * Below 640 px (of its box or the viewport) each row becomes a card: the first visible column as its
   * title, the others as label: value lines, the actions column as finger-sized buttons. For lists read
   * on a phone; administration tables keep their columns and scroll inside their box.
   */
  responsive?: boolean;
  className?: string;
};

/**
 * An administration table on TanStack Table: server-side paging and sorting, a remembered 列设置
 * menu, optional row selection, and loading, empty and error states, with a toolbar slot above.
 */
function DataTable<T>({
  caption,
  columns,
  data,
  getRowId,
  tableId,
  storage = browserLocalStorage(),
  pageNo,
  pageSize,
  total,
  onPageChange,
  pageSizes,
  sorting = [],
  onSortingChange,
  rowSelection = {},
  onRowSelectionChange,
  rowLabel,
  loading = false,
  error,
  onRetry,
  empty = messages.empty,
  toolbar,
  hideColumnMenu = false,
  responsive = false,
  className,
}: DataTableProps<T>) {
  const responsiveBoxRef = React.useRef<HTMLDivElement>(null);
  const narrow = useNarrowBox(responsiveBoxRef, responsive);
  const selectable = onRowSelectionChange !== undefined;
  const ids = React.useMemo(() => columns.map((c) => columnId(c)), [columns]);
  const [columnVisibility, setColumnVisibility] = usePersistedVisibility(tableId, storage, ids);

  const allColumns = React.useMemo<ColumnDef<T, unknown>[]>(() => {
    if (!selectable) return columns;
    const select: ColumnDef<T, unknown> = {
      id: SELECT_COLUMN,
      size: 48,
      enableHiding: false,
      header: ({ table }) => (
        <Checkbox
          aria-label={messages.dataTable.selectPage}
          checked={
            table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? "indeterminate" : false
          }
          disabled={table.getRowModel().rows.length === 0}
          onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={messages.dataTable.selectRow(rowLabel ? rowLabel(row.original) : String(row.index + 1))}
          checked={row.getIsSelected()}
          onCheckedChange={(checked) => row.toggleSelected(checked === true)}
        />
      ),
    };
    return [select, ...columns];
  }, [columns, selectable, rowLabel]);

  // TanStack's table instance is mutable by design; the package is not built with the React Compiler, so
  // the only cost of this rule is the compiler skipping this component.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data,
    columns: allColumns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableMultiSort: false,
    sortDescFirst: false,
    // A column without its own cell shows its value as text someone typed: isolated, overrides dropped.
    defaultColumn: { enableSorting: false, cell: plainCell },
    enableRowSelection: selectable,
    state: { sorting, rowSelection, columnVisibility },
    onSortingChange: (updater) => onSortingChange?.(functionalUpdate(updater, sorting)),
    onRowSelectionChange: (updater) => onRowSelectionChange?.(functionalUpdate(updater, rowSelection)),
    onColumnVisibilityChange: (updater) => setColumnVisibility(functionalUpdate(updater, columnVisibility)),
  });

  const visibleColumns = table.getVisibleLeafColumns();
  const rows = table.getRowModel().rows;
  const span = visibleColumns.length;
  const hasToolbar = toolbar !== undefined || !hideColumnMenu;
  const [scrollBoxRef, scrollBoxProps] = useScrollBoxFocus(caption);
  const minWidth = tableMinWidth(
    visibleColumns.map((column) => ({ width: column.columnDef.size, minWidth: column.columnDef.minSize })),
  );

  const errorAlert =
    error !== undefined ? (
      <div role="alert" className="inline-flex flex-wrap items-center justify-center gap-3 text-danger">
        <span>{error ? messages.dataTable.loadFailedReason(error) : messages.dataTable.loadFailed}</span>
        {onRetry ? (
          <Button size="small" onClick={onRetry}>
            {messages.dataTable.retry}
          </Button>
        ) : null}
      </div>
    ) : undefined;

  let body: React.ReactNode;
  if (error !== undefined && !loading) {
    body = (
      <tr data-slot="data-table-error">
        <td colSpan={span} className="px-3 py-8 text-center">
          {errorAlert}
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr data-slot={loading ? "data-table-loading" : "data-table-empty"}>
        <td colSpan={span} className="px-3 py-8 text-center text-muted-foreground">
          {loading ? <LoadingStatus /> : empty}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row) => (
      <tr
        key={row.id}
        data-slot="data-table-row"
        data-state={row.getIsSelected() ? "selected" : undefined}
        className="group border-b hover:bg-muted/60 data-[state=selected]:bg-primary-soft"
      >
        {row.getVisibleCells().map((cell) => {
          const meta = cell.column.columnDef.meta;
          return (
            <td
              key={cell.id}
              className={cn(
                "px-3 py-2",
                meta?.wrap ? "break-words whitespace-normal" : "truncate",
                alignClass[meta?.align ?? "left"],
                isStickyColumn(cell.column.id, meta?.sticky) && stickyBodyCell,
                meta?.className,
              )}
            >
              {flexRender(cell.column.columnDef.cell, cell.getContext())}
            </td>
          );
        })}
      </tr>
    ));
  }

  return (
    <div ref={responsiveBoxRef} data-slot="data-table" className={cn("flex min-w-0 flex-col gap-3", className)}>
      {hasToolbar ? (
        <div data-slot="data-table-toolbar" className="flex flex-wrap items-center gap-2">
          <div className="flex flex-1 flex-wrap items-center gap-2">{toolbar}</div>
          {hideColumnMenu ? null : <DataTableColumnMenu table={table} />}
        </div>
      ) : null}
      {narrow ? (
        <DataCardList
          label={caption}
          items={rows.map((row) => dataTableRowCard(row, table.getFlatHeaders()))}
          loading={loading}
          empty={empty}
          error={errorAlert}
        />
      ) : (
        <div data-slot="data-table-container" ref={scrollBoxRef} className={tableScrollBox} {...scrollBoxProps}>
          <table
            aria-busy={loading || undefined}
            className={cn("w-full table-fixed border-collapse text-sm", loading && rows.length > 0 && "opacity-60")}
            style={{ minWidth }}
          >
            <caption className="sr-only">{caption}</caption>
            <colgroup>
              {visibleColumns.map((column) => (
                <col
                  key={column.id}
                  style={column.columnDef.size !== undefined ? { width: column.getSize() } : undefined}
                />
              ))}
            </colgroup>
            <thead className="bg-muted">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const column = header.column;
                    const sorted = column.getIsSorted();
                    const align = alignClass[column.columnDef.meta?.align ?? "left"];
                    const content = header.isPlaceholder
                      ? null
                      : flexRender(column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        colSpan={header.colSpan}
                        aria-sort={
                          column.getCanSort()
                            ? sorted === "asc"
                              ? "ascending"
                              : sorted === "desc"
                                ? "descending"
                                : "none"
                            : undefined
                        }
                        className={cn(
                          "border-b px-3 py-2 font-medium text-muted-foreground",
                          align,
                          isStickyColumn(column.id, column.columnDef.meta?.sticky) && stickyHeaderCell,
                        )}
                      >
                        {column.getCanSort() ? (
                          <button
                            type="button"
                            data-slot="data-table-sort"
                            onClick={column.getToggleSortingHandler()}
                            className="inline-flex cursor-pointer items-center gap-1 rounded-sm outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                          >
                            {content}
                            {sorted === "asc" ? (
                              <ArrowUpIcon className="size-3.5" aria-hidden />
                            ) : sorted === "desc" ? (
                              <ArrowDownIcon className="size-3.5" aria-hidden />
                            ) : (
                              <ArrowUpDownIcon className="size-3.5 opacity-50" aria-hidden />
                            )}
                          </button>
                        ) : (
                          content
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>{body}</tbody>
          </table>
          {loading && rows.length > 0 ? (
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <LoadingStatus className="rounded-md bg-background px-3 py-1.5 shadow-sm" />
            </div>
          ) : null}
        </div>
      )}
      <Pagination
        total={total}
        page={pageNo}
        pageSize={pageSize}
        pageSizes={pageSizes}
        onChange={onPageChange}
        hidden={total === 0}
        className="justify-end"
      />
    </div>
  );
}

export { DataTable };
export type { DataTableProps };
