// A guardian's consent to a minor's face enrolment: needed while the student is a minor, given through
// the guardian's own account or recorded by an administrator from a signed paper form (with its scan),
// valid for the face text version it accepted only, and withdrawn by either, which deletes the student's
// face data (descriptors and any kept photo) at once. An enrolment and a withdrawal at the same moment
// take turns on the student's account row, so an enrolment never outlives the consent it relied on.
import { and, desc, eq, isNull } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { deleteFaceData } from "../face/face-data.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { consentCodes, consentMessages as m } from "./consent-messages.js";
import { currentText } from "./consent-texts.js";
import { isMinor } from "./minors.js";

/** 1 the guardian's account, 2 a signed paper form recorded by an administrator. */
const CONSENT_METHOD = { account: 1, paper: 2 } as const;

type ConsentRow = typeof schema.faceConsents.$inferSelect;
type GuardianRow = typeof schema.guardians.$inferSelect;

export interface FaceConsentView {
  id: number;
  studentId: number;
  textVersion: number;
  guardianId?: number;
  guardianName: string;
  relation: number;
  contact: string;
  method: number;
  attachmentPath?: string;
  recordedBy: number;
  givenTime: number;
  withdrawnTime?: number;
}

export function consentView(row: ConsentRow): FaceConsentView {
  return {
    id: row.id,
    studentId: row.studentId,
    textVersion: row.textVersion,
    ...(row.guardianId !== null ? { guardianId: row.guardianId } : {}),
    guardianName: row.guardianName,
    relation: row.relation,
    contact: row.contact,
    method: row.method,
    ...(row.attachmentPath ? { attachmentPath: row.attachmentPath } : {}),
    recordedBy: row.recordedBy,
    givenTime: row.givenAt.getTime(),
    ...(row.withdrawnAt ? { withdrawnTime: row.withdrawnAt.getTime() } : {}),
  };
}

/** The newest consent not withdrawn, of whatever version. */
async function activeConsent(services: Pick<Services, "db">, studentId: number): Promise<ConsentRow | undefined> {
  const [row] = await services.db
    .select()
    .from(schema.faceConsents)
    .where(and(eq(schema.faceConsents.studentId, studentId), isNull(schema.faceConsents.withdrawnAt)))
    .orderBy(desc(schema.faceConsents.givenAt), desc(schema.faceConsents.id))
    .limit(1);
  return row;
}

/** Where a student stands: whether a guardian's consent is needed, and whether one to the current text is in force. */
export interface FaceConsentState {
  minor: boolean;
  /** The face text in force. */
  textVersion: number;
  /** The consent in force (not withdrawn), possibly to an older version. */
  consent?: ConsentRow;
  /** A minor without a consent to the current text: face enrolment and face check-in are refused. */
  needed: boolean;
  /** The consent in force is to an older text: the guardian is asked again. */
  outdated: boolean;
}

export async function faceConsentState(services: Services, studentId: number): Promise<FaceConsentState> {
  const minor = await isMinor(services, studentId);
  const { version } = await currentText(services, "face");
  const consent = await activeConsent(services, studentId);
  const outdated = consent !== undefined && consent.textVersion !== version;
  return { minor, textVersion: version, consent, needed: minor && (!consent || outdated), outdated };
}

/** Refuses (business error, with the reason) a minor's face enrolment or face check-in without a current consent. */
export async function requireGuardianConsent(services: Services, studentId: number): Promise<FaceConsentState> {
  const state = await faceConsentState(services, studentId);
  if (state.needed) {
    throw businessError(
      consentCodes.guardianConsentNeeded,
      state.outdated ? m.consentOutdated : m.guardianConsentNeeded,
    );
  }
  return state;
}

/** Locks the student's account row until the transaction ends: consent changes and face enrolments take turns. */
async function lockStudent(tx: Db, studentId: number): Promise<void> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, studentId)).for("update");
}

/**
 * Checks a face enrolment may start (as requireGuardianConsent) and answers the check its writing
 * transaction runs once the matcher is done: with the student's row locked, the consent is read again,
 * and the enrolment is refused when it is needed now or the consent it started under was withdrawn
 * meanwhile (the withdrawal already deleted the face data, and would not see what is written after).
 */
