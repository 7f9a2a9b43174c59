// A link drawn as a button, router-agnostic: a plain anchor to `href`, and when the consumer gives
// `onNavigate` a plain left click calls it instead of loading the page (its router navigates).
import { Button } from "@smartclass/ui";
import type * as React from "react";

/** Navigates to `href` in the consumer's router (e.g. react-router's `navigate`). */
type Navigate = (href: string) => void;

type ActionLinkProps = Omit<React.ComponentProps<"a">, "href"> & {
  href: string;
  variant?: "primary" | "secondary";
  onNavigate?: Navigate | undefined;
};

/** A button-looking link; a plain left click goes through `onNavigate` when given. */
function ActionLink({ href, variant = "secondary", onNavigate, onClick, children, ...props }: ActionLinkProps) {
  const click = (event: React.MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!onNavigate || event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Button asChild variant={variant}>
      <a href={href} onClick={click} {...props}>
        {children}
      </a>
    </Button>
  );
}

export { ActionLink };
export type { Navigate };
