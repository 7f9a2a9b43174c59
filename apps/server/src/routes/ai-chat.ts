// The AI assistant (/ai/chat, after the yudao AI chat module): a user's own conversations — create,
// list, rename, delete — their messages, and a streamed answer (src/ai/chat-stream.ts).
import type { components } from "@smartclass/api";
import { asc, desc, eq } from "drizzle-orm";

import { sendStream } from "../ai/chat-stream.js";
import { conversationViews, messageView, ownConversation } from "../ai/conversations.js";
import { aiMessages as m } from "../ai/messages.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { type Handler, me, op } from "./types.js";
import { invalid } from "../lib/messages.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];

/** The text with its outer whitespace removed; a 400 naming the field when nothing is left. */
function nonBlank(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(invalid(field, "must not be blank"));
  return text;
}

export const aiChatHandlers: Record<string, Handler> = {
  "POST /ai/chat/conversation/create-my": op<never, Body<"AiChatConversationCreate">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const title = body.title === undefined ? m.defaultTitle : nonBlank(body.title, "body.title");
    const now = services.clock.now();
    const [row] = await services.db
      .insert(schema.aiChatConversations)
      .values({ userId: user.id, title, createdAt: now, updatedAt: now })
      .returning({ id: schema.aiChatConversations.id });
    return row!.id;
  }),

  "GET /ai/chat/conversation/my-list": op(async (ctx) => {
    const user = me(ctx);
    const rows = await ctx.services.db
      .select()
      .from(schema.aiChatConversations)
      .where(eq(schema.aiChatConversations.userId, user.id))
      .orderBy(desc(schema.aiChatConversations.updatedAt), desc(schema.aiChatConversations.id));
    return conversationViews(ctx.services, rows);
  }),

  "PUT /ai/chat/conversation/update-my": op<never, Body<"AiChatConversationUpdate">>(async (ctx) => {
    const { services, body } = ctx;
    const title = nonBlank(body.title, "body.title");
    const c = await ownConversation(services, me(ctx), body.id);
    await services.db.update(schema.aiChatConversations).set({ title }).where(eq(schema.aiChatConversations.id, c.id));
    return true;
  }),

  "DELETE /ai/chat/conversation/delete-my": op<{ id: number }>(async (ctx) => {
    const { services } = ctx;
    const c = await ownConversation(services, me(ctx), ctx.query.id);
    await services.db.delete(schema.aiChatConversations).where(eq(schema.aiChatConversations.id, c.id));
    return true;
  }),

  "GET /ai/chat/message/list-by-conversation-id": op<{ conversationId: number }>(async (ctx) => {
    const { services } = ctx;
    const c = await ownConversation(services, me(ctx), ctx.query.conversationId);
    const rows = await services.db
      .select()
      .from(schema.aiChatMessages)
      .where(eq(schema.aiChatMessages.conversationId, c.id))
      .orderBy(asc(schema.aiChatMessages.id));
    return rows.map(messageView);
  }),

  "POST /ai/chat/message/send-stream": op<never, Body<"AiChatMessageSend">>(async (ctx) => {
    const { body } = ctx;
    const content = nonBlank(body.content, "body.content");
    await sendStream(ctx.services, me(ctx), ctx.reply, { conversationId: body.conversationId, content });
    return undefined;
  }),
};
