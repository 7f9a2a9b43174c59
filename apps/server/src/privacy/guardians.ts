// A student's guardians: who they are (name, relation, contact) and, when they have one, their own
// account, which then sees the student's consent requests in its personal centre.
import { and, eq } from "drizzle-orm";

import { schema } from "../db/index.js";
import { badRequest, forbidden, notFound } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { consentMessages as m } from "./consent-messages.js";

/** 1 父亲, 2 母亲, 3 其他监护人. */
type GuardianRelation = 1 | 2 | 3;

export interface GuardianInput {
  studentId: number;
  name: string;
  relation: GuardianRelation;
  contact: string;
  guardianUserId?: number | null;
}

export interface GuardianView {
  id: number;
  studentId: number;
  name: string;
  relation: number;
  contact: string;
  guardianUserId?: number;
  guardianNickname?: string;
  createTime: number;
}

type GuardianRow = typeof schema.guardians.$inferSelect;

/** Refuses (404) a user id that does not exist. */
export async function requireUser(services: Services, id: number): Promise<{ id: number; nickname: string }> {
  const [user] = await services.db
    .select({ id: schema.users.id, nickname: schema.users.nickname })
    .from(schema.users)
    .where(eq(schema.users.id, id));
  if (!user) throw notFound(m.userNotFound(id));
  return user;
}

export async function listGuardians(services: Services, studentId: number): Promise<GuardianView[]> {
  const rows = await services.db
    .select({ g: schema.guardians, nickname: schema.users.nickname })
    .from(schema.guardians)
    .leftJoin(schema.users, eq(schema.users.id, schema.guardians.guardianUserId))
    .where(eq(schema.guardians.studentId, studentId))
    .orderBy(schema.guardians.id);
  return rows.map(({ g, nickname }) => ({
    id: g.id,
    studentId: g.studentId,
    name: g.name,
    relation: g.relation,
    contact: g.contact,
    ...(g.guardianUserId !== null ? { guardianUserId: g.guardianUserId } : {}),
    ...(g.guardianUserId !== null && nickname ? { guardianNickname: nickname } : {}),
    createTime: g.createdAt.getTime(),
  }));
}

export async function addGuardian(services: Services, input: GuardianInput): Promise<number> {
  await requireUser(services, input.studentId);
  if (input.guardianUserId) {
    if (input.guardianUserId === input.studentId) throw badRequest(m.guardianIsStudent);
    await requireUser(services, input.guardianUserId);
  }
  const [row] = await services.db
    .insert(schema.guardians)
    .values({
      studentId: input.studentId,
      name: input.name,
      relation: input.relation,
      contact: input.contact,
      guardianUserId: input.guardianUserId ?? null,
      createdAt: services.clock.now(),
    })
    .returning({ id: schema.guardians.id });
  return row!.id;
}

/** Removes a guardian entry; the consents they gave keep their copied details. False when none. */
export async function removeGuardian(services: Services, id: number): Promise<GuardianRow | undefined> {
  const [row] = await services.db.delete(schema.guardians).where(eq(schema.guardians.id, id)).returning();
  return row;
}

export async function guardianOf(services: Services, id: number, studentId: number): Promise<GuardianRow> {
  const [row] = await services.db
    .select()
    .from(schema.guardians)
    .where(and(eq(schema.guardians.id, id), eq(schema.guardians.studentId, studentId)));
  if (!row) throw notFound(m.guardianNotFound(id));
  return row;
}

/** The guardian entry linking `accountId` to `studentId`; refuses (403) an account that is not linked. */
export async function linkedGuardian(services: Services, accountId: number, studentId: number): Promise<GuardianRow> {
  const [row] = await services.db
    .select()
    .from(schema.guardians)
    .where(and(eq(schema.guardians.guardianUserId, accountId), eq(schema.guardians.studentId, studentId)))
    .orderBy(schema.guardians.id)
    .limit(1);
  if (!row) throw forbidden(m.notYourStudent);
  return row;
}

/** Every guardian entry linked to an account (one per student it is a guardian of). */
export async function guardianEntriesOfAccount(services: Services, accountId: number): Promise<GuardianRow[]> {
  return services.db
    .select()
    .from(schema.guardians)
    .where(eq(schema.guardians.guardianUserId, accountId))
    .orderBy(schema.guardians.studentId, schema.guardians.id);
}
