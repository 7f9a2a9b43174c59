import * as PopoverPrimitive from "@radix-ui/react-popover";
import type * as React from "react";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";

/** The popover's state holder; controlled through `open`/`onOpenChange` or uncontrolled. */
function PopoverRoot(props: React.ComponentProps<typeof PopoverPrimitive.Root>) {
  return <PopoverPrimitive.Root data-slot="popover" {...props} />;
}

/** The element that opens the popover; focus returns to it on close. */
function PopoverTrigger(props: React.ComponentProps<typeof PopoverPrimitive.Trigger>) {
  return <PopoverPrimitive.Trigger data-slot="popover-trigger" {...props} />;
}

/** The floating panel, in a portal; Escape or a click outside closes it. */
function PopoverContent({
  className,
  align = "center",
  sideOffset = 6,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          STYLE_SCOPE_CLASS,
          "z-50 w-72 rounded-md border bg-popover p-4 text-foreground shadow-md outline-none",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}

/** Closes the popover when activated. */
function PopoverClose(props: React.ComponentProps<typeof PopoverPrimitive.Close>) {
  return <PopoverPrimitive.Close data-slot="popover-close" {...props} />;
}

/** Compound popover: `Popover.Root / Popover.Trigger / Popover.Content / Popover.Close`. */
const Popover = { Root: PopoverRoot, Trigger: PopoverTrigger, Content: PopoverContent, Close: PopoverClose };

export { Popover, PopoverClose, PopoverContent, PopoverRoot, PopoverTrigger };
