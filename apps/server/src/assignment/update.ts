// Changing an assignment: its fields (with the phase locks: questions only while nobody has
// submitted, deadline and peer review only before peer review opens, nothing once closed) and its
// phase (forward only, publish needs a future deadline, peer review only after it), then what a move
// sets off: the push to the students, the reviewers' allocation, the final scores.
import type { components } from "@smartclass/api";
import { and, eq, inArray, isNotNull, notInArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { classroomMessages as m, invalid } from "../classroom/messages.js";
import { studentIdsOfItem } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import {
  type AssignmentRow,
  NEXT_STAGES,
  ownAssignment,
  questionsOf,
  rubricTotalOf,
  type Stage,
  STAGE_NAMES,
  stageAtLeast,
  totalOf,
} from "./assignments.js";
import { finalScoreOf, scalePeer } from "./grades.js";
import { peerSettingsOf, questionRowsOf } from "./inputs.js";
import { openPeerReview, peerScoresOf } from "./peer-review.js";

type Update = components["schemas"]["AssignmentUpdate"];

/** Refuses a stage move the phases do not allow (400 不能把作业从「X」改到「Y」 and the time rules). */
function checkStageMove(a: AssignmentRow, to: Stage, now: Date): void {
  const from = a.stage as Stage;
  if (!NEXT_STAGES[from].includes(to)) throw badRequest(m.assignmentStageMove(STAGE_NAMES[from], STAGE_NAMES[to]));
  if (to === "peerReview" && a.peerReview === null) throw badRequest(m.assignmentPeerReviewOff);
  if (to === "published" && (!a.deadline || a.deadline.getTime() <= now.getTime()))
    throw badRequest(m.assignmentNeedsDeadline);
  if (to === "peerReview" && (!a.deadline || now.getTime() < a.deadline.getTime()))
    throw badRequest(m.assignmentPeerReviewBeforeDeadline);
}

/** The row after the field changes of `body` (not yet stored); 400 on a locked or bad field. */
function withFields(a: AssignmentRow, body: Update, submittedCount: number, now: Date): AssignmentRow {
  const next = { ...a };
  const touches = (k: keyof Update) => body[k] !== undefined;
  const fields: (keyof Update)[] = ["title", "description", "deadline", "peerReview", "latePolicy", "latePenalty"];
  if (a.stage === "closed" && ([...fields, "peerReviewSettings", "questions"] as const).some(touches))
    throw badRequest(m.assignmentClosed);
  if (stageAtLeast(a.stage, "peerReview") && (["deadline", "peerReview", "peerReviewSettings"] as const).some(touches))
    throw badRequest(m.assignmentSettingsLocked);
  if (body.questions !== undefined && submittedCount > 0) throw badRequest(m.assignmentQuestionsLocked);
  if (body.title !== undefined) next.title = body.title;
  if (body.description !== undefined) next.description = body.description;
  if (body.deadline !== undefined) {
    next.deadline = new Date(body.deadline);
    if (a.stage === "published" && body.deadline <= now.getTime()) throw badRequest(m.assignmentNeedsDeadline);
  }
  if (body.latePolicy !== undefined) next.latePolicy = body.latePolicy;
  if (body.latePenalty !== undefined) next.latePenalty = body.latePenalty;
  const on = body.peerReview ?? (a.peerReview !== null || body.peerReviewSettings !== undefined);
  if (!on) next.peerReview = null;
  else if (body.peerReviewSettings !== undefined || a.peerReview === null)
    next.peerReview = peerSettingsOf(body.peerReviewSettings, next.deadline);
  else if (
    next.peerReview?.reviewDeadline &&
    next.deadline &&
    next.peerReview.reviewDeadline <= next.deadline.getTime()
  )
    throw badRequest(invalid("body.deadline", m.assignmentDeadlineAfterReview));
  return next;
}

async function replaceQuestions(services: Services, a: AssignmentRow, input: NonNullable<Update["questions"]>) {
  const rows = questionRowsOf(input);
  const existing = new Set((await questionsOf(services, a.id)).map((q) => q.id));
  rows.forEach((q, i) => {
    if (q.id !== undefined && !existing.has(q.id))
      throw badRequest(invalid(`body.questions[${i}].id`, m.assignmentNotAQuestion(q.id)));
  });
  const kept = rows.map((q) => q.id).filter((id): id is number => id !== undefined);
  return async (tx: Services["db"]) => {
    await tx
      .delete(schema.assignmentQuestions)
      .where(
        and(
          eq(schema.assignmentQuestions.assignmentId, a.id),
          kept.length ? notInArray(schema.assignmentQuestions.id, kept) : undefined,
        ),
      );
    for (const { id, ...q } of rows) {
      if (id !== undefined)
        await tx.update(schema.assignmentQuestions).set(q).where(eq(schema.assignmentQuestions.id, id));
      else await tx.insert(schema.assignmentQuestions).values({ ...q, assignmentId: a.id });
    }
  };
}

/** Stores every graded, not overridden submission's final score by the stated rule. */
async function computeFinals(services: Services, a: AssignmentRow): Promise<void> {
  const [questions, peers, rows] = await Promise.all([
    questionsOf(services, a.id),
    peerScoresOf(services, a.id),
    services.db
      .select()
      .from(schema.assignmentSubmissions)
      .where(
        and(
          eq(schema.assignmentSubmissions.assignmentId, a.id),
          isNotNull(schema.assignmentSubmissions.submitTime),
          isNotNull(schema.assignmentSubmissions.grade),
          eq(schema.assignmentSubmissions.finalOverridden, false),
        ),
      ),
  ]);
  const total = totalOf(questions);
  await services.db.transaction(async (tx) => {
    for (const r of rows) {
      const finalScore = finalScoreOf({
        teacher: r.grade!,
        peer: scalePeer(peers.get(r.userId)?.average, rubricTotalOf(a.peerReview), total),
        weight: a.peerReview?.weight ?? 0,
        penalty: r.late && a.latePolicy === "penalty" ? a.latePenalty : 0,
      });
      await tx
        .update(schema.assignmentSubmissions)
        .set({ finalScore })
        .where(eq(schema.assignmentSubmissions.id, r.id));
    }
  });
}

/** Applies `PUT update`: fields, then the stage move and what it sets off. */
export async function updateAssignment(services: Services, user: AuthUser, body: Update): Promise<void> {
  const a = await ownAssignment(services, user, body.id);
  const now = services.clock.now();
  const submitted = await services.db
    .select({ id: schema.assignmentSubmissions.id })
    .from(schema.assignmentSubmissions)
    .where(and(eq(schema.assignmentSubmissions.assignmentId, a.id), isNotNull(schema.assignmentSubmissions.submitTime)))
    .limit(1);
  const next = withFields(a, body, submitted.length, now);
  const move = body.stage !== undefined && body.stage !== a.stage ? body.stage : undefined;
  if (move) checkStageMove(next, move, now);
  const writeQuestions = body.questions ? await replaceQuestions(services, a, body.questions) : undefined;
  const [stored] = await services.db.transaction(async (tx) => {
    if (writeQuestions) await writeQuestions(tx);
    return (
      tx
        .update(schema.assignments)
        .set({
          title: next.title,
          description: next.description,
          deadline: next.deadline,
          latePolicy: next.latePolicy,
          latePenalty: next.latePenalty,
          peerReview: next.peerReview,
          ...(move ? { stage: move } : {}),
          ...(move === "peerReview" ? { reviewsAllocatedAt: now } : {}),
        })
        // A concurrent move already took this assignment elsewhere: this one changes nothing.
        .where(and(eq(schema.assignments.id, a.id), eq(schema.assignments.stage, a.stage)))
        .returning()
    );
  });
  if (!stored)
    throw badRequest(m.assignmentStageMove(STAGE_NAMES[a.stage as Stage], STAGE_NAMES[move ?? (a.stage as Stage)]));
  // What a move sets off is idempotent and runs after the move's commit; asking again for the stage
  // the assignment is in runs it again, so a failure half-way (the move kept, no review rows or no
  // finals) is repaired by repeating the request.
  const followUp = move ?? body.stage;
  if (followUp === "peerReview") await openPeerReview(services, stored);
  if (followUp === "final") await computeFinals(services, stored);
  if (!move) return;
  const event = {
    type: "assignment",
    kind: move === "published" ? "published" : "stage",
    assignmentId: a.id,
    courseItemId: a.courseItemId,
  } satisfies components["schemas"]["AssignmentPushEvent"];
  await services.push.send(await studentIdsOfItem(services, a.courseItemId), event);
}

/** Submitted submissions of an assignment by student (drafts left out unless asked). */
export async function submissionsOf(services: Services, assignmentId: number, userIds?: number[]) {
  return services.db
    .select()
    .from(schema.assignmentSubmissions)
    .where(
      and(
        eq(schema.assignmentSubmissions.assignmentId, assignmentId),
        userIds ? inArray(schema.assignmentSubmissions.userId, userIds.length ? userIds : [0]) : undefined,
      ),
    );
}
