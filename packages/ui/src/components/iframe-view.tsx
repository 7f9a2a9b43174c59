import * as React from "react";

import { cn } from "../lib/cn";
import { messages } from "../messages";

type IframeViewProps = Omit<React.ComponentProps<"iframe">, "src" | "title"> & {
  src: string;
  /** The embedded page's accessible title. */
  title: string;
  /** Height of the frame (CSS); fills the page below the header by default. */
  height?: string | number;
};

/** An embedded page, with the text 正在加载页面，请稍候！ until it has loaded. */
function IframeView({ src, title, height = "calc(100vh - 94px)", className, onLoad, ...props }: IframeViewProps) {
  const [loading, setLoading] = React.useState(true);
  const [lastSrc, setLastSrc] = React.useState(src);
  if (src !== lastSrc) {
    setLastSrc(src);
    setLoading(true);
  }
  return (
    <div data-slot="iframe-view" className={cn("relative w-full", className)} style={{ height }}>
      {loading ? (
        <div
          data-slot="iframe-view-loading"
          role="status"
          className="absolute inset-0 flex items-center justify-center text-sm text-muted-foreground"
        >
          {messages.iframeLoading}
        </div>
      ) : null}
      <iframe
        src={src}
        title={title}
        className="size-full border-0"
        onLoad={(e) => {
          setLoading(false);
          onLoad?.(e);
        }}
        {...props}
      />
    </div>
  );
}

export { IframeView };
export type { IframeViewProps };
