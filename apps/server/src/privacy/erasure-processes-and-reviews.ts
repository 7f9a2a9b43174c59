// What erasing a person does to the records they share with others: their process requests (a leave
// request's form data, what approvers wrote on it) and peer reviews (what they wrote about a classmate's
// work, and what classmates wrote about theirs). The rows stay, so a process list and a class's grades
// keep counting them; the texts go, and the links lead to the account erasure renamed 已删除用户 N.
import { and, count, eq, inArray, or } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { ApiError } from "../lib/errors.js";
import { cancelInstance } from "../workflow/task-actions.js";

/** How many process instances the person started, and peer reviews they wrote or received. */
export async function processAndReviewCounts(db: Db, userId: number) {
  const [instances] = await db
    .select({ n: count() })
    .from(schema.bpmProcessInstances)
    .where(eq(schema.bpmProcessInstances.startUserId, userId));
  const [reviews] = await db
    .select({ n: count() })
    .from(schema.assignmentReviews)
    .where(or(eq(schema.assignmentReviews.reviewerId, userId), eq(schema.assignmentReviews.revieweeId, userId)));
  return { processInstances: instances?.n ?? 0, peerReviews: reviews?.n ?? 0 };
}

/**
 * Cancels the person's running process requests, as the person would withdraw them: nobody can act for
 * an erased requester, and a running instance's engine state holds the form data too (a finished one
 * keeps none). Runs before the erasure's transaction, each instance in the workflow's own step; an
 * instance that ended meanwhile (an approver finished it, a concurrent erasure cancelled it) is skipped.
 */
export async function cancelRunningRequests(
  db: Db,
  person: { id: number; username: string; nickname: string },
  reason: string,
  now: Date,
): Promise<void> {
  const running = await db
    .select({ id: schema.bpmProcessInstances.id })
    .from(schema.bpmProcessInstances)
    .where(and(eq(schema.bpmProcessInstances.startUserId, person.id), eq(schema.bpmProcessInstances.status, 1)));
  // The starter withdrawing their own request: no administrator's rights are borrowed for it.
  const starter: AuthUser = {
    id: person.id,
    username: person.username,
    nickname: person.nickname,
    avatar: "",
    roles: [],
    roleIds: [],
    permissions: [],
    sessionId: "erasure",
  };
  for (const { id } of running) {
    try {
      await cancelInstance(db, starter, id, reason, now);
    } catch (error) {
      // Already finished when its turn came (a 400 from the workflow): nothing is left to cancel.
      if (!(error instanceof ApiError)) throw error;
    }
  }
}

/**
 * Inside the erasure's transaction: the person's process instances keep their rows and results without
 * their form data or the texts on them (the instance's reason, each task's comment and transfer reason);
 * peer reviews by or of the person keep their scores (a classmate's grade counts them) without comments.
 * A comment the person wrote as an approver on someone else's request stays with that request: it is
 * the other person's record, shown under the renamed account.
 */
export async function anonymiseProcessesAndReviews(tx: Db, userId: number, erasedReason: string): Promise<void> {
  const instances = await tx
    .select({ id: schema.bpmProcessInstances.id, cancelledByErasure: schema.bpmProcessInstances.reason })
    .from(schema.bpmProcessInstances)
    .where(eq(schema.bpmProcessInstances.startUserId, userId));
  const ids = instances.map((i) => i.id);
  if (ids.length) {
    await tx
      .update(schema.bpmProcessInstances)
      .set({ variables: {}, reason: null })
      .where(eq(schema.bpmProcessInstances.startUserId, userId));
    // The instances this erasure cancelled say why they ended (the reason holds no one's data).
    const cancelledHere = instances.filter((i) => i.cancelledByErasure === erasedReason).map((i) => i.id);
    if (cancelledHere.length)
      await tx
        .update(schema.bpmProcessInstances)
        .set({ reason: erasedReason })
        .where(inArray(schema.bpmProcessInstances.id, cancelledHere));
    const tasks = await tx
      .select({ id: schema.bpmTasks.id, transfers: schema.bpmTasks.transfers })
      .from(schema.bpmTasks)
      .where(inArray(schema.bpmTasks.instanceId, ids));
    for (const task of tasks)
      await tx
        .update(schema.bpmTasks)
        .set({ reason: null, transfers: task.transfers.map((t) => ({ ...t, reason: "" })) })
        .where(eq(schema.bpmTasks.id, task.id));
  }
  await tx
    .update(schema.assignmentReviews)
    .set({ comment: "" })
    .where(or(eq(schema.assignmentReviews.reviewerId, userId), eq(schema.assignmentReviews.revieweeId, userId)));
}
