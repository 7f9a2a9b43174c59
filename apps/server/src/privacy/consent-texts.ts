// The consent texts as versioned configuration: what is collected, why, for how long, and the
// alternative. Each publication is a new version; nothing is edited in place, so every recorded consent
// keeps pointing at the words that were accepted. Before any publication, version 1 is the built-in text.
import { desc, eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import type { Services } from "../routes/types.js";
import { consentMessages as m } from "./consent-messages.js";

/** `face`: a guardian's (or the person's) consent to face enrolment; `privacy`: the privacy notice. */
export type ConsentKind = "face" | "privacy";

export interface ConsentTextSections {
  collected: string;
  purpose: string;
  retention: string;
  alternative: string;
}

export interface ConsentTextView extends ConsentTextSections {
  kind: ConsentKind;
  version: number;
  /** Epoch milliseconds; absent for the built-in first version. */
  publishTime?: number;
}

/** The built-in version 1, in the request's language. */
function builtIn(kind: ConsentKind): ConsentTextView {
  const sections =
    kind === "face"
      ? {
          collected: m.faceCollected,
          purpose: m.facePurpose,
          retention: m.faceRetention,
          alternative: m.faceAlternative,
        }
      : {
          collected: m.noticeCollected,
          purpose: m.noticePurpose,
          retention: m.noticeRetention,
          alternative: m.noticeAlternative,
        };
  return { kind, version: 1, ...sections };
}

function view(row: typeof schema.consentTexts.$inferSelect): ConsentTextView {
  return {
    kind: row.kind as ConsentKind,
    version: row.version,
    collected: row.collected,
    purpose: row.purpose,
    retention: row.retention,
    alternative: row.alternative,
    publishTime: row.publishedAt.getTime(),
  };
}

/** The text in force: the newest published version, or the built-in first one. */
export async function currentText(services: Pick<Services, "db">, kind: ConsentKind): Promise<ConsentTextView> {
  const [row] = await services.db
    .select()
    .from(schema.consentTexts)
    .where(eq(schema.consentTexts.kind, kind))
    .orderBy(desc(schema.consentTexts.version))
    .limit(1);
  return row ? view(row) : builtIn(kind);
}

/** Every version, newest first, ending with the built-in first one unless a version 1 was published. */
export async function listTexts(services: Pick<Services, "db">, kind: ConsentKind): Promise<ConsentTextView[]> {
  const rows = await services.db
    .select()
    .from(schema.consentTexts)
    .where(eq(schema.consentTexts.kind, kind))
    .orderBy(desc(schema.consentTexts.version));
  const published = rows.map(view);
  return published.some((t) => t.version === 1) ? published : [...published, builtIn(kind)];
}

/** Publishes the next version; every consent to an older version asks again from now on. */
export async function publishText(
  services: Pick<Services, "db" | "clock">,
  kind: ConsentKind,
  sections: ConsentTextSections,
  publishedBy: number,
): Promise<number> {
  return services.db.transaction(async (tx) => {
    const [latest] = await tx
      .select({ version: schema.consentTexts.version })
      .from(schema.consentTexts)
      .where(eq(schema.consentTexts.kind, kind))
      .orderBy(desc(schema.consentTexts.version))
      .limit(1);
    // The built-in text is version 1, so the first publication is version 2.
    const version = (latest?.version ?? 1) + 1;
    await tx
      .insert(schema.consentTexts)
      .values({ kind, version, ...sections, publishedBy, publishedAt: services.clock.now() });
    return version;
  });
}
