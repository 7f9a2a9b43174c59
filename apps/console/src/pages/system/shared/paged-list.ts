// What an administration widget is handed for its list, from the page's useCrudPage state and the
// query of the page of rows (its rows, total, loading, the error with its retry).
import type { CrudListProps, CrudPageState } from "@smartclass/ui";

/** The part of a TanStack Query result of a paged call the list reads. */
type PagedQuery<Row> = {
  data?: { list: Row[]; total: number };
  isFetching: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
};

/** The widget's list props: the state, and the page the server answered (nothing while it loads). */
function pagedList<Row, Filters>(
  state: CrudPageState<Row, Filters>,
  page: PagedQuery<Row>,
): CrudListProps<Row, Filters> {
  return {
    state,
    rows: page.data?.list ?? [],
    total: page.data?.total ?? 0,
    loading: page.isFetching,
    error: page.isError ? (page.error?.message ?? "") : undefined,
    onRetry: () => void page.refetch(),
  };
}

export { pagedList };
