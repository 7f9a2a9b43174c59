import { Loader2Icon } from "lucide-react";
import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";

// On a phone a table of four or more columns leaves each column a few characters: headers break one
// character per line and empty-state texts are cut. Below a width, Table and DataTable (when asked to be
// responsive) show each row as a card instead: the first field as the card's title, the others as
// label: value lines, and the row's actions as a row of finger-sized buttons at the bottom.

/** Below this width (CSS px) of its box a responsive table shows its rows as cards. */
const CARD_BREAKPOINT = 640;

/**
 * Whether the box behind `ref` is narrower than `breakpoint`, followed as it resizes. Measured before
 * paint, so a phone never sees the table first; where ResizeObserver is missing (old browsers, jsdom)
 * the table stays a table.
 */
function useNarrowBox(ref: React.RefObject<HTMLElement | null>, enabled: boolean, breakpoint = CARD_BREAKPOINT) {
  const [narrow, setNarrow] = React.useState(false);
  React.useLayoutEffect(() => {
    const box = ref.current;
    if (!enabled || !box || typeof ResizeObserver === "undefined") {
      setNarrow(false);
      return undefined;
    }
    // The viewport counts too: a box laid out wider than a phone's screen still is on a phone. A box
    // that is not laid out (hidden, or in a page still being prepared) measures 0 px: that says nothing
    // about the screen, so only the viewport decides until the box has a width.
    const measure = () => {
      const width = box.clientWidth > 0 ? Math.min(box.clientWidth, window.innerWidth) : window.innerWidth;
      setNarrow(width < breakpoint);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [ref, enabled, breakpoint]);
  return narrow;
}

/** One label: value line of a card. */
type DataCardField = { key: string; label: React.ReactNode; value: React.ReactNode; className?: string };

/** One row as a card. */
type DataCardItem = {
  key: React.Key;
  /** The row's main field (its name or title), shown as the card's heading. */
  title?: React.ReactNode;
  fields: readonly DataCardField[];
  /** The row's actions: buttons and links, made at least 44 × 44 px with 8 px between them. */
  actions?: React.ReactNode;
  /** A control before the title (the row's selection checkbox). */
  leading?: React.ReactNode;
  selected?: boolean;
};

type DataCardListProps = {
  /** Names the list for assistive technology (the table's caption). */
  label: string;
  items: readonly DataCardItem[];
  loading?: boolean;
  /** What an empty list says; wraps rather than being cut. */
  empty?: React.ReactNode;
  /** Replaces the list (a failed load with its retry). */
  error?: React.ReactNode;
  className?: string;
};

/** A state in place of the cards: the loading spinner, the empty text or the error. */
function CardsState({ slot, children }: { slot: string; children: React.ReactNode }) {
  return (
    <div
      data-slot={slot}
      className="rounded-md border px-4 py-8 text-center text-sm break-words whitespace-normal text-muted-foreground"
    >
      {children}
    </div>
  );
}

/** A list of rows shown as cards: the narrow form of Table and DataTable. */
function DataCardList({ label, items, loading = false, empty = messages.empty, error, className }: DataCardListProps) {
  let content: React.ReactNode;
  if (error !== undefined && error !== null && !loading) {
    content = <CardsState slot="data-cards-error">{error}</CardsState>;
  } else if (items.length === 0) {
    content = loading ? (
      <CardsState slot="data-cards-loading">
        <span role="status" className="inline-flex items-center gap-2">
          <Loader2Icon className="size-4 animate-spin" aria-hidden />
          {messages.loading}
        </span>
      </CardsState>
    ) : (
      <CardsState slot="data-cards-empty">{empty}</CardsState>
    );
  } else {
    content = (
      <ul aria-label={label} className={cn("flex flex-col gap-3", loading && "opacity-60")}>
        {items.map((item) => (
          <li
            key={item.key}
            data-slot="data-card"
            data-state={item.selected ? "selected" : undefined}
            className="min-w-0 rounded-md border bg-background p-3 text-sm data-[state=selected]:border-primary data-[state=selected]:ring-1 data-[state=selected]:ring-primary"
          >
            {item.title !== undefined || item.leading !== undefined ? (
              <div className="mb-2 flex min-w-0 items-start gap-2">
                {item.leading ? (
                  // The selection checkbox is 16 px; its hit area grows to 44 × 44 px around it.
                  <div className="flex size-4 shrink-0 items-center justify-center pt-0.5 [&_button]:relative [&_button]:after:absolute [&_button]:after:-inset-3.5 [&_button]:after:content-['']">
                    {item.leading}
                  </div>
                ) : null}
                <div data-slot="data-card-title" className="min-w-0 flex-1 font-medium break-words">
                  {item.title}
                </div>
              </div>
            ) : null}
            {item.fields.length > 0 ? (
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                {item.fields.map((field) => (
                  <React.Fragment key={field.key}>
                    <dt className="whitespace-nowrap text-muted-foreground">{field.label}</dt>
                    <dd data-slot="data-card-value" className={cn("min-w-0 break-words", field.className)}>
                      {field.value}
                    </dd>
                  </React.Fragment>
                ))}
              </dl>
            ) : null}
            {item.actions ? (
              <div
                data-slot="data-card-actions"
                // Touch targets of 44 × 44 px at least, 8 px apart (WCAG 2.5.5): the table's small
                // text buttons grow here without each caller knowing about phones.
                className="mt-3 flex flex-wrap items-center gap-2 border-t pt-3 [&_a]:inline-flex [&_a]:min-h-11 [&_a]:min-w-11 [&_a]:items-center [&_a]:justify-center [&_button]:min-h-11 [&_button]:min-w-11"
              >
                {item.actions}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div data-slot="data-cards" aria-busy={loading || undefined} className={cn("relative min-w-0", className)}>
      {content}
      {loading && items.length > 0 ? (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span role="status" className="inline-flex items-center gap-2 rounded-md bg-background px-3 py-1.5 shadow-sm">
            <Loader2Icon className="size-4 animate-spin" aria-hidden />
            {messages.loading}
          </span>
        </div>
      ) : null}
    </div>
  );
}

export { CARD_BREAKPOINT, DataCardList, useNarrowBox };
export type { DataCardField, DataCardItem, DataCardListProps };
