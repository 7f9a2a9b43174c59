// A person's own consent to their face enrolment, for everyone who is not a minor (a minor needs a
// guardian's consent instead, see consent.ts): recorded on the server with the version of the face text
// accepted, valid for that version only (a new version asks again), and withdrawn by the person, which
// deletes their face data at once. An enrolment and a withdrawal at the same moment take turns on the
// person's account row, so an enrolment never outlives the consent it relied on.
import { and, desc, eq, isNull } from "drizzle-orm";

import { type Db, schema } from "../db/index.js";
import { deleteFaceData } from "../face/face-data.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { guardEnrolmentByConsent } from "./consent.js";
import { consentCodes, consentMessages as m } from "./consent-messages.js";
import { type ConsentTextView, currentText } from "./consent-texts.js";
import { isMinor } from "./minors.js";

type OwnConsentRow = typeof schema.ownConsents.$inferSelect;

/** The newest face consent of the person not withdrawn, of whatever version. */
async function activeOwnConsent(services: Pick<Services, "db">, userId: number): Promise<OwnConsentRow | undefined> {
  const [row] = await services.db
    .select()
    .from(schema.ownConsents)
    .where(
      and(
        eq(schema.ownConsents.userId, userId),
        eq(schema.ownConsents.kind, "face"),
        isNull(schema.ownConsents.withdrawnAt),
      ),
    )
    .orderBy(desc(schema.ownConsents.acceptedAt), desc(schema.ownConsents.id))
    .limit(1);
  return row;
}

/** What the face enrolment widget shows: the text in force and whether the person's consent covers it. */
export interface OwnFaceConsentView {
  /** A minor's enrolment needs a guardian's consent; their own consent does not unlock it. */
  minor: boolean;
  text: ConsentTextView;
  /** A consent to the version in force is held. */
  consented: boolean;
  /** A consent in force to an older version: the person is asked again. */
  outdated: boolean;
  /** Epoch milliseconds of the consent in force, when there is one. */
  acceptTime?: number;
  /** The version of the consent in force, when there is one. */
  acceptedVersion?: number;
}

export async function ownFaceConsentOf(services: Services, userId: number): Promise<OwnFaceConsentView> {
  const text = await currentText(services, "face");
  const consent = await activeOwnConsent(services, userId);
  return {
    minor: await isMinor(services, userId),
    text,
    consented: consent?.textVersion === text.version,
    outdated: consent !== undefined && consent.textVersion !== text.version,
    ...(consent ? { acceptTime: consent.acceptedAt.getTime(), acceptedVersion: consent.textVersion } : {}),
  };
}

/** Locks the person's account row until the transaction ends: consent changes and enrolments take turns. */
async function lockUser(tx: Db, userId: number): Promise<void> {
  await tx.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.id, userId)).for("update");
}

/** Refuses (business error, with the reason) an enrolment without a consent to the face text in force. */
async function requireOwnConsent(services: Pick<Services, "db">, userId: number): Promise<OwnConsentRow> {
  const { version } = await currentText(services, "face");
  const consent = await activeOwnConsent(services, userId);
  if (!consent) throw businessError(consentCodes.ownConsentNeeded, m.ownConsentNeeded);
  if (consent.textVersion !== version) throw businessError(consentCodes.ownConsentNeeded, m.ownConsentOutdated);
  return consent;
}

/**
 * Checks a face enrolment may start and answers the check its writing transaction runs: a minor's goes
 * by the guardian's consent; anyone else's by their own consent to the face text in force, read again
 * with the person's row locked once the matcher is done (a withdrawal may come meanwhile).
 */
export async function guardFaceEnrolment(services: Services, userId: number): Promise<(tx: Db) => Promise<void>> {
  if (await isMinor(services, userId)) return guardEnrolmentByConsent(services, userId);
  await requireOwnConsent(services, userId);
  return async (tx) => {
    await lockUser(tx, userId);
    await requireOwnConsent({ db: tx }, userId);
  };
}

/** Records the person's consent to the face text version they read; refuses an older version. */
export async function recordOwnFaceConsent(
  services: Services,
  userId: number,
  textVersion: number,
): Promise<OwnConsentRow> {
  const { version } = await currentText(services, "face");
  if (textVersion !== version) throw businessError(consentCodes.textChanged, m.textChanged(version));
  const now = services.clock.now();
  return services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    // One consent in force at a time: a consent to an older version is closed by the new one.
    await tx
      .update(schema.ownConsents)
      .set({ withdrawnAt: now })
      .where(
        and(
          eq(schema.ownConsents.userId, userId),
          eq(schema.ownConsents.kind, "face"),
          isNull(schema.ownConsents.withdrawnAt),
        ),
      );
    const [row] = await tx
      .insert(schema.ownConsents)
      .values({ userId, kind: "face", textVersion, acceptedAt: now })
      .returning();
    return row!;
  });
}

/**
 * Withdraws the person's face consent and deletes their face data at once (as deleting one's own face
 * data does). Written with the row locked, so an enrolment under way either wrote before it (and its
 * face data is deleted here) or reads the withdrawal when it writes (and is refused).
 */
export async function withdrawOwnFaceConsent(services: Services, userId: number): Promise<OwnConsentRow> {
  const withdrawn = await services.db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const rows = await tx
      .update(schema.ownConsents)
      .set({ withdrawnAt: services.clock.now() })
      .where(
        and(
          eq(schema.ownConsents.userId, userId),
          eq(schema.ownConsents.kind, "face"),
          isNull(schema.ownConsents.withdrawnAt),
        ),
      )
      .returning();
    if (rows.length === 0) throw businessError(consentCodes.noActiveConsent, m.noOwnConsent);
    return rows[0]!;
  });
  await deleteFaceData(services, userId);
  return withdrawn;
}
