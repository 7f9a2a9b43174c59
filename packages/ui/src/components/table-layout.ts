import * as React from "react";

// How administration tables stay readable in a narrow window. Both Table and DataTable lay out their
// columns with `table-layout: fixed`: a column with a width keeps it and the columns without one share
// what is left. In a box narrower than the sum of the fixed widths, what is left is nothing, and the
// name column (usually the one without a width) shrank to 0 px. So each column without a width gets a
// minimum, the table is never narrower than the sum, and a table wider than its box scrolls inside its
// own box while the actions column stays pinned at the right edge.

/**
 * The width a column without one of its own never goes under (by convention the name or title column).
 * A fixed layout splits the room left equally between such columns, so each of them is given the
 * largest minimum among them.
 */
const DEFAULT_MIN_COLUMN_WIDTH = 140;

/** The column id that is pinned at the right edge unless it says otherwise. */
const ACTIONS_COLUMN = "actions";

type ColumnWidth = { width?: number; minWidth?: number };

/** The narrowest the table may get: every fixed width plus every flexible column at its minimum. */
function tableMinWidth(columns: readonly ColumnWidth[]): number {
  const flexible = columns.filter((c) => c.width === undefined);
  const fixed = columns.reduce((sum, c) => sum + (c.width ?? 0), 0);
  if (flexible.length === 0) return fixed;
  const minimum = Math.max(...flexible.map((c) => c.minWidth ?? DEFAULT_MIN_COLUMN_WIDTH));
  return fixed + flexible.length * minimum;
}

/** Whether a column stays in view at the right edge when the table scrolls sideways. */
function isStickyColumn(id: string, sticky: boolean | undefined): boolean {
  return sticky ?? id === ACTIONS_COLUMN;
}

/**
 * Classes of a pinned cell: opaque (the scrolled cells pass under it), a rule on its left, and the row's
 * hover and selection colours mixed onto the page colour so it matches the rest of its row.
 */
const stickyHeaderCell = "sticky right-0 z-[1] bg-muted shadow-[inset_1px_0_0_var(--color-border)]";
const stickyBodyCell =
  "sticky right-0 z-[1] overflow-visible bg-background shadow-[inset_1px_0_0_var(--color-border)] group-hover:bg-[color-mix(in_oklab,var(--color-muted)_60%,var(--color-background))] group-data-[state=selected]:bg-primary-soft";

/** The box a table scrolls in: never wider than its parent, whatever the table's minimum. */
const tableScrollBox = "relative w-full min-w-0 max-w-full overflow-x-auto";

/**
 * A table box that scrolls sideways must be reachable by keyboard (a read-only table has nothing else
 * to focus): while its table is wider than it, the box is a named, focusable region, so arrow keys
 * scroll it; otherwise it stays out of the tab order.
 */
function useScrollBoxFocus(caption: string) {
  const ref = React.useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = React.useState(false);
  React.useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === "undefined") return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, []);
  const props = overflowing ? { tabIndex: 0, role: "region", "aria-label": caption } : {};
  return [ref, props] as const;
}

export { isStickyColumn, stickyBodyCell, stickyHeaderCell, tableMinWidth, tableScrollBox, useScrollBoxFocus };
