// The per-user limit on AI requests: at most N requests in any 60 seconds, counted from the stored
// messages a user sent (so it holds across restarts and across instances sharing one database).
import { and, asc, eq, gt } from "drizzle-orm";

import { schema } from "../db/index.js";
import { ApiError } from "../lib/errors.js";
import { type Services } from "../routes/types.js";
import { aiMessages as m } from "./messages.js";

const WINDOW_MS = 60_000;

/** Throws a 429 naming the wait when the user already sent the allowed number of requests this minute. */
export async function checkRateLimit(services: Services, userId: number): Promise<void> {
  const perMinute = services.config.ai.requestsPerMinute;
  const now = services.clock.now().getTime();
  const recent = await services.db
    .select({ at: schema.aiChatMessages.createdAt })
    .from(schema.aiChatMessages)
    .where(
      and(
        eq(schema.aiChatMessages.userId, userId),
        eq(schema.aiChatMessages.type, "user"),
        gt(schema.aiChatMessages.createdAt, new Date(now - WINDOW_MS)),
      ),
    )
    .orderBy(asc(schema.aiChatMessages.createdAt))
    .limit(perMinute);
  if (recent.length < perMinute) return;
  const wait = Math.max(1, Math.ceil((recent[0]!.at.getTime() + WINDOW_MS - now) / 1000));
  throw new ApiError(429, m.rateLimited(perMinute, wait));
}
