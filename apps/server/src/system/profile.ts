// The personal centre: the caller's own account as they see and change it.
import { eq } from "drizzle-orm";

import { checkUnique } from "../admin/user-rules.js";
import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { ms, type Services } from "../routes/types.js";
import { getUser, rolesByUser } from "./users.js";

/** The caller's account with role names. */
export async function profileOf(services: Services, user: AuthUser) {
  const u = await getUser(services, user.id);
  const roles = (await rolesByUser(services.db, [u.id])).get(u.id) ?? [];
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    email: u.email ?? "",
    mobile: u.mobile ?? "",
    sex: u.sex,
    avatar: u.avatar ?? "",
    ...(u.loginIp ? { loginIp: u.loginIp } : {}),
    loginDate: ms(u.loginDate),
    createTime: u.createdAt.getTime(),
    roles: roles.map((r) => ({ id: r.id, name: r.name })),
    dept: u.deptName ? { id: 1, name: u.deptName } : null,
    posts: [],
  };
}

/** Changes the caller's nickname, mobile, e-mail and sex; mobile and e-mail stay unique. */
export async function updateProfile(
  services: Services,
  user: AuthUser,
  body: { nickname: string; mobile: string; email: string; sex?: number },
) {
  await checkUnique(services, "mobile", body.mobile, user.id);
  await checkUnique(services, "email", body.email, user.id);
  await services.db
    .update(schema.users)
    .set({
      nickname: body.nickname,
      mobile: body.mobile,
      email: body.email,
      ...(body.sex !== undefined ? { sex: body.sex } : {}),
    })
    .where(eq(schema.users.id, user.id));
  return true;
}

/** Points the caller's avatar at a stored upload. */
export async function setAvatar(services: Services, user: AuthUser, url: string) {
  await services.db.update(schema.users).set({ avatar: url }).where(eq(schema.users.id, user.id));
  return url;
}
