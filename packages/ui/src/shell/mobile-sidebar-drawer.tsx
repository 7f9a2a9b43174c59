// The sidebar as a drawer on narrow screens (a Radix dialog: focus trapped, Esc and the backdrop close
// it). Loaded when first opened (see AppShell), so Radix's dialog stays out of the shell's first load.
import * as DialogPrimitive from "@radix-ui/react-dialog";
import type * as React from "react";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";
import { messages } from "../messages";

function MobileSidebarDrawer({
  open,
  onOpenChange,
  onCloseAutoFocus,
  phone,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes when the drawer closes (the shell returns it to the menu button). */
  onCloseAutoFocus: (event: Event) => void;
  /** A phone's drawer keeps clear of the safe-area insets. */
  phone: boolean;
  /** The sidebar. */
  children: React.ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="app-shell-mobile-backdrop"
          className={cn(STYLE_SCOPE_CLASS, "fixed inset-0 z-40 bg-overlay")}
        />
        <DialogPrimitive.Content
          data-slot="app-shell-mobile-sidebar"
          onCloseAutoFocus={onCloseAutoFocus}
          className={cn(
            STYLE_SCOPE_CLASS,
            "fixed inset-y-0 left-0 z-50 outline-none",
            phone &&
              "bg-side pt-[env(safe-area-inset-top)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)]",
          )}
          aria-describedby={undefined}
        >
          <DialogPrimitive.Title className="sr-only">{messages.sidebar}</DialogPrimitive.Title>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export { MobileSidebarDrawer };
