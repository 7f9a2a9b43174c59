import { Pagination, Table, type TableColumn } from "@smartclass/ui";
import type { UseQueryResult } from "@tanstack/react-query";
import type * as React from "react";

import { errorMessage } from "./error-message";
import { ErrorState, Panel } from "./panel";

/** A page of a list and its position. */
type PageState = { pageNo: number; pageSize: number };

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
          <Table
            caption={title}
            columns={columns}
            rows={rows}
            rowKey={rowKey}
            loading={loading}
            empty={empty}
            responsive
          />
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

/** The PagedList props that follow a paged query and the page state it was asked with: rows, total,
 * paging, loading, error and retry. */
function pagedQueryProps<Row>(
  list: UseQueryResult<{ list: Row[]; total: number }>,
  page: PageState,
  setPage: (page: PageState) => void,
) {
  return {
    rows: list.data?.list ?? [],
    total: list.data?.total ?? 0,
    page: page.pageNo,
    pageSize: page.pageSize,
    onPageChange: (pageNo: number, pageSize: number) => setPage({ pageNo, pageSize }),
    loading: list.isPending,
    error: list.isError ? errorMessage(list.error) : null,
    onRetry: () => void list.refetch(),
  };
}

export { PagedList, pagedQueryProps };
export type { PageState };
