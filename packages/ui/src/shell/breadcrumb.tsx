import { ChevronRightIcon } from "lucide-react";
import type * as React from "react";

import { cn } from "../lib/cn";
import type { Crumb } from "../lib/menu-tree";
import { messages } from "../messages";

type BreadcrumbProps = Omit<React.ComponentProps<"nav">, "children"> & {
  items: readonly Crumb[];
  onNavigate: (path: string) => void;
};

/** Breadcrumb trail; items with `link: false` (the last one, noRedirect ones) are plain text. */
function Breadcrumb({ items, onNavigate, className, ...props }: BreadcrumbProps) {
  return (
    <nav data-slot="breadcrumb" aria-label={messages.breadcrumb} className={cn("text-sm", className)} {...props}>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <li key={item.path} className="inline-flex items-center gap-1">
              {item.link && !last ? (
                <a
                  href={item.path}
                  className="rounded-sm font-medium text-foreground hover:text-primary-strong"
                  onClick={(e) => {
                    if (e.metaKey || e.ctrlKey || e.shiftKey) return;
                    e.preventDefault();
                    onNavigate(item.path);
                  }}
                >
                  {item.title}
                </a>
              ) : (
                <span className="text-muted-foreground" aria-current={last ? "page" : undefined}>
                  {item.title}
                </span>
              )}
              {last ? null : <ChevronRightIcon className="size-3.5 text-muted-foreground" aria-hidden />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export { Breadcrumb };
export type { BreadcrumbProps };
