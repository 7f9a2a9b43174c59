// AI topics (/teach/ai-topic, AI 话题): a discussion activity in a class session — start (pushed to the
// class), one response per student (editable until the end), the teacher's record list and per-student
// detail, delay, edit, end, the student's view — and the AI on top: a drafted topic, the class summary
// and a student's feedback (src/ai/topic-ai.ts).
import type { components } from "@smartclass/api";
import { and, count, eq } from "drizzle-orm";

import { draftTopic, requireResponses, storeFeedback, storeSummary, streamTopicAnswer } from "../ai/topic-ai.js";
import { aiCodes, aiMessages as m } from "../ai/messages.js";
import { feedbackPrompt, summaryPrompt } from "../ai/topic-prompts.js";
import {
  openTopic,
  ownTopic,
  requireOpen,
  runsTopic,
  submissionsWhere,
  type Topic,
  topicById,
  topicStatus,
  topicView,
} from "../ai/topics.js";
import { announceChange } from "../classroom/activities.js";
import { endExpiredActivities } from "../classroom/deadlines.js";
import { invalid } from "../classroom/messages.js";
import {
  enrolledItem,
  isEnrolled,
  MAX_INT,
  ownItem,
  requireRunning,
  studentCurrentItem,
  studentIdsOfItem,
} from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { badRequest, businessError, forbidden, notFound } from "../lib/errors.js";
import { type Handler, me, op, type Services } from "./types.js";

type Body<N extends keyof components["schemas"]> = components["schemas"][N];
type ActivityChanged = components["schemas"]["ActivityChangedPushEvent"];

/** The text with its outer whitespace removed; a 400 naming the field when nothing is left. */
function nonBlank(value: string, field: string): string {
  const text = value.trim();
  if (!text) throw badRequest(invalid(field, "must not be blank"));
  return text;
}

/** Tells the session's students and teacher that the topic ended (2) or changed (1): pages showing it refetch. */
async function announce(services: Services, t: Topic, status: ActivityChanged["status"]) {
  await announceChange(
    services,
    await studentIdsOfItem(services, t.courseItemId),
    "aiTopic",
    t.id,
    t.courseItemId,
    status,
  );
}

/** A response with its topic; 404 when there is none. */
async function submissionById(services: Services, id: number) {
  const [row] =
    id <= MAX_INT
      ? await services.db.select().from(schema.aiTopicSubmissions).where(eq(schema.aiTopicSubmissions.id, id))
      : [];
  if (!row) throw notFound(m.submissionNotFound(id));
  return { submission: row, topic: await topicById(services, row.topicId) };
}

/** The caller's own response to a topic, as the contract shows it, or null. */
async function mine(services: Services, topicId: number, userId: number) {
  const [own] = await submissionsWhere(
    services,
    and(eq(schema.aiTopicSubmissions.topicId, topicId), eq(schema.aiTopicSubmissions.userId, userId))!,
  );
  return own ?? null;
}

