// Share links (/teach/course-sharelink): a code a teacher hands out in a class session; a student who
// opens it after signing in sees the course it invites to and joins it. A link expires at its
// `expireTime` (by the server's clock) or when its teacher revokes it.
import type { components } from "@smartclass/api";
import { and, desc, eq, isNull } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { businessError, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { classroomCodes, classroomMessages as m } from "./messages.js";
import { isAdmin, isEnrolled, MAX_INT } from "./sessions.js";

type ShareLinkRow = typeof schema.shareLinks.$inferSelect;
type ShareLinkInvite = components["schemas"]["ShareLinkInvite"];
type ShareLinkJoined = components["schemas"]["ShareLinkJoined"];

/** Whether a link still lets students join, as of `now`. */
function shareLinkState(link: ShareLinkRow, now: Date): ShareLinkInvite["state"] {
  if (link.revokedAt) return "revoked";
  if (link.expireTime && link.expireTime.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** The newest live (not expired, not revoked) link of a session, if any. */
export async function liveShareLink(services: Services, courseItemId: number): Promise<ShareLinkRow | undefined> {
  const links = await services.db
    .select()
    .from(schema.shareLinks)
    .where(and(eq(schema.shareLinks.courseItemId, courseItemId), isNull(schema.shareLinks.revokedAt)))
    .orderBy(desc(schema.shareLinks.id));
  const now = services.clock.now();
  return links.find((l) => shareLinkState(l, now) === "valid");
}

/** A link by its code with its session, course and teacher; 404 when there is none. */
async function linkByCode(services: Services, code: string) {
  const [row] = await services.db
    .select({
      link: schema.shareLinks,
      courseId: schema.courses.id,
      courseName: schema.courses.name,
      courseItemName: schema.courseItems.name,
      teacherName: schema.users.nickname,
    })
    .from(schema.shareLinks)
    .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.shareLinks.courseItemId))
    .innerJoin(schema.courses, eq(schema.courses.id, schema.courseItems.courseId))
    .innerJoin(schema.users, eq(schema.users.id, schema.courses.teacherId))
    .where(eq(schema.shareLinks.code, code));
  if (!row) throw notFound(m.shareLinkNotFound);
  return row;
}

/** What a link invites the caller to, and whether it still works. */
export async function viewShareLink(services: Services, user: AuthUser, code: string): Promise<ShareLinkInvite> {
  const row = await linkByCode(services, code);
  return {
    code: row.link.code,
    courseId: row.courseId,
    courseName: row.courseName,
    teacherName: row.teacherName,
    courseItemName: row.courseItemName,
    expireTime: row.link.expireTime ? row.link.expireTime.getTime() : null,
    state: shareLinkState(row.link, services.clock.now()),
    joined: await isEnrolled(services, user.id, row.courseId),
  };
}

/** Joins the caller (a student) to the link's course; joining again changes nothing. */
export async function joinByShareLink(services: Services, user: AuthUser, code: string): Promise<ShareLinkJoined> {
  const row = await linkByCode(services, code);
  if (!user.roles.includes("student")) throw forbidden(m.shareLinkStudentsOnly);
  const state = shareLinkState(row.link, services.clock.now());
  if (state === "revoked") throw businessError(classroomCodes.shareLinkRevoked, m.shareLinkRevoked);
  if (state === "expired") throw businessError(classroomCodes.shareLinkExpired, m.shareLinkExpired);
  // The primary key (course, user) makes two concurrent joins write one row.
  const inserted = await services.db
    .insert(schema.courseStudents)
    .values({ courseId: row.courseId, userId: user.id })
    .onConflictDoNothing()
    .returning({ userId: schema.courseStudents.userId });
  return { courseId: row.courseId, courseName: row.courseName, alreadyJoined: inserted.length === 0 };
}

/** Revokes a link (its session's teacher or an administrator); revoking again is harmless. */
export async function revokeShareLink(services: Services, user: AuthUser, id: number): Promise<true> {
  const [row] =
    id <= MAX_INT
      ? await services.db
          .select({ link: schema.shareLinks, teacherId: schema.courseItems.teacherId })
          .from(schema.shareLinks)
          .innerJoin(schema.courseItems, eq(schema.courseItems.id, schema.shareLinks.courseItemId))
          .where(eq(schema.shareLinks.id, id))
      : [];
  if (!row) throw notFound(m.shareLinkNotFound);
  if (row.teacherId !== user.id && !isAdmin(user)) throw forbidden(m.notYourShareLink);
  await services.db
    .update(schema.shareLinks)
    .set({ revokedAt: services.clock.now() })
    .where(and(eq(schema.shareLinks.id, id), isNull(schema.shareLinks.revokedAt)));
  return true;
}
