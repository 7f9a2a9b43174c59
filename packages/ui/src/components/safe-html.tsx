import * as React from "react";

import { cn } from "../lib/cn";
import { sanitizeHtml } from "../lib/sanitize";

type SafeHtmlProps = Omit<React.ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** Server-provided HTML; sanitised (DOMPurify) before it reaches the page. */
  html: string;
  /** Render inline (a span) instead of a block. */
  inline?: boolean;
};

/** Renders server-provided rich text after sanitising it: scripts, handlers and javascript: URLs go. */
function SafeHtml({ html, inline = false, className, ...props }: SafeHtmlProps) {
  const clean = React.useMemo(() => sanitizeHtml(html), [html]);
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      data-slot="safe-html"
      className={cn(inline ? "[&_p]:inline" : "prose-sm", className)}
      // Sanitised above: this is the one place server HTML is injected.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}

export { SafeHtml };
export type { SafeHtmlProps };
