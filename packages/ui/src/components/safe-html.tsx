import * as React from "react";

import { cn } from "../lib/cn";
import { sanitizeHtml } from "../lib/sanitize";
import { userTextClassName } from "./user-text";

type SafeHtmlProps = Omit<React.ComponentProps<"div">, "children" | "dangerouslySetInnerHTML"> & {
  /** Server-provided HTML; sanitised (DOMPurify) before it reaches the page. */
  html: string;
  /** Render inline (a span) instead of a block. */
  inline?: boolean;
};

/**
 * Renders server-provided rich text through the one sanitiser (`sanitizeHtml`): formatting, lists, tables,
 * http(s) links and images only. The box isolates the text's direction and wraps long strings; a block
 * box also contains its content's layout and paint, so nothing inside can draw outside it.
 */
function SafeHtml({ html, inline = false, className, ...props }: SafeHtmlProps) {
  const clean = React.useMemo(() => sanitizeHtml(html), [html]);
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      data-slot="safe-html"
      className={cn(
        userTextClassName,
        "[&_img]:h-auto [&_img]:max-w-full",
        inline ? "[&_p]:inline" : "prose-sm [contain:content]",
        className,
      )}
      // Sanitised above: this is the one place server HTML is injected.
      dangerouslySetInnerHTML={{ __html: clean }}
      {...props}
    />
  );
}

export { SafeHtml };
export type { SafeHtmlProps };
