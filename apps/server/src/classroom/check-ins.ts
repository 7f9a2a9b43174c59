// Plain check-ins (POST /teach/sign-in/record without a photo) written together: the check-ins that
// arrive within the same moment are judged by one query and inserted by one statement (group commit),
// each request answered only once that insert has committed, and the session's teacher told of each
// new one (signInChecked) after the answers. A storm of 200 students costs a few statements, not 600.
import type { components } from "@smartclass/api";
import { and, eq, inArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { Batcher } from "../lib/batch.js";
import { type Db, schema } from "../db/index.js";
import type { PushHub } from "../push.js";
import { type SignInRow, signInStatus } from "./sign-ins.js";

/** One student's check-in as the route hands it over. */
export interface CheckInRequest {
  signInId: number;
  user: AuthUser;
  /** The request's time (the server's clock): the record's time and the sign-in's deadline check. */
  at: Date;
}

/** Why a check-in was not recorded, in the order the route checks them; "ok" when it is recorded. */
export type CheckInOutcome = "ok" | "notFound" | "noClass" | "notEnrolled" | "ended";

type SignInRecordRow = typeof schema.signInRecords.$inferSelect;

/** What the session's teacher is pushed for a new check-in record (type 2 face, 3 make-up). */
export function signInCheckedEvent(
  signIn: SignInRow,
  user: AuthUser,
  record: SignInRecordRow,
): components["schemas"]["SignInCheckedPushEvent"] {
  return {
    type: "signInChecked",
    signInId: signIn.id,
    courseItemId: signIn.courseItemId,
    record: {
      id: record.id,
      signId: signIn.id,
      userId: user.id,
      nickname: user.nickname,
      ...(user.avatar ? { avatar: user.avatar } : {}),
      face: record.type === 2,
      ...(record.imagePath ? { path: record.imagePath } : {}),
      status: record.type === 3 ? 2 : 1,
      createTime: record.createdAt.getTime(),
    },
  };
}

/** A sign-in asked for by check-ins, with its class's status and which of the callers are enrolled. */
export interface SignInForCheckIn {
  signIn: SignInRow;
  itemStatus: number;
  enrolled: Set<number>;
}

/** The sign-ins `signInIds` with their class's status and which of `userIds` are in that class (one query). */
export async function signInsForCheckIn(
  db: Db,
  signInIds: number[],
  userIds: number[],
): Promise<Map<number, SignInForCheckIn>> {
  const rows = await db
    .select({
      signIn: schema.signIns,
      itemStatus: schema.courseItems.status,
      enrolled: schema.courseStudents.userId,
    })
    .from(schema.signIns)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.signIns.courseItemId))
    .leftJoin(
      schema.courseStudents,
      and(
        eq(schema.courseStudents.courseId, schema.courseItems.courseId),
        inArray(schema.courseStudents.userId, [...new Set(userIds)]),
      ),
    )
    .where(inArray(schema.signIns.id, [...new Set(signInIds)]));
  const signIns = new Map<number, SignInForCheckIn>();
  for (const row of rows) {
    let entry = signIns.get(row.signIn.id);
    if (!entry) signIns.set(row.signIn.id, (entry = { ...row, enrolled: new Set() }));
    if (row.enrolled !== null) entry.enrolled.add(row.enrolled);
  }
  return signIns;
}

/** Writes plain check-ins in groups; one per server. */
export class CheckInWriter {
  private readonly batcher = new Batcher<CheckInRequest, CheckInOutcome>((requests) => this.write(requests));

  constructor(
    private readonly db: Db,
    private readonly push: PushHub,
    private readonly onPushError: (error: unknown) => void,
  ) {}

  /** Records the check-in once (a repeated one is "ok" and changes nothing) or says why not. */
  record(request: CheckInRequest): Promise<CheckInOutcome> {
    return this.batcher.add(request);
  }

  private async write(requests: CheckInRequest[]): Promise<CheckInOutcome[]> {
    // Two plain statements for the whole group (a single statement doing both was measured at twice
    // their cost for a lone check-in: PGlite plans every statement again). First every sign-in asked
    // for, with its class's status and which of the callers are enrolled in that class.
    const signIns = await signInsForCheckIn(
      this.db,
      requests.map((r) => r.signInId),
      requests.map((r) => r.user.id),
    );
    // Judged as the route judges a single check-in, in the same order.
    const outcomes = requests.map((r): CheckInOutcome => {
      const entry = signIns.get(r.signInId);
      if (!entry) return "notFound";
      if (entry.itemStatus !== 1) return "noClass";
      if (!entry.enrolled.has(r.user.id)) return "notEnrolled";
      return signInStatus(entry.signIn, r.at) === 1 ? "ok" : "ended";
    });
    // Then the accepted ones, once per student and sign-in (a double tap in the same group, or a
    // student already checked in, adds nothing); every request is answered after this commits.
    const first = new Map<string, CheckInRequest>();
    requests.forEach((r, k) => {
      const key = `${r.signInId}:${r.user.id}`;
      if (outcomes[k] === "ok" && !first.has(key)) first.set(key, r);
    });
    const inserted =
      first.size === 0
        ? []
        : await this.db
            .insert(schema.signInRecords)
            .values(
              [...first.values()].map((r) => ({ signInId: r.signInId, userId: r.user.id, type: 1, createdAt: r.at })),
            )
            .onConflictDoNothing({ target: [schema.signInRecords.signInId, schema.signInRecords.userId] })
            .returning();
    const events: { teacherId: number; event: components["schemas"]["SignInCheckedPushEvent"] }[] = [];
    for (const record of inserted) {
      const request = first.get(`${record.signInId}:${record.userId}`)!;
      const { signIn } = signIns.get(record.signInId)!;
      const { user } = request;
      events.push({ teacherId: signIn.teacherId, event: signInCheckedEvent(signIn, user, record) });
    }
    // The teacher hears of the new check-ins after the students have their answers.
    if (events.length > 0) {
      setImmediate(() => {
        for (const { teacherId, event } of events) this.push.send([teacherId], event).catch(this.onPushError);
      });
    }
    return outcomes;
  }
}
