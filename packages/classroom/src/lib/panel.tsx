// The frame every classroom widget shares (a titled card, as the sign-in panel has) and its loading,
// error and empty states, so that every widget looks and announces them the same way.
import { Button, cn, STYLE_SCOPE_CLASS } from "@smartclass/ui";
import { cva, type VariantProps } from "class-variance-authority";
import { AlertCircleIcon, LoaderCircleIcon } from "lucide-react";
import { useId } from "react";
import type * as React from "react";

import { firstLoadMessages as messages } from "./first-load-messages";

const panelVariants = cva("flex flex-col gap-4 rounded-lg border bg-card text-foreground", {
  variants: {
    density: {
      default: "p-4",
      compact: "p-3",
    },
  },
  defaultVariants: { density: "default" },
});

type PanelProps = Omit<React.ComponentProps<"section">, "title"> &
  VariantProps<typeof panelVariants> & {
    /** The heading, which also names the region. */
    title: React.ReactNode;
    /** A line under or beside the heading (course, status). */
    description?: React.ReactNode;
    /** Controls at the right of the header. */
    actions?: React.ReactNode;
    /** Heading level (2 by default). */
    level?: 2 | 3;
  };

/** A titled card region: the frame of every classroom widget. */
function Panel({ title, description, actions, level = 2, density, className, children, ...props }: PanelProps) {
  const id = useId();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section
      data-slot="classroom-panel"
      aria-labelledby={`${id}-title`}
      className={cn(STYLE_SCOPE_CLASS, panelVariants({ density }), className)}
      {...props}
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-0.5">
          <Heading id={`${id}-title`} className="text-lg font-semibold wrap-anywhere">
            {title}
          </Heading>
          {description ? <div className="text-sm text-muted-foreground wrap-anywhere">{description}</div> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** Loading: a spinner and a text, announced politely. */
function LoadingState({ label = messages.common.loading, className }: { label?: string; className?: string }) {
  return (
    <p
      data-slot="classroom-loading"
      role="status"
      className={cn("flex items-center gap-2 text-sm text-muted-foreground", className)}
    >
      <LoaderCircleIcon className="size-4 animate-spin motion-reduce:animate-none" aria-hidden />
      {label}
    </p>
  );
}

/** A failure: the message (the server's, when it gave one) and a retry button, announced as an alert. */
function ErrorState({
  message = messages.common.loadFailed,
  onRetry,
  className,
}: {
  message?: string;
  onRetry?: () => void;
  className?: string;
}) {
  return (
    <div
      data-slot="classroom-error"
      role="alert"
      className={cn(
        "flex flex-wrap items-center gap-3 rounded-md bg-danger/10 px-3 py-2 text-sm text-danger",
        className,
      )}
    >
      <AlertCircleIcon className="size-4 shrink-0" aria-hidden />
      <span className="flex-1">{message}</span>
      {onRetry ? (
        <Button size="small" onClick={onRetry}>
          {messages.common.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** Nothing to show yet. */
function EmptyState({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <p data-slot="classroom-empty" className={cn("py-4 text-center text-sm text-muted-foreground", className)}>
      {children}
    </p>
  );
}

export { EmptyState, ErrorState, LoadingState, Panel };
