// How the record widgets draw a link: the consumer's router link when it gives `renderLink`, else a
// plain anchor, so the console keeps client-side navigation and another product can use any router.
import type * as React from "react";

/** Draws a link to `href` around `children` (e.g. the router's <Link to={href}>). */
type RenderLink = (href: string, children: React.ReactNode) => React.ReactNode;

/** A link to `href`, drawn by `renderLink` when given. */
function RecordLink({
  href,
  renderLink,
  children,
}: {
  href: string;
  renderLink?: RenderLink | undefined;
  children: React.ReactNode;
}) {
  if (renderLink) return <>{renderLink(href, children)}</>;
  return (
    <a href={href} className="font-medium text-primary-strong underline-offset-4 hover:underline">
      {children}
    </a>
  );
}

export { RecordLink };
export type { RenderLink };
