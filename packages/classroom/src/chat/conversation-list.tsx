// The person's conversations with the AI assistant: 新建对话, open one, rename it in place (Enter saves,
// Escape cancels), delete it after a confirmation; loading, error and empty states. Every control is
// a button or a text box, so the list is used by keyboard as by mouse.
import { Button, cn, IconButton, Input, useConfirm } from "@smartclass/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MessageSquarePlusIcon, PencilIcon, Trash2Icon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type * as React from "react";

import { useChatApi } from "../lib/classroom-api";
import { errorMessage } from "../lib/error-message";
import { EmptyState, ErrorState, LoadingState } from "../lib/panel";
import { messages } from "../messages";
import type { ChatConversation } from "./chat-api";
import { chatConversationsOptions, chatKeys } from "./chat-queries";

const text = messages.chat;

type ConversationListProps = Omit<React.ComponentProps<"nav">, "onSelect"> & {
  /** The open conversation. */
  selectedId: number | null;
  /** Opens a conversation (`null` when the open one was deleted). */
  onSelect: (id: number | null) => void;
};

function RenameBox({
  conversation,
  onSave,
  onCancel,
}: {
  conversation: ChatConversation;
  onSave: (title: string) => void;
  onCancel: () => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  // Editing starts from the 重命名 button: the box takes the focus with its text selected, once.
  useEffect(() => box.current?.select(), []);
  return (
    <Input
      aria-label={text.renameLabel}
      title={text.renameHint}
      defaultValue={conversation.title}
      maxLength={100}
      ref={box}
      className="h-8 flex-1"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
          event.preventDefault();
          const title = event.currentTarget.value.trim();
          if (title && title !== conversation.title) onSave(title);
          else onCancel();
        }
      }}
      onBlur={onCancel}
    />
  );
}

/** The person's AI conversations: 新建对话, open, rename in place, delete after a confirmation. */
function ConversationList({ selectedId, onSelect, className, ...props }: ConversationListProps) {
  const api = useChatApi();
  const queryClient = useQueryClient();
  const { confirm } = useConfirm();
  const list = useQuery(chatConversationsOptions(api));
  const [editing, setEditing] = useState<number | null>(null);
  const renameButtons = useRef(new Map<number, HTMLButtonElement>());
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.conversations() });

  const create = useMutation({
    mutationFn: () => api.createChatConversation(),
    onSuccess: async (id) => {
      await refresh();
      onSelect(id);
    },
  });
  const rename = useMutation({
    mutationFn: (v: { id: number; title: string }) => api.renameChatConversation(v.id, v.title),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.deleteChatConversation(id),
    onSuccess: async (_data, id) => {
      queryClient.removeQueries({ queryKey: chatKeys.messages(id) });
      await refresh();
      if (id === selectedId) onSelect(null);
    },
  });

  const stopEditing = (id: number) => {
    setEditing(null);
    // Back to the button that started the edit, so the keyboard stays where it was.
    requestAnimationFrame(() => renameButtons.current.get(id)?.focus());
  };
  const failure = create.error ?? rename.error ?? remove.error;

  return (
    <nav
      aria-label={text.conversations}
      data-slot="chat-conversation-list"
      className={cn("flex flex-col gap-2", className)}
      {...props}
    >
      <Button variant="primary" disabled={create.isPending} onClick={() => create.mutate()}>
        <MessageSquarePlusIcon aria-hidden />
        {text.newConversation}
      </Button>
      {failure ? <ErrorState message={errorMessage(failure)} /> : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.length === 0 ? (
        <EmptyState>{text.noConversations}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-1">
          {list.data.map((c) => {
            const selected = c.id === selectedId;
            return (
              <li
                key={c.id}
                data-state={selected ? "active" : "inactive"}
                className={cn(
                  "group flex items-center gap-1 rounded-md pr-1",
                  selected ? "bg-primary-soft" : "hover:bg-muted",
                )}
              >
                {editing === c.id ? (
                  <RenameBox
                    conversation={c}
                    onCancel={() => stopEditing(c.id)}
                    onSave={(title) => {
                      rename.mutate({ id: c.id, title });
                      stopEditing(c.id);
                    }}
                  />
                ) : (
                  <button
                    type="button"
                    aria-current={selected ? "true" : undefined}
                    aria-label={text.select(c.title)}
                    className="min-w-0 flex-1 truncate rounded-md px-2 py-1.5 text-left text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onSelect(c.id)}
                  >
                    {c.title}
                  </button>
                )}
                <IconButton
                  ref={(node: HTMLButtonElement | null) => {
                    if (node) renameButtons.current.set(c.id, node);
                    else renameButtons.current.delete(c.id);
                  }}
                  label={text.renameOf(c.title)}
                  size="small"
                  disabled={editing === c.id}
                  onClick={() => setEditing(c.id)}
                >
                  <PencilIcon aria-hidden />
                </IconButton>
                <IconButton
                  label={text.deleteOf(c.title)}
                  size="small"
                  onClick={async () => {
                    if (await confirm(text.confirmDelete(c.title), { danger: true })) remove.mutate(c.id);
                  }}
                >
                  <Trash2Icon aria-hidden />
                </IconButton>
              </li>
            );
          })}
        </ul>
      )}
    </nav>
  );
}

export { ConversationList };
export type { ConversationListProps };
