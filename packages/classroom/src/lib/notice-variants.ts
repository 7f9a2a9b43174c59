import { cva } from "class-variance-authority";

/** A one-line notice inside a widget (status, hint, error), tinted by its tone; the caller sets its role. */
const noticeVariants = cva("flex gap-2 rounded-md px-3 py-2 text-sm", {
  variants: {
    tone: {
      info: "bg-muted text-foreground",
      success: "bg-success/10 text-success",
      danger: "bg-danger/10 text-danger",
      warning: "bg-warning/10 text-warning",
    },
  },
  defaultVariants: { tone: "info" },
});

export { noticeVariants };
