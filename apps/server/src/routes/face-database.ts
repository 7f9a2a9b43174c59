// The face database (/teach/face-database): a student enrols photos, reads and deletes their own
// enrolment; an administrator sees who is enrolled (never the faces) and deletes a user's face data.
import { MAX_INT } from "../classroom/sessions.js";
import { deleteFaceData, enrolFace, registeredFace } from "../face/face-data.js";
import { type EnrolmentQuery, pageEnrolments, photoCountOfUser } from "../face/enrolments.js";
import { requireUploaded } from "../lib/files.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import {
  guardFaceEnrolment,
  ownFaceConsentOf,
  recordOwnFaceConsent,
  withdrawOwnFaceConsent,
} from "../privacy/own-consent.js";
import { type Handler, me, op } from "./types.js";

export const faceDatabaseHandlers: Record<string, Handler> = {
  "POST /teach/face-database/create": op<never, { path: string }>(async (ctx) => {
    const user = me(ctx);
    await requireUploaded(ctx.services, ctx.body.path, "face");
    // A minor enrols only after a guardian consented to the face text in force, anyone else after
    // consenting to it themselves, and only if that consent is still in force when the enrolment is
    // written (a withdrawal may come meanwhile).
    const guard = await guardFaceEnrolment(ctx.services, user.id);
    await enrolFace(ctx.services, user.id, ctx.body.path, guard);
    return user.id;
  }),

  "GET /teach/face-database/get": op(async (ctx) => {
    const userId = me(ctx).id;
    const face = await registeredFace(ctx.services, userId);
    return face
      ? {
          id: face.userId,
          userId: face.userId,
          // Only descriptors are kept by default: there is no photo to show (the contract's path is optional).
          ...(face.imagePath ? { path: face.imagePath } : {}),
          photoCount: await photoCountOfUser(ctx.services, userId),
          createTime: face.createdAt.getTime(),
        }
      : null;
  }),

  // x-designed: the student deletes their own face data (descriptors and any kept photo).
  "DELETE /teach/face-database/delete-my": op(async (ctx) => deleteFaceData(ctx.services, me(ctx).id)),

  // x-designed: the face text in force and whether the caller's own consent covers it.
  "GET /teach/face-database/consent/my": op(async (ctx) => ownFaceConsentOf(ctx.services, me(ctx).id)),

  // x-designed: the caller consents to the face text version they read (an older version is refused).
  "POST /teach/face-database/consent/give": op<never, { textVersion: number }>(async (ctx) => {
    const user = me(ctx);
    const consent = await recordOwnFaceConsent(ctx.services, user.id, ctx.body.textVersion);
    await auditFromRequest(ctx, {
      action: "change",
      kind: "consent",
      subjectUserId: user.id,
      detail: `own-consent=${consent.id} version=${consent.textVersion}`,
    });
    return ownFaceConsentOf(ctx.services, user.id);
  }),

  // x-designed: the caller withdraws their own face consent; their face data goes at once.
  "POST /teach/face-database/consent/withdraw": op(async (ctx) => {
    const user = me(ctx);
    const consent = await withdrawOwnFaceConsent(ctx.services, user.id);
    await auditFromRequest(ctx, {
      action: "change",
      kind: "consent",
      subjectUserId: user.id,
      detail: `own-consent=${consent.id} withdrawn face-data=deleted`,
    });
    return true;
  }),

  // x-designed: who is enrolled, for an administrator; counts and times, never a photo.
  "GET /teach/face-database/page": op<EnrolmentQuery>(async (ctx) => {
    const page = await pageEnrolments(ctx.services, ctx.query);
    await auditFromRequest(ctx, { action: "view", kind: "face-data-list", detail: `rows=${page.list.length}` });
    return page;
  }),

  // x-designed: an administrator deletes one user's face data (e.g. on that user's request).
  "DELETE /teach/face-database/delete": op<{ userId: number }>(async (ctx) => {
    if (ctx.query.userId > MAX_INT) return false;
    const deleted = await deleteFaceData(ctx.services, ctx.query.userId);
    if (deleted) await auditFromRequest(ctx, { action: "erase", kind: "face-data", subjectUserId: ctx.query.userId });
    return deleted;
  }),
};
