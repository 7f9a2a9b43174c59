// The parts of a DataTable that are not the table itself: the default cell, the loading status, a
// column's id, and a row laid out as a card (the table on a phone).
import {
  type Cell,
  type CellContext,
  type Column,
  type ColumnDef,
  flexRender,
  type Header,
  type Row,
} from "@tanstack/react-table";
import { Loader2Icon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import type { DataCardItem } from "./data-cards";
import { isStickyColumn } from "./table-layout";
import { UserText } from "./user-text";

const SELECT_COLUMN = "__select";

/** The default cell: strings and numbers as user text, anything else as TanStack would render it. */
function plainCell<T>({ getValue }: CellContext<T, unknown>): React.ReactNode {
  const value = getValue();
  if (typeof value === "string" || typeof value === "number") return <UserText>{value}</UserText>;
  return value == null ? null : String(value as string | boolean | bigint);
}

const alignClass = { left: "text-left", center: "text-center", right: "text-right" } as const;

/** The spinner and 加载中, announced politely. */
function LoadingStatus({ className }: { className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2", className)}>
      <Loader2Icon className="size-4 animate-spin" aria-hidden />
      {messages.loading}
    </span>
  );
}

/** The id of a column definition (its `id`, else its `accessorKey`). */
function columnId<T>(column: ColumnDef<T, unknown>): string {
  if (column.id) return column.id;
  return "accessorKey" in column && column.accessorKey ? String(column.accessorKey) : "";
}

/** A column's name on a card: its 列设置 label, its header text, or its rendered header. */
function cardLabel<T>(header: Header<T, unknown> | undefined, column: Column<T, unknown>): React.ReactNode {
  const definition = column.columnDef;
  if (definition.meta?.label) return definition.meta.label;
  if (typeof definition.header === "string") return definition.header;
  return header ? flexRender(definition.header, header.getContext()) : column.id;
}

/** A row as a card: its checkbox first, the first visible column its title, the actions its buttons. */
function dataTableRowCard<T>(row: Row<T>, headers: Header<T, unknown>[]): DataCardItem {
  const cells = row.getVisibleCells();
  const select = cells.find((cell) => cell.column.id === SELECT_COLUMN);
  const actions = cells.find((cell) => isStickyColumn(cell.column.id, cell.column.columnDef.meta?.sticky));
  const [first, ...rest] = cells.filter((cell) => cell !== select && cell !== actions);
  const render = (cell: Cell<T, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
  return {
    key: row.id,
    selected: row.getIsSelected(),
    leading: select ? render(select) : undefined,
    title: first ? render(first) : undefined,
    fields: rest.map((cell) => ({
      key: cell.column.id,
      label: cardLabel(
        headers.find((header) => header.column.id === cell.column.id),
        cell.column,
      ),
      value: render(cell),
      className: cell.column.columnDef.meta?.className,
    })),
    actions: actions ? render(actions) : undefined,
  };
}

export { alignClass, columnId, dataTableRowCard, LoadingStatus, plainCell, SELECT_COLUMN };
