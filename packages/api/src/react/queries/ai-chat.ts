import type { ApiClient } from "../../client/create-api-client";
import { createMutationHook, type JsonBody, useApiQuery } from "../helpers";
import { apiQuery, domainKey } from "./define";

/** Query keys of the AI assistant's conversations and messages. */
const aiChatKeys = {
  all: domainKey("ai-chat"),
  conversations: () => [...aiChatKeys.all, "conversations"] as const,
  messages: (conversationId: number) => [...aiChatKeys.all, "messages", conversationId] as const,
};

/** The caller's conversations, last used first. */
const aiChatConversationsOptions = (api: ApiClient) =>
  apiQuery(aiChatKeys.conversations(), (signal) => api.get("/ai/chat/conversation/my-list", { signal }));
/** The messages of one of the caller's conversations, oldest first. */
const aiChatMessagesOptions = (api: ApiClient, conversationId: number) =>
  apiQuery(aiChatKeys.messages(conversationId), (signal) =>
    api.get("/ai/chat/message/list-by-conversation-id", { params: { query: { conversationId } }, signal }),
  );

/** Hook: the caller's conversations. */
const useAiChatConversations = () => useApiQuery(aiChatConversationsOptions);
/** Hook: a conversation's messages. */
const useAiChatMessages = (conversationId: number) => useApiQuery(aiChatMessagesOptions, conversationId);

const conversations = () => [aiChatKeys.conversations()] as const;
/** Mutation: start a conversation (title optional, 新对话 by default); resolves with its id. */
const useCreateAiChatConversation = createMutationHook(
  (api, body: JsonBody<"/ai/chat/conversation/create-my", "post">) =>
    api.post("/ai/chat/conversation/create-my", { body }),
  conversations,
);
/** Mutation: rename a conversation. */
const useRenameAiChatConversation = createMutationHook(
  (api, body: JsonBody<"/ai/chat/conversation/update-my", "put">) =>
    api.put("/ai/chat/conversation/update-my", { body }),
  conversations,
);
/** Mutation: delete a conversation with its messages. */
const useDeleteAiChatConversation = createMutationHook(
  (api, id: number) => api.delete("/ai/chat/conversation/delete-my", { params: { query: { id } } }),
  (id) => [aiChatKeys.conversations(), aiChatKeys.messages(id)],
);

export {
  aiChatConversationsOptions,
  aiChatKeys,
  aiChatMessagesOptions,
  useAiChatConversations,
  useAiChatMessages,
  useCreateAiChatConversation,
  useDeleteAiChatConversation,
  useRenameAiChatConversation,
};
