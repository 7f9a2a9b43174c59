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

export { useCrudPage };
export type { CrudEditor, CrudPageState, CrudPaging };
