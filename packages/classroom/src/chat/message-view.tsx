// The messages of a conversation: the person's questions as text, the assistant's answers as sanitised
// Markdown (rendered while they stream), each answer with 复制, an answer that did not finish marked
// (已停止, or the error's text), and 重试 under the last answer when it stopped or failed.
import { Button, cn } from "@smartclass/ui";
import { cva } from "class-variance-authority";
import { CheckIcon, CopyIcon, LoaderCircleIcon, RotateCcwIcon, TriangleAlertIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";

import { messages } from "../messages";
import { ChatMarkdown } from "./chat-markdown";
import { retryQuestion, type ThreadItem } from "./chat-thread";

const text = messages.chat;

const bubbleVariants = cva("flex max-w-[85%] flex-col gap-1 rounded-lg px-3 py-2", {
  variants: {
    role: {
      user: "self-end bg-primary-soft text-foreground",
      assistant: "self-start border bg-background text-foreground",
    },
  },
});

/** Copies text to the clipboard (the default of `copyText`). */
const copyToClipboard = (value: string) => navigator.clipboard.writeText(value);

type MessageViewProps = Omit<React.ComponentProps<"div">, "children"> & {
  items: readonly ThreadItem[];
  /** Sends the last question again (shown when the last answer stopped or failed). */
  onRetry?: (question: string) => void;
  /** Copies an answer (default: the clipboard). */
  copyText?: (text: string) => Promise<void>;
  /** Shown when there is no message yet (the assistant's introduction). */
  empty?: React.ReactNode;
};

function CopyButton({ value, copyText }: { value: string; copyText: (text: string) => Promise<void> }) {
  const [result, setResult] = useState<"copied" | "failed" | null>(null);
  useEffect(() => {
    if (!result) return;
    const timer = setTimeout(() => setResult(null), 2000);
    return () => clearTimeout(timer);
  }, [result]);
  return (
    <>
      <Button
        size="mini"
        variant="ghost"
        onClick={() => {
          copyText(value).then(
            () => setResult("copied"),
            () => setResult("failed"),
          );
        }}
      >
        {result === "copied" ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
        {text.copy}
      </Button>
      <span role="status" className="text-xs text-muted-foreground">
        {result === "copied" ? text.copied : result === "failed" ? text.copyFailed : ""}
      </span>
    </>
  );
}

function AnswerState({ item }: { item: ThreadItem }) {
  if (item.state === "streaming") {
    return (
      <p role="status" className="flex items-center gap-1.5 text-xs text-muted-foreground">
        <LoaderCircleIcon className="size-3.5 animate-spin motion-reduce:animate-none" aria-hidden />
        {item.content ? text.answering : text.thinking}
      </p>
    );
  }
  if (item.state === "stopped") {
    return <p className="text-xs font-medium text-muted-foreground">{text.stopped}</p>;
  }
  if (item.state === "error") {
    return (
      <p className="flex items-center gap-1.5 text-xs font-medium text-danger">
        <TriangleAlertIcon className="size-3.5 shrink-0" aria-hidden />
        {item.error}
      </p>
    );
  }
  return null;
}

/** A conversation's messages: questions, streamed Markdown answers, 复制, 已停止 / errors, 重试. */
function MessageView({ items, onRetry, copyText = copyToClipboard, empty, className, ...props }: MessageViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const last = items.at(-1);
  const retry = onRetry ? retryQuestion(items) : null;

  // Keep the newest text in sight as it streams in.
  useEffect(() => {
    const node = scroller.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [items.length, last?.content]);

  return (
    <div
      ref={scroller}
      data-slot="chat-message-view"
      className={cn("flex min-h-0 flex-1 flex-col overflow-y-auto", className)}
      {...props}
    >
      {items.length === 0 ? (
        <div className="m-auto max-w-prose p-4 text-center text-sm text-muted-foreground">
          {empty ?? text.noMessages}
        </div>
      ) : (
        <ol aria-label={text.messages} className="flex flex-col gap-3 p-1">
          {items.map((item) => (
            <li
              key={item.key}
              data-role={item.role}
              data-state={item.state}
              aria-busy={item.state === "streaming" || undefined}
              className={bubbleVariants({ role: item.role })}
            >
              <span className="text-xs font-medium text-muted-foreground">
                {item.role === "user" ? text.you : text.assistant}
              </span>
              {item.role === "user" ? (
                <p className="whitespace-pre-wrap text-sm">{item.content}</p>
              ) : item.content ? (
                <ChatMarkdown text={item.content} streaming={item.state === "streaming"} />
              ) : null}
              {item.role === "assistant" ? <AnswerState item={item} /> : null}
              {item.role === "assistant" &&
              item.state !== "streaming" &&
              (item.content || (item === last && retry !== null)) ? (
                <div className="flex flex-wrap items-center gap-2">
                  {item.content ? <CopyButton value={item.content} copyText={copyText} /> : null}
                  {item === last && retry !== null ? (
                    <Button size="mini" variant="outline" onClick={() => onRetry?.(retry)}>
                      <RotateCcwIcon aria-hidden />
                      {text.retry}
                    </Button>
                  ) : null}
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

export { MessageView };
export type { MessageViewProps };
