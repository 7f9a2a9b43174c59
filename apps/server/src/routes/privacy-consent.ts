// Minors, guardians and consents (contract tag "Privacy"): the administrator's student panel (minor
// status, guardians, a paper consent form), the guardian's own account (requests, consent, withdrawal),
// the versioned consent texts and the privacy notice. Rules and SQL are in src/privacy/.
import { hasPermission } from "../permissions.js";
import { badRequest } from "../lib/errors.js";
import { requireUploaded } from "../lib/files.js";
import { auditFromRequest } from "../privacy/audit-trail.js";
import {
  consentView,
  consentByGuardianAccount,
  faceConsentState,
  recordPaperConsent,
  withdrawConsent,
} from "../privacy/consent.js";
import { acceptPrivacyNotice, privacyNoticeOf } from "../privacy/consent-notice.js";
import {
  type ConsentKind,
  type ConsentTextSections,
  currentText,
  listTexts,
  publishText,
} from "../privacy/consent-texts.js";
import {
  addGuardian,
  guardianEntriesOfAccount,
  type GuardianInput,
  guardianOf,
  linkedGuardian,
  listGuardians,
  removeGuardian,
  requireUser,
} from "../privacy/guardians.js";
import { minorProfileOf, minorProfileProblem, schoolToday, setMinorProfile } from "../privacy/minors.js";
import { type Ctx, type Handler, me, op } from "./types.js";

/** The permission of the administrator's privacy calls (only the wildcard holds it). */
const PRIVACY_MANAGE = "teach:privacy:manage";

/** One audit entry (kind `consent`) for a consent given, recorded or withdrawn. */
const auditConsent = (ctx: Ctx<unknown, unknown>, studentId: number, detail: string) =>
  auditFromRequest(ctx, { action: "change", kind: "consent", subjectUserId: studentId, detail });

export const privacyConsentHandlers: Record<string, Handler> = {
  "GET /teach/privacy/student/get": op<{ studentId: number }>(async ({ services, query }) => {
    await requireUser(services, query.studentId);
    const profile = await minorProfileOf(services, query.studentId);
    const state = await faceConsentState(services, query.studentId);
    return {
      studentId: query.studentId,
      ...(profile?.birthDate ? { birthDate: profile.birthDate } : {}),
      under14: profile?.under14 ?? false,
      minor: state.minor,
      guardians: await listGuardians(services, query.studentId),
      ...(state.consent ? { consent: consentView(state.consent) } : {}),
      textVersion: state.textVersion,
      needed: state.needed,
      outdated: state.outdated,
    };
  }),

  "PUT /teach/privacy/student/minor": op<never, { studentId: number; birthDate?: string; under14: boolean }>(
    async ({ services, body }) => {
      await requireUser(services, body.studentId);
      const problem = minorProfileProblem(
        { birthDate: body.birthDate || null, under14: body.under14 },
        schoolToday(services),
      );
      if (problem) throw badRequest(problem);
      await setMinorProfile(services, body.studentId, body);
      return true;
    },
  ),

  "POST /teach/privacy/guardian/create": op<never, GuardianInput>(async ({ services, body }) =>
    addGuardian(services, body),
  ),

  "DELETE /teach/privacy/guardian/delete": op<{ id: number }>(async ({ services, query }) =>
    Boolean(await removeGuardian(services, query.id)),
  ),

  "POST /teach/privacy/face-consent/paper": op<never, { studentId: number; guardianId: number; path: string }>(
    async (ctx) => {
      const { services, body } = ctx;
      const guardian = await guardianOf(services, body.guardianId, body.studentId);
      await requireUploaded(services, body.path);
      const consent = await recordPaperConsent(services, guardian, body.path, me(ctx).id);
      await auditConsent(ctx, body.studentId, `consent=${consent.id} method=paper version=${consent.textVersion}`);
      return consentView(consent);
    },
  ),

  // The administrator, or a guardian account linked to the student; the face data goes at once.
  "POST /teach/privacy/face-consent/withdraw": op<never, { studentId: number }>(async (ctx) => {
    const user = me(ctx);
    if (!hasPermission(user.permissions, PRIVACY_MANAGE))
      await linkedGuardian(ctx.services, user.id, ctx.body.studentId);
    const consent = await withdrawConsent(ctx.services, ctx.body.studentId, user.id);
    await auditConsent(ctx, ctx.body.studentId, `consent=${consent.id} withdrawn face-data=deleted`);
    return true;
  }),

  "GET /teach/privacy/face-consent/my": op(async (ctx) => {
    const state = await faceConsentState(ctx.services, me(ctx).id);
    return { minor: state.minor, needed: state.needed, outdated: state.outdated, textVersion: state.textVersion };
  }),

  "GET /teach/privacy/guardian/requests": op(async (ctx) => {
    const entries = await guardianEntriesOfAccount(ctx.services, me(ctx).id);
    const text = await currentText(ctx.services, "face");
    const seen = new Set<number>();
    const requests = [];
    for (const entry of entries) {
      if (seen.has(entry.studentId)) continue;
      seen.add(entry.studentId);
      const student = await requireUser(ctx.services, entry.studentId);
      const state = await faceConsentState(ctx.services, entry.studentId);
      requests.push({
        studentId: entry.studentId,
        studentNickname: student.nickname,
        guardianId: entry.id,
        relation: entry.relation,
        minor: state.minor,
        pending: state.needed,
        ...(state.consent ? { consent: consentView(state.consent) } : {}),
        text,
      });
    }
    return requests;
  }),

  "POST /teach/privacy/guardian/consent": op<never, { studentId: number; textVersion: number }>(async (ctx) => {
    const guardian = await linkedGuardian(ctx.services, me(ctx).id, ctx.body.studentId);
    const consent = await consentByGuardianAccount(ctx.services, guardian, ctx.body.textVersion);
    await auditConsent(ctx, ctx.body.studentId, `consent=${consent.id} method=account version=${consent.textVersion}`);
    return consentView(consent);
  }),

  "GET /teach/privacy/consent-text/list": op<{ kind: ConsentKind }>(async ({ services, query }) =>
    listTexts(services, query.kind),
  ),

  "GET /teach/privacy/consent-text/current": op<{ kind: ConsentKind }>(async ({ services, query }) =>
    currentText(services, query.kind),
  ),

  "POST /teach/privacy/consent-text/publish": op<never, ConsentTextSections & { kind: ConsentKind }>(async (ctx) => {
    const { kind, collected, purpose, retention, alternative } = ctx.body;
    return publishText(ctx.services, kind, { collected, purpose, retention, alternative }, me(ctx).id);
  }),

  "GET /teach/privacy/notice/get": op(async (ctx) => privacyNoticeOf(ctx.services, me(ctx).id)),

  "POST /teach/privacy/notice/accept": op<never, { version: number }>(async (ctx) => {
    await acceptPrivacyNotice(ctx.services, me(ctx).id, ctx.body.version);
    return true;
  }),
};
