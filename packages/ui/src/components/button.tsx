import { Slot } from "@radix-ui/react-slot";
import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

const buttonVariants = cva(
  "inline-flex shrink-0 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md border font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        primary: "border-transparent bg-primary-strong text-primary-foreground hover:bg-primary-strong/90",
        secondary:
          "border-border bg-background text-foreground hover:border-primary hover:bg-primary-soft hover:text-primary-strong",
        outline:
          "border-primary bg-primary-soft text-primary-strong hover:bg-primary-strong hover:text-primary-foreground",
        danger: "border-transparent bg-danger text-white hover:bg-danger/90",
        ghost: "border-transparent bg-transparent text-foreground hover:bg-muted",
        link: "border-transparent bg-transparent text-primary-strong underline-offset-4 hover:underline",
      },
      size: {
        auto: "h-control px-control-x text-control",
        default: "h-10 px-4 text-[0.9375rem]",
        medium: "h-9 px-3.5 text-sm",
        small: "h-8 px-3 text-[0.8125rem]",
        mini: "h-7 px-2 text-xs",
        icon: "size-control p-0",
      },
    },
    defaultVariants: { variant: "secondary", size: "auto" },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

/** A button in one of the design system's variants and sizes; `size="auto"` follows the layout size. */
function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : "button";
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      // A bare <button> inside a form submits it; make that an explicit choice.
      {...(asChild ? {} : { type: type ?? "button" })}
      {...props}
    />
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
