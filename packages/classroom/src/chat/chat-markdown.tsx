// An AI answer as sanitised Markdown, loaded on demand: the renderer (react-markdown, remark-gfm,
// rehype-sanitize, remend) is fetched only where an answer renders, so CheckInDialog and the other
// widgets do not pay for it. Until it arrives the answer shows as plain text, so nothing is hidden.
import { cn } from "@smartclass/ui";
import { lazy, Suspense } from "react";

/** Props of ChatMarkdown. */
interface ChatMarkdownProps {
  /** The Markdown (an AI answer, complete or as far as it has streamed). */
  text: string;
  /** True while the answer is still arriving: a half-written end is completed for display. */
  streaming?: boolean;
  className?: string;
}

const ChatMarkdownImpl = lazy(() =>
  import("./chat-markdown-impl").then((module) => ({ default: module.ChatMarkdownImpl })),
);

/** Sanitised Markdown of an AI answer (never raw HTML), streaming-aware, loaded on first use. */
function ChatMarkdown(props: ChatMarkdownProps) {
  return (
    <Suspense fallback={<div className={cn("whitespace-pre-wrap text-sm", props.className)}>{props.text}</div>}>
      <ChatMarkdownImpl {...props} />
    </Suspense>
  );
}

export { ChatMarkdown };
export type { ChatMarkdownProps };
