// The paging every administration table keeps, and the DataTable props a paged query feeds (rows, total,
// loading, the error with its retry), so each page does not wire them again.
import { useCallback, useState } from "react";

/** A page of rows as the administration calls answer it. */
type PagedData<Row> = { list: Row[]; total: number };

/** The part of a TanStack Query result the table reads. */
type PagedQuery<Row> = {
  data?: PagedData<Row>;
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** The paging (page 1 of 20 to start), a way back to page 1 after a new filter, and the table's props. */
function usePagedTable() {
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: 20 });
  const firstPage = useCallback(() => setPaging((p) => ({ ...p, pageNo: 1 })), []);
  /** After a row is removed: when it was the last on a page past the first, show the page before. */
  const afterRemoval = useCallback(
    (rowsOnPage: number) => setPaging((p) => (rowsOnPage === 1 && p.pageNo > 1 ? { ...p, pageNo: p.pageNo - 1 } : p)),
    [],
  );
  const tableProps = <Row>(page: PagedQuery<Row>) => ({
    data: page.data?.list ?? [],
    pageNo: paging.pageNo,
    pageSize: paging.pageSize,
    total: page.data?.total ?? 0,
    onPageChange: (pageNo: number, pageSize: number) => setPaging({ pageNo, pageSize }),
    loading: page.isFetching,
    error: page.isError ? (page.error?.message ?? "") : undefined,
    onRetry: () => void page.refetch(),
  });
  return { paging, firstPage, afterRemoval, tableProps };
}

export { usePagedTable };
export type { PagedData };