export const aiTopicHandlers: Record<string, Handler> = {
  "POST /teach/ai-topic/start": op<never, Body<"AiTopicStart">>(async (ctx) => {
    const { services, body } = ctx;
    const item = await ownItem(services, me(ctx), body.courseItemId);
    requireRunning(item);
    const title = nonBlank(body.title, "body.title");
    const content = body.content?.trim() ?? "";
    const running = await openTopic(services, item.id);
    if (running) throw businessError(aiCodes.topicRunning, m.topicRunning(running.title));
    const now = services.clock.now();
    // One whose time ran out but is not stored as ended yet ends (and is announced) before the new one starts.
    await endExpiredActivities(services, now, item.id);
    const [row] = await services.db
      .insert(schema.aiTopics)
      .values({
        courseItemId: item.id,
        teacherId: item.teacherId,
        title,
        content,
        duration: body.duration ?? null,
        status: 1,
        startTime: now,
        deadline: body.duration ? new Date(now.getTime() + body.duration * 1000) : null,
        createdAt: now,
      })
      // A start racing this one won (the one-in-progress index).
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw businessError(aiCodes.topicRunning, m.topicRunning((await openTopic(services, item.id))?.title ?? ""));
    const event: Body<"AiTopicPushEvent"> = { type: "aiTopic", aiTopicId: row.id, courseItemId: item.id };
    await services.push.send(await studentIdsOfItem(services, item.id), event);
    return topicView(services, { ...row, itemStatus: item.status, itemEndedAt: item.endedAt });
  }),

  "GET /teach/ai-topic/record": op<{ aiTopicId: number }>(async (ctx) => {
    const { services } = ctx;
    const t = await ownTopic(services, me(ctx), ctx.query.aiTopicId);
    const [topic, records, students] = await Promise.all([
      topicView(services, t),
      submissionsWhere(services, eq(schema.aiTopicSubmissions.topicId, t.id)),
      studentIdsOfItem(services, t.courseItemId),
    ]);
    return { topic, records, total: students.length, summary: t.summary, summaryTime: t.summaryAt?.getTime() ?? null };
  }),

  "POST /teach/ai-topic/record": op<never, Body<"AiTopicSubmissionCreate">>(async (ctx) => {
    const user = me(ctx);
    const { services, body } = ctx;
    const t = await topicById(services, body.aiTopicId);
    const [item] = await services.db.select().from(schema.courseItems).where(eq(schema.courseItems.id, t.courseItemId));
    if (!item || !(await isEnrolled(services, user.id, item.courseId))) throw forbidden(m.notStudentOfTopic);
    const now = services.clock.now();
    requireOpen(t, now);
    const content = nonBlank(body.content, "body.content");
    const [row] = await services.db
      .insert(schema.aiTopicSubmissions)
      .values({ topicId: t.id, userId: user.id, content, createdAt: now, updatedAt: now })
      // One response per student: submitting again replaces the text and keeps the id.
      .onConflictDoUpdate({
        target: [schema.aiTopicSubmissions.topicId, schema.aiTopicSubmissions.userId],
        set: { content, updatedAt: now },
      })
      .returning({ id: schema.aiTopicSubmissions.id });
    // The teacher's live view follows the responses as they arrive.
    const [counted] = await services.db
      .select({ n: count() })
      .from(schema.aiTopicSubmissions)
      .where(eq(schema.aiTopicSubmissions.topicId, t.id));
    const event: Body<"AiTopicRespondedPushEvent"> = {
      type: "aiTopicResponded",
      aiTopicId: t.id,
      courseItemId: t.courseItemId,
      responseCount: counted?.n ?? 0,
    };
    await services.push.send([t.teacherId], event);
    return row!.id;
  }),

  "POST /teach/ai-topic/end": op<{ aiTopicId: number }>(async (ctx) => {
    const { services } = ctx;
    const t = await ownTopic(services, me(ctx), ctx.query.aiTopicId);
    if (t.status !== 1) return true;
    const now = services.clock.now();
    const [ended] = await services.db
      .update(schema.aiTopics)
      .set({ status: 2, endedAt: topicStatus(t, now) === 1 ? now : (t.deadline ?? t.itemEndedAt ?? now) })
      .where(and(eq(schema.aiTopics.id, t.id), eq(schema.aiTopics.status, 1)))
      .returning();
    if (ended) await announce(services, t, 2);
    return true;
  }),

  "GET /teach/ai-topic/delay": op<{ aiTopicId: number; duration: number }>(async (ctx) => {
    const { services, query } = ctx;
    const t = await ownTopic(services, me(ctx), query.aiTopicId);
    requireOpen(t, services.clock.now());
    if (!t.deadline || t.duration === null) throw businessError(aiCodes.topicNotTimed, m.topicNotTimed);
    const [updated] = await services.db
      .update(schema.aiTopics)
      .set({ duration: t.duration + query.duration, deadline: new Date(t.deadline.getTime() + query.duration * 1000) })
      .where(eq(schema.aiTopics.id, t.id))
      .returning();
    await announce(services, t, 1);
    return topicView(services, { ...t, ...updated! });
  }),

  "PUT /teach/ai-topic/update": op<never, Body<"AiTopicUpdate">>(async (ctx) => {
    const { services, body } = ctx;
    const t = await ownTopic(services, me(ctx), body.id);
    const now = services.clock.now();
    requireOpen(t, now);
    const set: Partial<typeof schema.aiTopics.$inferInsert> = {};
    if (body.title !== undefined) set.title = nonBlank(body.title, "body.title");
    if (body.content !== undefined) set.content = body.content.trim();
    if (body.duration !== undefined) {
      const deadline = new Date(t.startTime.getTime() + body.duration * 1000);
      if (deadline.getTime() <= now.getTime()) throw businessError(aiCodes.durationTooShort, m.durationTooShort);
      set.duration = body.duration;
      set.deadline = deadline;
    }
    if (Object.keys(set).length === 0) return true;
    await services.db.update(schema.aiTopics).set(set).where(eq(schema.aiTopics.id, t.id));
    await announce(services, t, 1);
    return true;
  }),

  "GET /teach/ai-topic/record/detail": op<{ id: number }>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const { submission, topic } = await submissionById(services, ctx.query.id);
    if (!runsTopic(user, topic) && submission.userId !== user.id) throw forbidden(m.notYourSubmission);
    const [view] = await submissionsWhere(services, eq(schema.aiTopicSubmissions.id, submission.id));
    return view!;
  }),

  "GET /teach/ai-topic/student": op<{ courseItemId?: number; aiTopicId?: number }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    let t: Topic | undefined;
    if (query.aiTopicId !== undefined) {
      t = await topicById(services, query.aiTopicId);
      await enrolledItem(services, user, t.courseItemId);
    } else {
      const item =
        query.courseItemId !== undefined
          ? await enrolledItem(services, user, query.courseItemId)
          : await studentCurrentItem(services, user.id);
      t = item ? await openTopic(services, item.id) : undefined;
    }
    if (!t) return null;
    return { topic: await topicView(services, t), mine: await mine(services, t.id, user.id) };
  }),

  "POST /teach/ai-topic/draft": op<never, Body<"AiTopicDraftRequest">>(async (ctx) => {
    const { services, body } = ctx;
    const requirements = body.requirements?.trim();
    return draftTopic(services, me(ctx), {
      subject: nonBlank(body.subject, "body.subject"),
      level: nonBlank(body.level, "body.level"),
      count: body.count ?? 3,
      ...(requirements ? { requirements } : {}),
    });
  }),

  "POST /teach/ai-topic/summary": op<never, Body<"AiTopicSummaryRequest">>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const t = await ownTopic(services, user, ctx.body.aiTopicId);
    const records = await submissionsWhere(services, eq(schema.aiTopicSubmissions.topicId, t.id));
    requireResponses(records.length);
    await streamTopicAnswer(services, user, ctx.reply, "topic-summary", summaryPrompt(t, records), (text, model) =>
      storeSummary(services, t.id, text, model),
    );
    return undefined;
  }),

  "POST /teach/ai-topic/record/feedback": op<never, Body<"AiTopicFeedbackRequest">>(async (ctx) => {
    const user = me(ctx);
    const { services } = ctx;
    const { submission, topic } = await submissionById(services, ctx.body.id);
    if (submission.userId !== user.id) throw forbidden(m.onlyAuthorFeedback);
    await streamTopicAnswer(
      services,
      user,
      ctx.reply,
      "topic-feedback",
      feedbackPrompt(topic, submission.content),
      (text) => storeFeedback(services, submission.id, text),
    );
    return undefined;
  }),
};
