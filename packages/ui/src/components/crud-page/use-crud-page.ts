// The state every administration list keeps: its paging, the applied filters (a new search starts
// again at page 1) and the add / edit dialog with the row it edits.
import * as React from "react";

type CrudPaging = { pageNo: number; pageSize: number };
type CrudEditor<Row> = { open: boolean; row?: Row };

/** The paging, applied filters and editor of an administration list (page 1 of 20 to start). */
function useCrudPage<Row, Filters>(noFilters: Filters, pageSize = 20) {
  const [paging, setPaging] = React.useState<CrudPaging>({ pageNo: 1, pageSize });
  const [filters, setFilters] = React.useState<Filters>(noFilters);
  const [editor, setEditor] = React.useState<CrudEditor<Row>>({ open: false });

  const applyFilters = React.useCallback((next: Filters) => {
    setFilters(next);
    setPaging((p) => ({ ...p, pageNo: 1 }));
  }, []);
  const onPageChange = React.useCallback((pageNo: number, size: number) => setPaging({ pageNo, pageSize: size }), []);
  /** After a row is removed: when it was the last on a page past the first, the page before shows. */
  const afterRemoval = React.useCallback(
    (rowsOnPage: number) => setPaging((p) => (rowsOnPage === 1 && p.pageNo > 1 ? { ...p, pageNo: p.pageNo - 1 } : p)),
    [],
  );
  const openNew = React.useCallback(() => setEditor({ open: true }), []);
  const openEdit = React.useCallback((row: Row) => setEditor({ open: true, row }), []);
  // Closing keeps the row so the dialog's title does not change while it fades out.
  const setEditorOpen = React.useCallback((open: boolean) => setEditor((e) => ({ ...e, open })), []);

  return { paging, onPageChange, filters, applyFilters, afterRemoval, editor, openNew, openEdit, setEditorOpen };
}

/** What `useCrudPage` gives: handed to an administration widget that lays the list out. */
type CrudPageState<Row, Filters> = ReturnType<typeof useCrudPage<Row, Filters>>;

/** What every administration widget is handed for its list: its state and the page the server answered. */
type CrudListProps<Row, Filters> = {
  /** The list's paging, filters and editor (`useCrudPage<Row, Filters>(noFilters)`). */
  state: CrudPageState<Row, Filters>;
  rows: Row[];
  total: number;
  loading?: boolean;
  /** A failed load: its message, with 重试 when `onRetry` is given. */
  error?: string;
  onRetry?: () => void;
};

/** The part of a list CrudPage lays out (whatever its filters). */
type CrudListPage<Row> = Omit<CrudListProps<Row, never>, "state"> & {
  state: Pick<CrudPageState<Row, never>, "paging" | "onPageChange" | "afterRemoval">;
};

/** CrudPage's rows, paging, loading and error props for a list. */
function crudListProps<Row>({ state, rows, total, loading, error, onRetry }: CrudListPage<Row>) {
  return {
    rows,
    total,
    pageNo: state.paging.pageNo,
    pageSize: state.paging.pageSize,
    onPageChange: state.onPageChange,
    loading,
    error,
    onRetry,
  };
}

/** A deletion from a list that, once done, shows the page before when it emptied the last page. */
function deletingFrom<Row>(list: CrudListPage<Row>, onDelete: (row: Row) => Promise<unknown>) {
  return async (row: Row) => {
    await onDelete(row);
    list.state.afterRemoval(list.rows.length);
  };
}

export { crudListProps, deletingFrom, useCrudPage };
export type { CrudEditor, CrudListPage, CrudListProps, CrudPageState, CrudPaging };
