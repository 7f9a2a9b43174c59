// Query keys and options of the AI assistant's widgets (one factory per resource).
import { queryOptions } from "@tanstack/react-query";

import type { ChatApi } from "./chat-api";

/** Query keys of the AI assistant's widgets. */
const chatKeys = {
  all: ["classroom", "chat"] as const,
  conversations: () => [...chatKeys.all, "conversations"] as const,
  messages: (conversationId: number) => [...chatKeys.all, "messages", conversationId] as const,
};

/** The caller's conversations. */
const chatConversationsOptions = (api: ChatApi) =>
  queryOptions({ queryKey: chatKeys.conversations(), queryFn: () => api.chatConversations() });

/** A conversation's messages. */
const chatMessagesOptions = (api: ChatApi, conversationId: number) =>
  queryOptions({ queryKey: chatKeys.messages(conversationId), queryFn: () => api.chatMessages(conversationId) });

export { chatConversationsOptions, chatKeys, chatMessagesOptions };
