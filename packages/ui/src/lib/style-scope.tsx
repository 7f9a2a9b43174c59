// The design system's styles apply only inside a style scope: the stylesheet's base rules (Tailwind's
// preflight) are written for `.sc-scope` and its descendants, so a host page that embeds a widget keeps
// its own look, and the widget keeps its look under the host's element rules. Every widget's outermost
// element and every popup rendered in a portal (dialogs, menus, popovers, tooltips, toasts) carries the
// class; an app made only of our pieces (the console) puts it on <html>.
import type * as React from "react";

import { cn } from "./cn";

/** The class that opens a style scope: the base rules of the design system's stylesheet apply inside it. */
const STYLE_SCOPE_CLASS = "sc-scope";

/** A block that opens a style scope, for a host that composes @smartclass/ui primitives itself. */
function StyleScope({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="style-scope" className={cn(STYLE_SCOPE_CLASS, className)} {...props} />;
}

export { STYLE_SCOPE_CLASS, StyleScope };
