// A sign-in's state as every reader sees it: the course-item status and to-do lists and the sign-in
// handlers share it.
import { and, desc, eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";

export type SignInRow = typeof schema.signIns.$inferSelect;

/** A sign-in whose time is up counts as ended even before anyone ends it. */
export function signInStatus(s: SignInRow, now: Date): number {
  if (s.status === 1 && s.deadline.getTime() <= now.getTime()) return 2;
  return s.status;
}

/** The session's sign-in still running (started, not ended, time not up), if any. */
export async function openSignIn(services: Services, courseItemId: number) {
  const rows = await services.db
    .select()
    .from(schema.signIns)
    .where(and(eq(schema.signIns.courseItemId, courseItemId), eq(schema.signIns.status, 1)))
    .orderBy(desc(schema.signIns.id));
  const now = services.clock.now();
  return rows.find((s) => signInStatus(s, now) === 1);
}
