/** Section 9 pagination defaults. */
const paginationDefaults = {
  page: 1,
  pageSize: 20,
  pageSizes: [12, 24, 36, 48] as readonly number[],
  pagerCount: 7,
  mobilePagerCount: 5,
  scrollDuration: 800,
} as const;

/** Number of pages for a total (at least 1). */
function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));
}

/** Keeps a page within 1..pageCount. */
function clampPage(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pageCount(total, pageSize));
}

/** After a page-size change: when size × page exceeds the total, the page resets to 1. */
function pageAfterSizeChange(page: number, pageSize: number, total: number): number {
  return page * pageSize > total ? 1 : page;
}

type PagerItem = number | "prev-more" | "next-more";

/**
 * The page buttons to show: first, last, and a window around the current page, with "more"
 * markers where pages are skipped; `pagerCount` (odd, ≥ 5) is the number of buttons in all.
 */
function pagerItems(current: number, pages: number, pagerCount = 7): PagerItem[] {
  if (pages <= pagerCount) return Array.from({ length: pages }, (_, i) => i + 1);
  const half = (pagerCount - 1) / 2;
  const showPrevMore = current > pagerCount - half;
  const showNextMore = current < pages - half;
  const middle: number[] = [];
  if (showPrevMore && !showNextMore) {
    for (let i = pages - (pagerCount - 2); i < pages; i++) middle.push(i);
  } else if (!showPrevMore && showNextMore) {
    for (let i = 2; i < pagerCount; i++) middle.push(i);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    for (let i = current - offset; i <= current + offset; i++) middle.push(i);
  }
  return [
    1,
    ...(showPrevMore ? (["prev-more"] as const) : []),
    ...middle,
    ...(showNextMore ? (["next-more"] as const) : []),
    pages,
  ];
}

export { clampPage, pageAfterSizeChange, pageCount, paginationDefaults, pagerItems };
export type { PagerItem };
