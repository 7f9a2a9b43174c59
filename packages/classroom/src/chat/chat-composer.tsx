// Where the person writes to the AI assistant: a multiline box (Enter sends, Shift+Enter starts a new
// line, nothing is sent mid-composition of an IME), 发送 disabled while empty or while an answer
// streams, and 停止 beside it while it streams.
import { Button, cn, Textarea } from "@smartclass/ui";
import { SendIcon, SquareIcon } from "lucide-react";
import { useId, useState } from "react";
import type * as React from "react";

import { messages } from "../messages";

const text = messages.chat;

type ChatComposerProps = Omit<React.ComponentProps<"form">, "onSubmit"> & {
  /** Called with the text when the person sends it; the box is emptied. */
  onSend: (text: string) => void;
  /** Stops the answer being streamed. */
  onStop?: () => void;
  /** True while an answer streams: 发送 is disabled and 停止 shown. */
  streaming?: boolean;
  /** The text (controlled); leave out to let the composer keep it. */
  value?: string;
  /** Called as the text changes. */
  onValueChange?: (value: string) => void;
  /** Disables the box (e.g. while a conversation is being created). */
  disabled?: boolean;
};

/** The message box of the AI assistant: Enter sends, Shift+Enter new line, 发送 / 停止. */
function ChatComposer({
  onSend,
  onStop,
  streaming = false,
  value,
  onValueChange,
  disabled = false,
  className,
  ...props
}: ChatComposerProps) {
  const id = useId();
  const [own, setOwn] = useState("");
  const draft = value ?? own;
  const setDraft = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  const canSend = !streaming && !disabled && draft.trim() !== "";

  const send = () => {
    if (!canSend) return;
    onSend(draft.trim());
    setDraft("");
  };

  return (
    <form
      data-slot="chat-composer"
      className={cn("flex flex-col gap-2", className)}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      {...props}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {text.input}
      </label>
      <Textarea
        id={`${id}-input`}
        rows={3}
        value={draft}
        disabled={disabled}
        placeholder={text.input}
        aria-describedby={`${id}-hint`}
        className="resize-y"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          send();
        }}
      />
      <div className="flex items-center justify-between gap-2">
        <span id={`${id}-hint`} className="text-xs text-muted-foreground">
          {text.inputHint}
        </span>
        <div className="flex items-center gap-2">
          {streaming ? (
            <Button type="button" variant="danger" onClick={onStop}>
              <SquareIcon aria-hidden />
              {text.stop}
            </Button>
          ) : null}
          <Button type="submit" variant="primary" disabled={!canSend}>
            <SendIcon aria-hidden />
            {text.send}
          </Button>
        </div>
      </div>
    </form>
  );
}

export { ChatComposer };
export type { ChatComposerProps };
