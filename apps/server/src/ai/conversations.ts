// Conversations and messages of the AI assistant: ownership, the answers' shapes, the context sent
// with a new message.
import type { components } from "@smartclass/api";
import { and, count, desc, eq, inArray, ne } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { aiMessages as m } from "./messages.js";
import type { ChatTurn } from "./provider.js";
import { MAX_INT } from "../lib/ids.js";

type ConversationRow = typeof schema.aiChatConversations.$inferSelect;
type MessageRow = typeof schema.aiChatMessages.$inferSelect;

/** The caller's conversation; 404 when it does not exist, 403 when it is someone else's. */
export async function ownConversation(services: Services, user: AuthUser, id: number): Promise<ConversationRow> {
  const [c] =
    id <= MAX_INT
      ? await services.db.select().from(schema.aiChatConversations).where(eq(schema.aiChatConversations.id, id))
      : [];
  if (!c) throw notFound(m.conversationNotFound(id));
  if (c.userId !== user.id) throw forbidden(m.notYourConversation);
  return c;
}

/** Conversations as the contract answers them, with their message counts. */
export async function conversationViews(
  services: Services,
  rows: ConversationRow[],
): Promise<components["schemas"]["AiChatConversation"][]> {
  const ids = rows.map((r) => r.id);
  const counts = ids.length
    ? await services.db
        .select({ id: schema.aiChatMessages.conversationId, n: count() })
        .from(schema.aiChatMessages)
        .where(inArray(schema.aiChatMessages.conversationId, ids))
        .groupBy(schema.aiChatMessages.conversationId)
    : [];
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    messageCount: counts.find((c) => c.id === r.id)?.n ?? 0,
    createTime: r.createdAt.getTime(),
    updateTime: r.updatedAt.getTime(),
  }));
}

/** A message as the contract answers it. */
export const messageView = (r: MessageRow): components["schemas"]["AiChatMessage"] => ({
  id: r.id,
  conversationId: r.conversationId,
  type: r.type as "user" | "assistant",
  content: r.content,
  model: r.model,
  incomplete: r.incomplete,
  ...(r.error ? { error: r.error } : {}),
  createTime: r.createdAt.getTime(),
});

/** The last `limit` messages of a conversation with text, oldest first, as provider turns. */
export async function contextOf(services: Services, conversationId: number, limit: number): Promise<ChatTurn[]> {
  const rows = await services.db
    .select({ type: schema.aiChatMessages.type, content: schema.aiChatMessages.content })
    .from(schema.aiChatMessages)
    .where(and(eq(schema.aiChatMessages.conversationId, conversationId), ne(schema.aiChatMessages.content, "")))
    .orderBy(desc(schema.aiChatMessages.id))
    .limit(limit);
  return rows.reverse().map((r) => ({ role: r.type === "assistant" ? "assistant" : "user", content: r.content }));
}

/** A title from the first message: its first line, at most 20 characters. */
export function titleFrom(content: string): string {
  const line = content.trim().split("\n")[0]!.trim();
  const chars = [...line];
  return chars.length > 20 ? `${chars.slice(0, 20).join("")}…` : line || m.defaultTitle;
}
