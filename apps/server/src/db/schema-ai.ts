// The AI assistant's tables (issue 12): a user's conversations and their messages. A reply cut short
// (the browser stopped it, the provider failed or timed out) is kept with what arrived, marked
// incomplete, with the reason in `error` (null when the user stopped it).
import { boolean, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

import { users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A conversation (对话) of one user with the assistant. */
export const aiChatConversations = pgTable(
  "ai_chat_conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("ai_chat_conversations_user_idx").on(t.userId, t.updatedAt)],
);

/** One message: the user's ("user") or the assistant's ("assistant"). */
export const aiChatMessages = pgTable(
  "ai_chat_messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => aiChatConversations.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "user" or "assistant". */
    type: text("type").notNull(),
    content: text("content").notNull(),
    /** The model that answered (assistant messages), "" for the user's. */
    model: text("model").notNull().default(""),
    /** True when the reply stopped before the provider finished it. */
    incomplete: boolean("incomplete").notNull().default(false),
    /** Why an incomplete reply stopped (provider error, timeout); null when the user stopped it. */
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("ai_chat_messages_conversation_idx").on(t.conversationId, t.id),
    index("ai_chat_messages_user_time_idx").on(t.userId, t.createdAt),
  ],
);
