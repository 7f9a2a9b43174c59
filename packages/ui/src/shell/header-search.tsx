import { SearchIcon } from "lucide-react";
import * as React from "react";

import { IconButton } from "../components/icon-button";
import { cn } from "../lib/cn";
import type { SearchEntry } from "../lib/menu-tree";
import { createMenuSearch } from "../lib/search";
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
  const search = React.useMemo(() => createMenuSearch(entries), [entries]);
  const [open, setOpen] = React.useState(defaultOpen);
  const [query, setQuery] = React.useState("");
  const [active, setActive] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const listId = React.useId();
  const results = React.useMemo(() => search(query), [search, query]);
  const typed = open && query.trim().length > 0;
  const expanded = typed && results.length > 0;

  React.useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
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

  const onKeyDown = (e: React.KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      e.preventDefault();
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (e.key === "ArrowUp") {
      e.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      choose(results[active]);
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
          {typed && results.length === 0 ? (
            <p
              role="status"
              className="absolute top-full right-0 z-50 mt-1 w-72 rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md"
            >
              {messages.noResults}
            </p>
          ) : null}
        </>
      ) : (
        <IconButton ref={buttonRef} label={messages.search} onClick={() => setOpen(true)}>
          <SearchIcon aria-hidden />
        </IconButton>
      )}
    </div>
  );
}

export { HeaderSearch, openExternalUrl };
export type { HeaderSearchProps };
