// The AI assistant for a role: the teacher's 备课助手 or the student's 学习辅导 — the conversation list,
// the messages with the streamed answer, and the composer; the server's refusal (AI 服务未配置 with
// what an administrator sets, the rate limit) shown plainly as an alert above the composer.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type * as React from "react";

import { useChatApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { ErrorState, LoadingState, Panel } from "../lib/panel";
import { messages } from "../messages";
import { ChatComposer } from "./chat-composer";
import { chatKeys, chatMessagesOptions } from "./chat-queries";
import { threadItems } from "./chat-thread";
import { ConversationList } from "./conversation-list";
import { MessageView } from "./message-view";
import { useChatReply } from "./use-chat-reply";

const text = messages.chat;

/** Whose assistant: the teacher's (lesson preparation, research) or the student's tutor. */
type ChatRole = "teacher" | "student";

type ChatPanelProps = Omit<React.ComponentProps<"section">, "title" | "role"> & {
  role: ChatRole;
  /** The open conversation (controlled); leave out to let the panel keep it. */
  conversationId?: number | null;
  /** The conversation open at first (uncontrolled). */
  defaultConversationId?: number | null;
  /** Called when another conversation is opened (or a new one is made). */
  onConversationChange?: (id: number | null) => void;
  /** Copies an answer (default: the clipboard). */
  copyText?: (text: string) => Promise<void>;
};

/** The AI assistant for a teacher (备课助手) or a student (学习辅导): conversations, streamed answers, stop and retry. */
function ChatPanel({
  role,
  conversationId,
  defaultConversationId = null,
  onConversationChange,
  copyText,
  className,
  ...props
}: ChatPanelProps) {
  const api = useChatApi();
  const queryClient = useQueryClient();
  const [own, setOwn] = useState<number | null>(defaultConversationId);
  const selected = conversationId === undefined ? own : conversationId;
  const select = (id: number | null) => {
    if (conversationId === undefined) setOwn(id);
    onConversationChange?.(id);
  };
  const [draft, setDraft] = useState("");
  const reply = useChatReply();
  const stored = useQuery({ ...chatMessagesOptions(api, selected ?? 0), enabled: selected !== null });
  const create = useMutation({ mutationFn: () => api.createChatConversation() });

  const streaming = reply.pending !== null;
  const items = threadItems(
    selected === null ? [] : (stored.data ?? []),
    reply.pending?.conversationId === selected ? reply.pending : null,
  );

  const send = async (content: string) => {
    let id = selected;
    if (id === null) {
      try {
        id = await create.mutateAsync();
      } catch {
        setDraft(content);
        return;
      }
      queryClient.setQueryData(chatKeys.messages(id), []);
      select(id);
    }
    if (!(await reply.send(id, content))) setDraft(content);
  };

  const title = role === "teacher" ? text.teacherTitle : text.studentTitle;
  const intro = role === "teacher" ? text.teacherIntro : text.studentIntro;

  return (
    <Panel title={title} data-slot="chat-panel" data-role={role} className={className} {...props}>
      <div className="flex min-h-[28rem] flex-col gap-4 md:flex-row">
        <ConversationList
          selectedId={selected}
          onSelect={(id) => {
            if (streaming) reply.stop();
            select(id);
          }}
          className="md:w-60 md:shrink-0 md:border-r md:pr-3"
        />
        <div className="flex min-h-0 min-w-0 flex-1 flex-col gap-3">
          {selected !== null && stored.isPending ? (
            <LoadingState />
          ) : selected !== null && stored.isError ? (
            <ErrorState message={errorMessage(stored.error)} onRetry={() => void stored.refetch()} />
          ) : (
            <MessageView
              items={items}
              empty={intro}
              onRetry={streaming ? undefined : (question) => void send(question)}
              {...(copyText ? { copyText } : {})}
              className="max-h-[60vh]"
            />
          )}
          {reply.refusal ? <ErrorState message={reply.refusal} /> : null}
          {create.error ? <ErrorState message={errorMessage(create.error)} /> : null}
          <ChatComposer
            value={draft}
            onValueChange={setDraft}
            onSend={(content) => void send(content)}
            onStop={reply.stop}
            streaming={streaming}
            disabled={create.isPending}
          />
        </div>
      </div>
    </Panel>
  );
}

export { ChatPanel };
export type { ChatPanelProps, ChatRole };
