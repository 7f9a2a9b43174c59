// Erasing a person (a student who left the school): what identifies them is deleted, and what a class's
// statistics count stays as rows without a name. The account row itself stays, renamed 已删除用户 N and
// unable to sign in, so every check-in, answer and submission still counts where it counted; their
// uploaded files, face data, AI conversations, notices and consents are deleted (files from storage too),
// every session ends, and the audit trail keeps who erased whom and when, with counts only.
import { and, count, eq, getTableName, isNotNull, isTable } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { dataExports } from "../db/schema-privacy-export.js";
import { businessError, notFound } from "../lib/errors.js";
import { erasedUsername, isErased } from "../admin/user-rules.js";
import { lookupId } from "../lib/ids.js";
import type { Services } from "../routes/types.js";
import { recordAudit } from "./audit-trail.js";
import { dataExportMessages as m } from "./data-export-messages.js";
import {
  anonymiseProcessesAndReviews,
  cancelRunningRequests,
  processAndReviewCounts,
} from "./erasure-processes-and-reviews.js";

/** The name an erased person carries from then on (N is their former account's number). */
const erasedName = (id: number) => `已删除用户 ${id}`;
/** A stored password hash no password matches (not a scrypt hash: verifying it always fails). */
const NO_PASSWORD = "erased";

/** What erasing does to each kind: deleted, or kept without a name (so class statistics keep counting it). */
type ErasureAction = "delete" | "anonymise";
interface ErasureCount {
  kind: string;
  count: number;
  action: ErasureAction;
}

/** The consent tables, found by name (user_id or student_id names the person). */
const CONSENT_TABLES = ["minor_profiles", "guardians", "face_consents", "own_consents", "privacy_acceptances"];

function consentTables(): { table: PgTable; person: PgColumn }[] {
  const out: { table: PgTable; person: PgColumn }[] = [];
  for (const table of Object.values(schema) as unknown[]) {
    if (!isTable(table) || !CONSENT_TABLES.includes(getTableName(table))) continue;
    const columns = table as unknown as Record<string, PgColumn | undefined>;
    const person = columns.userId ?? columns.studentId;
    if (person) out.push({ table: table as PgTable, person });
  }
  return out;
}

async function countOf(db: Db, table: PgTable, column: PgColumn, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(eq(column, userId));
  return row?.n ?? 0;
}

async function personOf(services: Services, userId: number) {
  const [person] = await services.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, lookupId(userId)));
  if (!person) throw notFound(m.userNotFound(userId));
  return person;
}

/** What erasing the person would delete or anonymise, counted per kind (the confirmation dialog shows it). */
export async function erasurePreview(services: Services, userId: number) {
  const person = await personOf(services, userId);
  const db = services.db;
  const id = person.id;
  const answers =
    (await countOf(db, schema.questionAnswers, schema.questionAnswers.userId, id)) +
    (await countOf(db, schema.practiceAnswers, schema.practiceAnswers.userId, id)) +
    (await countOf(db, schema.surveyAnswers, schema.surveyAnswers.userId, id));
  let consents = 0;
  for (const { table, person: column } of consentTables()) consents += await countOf(db, table, column, id);
  const shared = await processAndReviewCounts(db, id);
  const counts: ErasureCount[] = [
    { kind: "profile", count: 1, action: "anonymise" },
    {
      kind: "attendance",
      count: await countOf(db, schema.signInRecords, schema.signInRecords.userId, id),
      action: "anonymise",
    },
    { kind: "answers", count: answers, action: "anonymise" },
    {
      kind: "assignments",
      count: await countOf(db, schema.assignmentSubmissions, schema.assignmentSubmissions.userId, id),
      action: "anonymise",
    },
    { kind: "files", count: await countOf(db, schema.files, schema.files.userId, id), action: "delete" },
    { kind: "face", count: await countOf(db, schema.faceTemplates, schema.faceTemplates.userId, id), action: "delete" },
    {
      kind: "ai-conversations",
      count: await countOf(db, schema.aiChatConversations, schema.aiChatConversations.userId, id),
      action: "delete",
    },
    { kind: "process-instances", count: shared.processInstances, action: "anonymise" },
    { kind: "peer-reviews", count: shared.peerReviews, action: "anonymise" },
    {
      kind: "notifications",
      count: await countOf(db, schema.notifyMessages, schema.notifyMessages.userId, id),
      action: "delete",
    },
    { kind: "consents", count: consents, action: "delete" },
  ];
  return { userId: id, username: person.username, nickname: person.nickname, erased: isErased(person), counts };
}

/** Refuses erasing oneself, the built-in administrator, the last administrator, or someone already erased. */
async function checkErasable(services: Services, caller: AuthUser, person: { id: number; username: string }) {
  if (caller.id === person.id) throw businessError(1_002_060_010, m.cannotEraseSelf);
  if (person.username === "admin") throw businessError(1_002_060_011, m.cannotEraseBuiltInAdmin);
  if (isErased(person)) throw businessError(1_002_060_012, m.alreadyErased);
  const admins = await services.db
    .select({ userId: schema.userRoles.userId })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(eq(schema.roles.code, "admin"));
  const adminIds = new Set(admins.map((a) => a.userId));
  if (adminIds.has(person.id) && adminIds.size <= 1) throw businessError(1_002_060_013, m.cannotEraseLastAdmin);
}

