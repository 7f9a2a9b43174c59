// The AI on top of AI topics, through the provider layer and its limits: discussion questions drafted
// as JSON (checked; an unusable answer is an error, never filled in), the class summary streamed from
// the responses with the students' names, and feedback streamed to a student on their own response.
// Each refuses in the JSON envelope before anything is asked (not configured, the per-user limit).
import { eq } from "drizzle-orm";
import type { FastifyReply } from "fastify";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { requireProvider } from "./chat-stream.js";
import { openEventStream } from "./event-stream.js";
import { aiCodes, aiMessages as m } from "./messages.js";
import { type ChatTurn, streamChat } from "./provider.js";
import { type AiRequestKind, takeAiRequest } from "./rate-limit.js";
import type { ProviderSettings } from "./settings.js";
import { draftContent, draftPrompt, parseDraft } from "./topic-prompts.js";

/** One server-sent event of a summary or feedback stream (AiTopicStreamEvent). */
type TopicStreamEvent = { type: "delta"; text: string } | { type: "done" } | { type: "error"; message: string };

const limitsOf = (services: Services) => ({
  timeoutMs: services.config.ai.timeoutMs,
  maxTokens: services.config.ai.maxTokens,
});

/** The provider's settings, after the limit took one request of this kind (refusals before anything is asked). */
async function prepare(services: Services, user: AuthUser, kind: AiRequestKind): Promise<ProviderSettings> {
  const settings = await requireProvider(services);
  await takeAiRequest(services, user.id, kind);
  return settings;
}

/** Drafts discussion questions; a business error when the provider fails or answers something unusable. */
export async function draftTopic(
  services: Services,
  user: AuthUser,
  input: { subject: string; level: string; count: number; requirements?: string },
) {
  const settings = await prepare(services, user, "topic-draft");
  // Nobody can stop a JSON call halfway: only the time limit ends it early.
  const outcome = await streamChat(
    settings,
    limitsOf(services),
    draftPrompt(input),
    new AbortController().signal,
    () => {},
  );
  if (outcome.status !== "done") {
    services.log.warn({ userId: user.id, model: settings.model, detail: outcome.detail }, "AI provider failed");
    throw businessError(aiCodes.providerFailed, outcome.error ?? m.providerFailed(outcome.status));
  }
  const draft = parseDraft(outcome.text);
  if (!draft) {
    services.log.warn(
      { userId: user.id, model: settings.model, answer: outcome.text.slice(0, 500) },
      "AI topic draft unusable",
    );
    throw businessError(aiCodes.draftUnusable, m.draftUnusable);
  }
  return { ...draft, content: draftContent(draft.questions), model: settings.model };
}

/**
 * Streams one answer as server-sent events and hands a complete one to `store`; a stopped or failed
 * answer is not stored (the error event says why).
 */
export async function streamTopicAnswer(
  services: Services,
  user: AuthUser,
  reply: FastifyReply,
  kind: AiRequestKind,
  messages: ChatTurn[],
  store: (text: string, model: string) => Promise<void>,
): Promise<void> {
  const settings = await prepare(services, user, kind);
  const stream = openEventStream<TopicStreamEvent>(reply);
  try {
    const outcome = await streamChat(settings, limitsOf(services), messages, stream.signal, (text) =>
      stream.send({ type: "delta", text }),
    );
    if (outcome.status === "done") {
      await store(outcome.text, settings.model);
      stream.send({ type: "done" });
    } else if (outcome.status === "failed") {
      services.log.warn({ userId: user.id, kind, model: settings.model, detail: outcome.detail }, "AI provider failed");
      stream.send({ type: "error", message: outcome.error ?? m.providerFailed("") });
    }
  } catch (error) {
    services.log.error({ err: error, kind }, "AI topic answer could not be stored");
    stream.send({ type: "error", message: m.streamNotStored });
  } finally {
    stream.end();
  }
}

/** Keeps a complete class summary on the topic. */
export async function storeSummary(services: Services, topicId: number, text: string, model: string) {
  await services.db
    .update(schema.aiTopics)
    .set({ summary: text, summaryModel: model, summaryAt: services.clock.now() })
    .where(eq(schema.aiTopics.id, topicId));
}

/** Keeps a complete feedback as the response's aiReply. */
export async function storeFeedback(services: Services, submissionId: number, text: string) {
  await services.db
    .update(schema.aiTopicSubmissions)
    .set({ aiReply: text })
    .where(eq(schema.aiTopicSubmissions.id, submissionId));
}

/** Refuses a summary of a topic nobody answered yet. */
export function requireResponses(count: number): void {
  if (count === 0) throw businessError(aiCodes.noSubmissions, m.noSubmissions);
}
