// Screen-casting a submission to the classroom's big screen: the teacher starts a cast (a random
// 128-bit screen id is its only key), casts again to change what it shows (the version grows), and
// ends it (the id stops answering). The public view and its event stream reveal only ScreenCastView.
import { randomBytes } from "node:crypto";

import type { components } from "@smartclass/api";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyReply } from "fastify";

import { openEventStream } from "../ai/event-stream.js";
import type { AuthUser } from "../auth.js";
import { isAdmin, MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { castHubOf } from "./cast-hub.js";
import { assignmentRow, type AssignmentRow } from "./peer-review.js";
import { reviewCastMessages as m } from "./review-cast-messages.js";

type ScreenCast = components["schemas"]["ScreenCast"];
type ScreenCastStart = components["schemas"]["ScreenCastStart"];
export type ScreenCastView = components["schemas"]["ScreenCastView"];
type StreamEvent = components["schemas"]["ScreenCastStreamEvent"];
type CastRow = typeof schema.assignmentCasts.$inferSelect;

/** How often an open stream sends a comment line, so that proxies do not close an idle connection (tests lower it). */
export const castStreamSettings = { heartbeatMs: 15_000 };

/** A new screen id: 16 random bytes, base64url (22 characters). */
const newScreenId = () => randomBytes(16).toString("base64url");

/** An assignment the caller teaches (or any, for an administrator); 404 or 403 otherwise. */
async function ownAssignment(services: Services, user: AuthUser, id: number): Promise<AssignmentRow> {
  const a = await assignmentRow(services, id);
  if (a.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourAssignment);
  return a;
}

const asScreenCast = (c: CastRow): ScreenCast => ({
  screenId: c.screenId,
  assignmentId: c.assignmentId,
  userId: c.userId,
  startTime: c.startTime.getTime(),
  showGrade: c.showGrade,
});

/** Starts the assignment's cast, or changes what the running one shows (same screen id, version + 1). */
export async function startCast(
  services: Services,
  user: AuthUser,
  assignmentId: number,
  body: ScreenCastStart,
): Promise<ScreenCast> {
  const a = await ownAssignment(services, user, assignmentId);
  if (body.userId !== undefined) {
    const [submitted] =
      body.userId <= MAX_INT
        ? await services.db
            .select({ submitTime: schema.assignmentSubmissions.submitTime })
            .from(schema.assignmentSubmissions)
            .where(
              and(
                eq(schema.assignmentSubmissions.assignmentId, a.id),
                eq(schema.assignmentSubmissions.userId, body.userId),
              ),
            )
        : [];
    if (!submitted?.submitTime) throw badRequest(m.notSubmitted);
  }
  const shown = { userId: body.userId ?? null, showGrade: body.showGrade ?? false };
  const cast = await services.db.transaction(async (tx) => {
    // One running cast per assignment: concurrent casts of the same assignment wait for each other here.
    await tx
      .select({ id: schema.assignments.id })
      .from(schema.assignments)
      .where(eq(schema.assignments.id, a.id))
      .for("update");
    const [running] = await tx
      .select()
      .from(schema.assignmentCasts)
      .where(and(eq(schema.assignmentCasts.assignmentId, a.id), isNull(schema.assignmentCasts.endTime)));
    if (running) {
      const [changed] = await tx
        .update(schema.assignmentCasts)
        .set({ ...shown, version: running.version + 1 })
        .where(eq(schema.assignmentCasts.id, running.id))
        .returning();
      return changed!;
    }
    const [started] = await tx
      .insert(schema.assignmentCasts)
      .values({
        ...shown,
        screenId: newScreenId(),
        assignmentId: a.id,
        teacherId: user.id,
        startTime: services.clock.now(),
      })
      .returning();
    return started!;
  });
  await castHubOf(services.database).publish(cast.screenId, "cast");
  return asScreenCast(cast);
}

/** The assignment's running cast, or null: what a reloaded teacher's page shows and can end. */
export async function currentCastOf(
  services: Services,
  user: AuthUser,
  assignmentId: number,
): Promise<ScreenCast | null> {
  const a = await ownAssignment(services, user, assignmentId);
  const [running] = await services.db
    .select()
    .from(schema.assignmentCasts)
    .where(and(eq(schema.assignmentCasts.assignmentId, a.id), isNull(schema.assignmentCasts.endTime)));
  return running ? asScreenCast(running) : null;
}

/** Ends the running cast of the assignment (or every running cast of the caller); streams get `end`. */
export async function endCasts(services: Services, user: AuthUser, assignmentId: number | undefined): Promise<void> {
  const where =
    assignmentId !== undefined
      ? eq(schema.assignmentCasts.assignmentId, (await ownAssignment(services, user, assignmentId)).id)
      : eq(schema.assignmentCasts.teacherId, user.id);
  const ended = await services.db
    .update(schema.assignmentCasts)
    .set({ endTime: services.clock.now() })
    .where(and(where, isNull(schema.assignmentCasts.endTime)))
    .returning({ screenId: schema.assignmentCasts.screenId });
  const hub = castHubOf(services.database);
  for (const c of ended) await hub.publish(c.screenId, "end");
}

/** The running cast of a screen id, if any. */
async function runningCast(services: Services, screenId: string): Promise<CastRow | undefined> {
  const [cast] = await services.db
    .select()
    .from(schema.assignmentCasts)
    .where(and(eq(schema.assignmentCasts.screenId, screenId), isNull(schema.assignmentCasts.endTime)));
  return cast;
}

/** What the big screen shows for a cast: the questions and the cast answers; marks only when shown. */
async function viewOf(services: Services, cast: CastRow): Promise<ScreenCastView> {
  const [[a], questions, [submission], [student]] = await Promise.all([
    services.db
      .select({ title: schema.assignments.title })
      .from(schema.assignments)
      .where(eq(schema.assignments.id, cast.assignmentId)),
    services.db
      .select()
      .from(schema.assignmentQuestions)
      .where(eq(schema.assignmentQuestions.assignmentId, cast.assignmentId))
      .orderBy(asc(schema.assignmentQuestions.sort), asc(schema.assignmentQuestions.id)),
    cast.userId !== null
      ? services.db
          .select()
          .from(schema.assignmentSubmissions)
          .where(
            and(
              eq(schema.assignmentSubmissions.assignmentId, cast.assignmentId),
              eq(schema.assignmentSubmissions.userId, cast.userId),
            ),
          )
      : Promise.resolve([]),
    cast.userId !== null
      ? services.db
          .select({ nickname: schema.users.nickname })
          .from(schema.users)
          .where(eq(schema.users.id, cast.userId))
      : Promise.resolve([]),
  ]);
  const answers = new Map((submission?.answers ?? []).map((x) => [x.questionId, x]));
  const marks = cast.showGrade && submission;
  return {
    screenId: cast.screenId,
    assignmentTitle: a?.title ?? "",
    version: cast.version,
    nickname: student?.nickname ?? null,
    questions: questions.map((q) => {
      const x = answers.get(q.id);
      return {
        id: q.id,
        type: q.type,
        title: q.title,
        options: q.options,
        score: q.score,
        answer: x
          ? {
              questionId: q.id,
              content: x.content,
              options: x.options,
              fileUrls: x.fileUrls,
              score: marks ? x.score : null,
              ...(marks && x.comment ? { comment: x.comment } : {}),
            }
          : null,
      };
    }),
    grade: marks ? submission.grade : null,
    comment: marks ? submission.comment : null,
  };
}

/** The view of a running cast (public: the screen id is the key); 404 when unknown or ended. */
export async function castViewOf(services: Services, screenId: string): Promise<ScreenCastView> {
  const cast = await runningCast(services, screenId);
  if (!cast) throw notFound(m.castNotFound);
  return viewOf(services, cast);
}

/**
 * Answers the screen's event stream: the current view at once, every newer one as it is cast, `end`
 * (then the stream closes) when the cast ends; a comment line every heartbeat keeps proxies open.
 */
export async function streamCast(services: Services, reply: FastifyReply, screenId: string): Promise<void> {
  if (!(await runningCast(services, screenId))) throw notFound(m.castNotFound);
  const hub = castHubOf(services.database);
  await hub.start();
  const stream = openEventStream<StreamEvent>(reply);
  let lastVersion = 0;
  let closed = false;
  let queue = Promise.resolve();
  const close = (announce: boolean) => {
    if (closed) return;
    closed = true;
    unsubscribe();
    clearInterval(heartbeat);
    if (announce) stream.send({ type: "end" });
    stream.end();
  };
  const sendLatest = async () => {
    if (closed) return;
    const cast = await runningCast(services, screenId);
    if (!cast) return close(true);
    const view = await viewOf(services, cast);
    // Changes may arrive out of order (or twice): the screen only ever moves to a newer version.
    if (closed || view.version <= lastVersion) return;
    lastVersion = view.version;
    stream.send({ type: "cast", view });
  };
  const next = () => {
    queue = queue.then(sendLatest).catch((err: unknown) => {
      services.log.error({ err }, "screen-cast stream failed");
      close(false);
    });
  };
  // Subscribed before the first view is read, so that a cast made meanwhile is not missed.
  const unsubscribe = hub.subscribe(screenId, (change) => {
    if (change === "cast") next();
    else if (change === "end") queue = queue.then(() => close(true));
    else close(false);
  });
  const heartbeat = setInterval(() => {
    if (!reply.raw.destroyed && !reply.raw.writableEnded) reply.raw.write(": heartbeat\n\n");
  }, castStreamSettings.heartbeatMs);
  heartbeat.unref();
  stream.signal.addEventListener("abort", () => close(false));
  next();
}
