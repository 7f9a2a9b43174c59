// The classroom widgets' links (their `renderLink` prop) as router links: client-side navigation,
// keyboard reachable, in the console's link style.
import type * as React from "react";
import { Link } from "react-router-dom";

/** Draws a widget's link to `href` as a router link. */
const routerLink = (href: string, children: React.ReactNode) => (
  <Link to={href} className="font-medium text-primary-strong underline-offset-4 hover:underline">
    {children}
  </Link>
);

export { routerLink };
