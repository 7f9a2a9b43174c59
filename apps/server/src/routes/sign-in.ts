// Sign-in and check-in (/teach/sign-in) and the student's supplementary check-in; a face check-in is
// matched against the face database (routes/face-database.ts).
import { and, desc, eq } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { announceChange } from "../classroom/activities.js";
import { type CheckInOutcome, signInCheckedEvent, signInsForCheckIn } from "../classroom/check-ins.js";
import { classroomMessages as m } from "../classroom/messages.js";
import {
  isAdmin,
  MAX_INT,
  ownItem,
  studentCurrentItem,
  studentIdsOfCourse,
  studentIdsOfItem,
} from "../classroom/sessions.js";
import { openSignIn, type SignInRow, signInStatus } from "../classroom/sign-ins.js";
import { schema } from "../db/index.js";
import { registeredFace, verifyFace } from "../face/face-data.js";
import { businessError, forbidden, notFound } from "../lib/errors.js";
import { requireUploaded } from "../lib/files.js";
import { faceUsable, requireGuardianConsent } from "../privacy/consent.js";
import { type Handler, me, op, type Services } from "./types.js";

function signInView(s: SignInRow, now: Date) {
  const status = signInStatus(s, now);
  return {
    id: s.id,
    courseItemId: s.courseItemId,
    ...(s.title ? { title: s.title } : {}),
    face: s.mode === 2,
    duration: s.duration,
    status,
    startTime: s.startTime.getTime(),
    endTime: status === 1 ? s.deadline.getTime() : (s.endedAt ?? s.deadline).getTime(),
  };
}

async function ownSignIn(services: Services, user: AuthUser, signId: number): Promise<SignInRow> {
  const s =
    signId <= MAX_INT
      ? (await services.db.select().from(schema.signIns).where(eq(schema.signIns.id, signId)))[0]
      : undefined;
  if (!s) throw notFound(m.signInNotFound(signId));
  if (s.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourSignIn);
  return s;
}

/** Judges a face image 1:1 against the caller's own enrolment; a miss is kept for review and answers 0. */
async function judgeFace(
  services: Services,
  userId: number,
  path: string,
  signInId: number | null,
  courseItemId: number,
) {
  await requireUploaded(services, path, "checkIn");
  // A minor's face counts only under a guardian's consent to the text in force; plain check-in stays open.
  await requireGuardianConsent(services, userId);
  const matched = await verifyFace(services, userId, path);
  if (!matched) {
    await services.db
      .insert(schema.faceAttempts)
      .values({ signInId, courseItemId, userId, imagePath: path, result: 0 });
  }
  return matched;
}

/** Records a check-in once; the session's teacher hears of a new one (signInChecked). */
async function recordCheckIn(
  services: Services,
  signIn: SignInRow,
  user: AuthUser,
  type: number,
  imagePath: string | null,
) {
  const [record] = await services.db
    .insert(schema.signInRecords)
    .values({ signInId: signIn.id, userId: user.id, type, imagePath, createdAt: services.clock.now() })
    .onConflictDoNothing({ target: [schema.signInRecords.signInId, schema.signInRecords.userId] })
    .returning();
  if (!record) return;
  await services.push.send([signIn.teacherId], signInCheckedEvent(signIn, user, record));
}

/** Tells the session's students and teacher that the sign-in ended (2) or got more time (1). */
async function announceSignIn(services: Services, signIn: SignInRow, status: 1 | 2) {
  const students = await studentIdsOfItem(services, signIn.courseItemId);
  await announceChange(services, students, "signIn", signIn.id, signIn.courseItemId, status);
}

/** The refusal a student's check-in gets, the same whichever way it was judged. */
function checkInRefusal(outcome: Exclude<CheckInOutcome, "ok">, signId: number) {
  switch (outcome) {
    case "notFound":
      return notFound(m.signInNotFound(signId));
    case "noClass":
      return businessError(1_003_000_003, m.noClass);
    case "notEnrolled":
      return forbidden(m.notEnrolled);
    case "ended":
      return businessError(1_003_001_003, m.signInEnded);
  }
}

