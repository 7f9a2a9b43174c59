// POST /system/auth/register: a student's self-service sign-up with an SMS code (scene 5), signed in at once.
import { eq } from "drizzle-orm";

import { authMessages } from "../auth-messages.js";
import { checkUnique } from "../admin/user-rules.js";
import { schema } from "../db/index.js";
import { badRequest, businessError } from "../lib/errors.js";
import { loginAs } from "./auth.js";
import { newPasswordHash, requirePasswordLength } from "./passwords.js";
import { type Handler, op } from "./types.js";

/** The SMS scene of sign-up codes (POST /system/auth/send-sms-code). */
const REGISTER_SCENE = 5;

export const registerHandlers: Record<string, Handler> = {
  "POST /system/auth/register": op<never, { username: string; password: string; mobile: string; code: string }>(
    async ({ body, services, req }) => {
      await services.limiter.hit("register-address", req.ip, services.config.limits.registerPerAddress, 3_600_000);
      const mobile = body.mobile.trim();
      if (!/^1\d{10}$/.test(mobile)) throw badRequest(authMessages.badMobile);
      requirePasswordLength(body.password);
      await checkUnique(services, "username", body.username);
      const [taken] = await services.db
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(eq(schema.users.mobile, mobile));
      if (taken) throw businessError(1_002_003_001, authMessages.mobileTaken);
      // The code is checked (and spent) after the account rules, so a refused name or mobile keeps it.
      await services.codes.verify(mobile, body.code.trim(), REGISTER_SCENE);
      const passwordHash = await newPasswordHash(services, body.password);
      const user = await services.db.transaction(async (tx) => {
        const [role] = await tx
          .select({ id: schema.roles.id })
          .from(schema.roles)
          .where(eq(schema.roles.code, "student"));
        if (!role) throw new Error("the student role is missing");
        const [row] = await tx
          .insert(schema.users)
          .values({ username: body.username, nickname: body.username, passwordHash, mobile, status: 0 })
          .returning();
        await tx.insert(schema.userRoles).values({ userId: row!.id, roleId: role.id });
        return row!;
      });
      return loginAs(services, user, req.ip);
    },
  ),
};
