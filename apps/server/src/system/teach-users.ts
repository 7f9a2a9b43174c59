// The classroom's user list (students, teachers, administrators by their highest role) and account
// expiry; enabling, disabling and deleting go through the administrator's user rules.
import { and, asc, eq, ilike, inArray, type SQL } from "drizzle-orm";

import { adminMessages as m } from "../admin/messages.js";
import { schema } from "../db/index.js";
import { badRequest } from "../lib/errors.js";
import { type Page, pageOf } from "../lib/paging.js";
import { containing } from "../lib/sql-like.js";
import { ms, type Services } from "../routes/types.js";
import { getUser, rolesByUser } from "./users.js";

/** 3 administrator, 2 teacher, 1 student: the highest of the user's roles. */
function userTypeOf(codes: string[]): 1 | 2 | 3 {
  if (codes.includes("admin")) return 3;
  if (codes.includes("teacher")) return 2;
  return 1;
}

export interface TeachUserFilter {
  nickname?: string;
  userName?: string;
  userType?: number;
  status?: number;
}

/** One page of the classroom's user list. */
export async function pageTeachUsers(services: Services, query: Page & TeachUserFilter) {
  const c: SQL[] = [];
  if (query.nickname) c.push(ilike(schema.users.nickname, containing(query.nickname)));
  if (query.userName) c.push(ilike(schema.users.username, containing(query.userName)));
  if (query.status !== undefined) c.push(eq(schema.users.status, query.status));
  if (query.userType !== undefined) {
    const code = { 1: "student", 2: "teacher", 3: "admin" }[query.userType as 1 | 2 | 3];
    const ids = services.db
      .select({ id: schema.userRoles.userId })
      .from(schema.userRoles)
      .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
      .where(eq(schema.roles.code, code));
    c.push(inArray(schema.users.id, ids));
  }
  const where = and(...c);
  return pageOf(services.db, schema.users, where, query, async (offset, limit) => {
    const rows = await services.db
      .select()
      .from(schema.users)
      .where(where)
      .orderBy(asc(schema.users.id))
      .offset(offset)
      .limit(limit);
    const roles = await rolesByUser(
      services.db,
      rows.map((r) => r.id),
    );
    return rows.map((u) => ({
      id: u.id,
      userName: u.username,
      nickname: u.nickname,
      ...(u.avatar ? { avatar: u.avatar } : {}),
      ...(u.mobile ? { mobile: u.mobile } : {}),
      ...(u.email ? { email: u.email } : {}),
      userType: userTypeOf((roles.get(u.id) ?? []).map((r) => r.code)),
      status: u.status,
      accountExpireTime: ms(u.expireTime),
      createTime: u.createdAt.getTime(),
    }));
  });
}

/** Sets when an account expires (epoch milliseconds). */
export async function renewUser(services: Services, id: number, renewTime: number) {
  await getUser(services, id);
  const at = new Date(renewTime);
  if (Number.isNaN(at.getTime()) || renewTime > 8.64e15) throw badRequest(m.renewTimeInvalid);
  await services.db.update(schema.users).set({ expireTime: at }).where(eq(schema.users.id, id));
  return true;
}
