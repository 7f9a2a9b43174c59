// POST /ai/chat/message/send-stream: every refusal (validation, ownership, not configured, rate limit)
// is answered in the standard envelope before streaming starts; then the answer streams as
// server-sent events — {type:"delta",text} per piece, then {type:"done",messageId} or
// {type:"error",message,messageId}. The user's message is stored first; the reply is stored with
// what arrived, marked incomplete when the browser stopped it or the provider failed.
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { contextOf, ownConversation, titleFrom } from "./conversations.js";
import { openEventStream } from "./event-stream.js";
import { aiCodes, aiMessages as m } from "./messages.js";
import { assistantRoleOf, SYSTEM_PROMPTS } from "./prompts.js";
import { type StreamOutcome, streamChat } from "./provider.js";
import { checkRateLimit } from "./rate-limit.js";
import { providerSettings } from "./settings.js";

/** One server-sent event of the stream. */
type ChatStreamEvent =
  | { type: "delta"; text: string }
  | { type: "done"; messageId: number }
  | { type: "error"; message: string; messageId?: number };

/** Throws the not-configured business error unless a provider is set; answers the settings. */
export async function requireProvider(services: Services) {
  const settings = await providerSettings(services.db, services.config.ai, (v) => services.secrets.open(v));
  if (!settings) throw businessError(aiCodes.notConfigured, m.notConfigured);
  return settings;
}

/** Checks, stores the user's message, then streams the answer on the raw response. */
export async function sendStream(
  services: Services,
  user: AuthUser,
  reply: FastifyReply,
  body: { conversationId: number; content: string },
): Promise<void> {
  const conversation = await ownConversation(services, user, body.conversationId);
  const settings = await requireProvider(services);
  await checkRateLimit(services, user.id);
  const { ai } = services.config;
  const history = await contextOf(services, conversation.id, ai.contextMessages);
  const content = body.content;
  const now = services.clock.now();
  await services.db.transaction(async (tx) => {
    await tx
      .insert(schema.aiChatMessages)
      .values({ conversationId: conversation.id, userId: user.id, type: "user", content, createdAt: now });
    await tx
      .update(schema.aiChatConversations)
      .set({
        updatedAt: now,
        ...(history.length === 0 && conversation.title === m.defaultTitle ? { title: titleFrom(content) } : {}),
      })
      .where(eq(schema.aiChatConversations.id, conversation.id));
  });

  // From here on the answer is ours to write.
  const stream = openEventStream<ChatStreamEvent>(reply);
  const send = (event: ChatStreamEvent) => stream.send(event);

  let outcome: StreamOutcome;
  try {
    outcome = await streamChat(
      settings,
      { timeoutMs: ai.timeoutMs, maxTokens: ai.maxTokens },
      [{ role: "system", content: SYSTEM_PROMPTS[assistantRoleOf(user)] }, ...history, { role: "user", content }],
      stream.signal,
      (text) => send({ type: "delta", text }),
    );
    if (outcome.status === "failed")
      services.log.warn(
        { userId: user.id, conversationId: conversation.id, model: settings.model, detail: outcome.detail },
        "AI provider failed",
      );
    const [saved] = await services.db
      .insert(schema.aiChatMessages)
      .values({
        conversationId: conversation.id,
        userId: user.id,
        type: "assistant",
        content: outcome.text,
        model: settings.model,
        incomplete: outcome.status !== "done",
        error: outcome.status === "failed" ? (outcome.error ?? null) : null,
        createdAt: services.clock.now(),
      })
      .returning({ id: schema.aiChatMessages.id });
    await services.db
      .update(schema.aiChatConversations)
      .set({ updatedAt: services.clock.now() })
      .where(eq(schema.aiChatConversations.id, conversation.id));
    if (outcome.status === "done") send({ type: "done", messageId: saved!.id });
    else if (outcome.status === "failed") send({ type: "error", message: outcome.error ?? "", messageId: saved!.id });
  } catch (error) {
    // The conversation was deleted meanwhile, or the database failed: say so in the stream.
    services.log.error({ err: error, conversationId: conversation.id }, "AI answer could not be stored");
    send({ type: "error", message: m.streamNotStored });
  } finally {
    stream.end();
  }
}
