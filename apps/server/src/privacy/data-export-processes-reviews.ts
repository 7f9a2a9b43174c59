// The parts of a person's data export that other people share: their process requests (with what was
// decided on them) and the tasks they handled on others' requests, and the peer reviews they wrote or
// received. What belongs to the other side stays out: another requester's form data, a reviewer's or a
// reviewed classmate's identity (a received review is named by its label, 同学 A, as the person saw it).
import { desc, eq, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The person's own requests with their form data and each step's outcome, then the tasks they handled. */
export async function processInstancesOf(services: Services, userId: number) {
  const db = services.db;
  const instances = await db
    .select()
    .from(schema.bpmProcessInstances)
    .where(eq(schema.bpmProcessInstances.startUserId, userId))
    .orderBy(desc(schema.bpmProcessInstances.createdAt));
  const steps = instances.length
    ? await db
        .select()
        .from(schema.bpmTasks)
        .where(
          inArray(
            schema.bpmTasks.instanceId,
            instances.map((i) => i.id),
          ),
        )
        .orderBy(schema.bpmTasks.createdAt)
    : [];
  const own = instances.map((p) => ({
    role: "requester",
    id: p.id,
    name: p.name,
    status: p.status,
    result: p.result,
    reason: p.reason,
    variables: p.variables,
    steps: steps
      .filter((t) => t.instanceId === p.id)
      .map((t) => ({ task: t.name, result: t.result, comment: t.reason, time: iso(t.endTime ?? t.createdAt) })),
    createdAt: iso(p.createdAt),
    endTime: iso(p.endTime),
  }));
  // Tasks the person handled on someone else's request: their decision and comment, not the request's data.
  const handled = await db
    .select({
      instanceId: schema.bpmTasks.instanceId,
      name: schema.bpmProcessInstances.name,
      startUserId: schema.bpmProcessInstances.startUserId,
      task: schema.bpmTasks.name,
      result: schema.bpmTasks.result,
      comment: schema.bpmTasks.reason,
      createdAt: schema.bpmTasks.createdAt,
      endTime: schema.bpmTasks.endTime,
    })
    .from(schema.bpmTasks)
    .innerJoin(schema.bpmProcessInstances, eq(schema.bpmProcessInstances.id, schema.bpmTasks.instanceId))
    .where(eq(schema.bpmTasks.assigneeUserId, userId))
    .orderBy(schema.bpmTasks.createdAt);
  const asApprover = handled
    .filter((t) => t.startUserId !== userId)
    .map((t) => ({
      role: "approver",
      id: t.instanceId,
      name: t.name,
      task: t.task,
      result: t.result,
      comment: t.comment,
      createdAt: iso(t.createdAt),
      endTime: iso(t.endTime),
    }));
  return [...own, ...asApprover];
}

/** Peer reviews the person wrote (whose work stays unnamed) and received (the reviewer by their label). */
export async function peerReviewsOf(services: Services, userId: number) {
  const columns = {
    assignment: schema.assignments.title,
    reviewerId: schema.assignmentReviews.reviewerId,
    label: schema.assignmentReviews.label,
    score: schema.assignmentReviews.score,
    criteria: schema.assignmentReviews.criteria,
    comment: schema.assignmentReviews.comment,
    submitTime: schema.assignmentReviews.submitTime,
  };
  const reviewsOf = (column: PgColumn) =>
    services.db
      .select(columns)
      .from(schema.assignmentReviews)
      .innerJoin(schema.assignments, eq(schema.assignments.id, schema.assignmentReviews.assignmentId))
      .where(eq(column, userId))
      .orderBy(schema.assignmentReviews.id);
  const written = await reviewsOf(schema.assignmentReviews.reviewerId);
  const received = await reviewsOf(schema.assignmentReviews.revieweeId);
  const row = (record: string, r: (typeof written)[number], reviewer: string | null) => ({
    record,
    assignment: r.assignment,
    reviewer,
    score: r.score,
    criteria: r.criteria,
    comment: r.comment,
    submitTime: iso(r.submitTime),
  });
  return [
    ...written.map((r) => row("peer-review-written", r, null)),
    ...received.filter((r) => r.reviewerId !== userId).map((r) => row("peer-review-received", r, r.label)),
  ];
}