export async function guardEnrolmentByConsent(
  services: Services,
  studentId: number,
): Promise<(tx: Db) => Promise<void>> {
  const before = await requireGuardianConsent(services, studentId);
  return async (tx) => {
    await lockStudent(tx, studentId);
    const now = await requireGuardianConsent({ ...services, db: tx }, studentId);
    if (before.consent && !now.consent)
      throw businessError(consentCodes.guardianConsentNeeded, m.consentWithdrawnDuringEnrolment);
  };
}

/** Whether the student's enrolled face may be used for face check-in (an adult, or a minor with a current consent). */
export async function faceUsable(services: Services, studentId: number): Promise<boolean> {
  return !(await faceConsentState(services, studentId)).needed;
}

/** Refuses consent to a text that is no longer the one in force (the guardian read an older version). */
async function requireCurrentVersion(services: Services, textVersion: number): Promise<void> {
  const { version } = await currentText(services, "face");
  if (textVersion !== version) throw businessError(consentCodes.textChanged, m.textChanged(version));
}

/** Records a consent; an older one still in force is closed by it (one consent in force at a time). */
async function recordConsent(
  services: Services,
  guardian: GuardianRow,
  values: { textVersion: number; method: number; attachmentPath: string | null; recordedBy: number },
): Promise<ConsentRow> {
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    // Two consents recorded at once must not both stay in force (a withdrawal would leave one behind).
    await lockStudent(tx, guardian.studentId);
    await tx
      .update(schema.faceConsents)
      .set({ withdrawnAt: now, withdrawnBy: values.recordedBy })
      .where(and(eq(schema.faceConsents.studentId, guardian.studentId), isNull(schema.faceConsents.withdrawnAt)));
    const [row] = await tx
      .insert(schema.faceConsents)
      .values({
        studentId: guardian.studentId,
        guardianId: guardian.id,
        guardianName: guardian.name,
        relation: guardian.relation,
        contact: guardian.contact,
        givenAt: now,
        ...values,
      })
      .returning();
    return row!;
  });
}

/** The guardian, signed in with their own account, consents to the face text version they read. */
export async function consentByGuardianAccount(
  services: Services,
  guardian: GuardianRow,
  textVersion: number,
): Promise<ConsentRow> {
  await requireCurrentVersion(services, textVersion);
  return recordConsent(services, guardian, {
    textVersion,
    method: CONSENT_METHOD.account,
    attachmentPath: null,
    recordedBy: guardian.guardianUserId!,
  });
}

/** An administrator records a guardian's signed paper form (the current text) with its scan. */
export async function recordPaperConsent(
  services: Services,
  guardian: GuardianRow,
  attachmentPath: string,
  administratorId: number,
): Promise<ConsentRow> {
  const { version } = await currentText(services, "face");
  return recordConsent(services, guardian, {
    textVersion: version,
    method: CONSENT_METHOD.paper,
    attachmentPath,
    recordedBy: administratorId,
  });
}

/**
 * Withdraws the consent in force and deletes the student's face data at once. The withdrawal is written
 * with the student's row locked, so an enrolment under way either wrote before it (and its face data is
 * deleted here) or reads the withdrawal when it writes (and is refused).
 */
export async function withdrawConsent(services: Services, studentId: number, byUserId: number): Promise<ConsentRow> {
  const row = await services.db.transaction(async (tx) => {
    await lockStudent(tx, studentId);
    const consent = await activeConsent({ db: tx }, studentId);
    if (!consent) throw businessError(consentCodes.noActiveConsent, m.noActiveConsent);
    // Every consent still in force goes, not only the newest: none may outlive a withdrawal.
    const withdrawn = await tx
      .update(schema.faceConsents)
      .set({ withdrawnAt: services.clock.now(), withdrawnBy: byUserId })
      .where(and(eq(schema.faceConsents.studentId, studentId), isNull(schema.faceConsents.withdrawnAt)))
      .returning();
    return withdrawn.find((w) => w.id === consent.id)!;
  });
  await deleteFaceData(services, studentId);
  return row;
}
