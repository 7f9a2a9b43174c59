import { Loader2Icon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";
import { DataCardList, type DataCardItem, useNarrowBox } from "./data-cards";
import {
  isStickyColumn,
  stickyBodyCell,
  stickyHeaderCell,
  tableMinWidth,
  tableScrollBox,
  useScrollBoxFocus,
} from "./table-layout";
import { UserText } from "./user-text";

/**
 * One column: a header, a cell renderer or a key of the row, and an optional width in px. A column
 * without a width shares the room left and never gets narrower than `minWidth` (160 px by default).
 */
type TableColumn<Row> = {
  key: string;
  header: React.ReactNode;
  cell?: (row: Row, index: number) => React.ReactNode;
  width?: number;
  minWidth?: number;
  /** Stays in view at the right edge when the table scrolls sideways; true for the `actions` column. */
  sticky?: boolean;
  align?: "left" | "center" | "right";
  className?: string;
};

type TableProps<Row> = Omit<React.ComponentProps<"table">, "children"> & {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => React.Key;
  /** Shows a spinner row and marks the table busy. */
  loading?: boolean;
  /** Text (or node) when there are no rows. */
  empty?: React.ReactNode;
  /** The table's accessible caption (visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  /**
   * Below 640 px (of its box or the viewport) each row becomes a card: the first column as its title,
   * the others as label: value lines, the actions column as finger-sized buttons. For lists read on a
   * phone; administration tables keep their columns and scroll inside their box.
   */
  responsive?: boolean;
};

/**
 * A data table with loading and empty states; columns declare their header, cell and width. In a box
 * narrower than its columns it scrolls inside its own box, the actions column pinned at the right.
 */
function Table<Row>({
  columns,
  rows,
  rowKey,
  loading = false,
  empty = messages.empty,
  caption,
  showCaption = false,
  responsive = false,
  className,
  style,
  ...props
}: TableProps<Row>) {
  const responsiveBoxRef = React.useRef<HTMLDivElement>(null);
  const narrow = useNarrowBox(responsiveBoxRef, responsive);
  const [scrollBoxRef, scrollBoxProps] = useScrollBoxFocus(caption);
  if (responsive) {
    return (
      <div ref={responsiveBoxRef} data-slot="table-responsive" className="min-w-0">
        {narrow ? (
          <DataCardList
            label={caption}
            items={rows.map((row, i) => tableRowCard(columns, row, i, rowKey(row, i)))}
            loading={loading}
            empty={empty}
          />
        ) : (
          <Table {...{ columns, rows, rowKey, loading, empty, caption, showCaption, className, style }} {...props} />
        )}
      </div>
    );
  }
  const align = (a: TableColumn<Row>["align"]) =>
    a === "center" ? "text-center" : a === "right" ? "text-right" : "text-left";
  return (
    <div data-slot="table-container" ref={scrollBoxRef} className={tableScrollBox} {...scrollBoxProps}>
      <table
        data-slot="table"
        aria-busy={loading || undefined}
        className={cn("w-full table-fixed border-collapse text-sm", className)}
        style={{ minWidth: tableMinWidth(columns), ...style }}
        {...props}
      >
        <caption className={cn(showCaption ? "mb-2 text-left font-medium" : "sr-only")}>{caption}</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead data-slot="table-header" className="bg-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className={cn(
                  "border-b px-3 py-2 font-medium text-muted-foreground",
                  align(c.align),
                  isStickyColumn(c.key, c.sticky) && stickyHeaderCell,
                )}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody data-slot="table-body">
          {loading ? (
            <tr data-slot="table-loading">
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted-foreground">
                <span className="inline-flex items-center gap-2" role="status">
                  <Loader2Icon className="size-4 animate-spin" aria-hidden />
                  {messages.loading}
                </span>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr data-slot="table-empty">
              <td colSpan={columns.length} className="px-3 py-8 text-center text-muted-foreground">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, i) => (
              <tr key={rowKey(row, i)} data-slot="table-row" className="group border-b hover:bg-muted/60">
                {columns.map((c) => (
                  <td
                    key={c.key}
                    className={cn(
                      "truncate px-3 py-2",
                      align(c.align),
                      isStickyColumn(c.key, c.sticky) && stickyBodyCell,
                      c.className,
                    )}
                  >
                    {cellContent(c, row, i)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** A cell's content: its renderer's, or the row's value under the column's key as user text. */
function cellContent<Row>(column: TableColumn<Row>, row: Row, index: number): React.ReactNode {
  if (column.cell) return column.cell(row, index);
  // A plain value is data someone typed (a name, a title): isolated, overrides dropped.
  return <UserText>{String((row as Record<string, unknown>)[column.key] ?? "")}</UserText>;
}

/** A row as a card: the first column its title, the pinned actions column its buttons, the rest fields. */
function tableRowCard<Row>(
  columns: readonly TableColumn<Row>[],
  row: Row,
  index: number,
  key: React.Key,
): DataCardItem {
  const actions = columns.find((c) => isStickyColumn(c.key, c.sticky));
  const [first, ...rest] = columns.filter((c) => c !== actions);
  return {
    key,
    title: first ? cellContent(first, row, index) : undefined,
    fields: rest.map((c) => ({ key: c.key, label: c.header, value: cellContent(c, row, index) })),
    actions: actions ? cellContent(actions, row, index) : undefined,
  };
}

export { Table };
export type { TableColumn, TableProps };
