// Setting a password: the one length rule (8 to 128 characters, one message) of every operation that
// sets one, hashing at the configured cost, and changing one's own password.
import { eq } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { authMessages } from "../auth-messages.js";
import { schema } from "../db/index.js";
import { badRequest, businessError } from "../lib/errors.js";
import { serverMessages } from "../lib/messages.js";
import { hashPassword, passwordLengthOk, verifyPassword } from "../lib/password.js";
import type { Services } from "./types.js";

/** Refuses (400) a new password outside 8 to 128 characters, with the one message every operation uses. */
export function requirePasswordLength(password: string): void {
  if (!passwordLengthOk(password)) throw badRequest(serverMessages.passwordLength);
}

/** Hashes a new password at the configured cost after checking its length. */
export async function newPasswordHash(services: Services, password: string): Promise<string> {
  requirePasswordLength(password);
  return hashPassword(password, services.config.passwordHashCost);
}

/** Changes the caller's password after checking the old one; other sessions are signed out. */
export async function changeOwnPassword(services: Services, user: AuthUser, oldPassword: string, newPassword: string) {
  requirePasswordLength(newPassword);
  const [row] = await services.db.select().from(schema.users).where(eq(schema.users.id, user.id));
  if (!row || !(await verifyPassword(oldPassword, row.passwordHash)))
    throw businessError(1_002_003_002, authMessages.oldPasswordWrong);
  await services.db
    .update(schema.users)
    .set({ passwordHash: await newPasswordHash(services, newPassword) })
    .where(eq(schema.users.id, user.id));
  await services.auth.revokeUser(user.id, "password changed", user.sessionId);
  return true;
}
