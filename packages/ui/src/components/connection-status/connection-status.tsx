import { cva } from "class-variance-authority";
import { WifiOff } from "lucide-react";
import type * as React from "react";

import { cn } from "../../lib/cn";
import { messages } from "../../messages";

const connectionStatusVariants = cva(
  "pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-2 print:hidden",
);

const noticeVariants = cva(
  "flex items-center gap-2 rounded-full border border-warning bg-popover px-3 py-1 text-sm text-foreground shadow-md",
);

/** What a live connection (the classroom push) can be doing, as its client reports it. */
type ConnectionState = "idle" | "connecting" | "open" | "waiting" | "closed";

type ConnectionStatusProps = Omit<React.ComponentProps<"div">, "children"> & {
  /** Whether the connection was lost and is being re-established. */
  lost: boolean;
};

/**
 * A polite notice at the top of the page while a live connection is lost: 连接已断开，正在重连…. The
 * live region is always in the page (empty while connected), so screen readers announce the text when
 * it appears, without interrupting, and the notice goes away on its own once the connection is back.
 */
function ConnectionStatus({ lost, className, ...props }: ConnectionStatusProps) {
  return (
    <div
      data-slot="connection-status"
      data-state={lost ? "lost" : "connected"}
      role="status"
      aria-live="polite"
      className={cn(connectionStatusVariants(), className)}
      {...props}
    >
      {lost ? (
        <p data-slot="connection-status-notice" className={noticeVariants()}>
          <WifiOff aria-hidden="true" className="size-4 shrink-0 text-warning" />
          {messages.connectionLost}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Tracks whether a connection is lost after having been open: waiting or connecting again once it has
 * opened. The first connect after a page loads is not a loss (nothing was shown yet), and a connection
 * closed on purpose (logout) is not one either.
 */
function connectionLost(state: ConnectionState, everOpen: boolean): boolean {
  return everOpen && (state === "waiting" || state === "connecting");
}

export { ConnectionStatus, connectionLost, connectionStatusVariants };
export type { ConnectionState, ConnectionStatusProps };
