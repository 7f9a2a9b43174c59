// The privacy notice: shown after sign-in until the person accepts the version in force; each
// acceptance is kept (who, which version, when), and a new version asks everyone again.
import { and, eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import { businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { consentCodes, consentMessages as m } from "./consent-messages.js";
import { type ConsentTextView, currentText } from "./consent-texts.js";

export interface PrivacyNoticeView {
  text: ConsentTextView;
  /** Whether the caller accepted this version. */
  accepted: boolean;
  /** Epoch milliseconds of the acceptance, when accepted. */
  acceptTime?: number;
}

export async function privacyNoticeOf(services: Services, userId: number): Promise<PrivacyNoticeView> {
  const text = await currentText(services, "privacy");
  const [row] = await services.db
    .select({ at: schema.privacyAcceptances.acceptedAt })
    .from(schema.privacyAcceptances)
    .where(and(eq(schema.privacyAcceptances.userId, userId), eq(schema.privacyAcceptances.version, text.version)));
  return { text, accepted: Boolean(row), ...(row ? { acceptTime: row.at.getTime() } : {}) };
}

/** Records the acceptance of the version in force (again is harmless); refuses an older version. */
export async function acceptPrivacyNotice(services: Services, userId: number, version: number): Promise<void> {
  const { version: current } = await currentText(services, "privacy");
  if (version !== current) throw businessError(consentCodes.textChanged, m.textChanged(current));
  await services.db
    .insert(schema.privacyAcceptances)
    .values({ userId, version, acceptedAt: services.clock.now() })
    .onConflictDoNothing();
}
