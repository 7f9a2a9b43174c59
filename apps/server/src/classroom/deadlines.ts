// Activities with a time limit end by the server's clock: a sweeper started with the app stores the ending
// of every running sign-in, question, survey, practice and timed AI topic whose deadline passed (also
// right away at start, for deadlines that passed while the server was down) and announces it
// (activityChanged, status 2) to the session's students and its teacher. With several instances each one
// sweeps; the conditional update (`status = running and deadline <= now ... returning`) hands every
// ending to exactly one of them, so it is announced once.
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { announceChange } from "./activities.js";
import { audienceOf } from "./question.js";
import { studentIdsOfItem } from "./sessions.js";
import { PeriodicSweep } from "../lib/periodic-sweep.js";

/** How often the sweeper looks: an ending reaches the pages well within a second of its deadline. */
const SWEEP_INTERVAL_MS = 500;

/** One stored ending, to announce. */
interface Ending {
  activity: "askQuestion" | "survey" | "signIn" | "practice" | "aiTopic";
  id: number;
  courseItemId: number;
  /** The students to tell (the teacher is added by announceChange). */
  audience: () => Promise<number[]>;
}

/**
 * Stores "ended" on every running activity whose deadline passed by `now` (only those of one session when
 * `courseItemId` is given) and announces each ending this call stored. Answers how many it ended.
 */
export async function endExpiredActivities(services: Services, now: Date, courseItemId?: number): Promise<number> {
  const endings = await storeEndings(services, now, courseItemId);
  for (const ending of endings) {
    try {
      const students = await ending.audience();
      await announceChange(services, students, ending.activity, ending.id, ending.courseItemId, 2);
    } catch (err) {
      // The ending is stored (readers see it); only this announcement is lost: pages refetch on their own.
      services.log.error({ err, activity: ending.activity, id: ending.id }, "activityChanged push failed");
    }
  }
  return endings.length;
}

async function storeEndings(services: Services, now: Date, courseItemId: number | undefined): Promise<Ending[]> {
  const { db } = services;
  const inSession = (column: AnyPgColumn) => (courseItemId === undefined ? [] : [eq(column, courseItemId)]);
  const studentsOf = (itemId: number) => () => studentIdsOfItem(services, itemId);

  const questions = await db
    .update(schema.askQuestions)
    .set({ status: 2, endedAt: sql`${schema.askQuestions.deadline}` })
    .where(
      and(
        eq(schema.askQuestions.status, 1),
        isNotNull(schema.askQuestions.deadline),
        lte(schema.askQuestions.deadline, now),
        ...inSession(schema.askQuestions.courseItemId),
      ),
    )
    .returning();
  const surveys = await db
    .update(schema.surveys)
    .set({ status: 2, endedAt: sql`${schema.surveys.deadline}` })
    .where(
      and(
        eq(schema.surveys.status, 1),
        isNotNull(schema.surveys.deadline),
        lte(schema.surveys.deadline, now),
        ...inSession(schema.surveys.courseItemId),
      ),
    )
    .returning({ id: schema.surveys.id, courseItemId: schema.surveys.courseItemId });
  const signIns = await db
    .update(schema.signIns)
    .set({ status: 2, endedAt: sql`${schema.signIns.deadline}` })
    .where(
      and(eq(schema.signIns.status, 1), lte(schema.signIns.deadline, now), ...inSession(schema.signIns.courseItemId)),
    )
    .returning({ id: schema.signIns.id, courseItemId: schema.signIns.courseItemId });
  const topics = await db
    .update(schema.aiTopics)
    .set({ status: 2, endedAt: sql`${schema.aiTopics.deadline}` })
    .where(
      and(
        eq(schema.aiTopics.status, 1),
        isNotNull(schema.aiTopics.deadline),
        lte(schema.aiTopics.deadline, now),
        ...inSession(schema.aiTopics.courseItemId),
      ),
    )
    .returning({ id: schema.aiTopics.id, courseItemId: schema.aiTopics.courseItemId });
  // A published practice (1) with an end time becomes 2 once it passed; one without closes with its session.
  const practices = await db
    .update(schema.classroomPractices)
    .set({ status: 2 })
    .where(
      and(
        eq(schema.classroomPractices.status, 1),
        isNotNull(schema.classroomPractices.endTime),
        lte(schema.classroomPractices.endTime, now),
        ...inSession(schema.classroomPractices.courseItemId),
      ),
    )
    .returning({ id: schema.classroomPractices.id, courseItemId: schema.classroomPractices.courseItemId });

  return [
    ...questions.map((q) => ({
      activity: "askQuestion" as const,
      id: q.id,
      courseItemId: q.courseItemId,
      audience: () => audienceOf(services, q),
    })),
    ...surveys.flatMap((s) =>
      s.courseItemId === null
        ? []
        : [
            {
              activity: "survey" as const,
              id: s.id,
              courseItemId: s.courseItemId,
              audience: studentsOf(s.courseItemId),
            },
          ],
    ),
    ...signIns.map((s) => ({ activity: "signIn" as const, ...s, audience: studentsOf(s.courseItemId) })),
    ...practices.map((p) => ({ activity: "practice" as const, ...p, audience: studentsOf(p.courseItemId) })),
    ...topics.map((t) => ({ activity: "aiTopic" as const, ...t, audience: studentsOf(t.courseItemId) })),
  ];
}

/** Sweeps every SWEEP_INTERVAL_MS from `start()` until `stop()`; `sweepNow()` for tests and callers in a hurry. */
export class DeadlineSweeper extends PeriodicSweep {
  constructor(services: Services, intervalMs = SWEEP_INTERVAL_MS) {
    super(services, "deadline", endExpiredActivities, intervalMs);
  }
}
