// The per-user limit on AI requests: at most N requests in any 60 seconds, shared by every AI surface
// (the assistant's messages and the AI topics' draft, summary and feedback). It counts stored rows —
// the messages a user sent and the topics' request log — so it holds across restarts and across
// instances sharing one database.
import { and, eq, gt } from "drizzle-orm";

import { schema } from "../db/index.js";
import { ApiError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { aiMessages as m } from "./messages.js";

const WINDOW_MS = 60_000;

/** What an AI topic asked the provider for (the request log's kind). */
export type AiRequestKind = "topic-draft" | "topic-summary" | "topic-feedback";

/** Throws a 429 naming the wait when the user already sent the allowed number of requests this minute. */
export async function checkRateLimit(services: Services, userId: number): Promise<void> {
  const perMinute = services.config.ai.requestsPerMinute;
  const now = services.clock.now().getTime();
  const since = new Date(now - WINDOW_MS);
  const [messages, requests] = await Promise.all([
    services.db
      .select({ at: schema.aiChatMessages.createdAt })
      .from(schema.aiChatMessages)
      .where(
        and(
          eq(schema.aiChatMessages.userId, userId),
          eq(schema.aiChatMessages.type, "user"),
          gt(schema.aiChatMessages.createdAt, since),
        ),
      ),
    services.db
      .select({ at: schema.aiRequests.createdAt })
      .from(schema.aiRequests)
      .where(and(eq(schema.aiRequests.userId, userId), gt(schema.aiRequests.createdAt, since))),
  ]);
  const times = [...messages, ...requests].map((r) => r.at.getTime()).sort((a, b) => a - b);
  if (times.length < perMinute) return;
  // A slot frees when enough of the oldest requests have left the window.
  const frees = times[times.length - perMinute]! + WINDOW_MS;
  const wait = Math.max(1, Math.ceil((frees - now) / 1000));
  throw new ApiError(429, m.rateLimited(perMinute, wait));
}

/** Checks the limit, then counts one AI request of an AI topic for the user. */
export async function takeAiRequest(services: Services, userId: number, kind: AiRequestKind): Promise<void> {
  await checkRateLimit(services, userId);
  await services.db.insert(schema.aiRequests).values({ userId, kind, createdAt: services.clock.now() });
}