/** Where the person's bytes are kept: each table's storage path column and the column naming the person. */
const STORED_FILES = (): { table: PgTable; path: PgColumn; person: PgColumn }[] => [
  { table: schema.files, path: schema.files.path, person: schema.files.userId },
  { table: schema.faceDatabase, path: schema.faceDatabase.imagePath, person: schema.faceDatabase.userId },
  { table: schema.faceTemplates, path: schema.faceTemplates.imagePath, person: schema.faceTemplates.userId },
  { table: schema.faceAttempts, path: schema.faceAttempts.imagePath, person: schema.faceAttempts.userId },
  { table: schema.signInRecords, path: schema.signInRecords.imagePath, person: schema.signInRecords.userId },
  { table: dataExports, path: dataExports.storagePath, person: dataExports.userId },
];

/** Every storage path holding the person's bytes: uploads, face photos, check-in photos, export archives. */
async function storagePathsOf(db: Db, userId: number): Promise<string[]> {
  const paths = new Set<string>();
  for (const { table, path, person } of STORED_FILES()) {
    const rows = await db
      .select({ path })
      .from(table)
      .where(and(eq(person, userId), isNotNull(path)));
    for (const row of rows) if (typeof row.path === "string" && row.path) paths.add(row.path);
  }
  return [...paths];
}

/**
 * Erases the person after the administrator typed their user name. Their running process requests are
 * withdrawn first; then rows are changed in one transaction (with the audit entry), which locks the
 * account's row and checks again that it is not erased, so of two erasures at once one erases and the
 * other is refused as already erased. The stored bytes are deleted once it committed, and every session
 * is ended.
 */
export async function eraseUser(
  services: Services,
  caller: AuthUser,
  userId: number,
  confirmUsername: string,
  clientAddress: string | null,
) {
  const person = await personOf(services, userId);
  await checkErasable(services, caller, person);
  if (confirmUsername.trim() !== person.username) throw businessError(1_002_060_014, m.confirmMismatch);
  const preview = await erasurePreview(services, person.id);
  const id = person.id;
  const paths = await storagePathsOf(services.db, id);
  const erasedReason = m.requestOfErasedUser;
  await cancelRunningRequests(services.db, person, erasedReason, services.clock.now());
  await services.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: schema.users.id, username: schema.users.username })
      .from(schema.users)
      .where(eq(schema.users.id, id))
      .for("update");
    if (!locked || isErased(locked)) throw businessError(1_002_060_012, m.alreadyErased);
    await tx
      .update(schema.users)
      .set({
        username: erasedUsername(id),
        nickname: erasedName(id),
        passwordHash: NO_PASSWORD,
        email: null,
        mobile: null,
        sex: 0,
        avatar: null,
        status: 1,
        deptName: null,
        remark: null,
        loginIp: null,
        loginDate: null,
      })
      .where(eq(schema.users.id, id));
    // Answers and check-ins stay (the class's counts), without the photos and files they pointed to.
    await tx.update(schema.signInRecords).set({ imagePath: null }).where(eq(schema.signInRecords.userId, id));
    await tx.update(schema.questionAnswers).set({ images: [] }).where(eq(schema.questionAnswers.userId, id));
    const submissions = await tx
      .select({ id: schema.assignmentSubmissions.id, answers: schema.assignmentSubmissions.answers })
      .from(schema.assignmentSubmissions)
      .where(eq(schema.assignmentSubmissions.userId, id));
    for (const s of submissions)
      await tx
        .update(schema.assignmentSubmissions)
        .set({ answers: s.answers.map((a) => ({ ...a, fileUrls: [] })) })
        .where(eq(schema.assignmentSubmissions.id, s.id));
    await tx.delete(schema.faceDatabase).where(eq(schema.faceDatabase.userId, id));
    await tx.delete(schema.faceAttempts).where(eq(schema.faceAttempts.userId, id));
    await tx.delete(schema.aiChatConversations).where(eq(schema.aiChatConversations.userId, id));
    await tx.delete(schema.aiRequests).where(eq(schema.aiRequests.userId, id));
    await tx.delete(schema.notifyMessages).where(eq(schema.notifyMessages.userId, id));
    await tx.delete(schema.files).where(eq(schema.files.userId, id));
    await tx.delete(dataExports).where(eq(dataExports.userId, id));
    for (const { table, person: column } of consentTables()) await tx.delete(table).where(eq(column, id));
    await anonymiseProcessesAndReviews(tx, id, erasedReason);
    await recordAudit(tx, {
      at: services.clock.now(),
      actorUserId: caller.id,
      action: "erase",
      kind: "erasure",
      subjectUserId: id,
      detail: preview.counts.map((c) => `${c.kind}=${c.count}`).join(" "),
      clientAddress,
    });
  });
  for (const path of paths) await services.storage.delete(path);
  await services.auth.revokeUser(id, "erased");
  return true;
}
