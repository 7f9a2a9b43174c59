import { Pagination, Table, type TableColumn } from "@smartclass/ui";
import type * as React from "react";

import { ErrorState, Panel } from "./panel";

type PagedListProps<Row> = Omit<React.ComponentProps<"section">, "title" | "children"> & {
  /** The heading. */
  title: string;
  /** Filters or actions beside the heading. */
  actions?: React.ReactNode;
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => React.Key;
  /** Rows matching the query, over all pages. */
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number, pageSize: number) => void;
  loading: boolean;
  /** The message of a failed load, with its retry. */
  error?: string | null;
  onRetry?: () => void;
  /** What an empty list says. */
  empty: string;
};

/** A paged table in the widgets' frame: loading, empty and error states, and @smartclass/ui's
 * Pagination (hidden when everything fits on one page). */
function PagedList<Row>({
  title,
  actions,
  columns,
  rows,
  rowKey,
  total,
  page,
  pageSize,
  onPageChange,
  loading,
  error = null,
  onRetry,
  empty,
  ...props
}: PagedListProps<Row>) {
  return (
    <Panel title={title} actions={actions} {...props}>
      {error ? (
        <ErrorState message={error} {...(onRetry ? { onRetry } : {})} />
      ) : (
        <>
          <Table caption={title} columns={columns} rows={rows} rowKey={rowKey} loading={loading} empty={empty} />
          <Pagination
            className="justify-end"
            total={total}
            page={page}
            pageSize={pageSize}
            onChange={onPageChange}
            autoScroll={false}
            hidden={total <= pageSize && page === 1}
          />
        </>
      )}
    </Panel>
  );
}

export { PagedList };
export type { PagedListProps };
