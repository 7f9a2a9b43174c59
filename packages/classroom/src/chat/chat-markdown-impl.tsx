// The Markdown renderer behind ChatMarkdown (loaded on demand): react-markdown with GFM (tables, lists,
// strikethrough), raw HTML never rendered and the tree sanitised by rehype-sanitize, and while an answer
// streams its half-written end healed by remend (an open `**`, a link without its `)`, a code fence not
// yet closed), so the text does not jump between plain and formatted as pieces arrive.
import { cn, safeHttpUrl, userTextClassName } from "@smartclass/ui";
import ReactMarkdown, { type Components } from "react-markdown";
import rehypeSanitize from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remend from "remend";

import type { ChatMarkdownProps } from "./chat-markdown";

const remarkPlugins = [remarkGfm];
const rehypePlugins = [rehypeSanitize];

const components: Components = {
  // Links open elsewhere and tell that page nothing; images are shown as their text (no remote fetches).
  // Only http(s) links, as the rich-text sanitiser allows; anything else stays plain text.
  a: ({ href, children }) => {
    const url = safeHttpUrl(href);
    if (!url) return <span>{children}</span>;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="text-primary-strong underline">
        {children}
      </a>
    );
  },
  img: ({ alt }) => <span>{alt}</span>,
};

const markdownClasses = cn(
  // Isolated and wrapping anywhere, as every text someone (or a model) wrote.
  userTextClassName,
  "min-w-0 text-sm leading-relaxed",
  "[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-5 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-5",
  "[&_h1]:mt-3 [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:mt-3 [&_h2]:text-base [&_h2]:font-semibold",
  "[&_h3]:mt-2 [&_h3]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_blockquote]:text-muted-foreground",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.8125rem]",
  "[&_pre]:my-2 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-3 [&_pre_code]:p-0",
  "[&_table]:my-2 [&_table]:border-collapse [&_td]:border [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:px-2 [&_th]:py-1",
  "[&>:first-child]:mt-0 [&>:last-child]:mb-0",
);

/** Sanitised Markdown of an AI answer; heals a half-written end while `streaming`. */
function ChatMarkdownImpl({ text, streaming = false, className }: ChatMarkdownProps) {
  const source = streaming ? remend(text, { linkMode: "text-only" }) : text;
  return (
    <div data-slot="chat-markdown" className={cn(markdownClasses, className)}>
      <ReactMarkdown remarkPlugins={remarkPlugins} rehypePlugins={rehypePlugins} components={components}>
        {source}
      </ReactMarkdown>
    </div>
  );
}

export { ChatMarkdownImpl };
