// Minors, their guardians and the consents the school keeps: a guardian's consent to a minor's face
// enrolment (with the version of the consent text accepted), the versioned consent texts themselves,
// and each person's acceptance of the privacy notice.
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

import { users } from "./schema.js";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What the administrator says of a person's age: a date of birth and/or the 未满14岁 flag. */
export const minorProfiles = pgTable("minor_profiles", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** `yyyy-MM-dd`, compared with the school's date. */
  birthDate: text("birth_date"),
  under14: boolean("under14").notNull().default(false),
  updatedAt: ts("updated_at").notNull(),
});

/** A student's guardian. relation: 1 父亲, 2 母亲, 3 其他监护人. */
export const guardians = pgTable(
  "guardians",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    relation: integer("relation").notNull(),
    contact: text("contact").notNull(),
    /** The guardian's own account, when they have one: it sees and answers the consent requests. */
    guardianUserId: integer("guardian_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull(),
  },
  (t) => [index("guardians_student_idx").on(t.studentId), index("guardians_account_idx").on(t.guardianUserId)],
);

/** A published consent text. kind: `face` (face enrolment) or `privacy` (the privacy notice). */
export const consentTexts = pgTable(
  "consent_texts",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    version: integer("version").notNull(),
    collected: text("collected").notNull(),
    purpose: text("purpose").notNull(),
    retention: text("retention").notNull(),
    alternative: text("alternative").notNull(),
    publishedBy: integer("published_by"),
    publishedAt: ts("published_at").notNull(),
  },
  (t) => [uniqueIndex("consent_texts_kind_version_idx").on(t.kind, t.version)],
);

/**
 * A guardian's consent to a minor's face enrolment. method: 1 the guardian's account, 2 a signed paper
 * form recorded by an administrator (its scan in attachment_path). The guardian's details are copied, so
 * the record stays whole when the guardian entry is removed. A withdrawn consent keeps its row.
 */
export const faceConsents = pgTable(
  "face_consents",
  {
    id: serial("id").primaryKey(),
    studentId: integer("student_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    textVersion: integer("text_version").notNull(),
    guardianId: integer("guardian_id").references(() => guardians.id, { onDelete: "set null" }),
    guardianName: text("guardian_name").notNull(),
    relation: integer("relation").notNull(),
    contact: text("contact").notNull(),
    method: integer("method").notNull(),
    attachmentPath: text("attachment_path"),
    recordedBy: integer("recorded_by").notNull(),
    givenAt: ts("given_at").notNull(),
    withdrawnAt: ts("withdrawn_at"),
    withdrawnBy: integer("withdrawn_by"),
  },
  (t) => [index("face_consents_student_idx").on(t.studentId)],
);

/** A person's acceptance of one version of the privacy notice. */
export const privacyAcceptances = pgTable(
  "privacy_acceptances",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    acceptedAt: ts("accepted_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);

/**
 * A person's own consent (kind `face`: to their own face enrolment, for a person who is not a minor),
 * with the version of the text accepted. A withdrawn consent keeps its row; a new version asks again.
 */
export const ownConsents = pgTable(
  "own_consents",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    textVersion: integer("text_version").notNull(),
    acceptedAt: ts("accepted_at").notNull(),
    withdrawnAt: ts("withdrawn_at"),
  },
  (t) => [index("own_consents_user_kind_idx").on(t.userId, t.kind)],
);
