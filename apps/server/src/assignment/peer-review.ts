// Peer review (Moodle Workshop's assessment phase): opening it allocates the reviewers over the
// submissions made by then, a reviewer reads and scores only the work allocated to them (against the
// rubric, until the review deadline), and the scores received feed the final grade.
import type { components } from "@smartclass/api";
import { and, asc, desc, eq, isNotNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";

import type { AuthUser } from "../auth.js";
import { MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import type { PeerReviewSettingsRow, RubricScoreRow } from "../db/schema-assignment.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { reviewCastMessages as m } from "./review-cast-messages.js";
import { allocateReviewers } from "./reviewer-allocation.js";

export type AssignmentRow = typeof schema.assignments.$inferSelect;
type PeerReviewView = components["schemas"]["PeerReview"];
type PeerReviewTask = components["schemas"]["PeerReviewTask"];
type PeerReviewGrade = components["schemas"]["PeerReviewGrade"];

/** What a reviewee received: the mean of the given scores (rubric points) and the reviews themselves. */
export interface PeerScores {
  average: number;
  reviews: PeerReviewView[];
}

/** An assignment by id; 404 when there is none (ids beyond the database range are not found). */
export async function assignmentRow(services: Services, id: number): Promise<AssignmentRow> {
  const [a] =
    id <= MAX_INT ? await services.db.select().from(schema.assignments).where(eq(schema.assignments.id, id)) : [];
  if (!a) throw notFound(m.assignmentNotFound(id));
  return a;
}

/** The most points a review can give: the rubric's total (100 when an assignment has no rubric). */
function rubricTotal(settings: PeerReviewSettingsRow | null): number {
  const total = (settings?.rubric ?? []).reduce((sum, c) => sum + c.points, 0);
  return total > 0 ? total : 100;
}

/**
 * Opens peer review: stamps reviewsAllocatedAt (unless set), allocates the reviewers over the students
 * who had submitted by then and inserts their review rows, in one transaction. Calling it again inserts
 * nothing new (the pool is fixed by the stamp, the allocation is deterministic, rows are unique).
 */
export async function openPeerReview(services: Services, assignment: AssignmentRow): Promise<void> {
  const settings = assignment.peerReview;
  if (!settings) return;
  await services.db.transaction(async (tx) => {
    const [stamped] = await tx
      .update(schema.assignments)
      .set({
        reviewsAllocatedAt: sql`coalesce(${schema.assignments.reviewsAllocatedAt}, ${services.clock.now().toISOString()}::timestamptz)`,
      })
      .where(eq(schema.assignments.id, assignment.id))
      .returning({ at: schema.assignments.reviewsAllocatedAt });
    if (!stamped?.at) return;
    const pool = await tx
      .select({ userId: schema.assignmentSubmissions.userId })
      .from(schema.assignmentSubmissions)
      .where(
        and(
          eq(schema.assignmentSubmissions.assignmentId, assignment.id),
          isNotNull(schema.assignmentSubmissions.submitTime),
          lte(schema.assignmentSubmissions.submitTime, stamped.at),
        ),
      );
    const rows = allocateReviewers(
      pool.map((p) => p.userId),
      settings.reviewsPerStudent,
      assignment.id,
    );
    if (rows.length === 0) return;
    await tx
      .insert(schema.assignmentReviews)
      .values(rows.map((r) => ({ ...r, assignmentId: assignment.id })))
      .onConflictDoNothing();
  });
}

/** The review row allocating `revieweeId`'s work to `reviewerId`, if any. */
async function allocation(services: Services, reviewerId: number, assignmentId: number, revieweeId: number) {
  const [row] = await services.db
    .select()
    .from(schema.assignmentReviews)
    .where(
      and(
        eq(schema.assignmentReviews.assignmentId, assignmentId),
        eq(schema.assignmentReviews.reviewerId, reviewerId),
        eq(schema.assignmentReviews.revieweeId, revieweeId),
      ),
    );
  return row;
}

/** Whether the reviewer was allocated the reviewee's work: the reviewee's anonymous label, or null. */
export async function reviewerMayRead(
  services: Services,
  reviewerId: number,
  assignmentId: number,
  revieweeId: number,
): Promise<{ label: string } | null> {
  if (reviewerId === revieweeId || assignmentId > MAX_INT || revieweeId > MAX_INT) return null;
  const row = await allocation(services, reviewerId, assignmentId, revieweeId);
  return row ? { label: row.label } : null;
}

/** Every reviewee's given reviews (real reviewer names: the teacher's view) and their mean score. */
export async function peerScoresOf(services: Services, assignmentId: number): Promise<Map<number, PeerScores>> {
  const rows = await services.db
    .select({ r: schema.assignmentReviews, reviewerName: schema.users.nickname })
    .from(schema.assignmentReviews)
    .innerJoin(schema.users, eq(schema.users.id, schema.assignmentReviews.reviewerId))
    .where(and(eq(schema.assignmentReviews.assignmentId, assignmentId), isNotNull(schema.assignmentReviews.score)))
    .orderBy(asc(schema.assignmentReviews.id));
  const out = new Map<number, PeerScores>();
  for (const { r, reviewerName } of rows) {
    const entry = out.get(r.revieweeId) ?? { average: 0, reviews: [] };
    entry.reviews.push({
      reviewerId: r.reviewerId,
      reviewerName,
      score: r.score!,
      criteria: r.criteria,
      comment: r.comment,
      submitTime: (r.submitTime ?? services.clock.now()).getTime(),
    });
    out.set(r.revieweeId, entry);
  }
  for (const entry of out.values())
    entry.average = entry.reviews.reduce((sum, v) => sum + v.score, 0) / entry.reviews.length;
  return out;
}

/** The reviews the student is asked to do (of one assignment, or all), newest assignment first. */
export async function reviewTasksOf(
  services: Services,
  user: AuthUser,
  assignmentId: number | undefined,
): Promise<PeerReviewTask[]> {
  if (assignmentId !== undefined && assignmentId > MAX_INT) return [];
  const reviewee = alias(schema.users, "reviewee");
  const rows = await services.db
    .select({ r: schema.assignmentReviews, a: schema.assignments, nickname: reviewee.nickname })
    .from(schema.assignmentReviews)
    .innerJoin(schema.assignments, eq(schema.assignments.id, schema.assignmentReviews.assignmentId))
    .innerJoin(reviewee, eq(reviewee.id, schema.assignmentReviews.revieweeId))
    .where(
      and(
        eq(schema.assignmentReviews.reviewerId, user.id),
        ...(assignmentId !== undefined ? [eq(schema.assignmentReviews.assignmentId, assignmentId)] : []),
      ),
    )
    .orderBy(desc(schema.assignments.id), asc(schema.assignmentReviews.id));
  return rows.map(({ r, a, nickname }) => {
    const anonymous = a.peerReview?.anonymous ?? true;
    return {
      // The review page's address names the allocation, never the classmate whose work it is.
      reviewId: r.id,
      assignmentId: a.id,
      assignmentTitle: a.title,
      userId: r.revieweeId,
      nickname: anonymous ? r.label : nickname,
      reviewed: r.score !== null,
      score: r.score,
      reviewDeadline: a.peerReview?.reviewDeadline ?? null,
      anonymous,
      criteria: r.criteria,
      comment: r.comment,
    };
  });
}

/** The score of a review: the rubric's points, every criterion once and within its maximum (400 otherwise). */
function scoreReview(
  settings: PeerReviewSettingsRow,
  body: Pick<PeerReviewGrade, "criteria" | "score">,
): { score: number; criteria: RubricScoreRow[] } {
  const rubric = settings.rubric;
  if (rubric.length === 0) {
    if (body.score === undefined) throw badRequest(m.scoreRequired);
    if (body.score > rubricTotal(settings)) throw badRequest(m.scoreTooHigh(rubricTotal(settings)));
    return { score: body.score, criteria: [] };
  }
  const given = new Map<number, number>();
  for (const c of body.criteria ?? []) {
    if (given.has(c.criterionId)) throw badRequest(m.criterionTwice(c.criterionId));
    if (!rubric.some((r) => r.id === c.criterionId)) throw badRequest(m.criterionUnknown(c.criterionId));
    given.set(c.criterionId, c.points);
  }
  const criteria: RubricScoreRow[] = [];
  for (const r of rubric) {
    const points = given.get(r.id);
    if (points === undefined) throw badRequest(m.criterionMissing(r.title));
    if (points > r.points) throw badRequest(m.criterionTooHigh(r.title, r.points));
    criteria.push({ criterionId: r.id, points });
  }
  return { score: criteria.reduce((sum, c) => sum + c.points, 0), criteria };
}

/**
 * Records (or changes) the caller's review of an allocated peer, while peer review is open and before
 * its deadline; tells the teacher. Refusals write nothing.
 */
export async function gradePeerReview(services: Services, user: AuthUser, body: PeerReviewGrade): Promise<void> {
  const a = await assignmentRow(services, body.assignmentId);
  if (body.userId === user.id) throw badRequest(m.ownWork);
  const row = body.userId <= MAX_INT ? await allocation(services, user.id, a.id, body.userId) : undefined;
  if (!row) throw forbidden(m.notAllocated);
  if (a.stage !== "peerReview" || !a.peerReview) throw badRequest(m.notInPeerReview);
  const now = services.clock.now();
  const deadline = a.peerReview.reviewDeadline;
  if (deadline !== null && now.getTime() >= deadline) throw badRequest(m.reviewClosed);
  const { score, criteria } = scoreReview(a.peerReview, body);
  const [written] = await services.db
    .update(schema.assignmentReviews)
    .set({ score, criteria, comment: body.comment ?? "", submitTime: now })
    .where(
      and(
        eq(schema.assignmentReviews.id, row.id),
        // The teacher may have closed peer review meanwhile: then nothing is written.
        sql`exists (select 1 from ${schema.assignments} where ${schema.assignments.id} = ${a.id} and ${schema.assignments.stage} = 'peerReview')`,
      ),
    )
    .returning({ id: schema.assignmentReviews.id });
  if (!written) throw badRequest(m.notInPeerReview);
  const event: components["schemas"]["AssignmentPushEvent"] = {
    type: "assignment",
    kind: "reviewed",
    assignmentId: a.id,
    courseItemId: a.courseItemId,
  };
  await services.push.send([a.teacherId], event);
}
