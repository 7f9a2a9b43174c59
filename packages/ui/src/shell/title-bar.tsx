import { ChevronLeftIcon } from "lucide-react";
import type * as React from "react";

import { IconButton } from "../components/icon-button";
import { cn } from "../lib/cn";
import { messages } from "../messages";

type TitleBarProps = Omit<React.ComponentProps<"div">, "children" | "title"> & {
  /** The current page's title. */
  title: string;
  /** Goes back; without it (the home page) there is no back button. */
  onBack?: () => void;
};

/**
 * On a phone the tabs and the breadcrumb take a sixth of the screen and read one character per line;
 * this bar replaces them with what a phone app shows: a back button within thumb reach of the edge and
 * the page's title.
 */
function TitleBar({ title, onBack, className, ...props }: TitleBarProps) {
  return (
    <div
      data-slot="title-bar"
      className={cn("flex min-h-12 items-center gap-2 border-b bg-background px-2 text-foreground", className)}
      {...props}
    >
      {onBack ? (
        <IconButton label={messages.back} onClick={onBack} className="min-h-11 min-w-11 [&_svg]:size-5">
          <ChevronLeftIcon aria-hidden />
        </IconButton>
      ) : null}
      <p
        data-slot="title-bar-title"
        aria-current="page"
        className={cn("min-w-0 flex-1 truncate text-base font-medium", !onBack && "px-2")}
      >
        {title}
      </p>
    </div>
  );
}

export { TitleBar };
export type { TitleBarProps };
