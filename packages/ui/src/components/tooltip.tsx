import * as TooltipPrimitive from "@radix-ui/react-tooltip";
import type * as React from "react";

import { cn } from "../lib/cn";
import { STYLE_SCOPE_CLASS } from "../lib/style-scope";

/** Shares the open delay between tooltips; Tooltip.Root includes one, so this is optional. */
function TooltipProvider({ delayDuration = 200, ...props }: React.ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider data-slot="tooltip-provider" delayDuration={delayDuration} {...props} />;
}

/** The tooltip's state holder; opens on hover and on keyboard focus of the trigger. */
function TooltipRoot(props: React.ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root data-slot="tooltip" {...props} />
    </TooltipProvider>
  );
}

/** The element the tooltip describes. */
function TooltipTrigger(props: React.ComponentProps<typeof TooltipPrimitive.Trigger>) {
  return <TooltipPrimitive.Trigger data-slot="tooltip-trigger" {...props} />;
}

/** The tooltip bubble, in a portal (role tooltip, described-by the trigger). */
function TooltipContent({
  className,
  sideOffset = 6,
  children,
  ...props
}: React.ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        data-slot="tooltip-content"
        sideOffset={sideOffset}
        className={cn(
          STYLE_SCOPE_CLASS,
          "z-50 max-w-xs rounded-md bg-foreground px-2.5 py-1.5 text-xs text-background shadow",
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-foreground" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  );
}

/** Compound tooltip: `Tooltip.Root / Tooltip.Trigger / Tooltip.Content`. */
const Tooltip = { Provider: TooltipProvider, Root: TooltipRoot, Trigger: TooltipTrigger, Content: TooltipContent };

export { Tooltip, TooltipContent, TooltipProvider, TooltipRoot, TooltipTrigger };
