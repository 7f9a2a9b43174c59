// The AI assistant's calls, as one slice of the classroom API: the caller's conversations (list, new,
// rename, delete), their messages, and the streamed answer.
import {
  type AiChatMessageSend,
  type AiChatStreamEvent,
  type AiChatStreamOutcome,
  type ApiClient,
  type Schema,
  sendAiChatStream,
} from "@smartclass/api";

/** A conversation with the AI assistant (the contract's AiChatConversation). */
type ChatConversation = Schema<"AiChatConversation">;
/** A stored message (the contract's AiChatMessage): the user's, or the assistant's Markdown answer. */
type ChatMessage = Schema<"AiChatMessage">;

/** How the streamed answer is followed and stopped. */
interface ChatStreamHandlers {
  /** Aborts the answer (停止). */
  signal?: AbortSignal;
  /** Each event as it arrives (`delta` pieces, then `done` or `error`). */
  onEvent?: (event: AiChatStreamEvent) => void;
}

/** The AI assistant's calls. */
interface ChatApi {
  /** The caller's conversations, last used first. */
  chatConversations(): Promise<ChatConversation[]>;
  /** Starts a conversation (新对话 until its first message names it); resolves with its id. */
  createChatConversation(title?: string): Promise<number>;
  /** Renames a conversation. */
  renameChatConversation(id: number, title: string): Promise<void>;
  /** Deletes a conversation with its messages. */
  deleteChatConversation(id: number): Promise<void>;
  /** A conversation's messages, oldest first. */
  chatMessages(conversationId: number): Promise<ChatMessage[]>;
  /** Sends a message and streams the answer; rejects when the server refuses before streaming. */
  sendChatMessage(input: AiChatMessageSend, handlers?: ChatStreamHandlers): Promise<AiChatStreamOutcome>;
}

/** The method names of ChatApi (the provider checks them). */
const CHAT_METHODS = [
  "chatConversations",
  "createChatConversation",
  "renameChatConversation",
  "deleteChatConversation",
  "chatMessages",
  "sendChatMessage",
] as const satisfies readonly (keyof ChatApi)[];

/** ChatApi on the typed API client. */
function createChatApi(api: ApiClient): ChatApi {
  return {
    chatConversations: () => api.get("/ai/chat/conversation/my-list"),
    createChatConversation: (title) =>
      api.post("/ai/chat/conversation/create-my", { body: title === undefined ? {} : { title } }),
    renameChatConversation: async (id, title) => {
      await api.put("/ai/chat/conversation/update-my", { body: { id, title } });
    },
    deleteChatConversation: async (id) => {
      await api.delete("/ai/chat/conversation/delete-my", { params: { query: { id } } });
    },
    chatMessages: (conversationId) =>
      api.get("/ai/chat/message/list-by-conversation-id", { params: { query: { conversationId } } }),
    sendChatMessage: (input, handlers = {}) => sendAiChatStream(api, input, handlers),
  };
}

export { CHAT_METHODS, createChatApi };
export type { ChatApi, ChatConversation, ChatMessage, ChatStreamHandlers };
