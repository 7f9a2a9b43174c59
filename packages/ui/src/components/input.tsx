import { cva } from "class-variance-authority";
import type * as React from "react";

import { cn } from "../lib/cn";

const inputVariants = cva(
  "w-full min-w-0 rounded-md border border-input bg-background text-foreground transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-primary focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-danger/30",
  {
    variants: {
      kind: {
        input: "h-control px-control-x text-control",
        textarea: "min-h-20 px-control-x py-2 text-control",
      },
    },
    defaultVariants: { kind: "input" },
  },
);

/** A single-line text field; marks itself invalid through `aria-invalid`. */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" type={type} className={cn(inputVariants({ kind: "input" }), className)} {...props} />;
}

/** A multi-line text field. */
function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={cn(inputVariants({ kind: "textarea" }), className)} {...props} />;
}

export { Input, inputVariants, Textarea };
