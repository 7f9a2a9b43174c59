// The fair random pick (随机选人). Candidates are the students of the session's course who checked in
// to a sign-in of this session, or every student of the course when the session held no sign-in.
// Within a round nobody is picked twice; when everyone has been picked a new round starts by itself
// (a pick that needs more than the round has left takes the rest, then continues in the new round
// without repeating anyone of this pick), and the teacher can start a new round at any time.
// Rounds and picks live in the database; the session's round row is locked while picking, so that
// concurrent picks (and several server instances) never pick anyone twice in a round.
import { randomInt } from "node:crypto";

import { and, asc, eq } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomCodes, classroomMessages as m } from "./messages.js";
import { classStudents, type ClassStudent, type CourseItemRow } from "./sessions.js";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Executor = Db | Tx;

export interface RoundView {
  courseItemId: number;
  round: number;
  total: number;
  picked: ClassStudent[];
}

/** The candidates of a session's pick, by user id. */
async function candidatesOf(db: Executor, item: CourseItemRow): Promise<number[]> {
  const [held] = await db
    .select({ id: schema.signIns.id })
    .from(schema.signIns)
    .where(eq(schema.signIns.courseItemId, item.id))
    .limit(1);
  if (!held) {
    const rows = await db
      .select({ userId: schema.courseStudents.userId })
      .from(schema.courseStudents)
      .where(eq(schema.courseStudents.courseId, item.courseId))
      .orderBy(asc(schema.courseStudents.userId));
    return rows.map((r) => r.userId);
  }
  const rows = await db
    .selectDistinct({ userId: schema.signInRecords.userId })
    .from(schema.signInRecords)
    .innerJoin(schema.signIns, eq(schema.signIns.id, schema.signInRecords.signInId))
    .innerJoin(
      schema.courseStudents,
      and(
        eq(schema.courseStudents.courseId, item.courseId),
        eq(schema.courseStudents.userId, schema.signInRecords.userId),
      ),
    )
    .where(eq(schema.signIns.courseItemId, item.id))
    .orderBy(asc(schema.signInRecords.userId));
  return rows.map((r) => r.userId);
}

/** `n` distinct members of `pool`, uniformly at random (partial Fisher–Yates on a copy). */
function sample<T>(pool: readonly T[], n: number): T[] {
  const copy = [...pool];
  const take = Math.min(n, copy.length);
  for (let i = 0; i < take; i++) {
    const j = i + randomInt(copy.length - i);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, take);
}

/** Locks the session's round row (creating it at round 1) and answers the round number. */
async function lockRound(tx: Tx, courseItemId: number): Promise<number> {
  await tx.insert(schema.randomPickRounds).values({ courseItemId }).onConflictDoNothing();
  const [row] = await tx
    .select({ round: schema.randomPickRounds.round })
    .from(schema.randomPickRounds)
    .where(eq(schema.randomPickRounds.courseItemId, courseItemId))
    .for("update");
  return row!.round;
}

async function pickedIn(db: Executor, courseItemId: number, round: number): Promise<number[]> {
  const rows = await db
    .select({ userId: schema.randomPicks.userId })
    .from(schema.randomPicks)
    .where(and(eq(schema.randomPicks.courseItemId, courseItemId), eq(schema.randomPicks.round, round)))
    .orderBy(asc(schema.randomPicks.id));
  return rows.map((r) => r.userId);
}

/** The session's current round as the contract shows it (RandomPickRound). */
export async function roundView(services: Services, item: CourseItemRow): Promise<RoundView> {
  const [row] = await services.db
    .select({ round: schema.randomPickRounds.round })
    .from(schema.randomPickRounds)
    .where(eq(schema.randomPickRounds.courseItemId, item.id));
  const round = row?.round ?? 1;
  const [candidates, picked] = await Promise.all([
    candidatesOf(services.db, item),
    pickedIn(services.db, item.id, round),
  ]);
  return { courseItemId: item.id, round, total: candidates.length, picked: await classStudents(services, picked) };
}

/**
 * Picks `count` students (at most every candidate once per pick) and records them; answers their
 * ids in pick order. Refused when the session has no candidate.
 */
export async function pickStudents(
  services: Services,
  item: CourseItemRow,
  count: number,
  questionId: number | null,
): Promise<number[]> {
  return services.db.transaction(async (tx) => {
    let round = await lockRound(tx, item.id);
    const candidates = await candidatesOf(tx, item);
    if (candidates.length === 0) throw businessError(classroomCodes.noCandidates, m.noCandidates);
    const want = Math.min(count, candidates.length);
    const done = new Set(await pickedIn(tx, item.id, round));
    const first = sample(
      candidates.filter((id) => !done.has(id)),
      want,
    );
    const rows = first.map((userId) => ({ courseItemId: item.id, round, userId, questionId }));
    if (first.length < want) {
      // The round is exhausted: a new one starts, without anyone this pick already took.
      round += 1;
      const taken = new Set(first);
      const more = sample(
        candidates.filter((id) => !taken.has(id)),
        want - first.length,
      );
      rows.push(...more.map((userId) => ({ courseItemId: item.id, round, userId, questionId })));
      await tx
        .update(schema.randomPickRounds)
        .set({ round, updatedAt: services.clock.now() })
        .where(eq(schema.randomPickRounds.courseItemId, item.id));
    }
    await tx.insert(schema.randomPicks).values(rows.map((r) => ({ ...r, createdAt: services.clock.now() })));
    return rows.map((r) => r.userId);
  });
}

/** Starts a new round (when the current one has picks; a fresh round stays as it is). */
export async function resetRound(services: Services, item: CourseItemRow): Promise<void> {
  await services.db.transaction(async (tx) => {
    const round = await lockRound(tx, item.id);
    const [any] = await tx
      .select({ id: schema.randomPicks.id })
      .from(schema.randomPicks)
      .where(and(eq(schema.randomPicks.courseItemId, item.id), eq(schema.randomPicks.round, round)))
      .limit(1);
    if (!any) return;
    await tx
      .update(schema.randomPickRounds)
      .set({ round: round + 1, updatedAt: services.clock.now() })
      .where(eq(schema.randomPickRounds.courseItemId, item.id));
  });
}
