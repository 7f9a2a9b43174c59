import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { clampPage, pageAfterSizeChange, pageCount, paginationDefaults, pagerItems } from "../lib/pagination";
import { messages } from "../messages";
import { useIsMobile } from "../shell/use-media";
import { Select } from "./select";

type PaginationProps = Omit<React.ComponentProps<"nav">, "onChange"> & {
  total: number;
  page?: number;
  pageSize?: number;
  pageSizes?: readonly number[];
  /** A new page or page size; the page resets to 1 when size × page exceeds the total. */
  onChange: (page: number, pageSize: number) => void;
  /** Buttons in the pager; 7, or 5 under 992 px by default. */
  pagerCount?: number;
  /** Scroll to the top over 800 ms after a change (replace to scroll a container). */
  autoScroll?: boolean;
  scrollToTop?: (duration: number) => void;
  /** Hide the whole widget when there is nothing to page. */
  hidden?: boolean;
};

/** Eases the window back to the top over `duration` ms. */
function scrollWindowToTop(duration: number): void {
  const start = window.scrollY;
  if (start === 0) return;
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / duration);
    const eased = p < 0.5 ? 2 * p * p : -1 + (4 - 2 * p) * p;
    window.scrollTo(0, start * (1 - eased));
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

const pageButton =
  "inline-flex h-8 min-w-8 cursor-pointer items-center justify-center rounded-md px-2 text-sm outline-none hover:text-primary-strong focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50";

/** Pagination with total, sizes, prev, pager, next and jumper (spec section 9 defaults). */
function Pagination({
  total,
  page = paginationDefaults.page,
  pageSize = paginationDefaults.pageSize,
  pageSizes = paginationDefaults.pageSizes,
  onChange,
  pagerCount,
  autoScroll = true,
  scrollToTop = scrollWindowToTop,
  hidden = false,
  className,
  ...props
}: PaginationProps) {
  const mobile = useIsMobile();
  const count = pagerCount ?? (mobile ? paginationDefaults.mobilePagerCount : paginationDefaults.pagerCount);
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  const [jump, setJump] = React.useState("");
  const jumpId = React.useId();
  const sizeId = React.useId();

  if (hidden) return null;

  const go = (nextPage: number, nextSize = pageSize) => {
    onChange(nextPage, nextSize);
    if (autoScroll) scrollToTop(paginationDefaults.scrollDuration);
  };
  const toPage = (p: number) => {
    const target = clampPage(p, total, pageSize);
    if (target !== current) go(target);
  };
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);

  return (
    <nav
      data-slot="pagination"
      aria-label={messages.pagination.label}
      // Every pager sits at the right under its table, on every page alike.
      className={cn("flex flex-wrap items-center justify-end gap-2 text-sm", className)}
      {...props}
    >
      <span data-slot="pagination-total">{messages.pagination.total(total)}</span>
      <Select.Root
        value={String(pageSize)}
        onValueChange={(v) => {
          const size = Number(v);
          go(pageAfterSizeChange(current, size, total), size);
        }}
      >
        <Select.Trigger id={sizeId} aria-label={messages.pagination.perPage} className="h-8 w-28">
          <Select.Value />
        </Select.Trigger>
        <Select.Content>
          {sizes.map((s) => (
            <Select.Item key={s} value={String(s)}>
              {messages.pagination.sizeOption(s)}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
      <button
        type="button"
        className={pageButton}
        aria-label={messages.pagination.prev}
        disabled={current <= 1}
        onClick={() => toPage(current - 1)}
      >
        <ChevronLeftIcon className="size-4" aria-hidden />
      </button>
      <ul className="flex items-center gap-1">
        {pagerItems(current, pages, count).map((item) =>
          typeof item === "number" ? (
            <li key={item}>
              <button
                type="button"
                className={cn(pageButton, item === current && "bg-primary-strong text-white hover:text-white")}
                aria-label={messages.pagination.page(item)}
                aria-current={item === current ? "page" : undefined}
                onClick={() => toPage(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={pageButton}
                aria-label={item === "prev-more" ? messages.pagination.morePrev : messages.pagination.moreNext}
                onClick={() => toPage(current + (item === "prev-more" ? -(count - 2) : count - 2))}
              >
                <MoreHorizontalIcon className="size-4" aria-hidden />
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={pageButton}
        aria-label={messages.pagination.next}
        disabled={current >= pages}
        onClick={() => toPage(current + 1)}
      >
        <ChevronRightIcon className="size-4" aria-hidden />
      </button>
      <span className="inline-flex items-center gap-1">
        <label htmlFor={jumpId}>{messages.pagination.goTo}</label>
        <input
          id={jumpId}
          inputMode="numeric"
          value={jump}
          onChange={(e) => setJump(e.target.value.replace(/\D/g, ""))}
          onKeyDown={(e) => {
            if (e.key === "Enter" && jump) {
              toPage(Number(jump));
              setJump("");
            }
          }}
          onBlur={() => {
            if (jump) toPage(Number(jump));
            setJump("");
          }}
          className="h-8 w-12 rounded-md border border-input bg-background px-1 text-center outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
        />
        {messages.pagination.pageUnit ? <span aria-hidden>{messages.pagination.pageUnit}</span> : null}
      </span>
    </nav>
  );
}

export { Pagination, scrollWindowToTop };
export type { PaginationProps };
