import { SearchIcon } from "lucide-react";
import * as React from "react";

import { IconButton } from "../components/icon-button";
import { cn } from "../lib/cn";
import type { SearchEntry } from "../lib/menu-tree";
import { isHttpUrl } from "../lib/validate";
import { messages } from "../messages";

/** Opens an external http(s) URL in a new tab without giving it access to this window. */
function openExternalUrl(url: string): void {
  if (!isHttpUrl(url)) return;
  window.open(url, "_blank", "noopener,noreferrer");
}

type HeaderSearchProps = {
  /** Search entries, usually `flattenMenu(buildMenu(routes))`. */
  entries: readonly SearchEntry[];
  onNavigate: (path: string) => void;
  /** Opens external links; defaults to a new tab with noopener,noreferrer (http/https only). */
  openExternal?: (url: string) => void;
  /** Start with the search box open (stories). */
  defaultOpen?: boolean;
  className?: string;
};

type MenuSearch = { entries: readonly SearchEntry[]; find: (query: string) => SearchEntry[] };

/**
 * The fuzzy search over `entries`, loaded with fuse.js once `wanted` (the search is opened or about to
 * be), not with the shell: most visits never search. `null` until then.
 */
function useMenuSearch(entries: readonly SearchEntry[], wanted: boolean): MenuSearch["find"] | null {
  const [search, setSearch] = React.useState<MenuSearch | null>(null);
  const current = search?.entries === entries ? search : null;
  React.useEffect(() => {
    if (!wanted || current) return;
    let cancelled = false;
    void import("../lib/search").then(({ createMenuSearch }) => {
      if (!cancelled) setSearch({ entries, find: createMenuSearch(entries) });
    });
    return () => {
      cancelled = true;
    };
  }, [entries, wanted, current]);
  return current?.find ?? null;
}

/**
 * Fuzzy search over the visible menu (fuse.js, spec options): a keyboard-driven combobox; arrow keys
 * move, Enter opens, Escape closes and focus returns to the search button.
 */
function HeaderSearch({
  entries,
  onNavigate,
  openExternal = openExternalUrl,
  defaultOpen = false,
  className,
}: HeaderSearchProps) {
  const [open, setOpen] = React.useState(defaultOpen);
  // Pointing at or tabbing to the search button starts loading it, so it is ready when it opens.
  const [wanted, setWanted] = React.useState(false);
  const search = useMenuSearch(entries, open || wanted);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();
  const enterPending = React.useRef(false);
  const results = React.useMemo(() => search?.(query) ?? [], [search, query]);
  const typed = open && query.trim().length > 0;
  const expanded = typed && results.length > 0;

  React.useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    enterPending.current = false;
    setOpen(false);
    setQuery("");
    setActive(0);
    if (returnFocus) requestAnimationFrame(() => buttonRef.current?.focus());
  };

  const choose = (entry: SearchEntry | undefined) => {
    if (!entry) return;
    if (entry.external) {
      if (isHttpUrl(entry.path)) openExternal(entry.path);
    } else onNavigate(entry.path);
    close(true);
  };

  const latest = React.useRef({ choose, results });
  React.useEffect(() => {
    latest.current = { choose, results };
  });
  // Enter pressed while the search was loading: take the first result as soon as it has loaded.
  React.useEffect(() => {
    if (!search || !enterPending.current) return;
    enterPending.current = false;
    latest.current.choose(latest.current.results[0]);
  }, [search]);

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      // Typed and confirmed before the search had loaded: take the first result once it has.
      if (!search) enterPending.current = true;
      else choose(results[active]);
    } else if (e.key === "Escape") {
      e.preventDefault();
      close(true);
    }
  };

  return (
    <div data-slot="header-search" className={cn("relative flex items-center", className)}>
      {open ? (
        <>
          <SearchIcon className="pointer-events-none absolute left-2 size-4 text-muted-foreground" aria-hidden />
          <input
            ref={inputRef}
            data-slot="header-search-input"
            role="combobox"
            aria-label={messages.search}
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            // Busy while fuse.js loads (the first open only).
            aria-busy={search === null}
            aria-activedescendant={expanded && results[active] ? `${listId}-${active}` : undefined}
            placeholder={messages.searchPlaceholder}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            onBlur={() => close(false)}
            className="h-8 w-56 rounded-md border border-input bg-background pr-2 pl-8 text-sm outline-none focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/40"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={messages.search}
            hidden={!expanded}
            className="absolute top-full right-0 z-50 mt-1 max-h-80 w-72 overflow-y-auto rounded-md border bg-popover p-1 text-sm shadow-md"
          >
            {results.map((entry, i) => (
              // Keyboard selection goes through the combobox input (aria-activedescendant).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={entry.path}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                // Keep focus in the input: choosing with the pointer must not blur it first.
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(entry)}
                onMouseMove={() => setActive(i)}
                className={cn(
                  "cursor-pointer rounded-sm px-2 py-1.5",
                  i === active && "bg-primary-soft text-primary-strong",
                )}
              >
                {entry.title.join(" > ")}
                {entry.external ? <span className="sr-only">{messages.openNewTab}</span> : null}
              </li>
            ))}
          </ul>
          {/* Only once the search has loaded: "no results" must not flash while fuse.js arrives. */}
          {typed && search && results.length === 0 ? (
            <p
              role="status"
              className="absolute top-full right-0 z-50 mt-1 w-72 rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md"
            >
              {messages.noResults}
            </p>
          ) : null}
        </>
      ) : (
        <IconButton
          ref={buttonRef}
          label={messages.search}
          onClick={() => setOpen(true)}
          onPointerEnter={() => setWanted(true)}
          onFocus={() => setWanted(true)}
        >
          <SearchIcon aria-hidden />
        </IconButton>
      )}
    </div>
  );
}

export { HeaderSearch, openExternalUrl };
export type { HeaderSearchProps };
