// The rules a new or changed user must pass beyond its body's schema: unique user name, mobile and
// e-mail, existing roles, and no administrator disabling or deleting their own account. Shared by
// the user calls and the spreadsheet import, so both refuse the same things with the same words.
import { and, eq, inArray, ne } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { badRequest, businessError } from "../lib/errors.js";
import type { Services } from "../routes/types.js";
import { adminMessages as m } from "./messages.js";
import { lookupId } from "../lib/ids.js";

/** Refuses (business error) a user name, mobile or e-mail another user already has. */
export async function checkUnique(
  services: Services,
  field: "username" | "mobile" | "email",
  value: string | undefined,
  exceptId?: number,
) {
  if (!value) return;
  const conditions = [eq(schema.users[field], value)];
  if (exceptId !== undefined) conditions.push(ne(schema.users.id, exceptId));
  const [taken] = await services.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(...conditions));
  const names = { username: m.usernameTaken, mobile: m.mobileTaken, email: m.emailTaken };
  if (taken) throw businessError(1_002_003_000, names[field]);
}

/** Refuses (400) role ids that do not exist. */
export async function checkRoles(services: Services, roleIds: number[] | undefined) {
  if (!roleIds?.length) return;
  const found = await services.db
    .select({ id: schema.roles.id })
    .from(schema.roles)
    .where(inArray(schema.roles.id, roleIds.map(lookupId)));
  const missing = roleIds.find((id) => !found.some((f) => f.id === id));
  if (missing !== undefined) throw badRequest(m.roleUnknown(missing));
}

/** What `POST /system/user/create` checks after its schema; `exceptId` checks an update of that user instead. */
export async function checkNewUser(
  services: Services,
  body: { username: string; mobile?: string; email?: string; roleIds?: number[] },
  exceptId?: number,
) {
  await checkUnique(services, "username", body.username, exceptId);
  await checkUnique(services, "mobile", body.mobile, exceptId);
  await checkUnique(services, "email", body.email, exceptId);
  await checkRoles(services, body.roleIds);
}

/** Refuses an administrator's action on their own account (disable, delete). */
export function notSelf(user: AuthUser, id: number, what: "disable" | "delete") {
  if (user.id === id) throw businessError(1_002_003_003, what === "disable" ? m.cannotDisableSelf : m.cannotDeleteSelf);
}

/** The user name erasure gives an account (user names cannot hold a dash otherwise, so no live account has one). */
export const erasedUsername = (id: number) => `erased-${id}`;

/** Whether erasure has renamed this account. */
export const isErased = (user: { id: number; username: string }) => user.username === erasedUsername(user.id);

/** Refuses bringing an erased account back (enabling it, changing it, giving it a password): its data is gone. */
export function notErased(user: { id: number; username: string }) {
  if (isErased(user)) throw businessError(1_002_003_010, m.userErased);
}