export const signInHandlers: Record<string, Handler> = {
  "GET /teach/course-item/stu/signIn/supplement": op<{ path?: string }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    const item = await studentCurrentItem(services, user.id);
    if (!item) throw businessError(1_003_000_003, m.noClass);
    if (query.path && !(await judgeFace(services, user.id, query.path, null, item.id))) return 0;
    let [sheet] = await services.db
      .select()
      .from(schema.signIns)
      .where(eq(schema.signIns.courseItemId, item.id))
      .orderBy(desc(schema.signIns.id))
      .limit(1);
    if (!sheet) {
      // No sign-in was run in this session: an ended, zero-length one holds the supplementary check-ins.
      const now = services.clock.now();
      [sheet] = await services.db
        .insert(schema.signIns)
        .values({
          courseItemId: item.id,
          teacherId: item.teacherId,
          title: "补签",
          mode: 1,
          duration: 0,
          startTime: now,
          deadline: now,
          endedAt: now,
          status: 2,
        })
        .returning();
    }
    await recordCheckIn(services, sheet!, user, 3, query.path ?? null);
    return 1;
  }),

  "POST /teach/sign-in/start": op<never, { courseItemId: number; duration: number; face?: boolean; title?: string }>(
    async (ctx) => {
      const user = me(ctx);
      const { services, body } = ctx;
      const item = await ownItem(services, user, body.courseItemId);
      if (item.status !== 1) throw businessError(1_003_001_001, m.signInClassNotRunning);
      if (await openSignIn(services, item.id)) throw businessError(1_003_001_002, m.signInRunning);
      const now = services.clock.now();
      const [signIn] = await services.db
        .insert(schema.signIns)
        .values({
          courseItemId: item.id,
          teacherId: item.teacherId,
          title: body.title ?? null,
          mode: body.face ? 2 : 1,
          duration: body.duration,
          startTime: now,
          deadline: new Date(now.getTime() + body.duration * 1000),
        })
        .returning();
      const students = await studentIdsOfCourse(services, item.courseId);
      await services.push.send(students, {
        type: "signIn",
        signInId: signIn!.id,
        courseItemId: item.id,
        duration: body.duration,
      });
      return signInView(signIn!, now);
    },
  ),

  "GET /teach/sign-in/record": op<{ signId: number }>(async (ctx) => {
    const { services } = ctx;
    const signIn = await ownSignIn(services, me(ctx), ctx.query.signId);
    const [item] = await services.db
      .select()
      .from(schema.courseItems)
      .where(eq(schema.courseItems.id, signIn.courseItemId));
    const students = await services.db
      .select({
        id: schema.users.id,
        nickname: schema.users.nickname,
        avatar: schema.users.avatar,
        username: schema.users.username,
      })
      .from(schema.courseStudents)
      .innerJoin(schema.users, eq(schema.users.id, schema.courseStudents.userId))
      .where(eq(schema.courseStudents.courseId, item!.courseId))
      .orderBy(schema.users.username);
    const records = await services.db
      .select()
      .from(schema.signInRecords)
      .where(eq(schema.signInRecords.signInId, signIn.id));
    const byUser = new Map(records.map((r) => [r.userId, r]));
    const list = students.map((s) => {
      const r = byUser.get(s.id);
      return {
        id: r?.id ?? s.id,
        signId: signIn.id,
        userId: s.id,
        nickname: s.nickname,
        ...(s.avatar ? { avatar: s.avatar } : {}),
        face: r?.type === 2,
        ...(r?.imagePath ? { path: r.imagePath } : {}),
        status: r ? (r.type === 3 ? 2 : 1) : 0,
        createTime: r ? r.createdAt.getTime() : null,
      };
    });
    return {
      signIn: signInView(signIn, services.clock.now()),
      total: students.length,
      signed: records.length,
      records: list,
    };
  }),

  "POST /teach/sign-in/record": op<{ signId: number; path?: string }>(async (ctx) => {
    const user = me(ctx);
    const { services, query } = ctx;
    if (!query.path) {
      // A plain check-in: judged and written together with the others arriving at the same moment.
      const outcome =
        query.signId <= MAX_INT
          ? await services.checkIns.record({ signInId: query.signId, user, at: services.clock.now() })
          : "notFound";
      if (outcome === "ok") return 1;
      throw checkInRefusal(outcome, query.signId);
    }
    // One query for the sign-in, its session and the caller's enrolment.
    const entry =
      query.signId <= MAX_INT
        ? (await signInsForCheckIn(services.db, [query.signId], [user.id])).get(query.signId)
        : undefined;
    if (!entry) throw checkInRefusal("notFound", query.signId);
    const { signIn } = entry;
    if (entry.itemStatus !== 1) throw checkInRefusal("noClass", query.signId);
    if (!entry.enrolled.has(user.id)) throw checkInRefusal("notEnrolled", query.signId);
    if (signInStatus(signIn, services.clock.now()) !== 1) throw checkInRefusal("ended", query.signId);
    if (signIn.mode === 2) {
      if (!(await judgeFace(services, user.id, query.path, signIn.id, signIn.courseItemId))) return 0;
      await recordCheckIn(services, signIn, user, 2, query.path);
      return 1;
    }
    await requireUploaded(services, query.path, "checkIn");
    await recordCheckIn(services, signIn, user, 1, query.path);
    return 1;
  }),

  "POST /teach/sign-in/end": op<{ signId: number }>(async (ctx) => {
    const { services } = ctx;
    const signIn = await ownSignIn(services, me(ctx), ctx.query.signId);
    const now = services.clock.now();
    // Only the call that moves it from running to ended announces it (the sweeper may be ending it too).
    const [ended] = await services.db
      .update(schema.signIns)
      .set({ status: 2, endedAt: signInStatus(signIn, now) === 1 ? now : (signIn.endedAt ?? signIn.deadline) })
      .where(and(eq(schema.signIns.id, signIn.id), eq(schema.signIns.status, 1)))
      .returning({ id: schema.signIns.id });
    if (ended) await announceSignIn(services, signIn, 2);
    return true;
  }),

  "GET /teach/sign-in/delay": op<{ signId: number; duration: number }>(async (ctx) => {
    const signIn = await ownSignIn(ctx.services, me(ctx), ctx.query.signId);
    const now = ctx.services.clock.now();
    if (signInStatus(signIn, now) !== 1) throw businessError(1_003_001_003, m.signInEnded);
    const [updated] = await ctx.services.db
      .update(schema.signIns)
      .set({
        duration: signIn.duration + ctx.query.duration,
        deadline: new Date(signIn.deadline.getTime() + ctx.query.duration * 1000),
      })
      .where(eq(schema.signIns.id, signIn.id))
      .returning();
    // Students' countdowns follow the new end.
    await announceSignIn(ctx.services, signIn, 1);
    return signInView(updated!, now);
  }),

  // With face matching off nobody can be recognised: 0 for everyone, so the client offers plain check-in.
  "GET /teach/sign-in/face/exist": op(async (ctx) =>
    ctx.services.faceMatcher.enabled &&
    (await registeredFace(ctx.services, me(ctx).id)) &&
    (await faceUsable(ctx.services, me(ctx).id))
      ? 1
      : 0,
  ),
};
