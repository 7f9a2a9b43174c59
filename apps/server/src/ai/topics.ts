// AI topics (AI 话题): their state (a topic whose deadline passed, or whose session ended, counts as
// ended), who may act on one (its teacher or an administrator; the course's students), the open topic
// of a session, and the shapes the contract shows (AiTopic, AiTopicSubmission).
import type { components } from "@smartclass/api";
import { and, asc, count, eq, gt, inArray, isNull, or, type SQL } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { isAdmin, MAX_INT } from "../classroom/sessions.js";
import { schema } from "../db/index.js";
import { businessError, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { aiCodes, aiMessages as m } from "./messages.js";

export type TopicRow = typeof schema.aiTopics.$inferSelect;
/** A topic with the state of its session (1 in progress) and when the session ended. */
export type Topic = TopicRow & { itemStatus: number; itemEndedAt: Date | null };
type AiTopicView = components["schemas"]["AiTopic"];
type SubmissionView = components["schemas"]["AiTopicSubmission"];

const topicColumns = {
  t: schema.aiTopics,
  itemStatus: schema.courseItems.status,
  itemEndedAt: schema.courseItems.endedAt,
};

async function selectTopics(services: Services, where: SQL | undefined): Promise<Topic[]> {
  const rows = await services.db
    .select(topicColumns)
    .from(schema.aiTopics)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.aiTopics.courseItemId))
    .where(where);
  return rows.map((r) => ({ ...r.t, itemStatus: r.itemStatus, itemEndedAt: r.itemEndedAt }));
}

/** A topic by id; 404 when there is none. */
export async function topicById(services: Services, id: number): Promise<Topic> {
  const [t] = id <= MAX_INT ? await selectTopics(services, eq(schema.aiTopics.id, id)) : [];
  if (!t) throw notFound(m.topicNotFound(id));
  return t;
}

/** Whether the caller runs the topic (its teacher, or an administrator). */
export const runsTopic = (user: AuthUser, t: Pick<TopicRow, "teacherId">) => t.teacherId === user.id || isAdmin(user);

/** A topic the caller runs; 404 or 403 otherwise. */
export async function ownTopic(services: Services, user: AuthUser, id: number): Promise<Topic> {
  const t = await topicById(services, id);
  if (!runsTopic(user, t)) throw forbidden(m.notYourTopic);
  return t;
}

/** The state a person sees: 1 in progress, 2 ended (deadline passed or the session ended count too). */
export function topicStatus(t: Topic, now: Date): 1 | 2 {
  if (t.status !== 1) return 2;
  if (t.deadline && t.deadline.getTime() <= now.getTime()) return 2;
  return t.itemStatus === 1 ? 1 : 2;
}

/** When an ended topic ended (the earliest of its end, deadline and session end); null while open. */
function endTimeOf(t: Topic, now: Date): number | null {
  if (topicStatus(t, now) === 1) return t.deadline?.getTime() ?? null;
  const ends = [t.endedAt, t.deadline, t.itemEndedAt]
    .filter((d): d is Date => d !== null && d.getTime() <= now.getTime())
    .map((d) => d.getTime());
  return ends.length ? Math.min(...ends) : now.getTime();
}

/** Refuses anything but a topic in progress (话题已结束). */
export function requireOpen(t: Topic, now: Date): void {
  if (topicStatus(t, now) !== 1) throw businessError(aiCodes.topicEnded, m.topicEnded);
}

/** SQL: the topic is still open at `now` by its own state (the session's is checked by the caller). */
export const topicOpenAt = (now: Date) =>
  and(eq(schema.aiTopics.status, 1), or(isNull(schema.aiTopics.deadline), gt(schema.aiTopics.deadline, now)))!;

/** The session's topic in progress, if any. */
export async function openTopic(services: Services, courseItemId: number): Promise<Topic | undefined> {
  const [t] = await selectTopics(
    services,
    and(eq(schema.aiTopics.courseItemId, courseItemId), topicOpenAt(services.clock.now())),
  );
  return t && topicStatus(t, services.clock.now()) === 1 ? t : undefined;
}

/** Topics as the contract shows them, with their response counts. */
async function topicViews(services: Services, topics: Topic[]): Promise<AiTopicView[]> {
  if (topics.length === 0) return [];
  const now = services.clock.now();
  const counts = await services.db
    .select({ id: schema.aiTopicSubmissions.topicId, n: count() })
    .from(schema.aiTopicSubmissions)
    .where(
      inArray(
        schema.aiTopicSubmissions.topicId,
        topics.map((t) => t.id),
      ),
    )
    .groupBy(schema.aiTopicSubmissions.topicId);
  return topics.map((t) => ({
    id: t.id,
    courseItemId: t.courseItemId,
    title: t.title,
    content: t.content,
    duration: t.duration,
    status: topicStatus(t, now),
    startTime: t.startTime.getTime(),
    endTime: endTimeOf(t, now),
    submissionCount: counts.find((c) => c.id === t.id)?.n ?? 0,
  }));
}

/** One topic as the contract shows it. */
export async function topicView(services: Services, t: Topic): Promise<AiTopicView> {
  return (await topicViews(services, [t]))[0]!;
}

/** Responses with their students' names, first submitted first. */
export async function submissionsWhere(services: Services, where: SQL): Promise<SubmissionView[]> {
  const rows = await services.db
    .select({ s: schema.aiTopicSubmissions, nickname: schema.users.nickname, studentNo: schema.users.username })
    .from(schema.aiTopicSubmissions)
    .innerJoin(schema.users, eq(schema.users.id, schema.aiTopicSubmissions.userId))
    .where(where)
    .orderBy(asc(schema.aiTopicSubmissions.id));
  return rows.map(({ s, nickname, studentNo }) => ({
    id: s.id,
    aiTopicId: s.topicId,
    userId: s.userId,
    nickname,
    studentNo,
    content: s.content,
    aiReply: s.aiReply,
    createTime: s.createdAt.getTime(),
    updateTime: s.updatedAt.getTime(),
  }));
}
