import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type * as React from "react";

import { cn } from "../lib/cn";

/** A group of radio buttons; arrow keys move the choice. Name it with aria-label or aria-labelledby. */
function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn("flex gap-4", className)} {...props} />;
}

/** One radio button of a group; label it with a <Label htmlFor>. Children replace the dot. */
function Radio({ className, children, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio"
      className={cn(
        "inline-flex size-4 shrink-0 cursor-pointer items-center justify-center rounded-full border border-muted-foreground bg-background outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary-strong",
        className,
      )}
      {...props}
    >
      {children ?? (
        <RadioGroupPrimitive.Indicator data-slot="radio-indicator" className="size-2 rounded-full bg-primary-strong" />
      )}
    </RadioGroupPrimitive.Item>
  );
}

export { Radio, RadioGroup };
