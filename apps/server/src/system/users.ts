// The administrator's users: the list with its filters and order, one user, creating, changing,
// disabling and deleting accounts, resetting a password, and the list's spreadsheet export and import
// template.
import { and, asc, desc, eq, ilike, inArray, type SQL } from "drizzle-orm";

import { adminMessages as m } from "../admin/messages.js";
import { IMPORT_COLUMNS } from "../admin/user-import-sheet.js";
import { checkNewUser, checkRoles, checkUnique, notErased, notSelf } from "../admin/user-rules.js";
import type { AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { badRequest, notFound } from "../lib/errors.js";
import { lookupId } from "../lib/ids.js";
import { type Page, pageOf } from "../lib/paging.js";
import { schoolDateTime } from "../lib/school-time.js";
import { workbook } from "../lib/spreadsheet.js";
import { containing } from "../lib/sql-like.js";
import { type MinorProfile, minorProfileProblem, schoolToday, setMinorProfile } from "../privacy/minors.js";
import { newPasswordHash } from "../routes/passwords.js";
import { ms, type Services } from "../routes/types.js";
import { timeRange } from "./time-range.js";

export type UserRow = typeof schema.users.$inferSelect;

export interface UserRole {
  id: number;
  code: string;
  name: string;
}

/** Each user's roles, in the roles' order. */
export async function rolesByUser(db: Db, userIds: number[]): Promise<Map<number, UserRole[]>> {
  if (userIds.length === 0) return new Map<number, UserRole[]>();
  const rows = await db
    .select({ userId: schema.userRoles.userId, id: schema.roles.id, code: schema.roles.code, name: schema.roles.name })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(inArray(schema.userRoles.userId, userIds))
    .orderBy(schema.roles.sort);
  const map = new Map<number, UserRole[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, code: r.code, name: r.name }]);
  return map;
}

/** Each user's date of birth and 未满14岁 flag, for those who have them. */
async function minorProfilesByUser(db: Db, userIds: number[]): Promise<Map<number, MinorProfile>> {
  if (userIds.length === 0) return new Map<number, MinorProfile>();
  const rows = await db
    .select({
      userId: schema.minorProfiles.userId,
      birthDate: schema.minorProfiles.birthDate,
      under14: schema.minorProfiles.under14,
    })
    .from(schema.minorProfiles)
    .where(inArray(schema.minorProfiles.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { birthDate: r.birthDate, under14: r.under14 }]));
}

function adminUserView(u: UserRow, roleIds: number[], minor?: MinorProfile) {
  return {
    id: u.id,
    username: u.username,
    nickname: u.nickname,
    ...(u.remark ? { remark: u.remark } : {}),
    deptId: null,
    ...(u.deptName ? { deptName: u.deptName } : {}),
    postIds: [],
    roleIds,
    email: u.email ?? "",
    mobile: u.mobile ?? "",
    sex: u.sex,
    avatar: u.avatar ?? "",
    status: u.status,
    ...(u.loginIp ? { loginIp: u.loginIp } : {}),
    loginDate: ms(u.loginDate),
    createTime: u.createdAt.getTime(),
    ...(minor?.birthDate ? { birthDate: minor.birthDate } : {}),
    under14: minor?.under14 ?? false,
  };
}

/** A user by id (404 when absent). */
export async function getUser(services: Services, id: number): Promise<UserRow> {
  const [u] = await services.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, lookupId(id)));
  if (!u) throw notFound(m.userNotFound(id));
  return u;
}

export interface UserFilter {
  username?: string;
  nickname?: string;
  mobile?: string;
  status?: number;
  createTime?: string[];
  sortField?: "username" | "nickname" | "mobile" | "status" | "createTime";
  sortOrder?: "asc" | "desc";
}

const USER_SORT_COLUMNS = {
  username: schema.users.username,
  nickname: schema.users.nickname,
  mobile: schema.users.mobile,
  status: schema.users.status,
  createTime: schema.users.createdAt,
} as const;

/** The user list's order: the chosen column (ties by id, so paging is stable), or by id. */
function userOrder(q: UserFilter): SQL[] {
  if (!q.sortField) return [asc(schema.users.id)];
  const column = USER_SORT_COLUMNS[q.sortField];
  return [q.sortOrder === "desc" ? desc(column) : asc(column), asc(schema.users.id)];
}

function userConditions(q: UserFilter, timeZone: string): SQL[] {
  const c: SQL[] = [];
  if (q.username) c.push(ilike(schema.users.username, containing(q.username)));
  if (q.nickname) c.push(ilike(schema.users.nickname, containing(q.nickname)));
  if (q.mobile) c.push(ilike(schema.users.mobile, containing(q.mobile)));
  if (q.status !== undefined) c.push(eq(schema.users.status, q.status));
  c.push(...timeRange(schema.users.createdAt, q.createTime, timeZone));
  return c;
}

/** One page of the user list. */
export async function pageUsers(services: Services, query: Page & UserFilter) {
  const where = and(...userConditions(query, services.config.schoolTimeZone));
  return pageOf(services.db, schema.users, where, query, async (offset, limit) => {
    const rows = await services.db
      .select()
      .from(schema.users)
      .where(where)
      .orderBy(...userOrder(query))
      .offset(offset)
      .limit(limit);
    const ids = rows.map((r) => r.id);
    const roles = await rolesByUser(services.db, ids);
    const minors = await minorProfilesByUser(services.db, ids);
    return rows.map((u) =>
      adminUserView(
        u,
        (roles.get(u.id) ?? []).map((r) => r.id),
        minors.get(u.id),
      ),
    );
  });
}

/** Enabled users for pickers. */
export async function listSimpleUsers(services: Services) {
  const rows = await services.db
    .select({ id: schema.users.id, nickname: schema.users.nickname, deptName: schema.users.deptName })
    .from(schema.users)
    .where(eq(schema.users.status, 0))
    .orderBy(schema.users.id);
  return rows.map((r) => ({ id: r.id, nickname: r.nickname, ...(r.deptName ? { deptName: r.deptName } : {}) }));
}

/** Every role for pickers, in the roles' order. */
export async function listSimpleRoles(services: Services) {
  return services.db
    .select({ id: schema.roles.id, code: schema.roles.code, name: schema.roles.name })
    .from(schema.roles)
    .orderBy(asc(schema.roles.sort), asc(schema.roles.id));
}

/** One user as the user form shows it. */
export async function userView(services: Services, id: number) {
  const u = await getUser(services, id);
  const roles = await rolesByUser(services.db, [u.id]);
  const minors = await minorProfilesByUser(services.db, [u.id]);
  return adminUserView(
    u,
    (roles.get(u.id) ?? []).map((r) => r.id),
    minors.get(u.id),
  );
}

export interface UserBody {
  id?: number;
  username: string;
  nickname: string;
  password?: string;
  remark?: string;
  roleIds?: number[];
  email?: string;
  mobile?: string;
  sex?: number;
  avatar?: string;
  status?: number;
  /** `yyyy-MM-dd`; "" for none. */
  birthDate?: string;
  under14?: boolean;
}

/**
 * The minor profile a create or update writes: undefined when the body carries neither field (an update
 * then keeps the person's profile); a field left out keeps its saved value. Refused when the date and
 * the flag break the minors' rule (a date after today, or the flag on someone 14 or older).
 */
async function minorProfileOfBody(services: Services, body: UserBody): Promise<MinorProfile | undefined> {
  if (body.birthDate === undefined && body.under14 === undefined) return undefined;
  const saved = body.id === undefined ? undefined : (await minorProfilesByUser(services.db, [body.id])).get(body.id);
  const profile: MinorProfile = {
    birthDate: body.birthDate === undefined ? (saved?.birthDate ?? null) : body.birthDate || null,
    under14: body.under14 ?? saved?.under14 ?? false,
  };
  const problem = minorProfileProblem(profile, schoolToday(services));
  if (problem) throw badRequest(problem);
  return profile;
}

/** Creates an account with its roles; answers its id. */
export async function createUser(services: Services, body: UserBody): Promise<number> {
  await checkNewUser(services, body);
  const minor = await minorProfileOfBody(services, body);
  const passwordHash = await newPasswordHash(services, body.password!);
  return services.db.transaction(async (tx) => {
    const [u] = await tx
      .insert(schema.users)
      .values({
        username: body.username,
        nickname: body.nickname,
        passwordHash,
        remark: body.remark ?? null,
        email: body.email || null,
        mobile: body.mobile || null,
        sex: body.sex ?? 0,
        avatar: body.avatar ?? null,
        status: body.status ?? 0,
      })
      .returning({ id: schema.users.id });
    if (body.roleIds?.length)
      await tx.insert(schema.userRoles).values([...new Set(body.roleIds)].map((roleId) => ({ userId: u!.id, roleId })));
    if (minor) await setMinorProfile({ db: tx, clock: services.clock }, u!.id, minor);
    return u!.id;
  });
}

/** Changes an account (and its roles when given); disabling it signs it out everywhere. */
export async function updateUser(services: Services, caller: AuthUser, body: UserBody & { id: number }) {
  notErased(await getUser(services, body.id));
  await checkUnique(services, "username", body.username, body.id);
  await checkUnique(services, "mobile", body.mobile, body.id);
  await checkUnique(services, "email", body.email, body.id);
  await checkRoles(services, body.roleIds);
  if (body.status !== undefined && body.status !== 0) notSelf(caller, body.id, "disable");
  const minor = await minorProfileOfBody(services, body);
  await services.db.transaction(async (tx) => {
    await tx
      .update(schema.users)
      .set({
        username: body.username,
        nickname: body.nickname,
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
        ...(body.email !== undefined ? { email: body.email || null } : {}),
        ...(body.mobile !== undefined ? { mobile: body.mobile || null } : {}),
        ...(body.sex !== undefined ? { sex: body.sex } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
      })
      .where(eq(schema.users.id, body.id));
    if (body.roleIds) {
      await tx.delete(schema.userRoles).where(eq(schema.userRoles.userId, body.id));
      if (body.roleIds.length)
        await tx
          .insert(schema.userRoles)
          .values([...new Set(body.roleIds)].map((roleId) => ({ userId: body.id, roleId })));
    }
    if (minor) await setMinorProfile({ db: tx, clock: services.clock }, body.id, minor);
  });
  if (body.status !== undefined && body.status !== 0) await services.auth.revokeUser(body.id, "disabled");
  return true;
}

/** Enables (0) or disables an account; a disabled account is signed out everywhere, never the caller's own. */
export async function setUserStatus(services: Services, caller: AuthUser, id: number, status: number) {
  const user = await getUser(services, id);
  if (status === 0) notErased(user);
  else notSelf(caller, id, "disable");
  await services.db.update(schema.users).set({ status }).where(eq(schema.users.id, id));
  if (status !== 0) await services.auth.revokeUser(id, "disabled");
  return true;
}

/** Deletes an account other than the caller's own. */
export async function deleteUser(services: Services, caller: AuthUser, id: number) {
  await getUser(services, id);
  notSelf(caller, id, "delete");
  await services.db.delete(schema.users).where(eq(schema.users.id, id));
  // The sessions went with the user; this closes its open push sockets.
  await services.auth.revokeUser(id, "deleted");
  return true;
}

/** Sets a user's password; the user is signed out everywhere. */
export async function resetUserPassword(services: Services, id: number, password: string) {
  notErased(await getUser(services, id));
  await services.db
    .update(schema.users)
    .set({ passwordHash: await newPasswordHash(services, password) })
    .where(eq(schema.users.id, id));
  await services.auth.revokeUser(id, "password reset by administrator");
  return true;
}

/** The filtered user list as a spreadsheet, in the list's order. */
export async function exportUsers(services: Services, query: UserFilter): Promise<Buffer> {
  const rows = await services.db
    .select()
    .from(schema.users)
    .where(and(...userConditions(query, services.config.schoolTimeZone)))
    .orderBy(...userOrder(query));
  return workbook(
    "用户",
    [
      "用户编号",
      "用户名称",
      "用户昵称",
      "部门名称",
      "用户邮箱",
      "手机号码",
      "用户性别",
      "帐号状态",
      "最后登录IP",
      "最后登录时间",
    ],
    rows.map((u) => [
      u.id,
      u.username,
      u.nickname,
      u.deptName ?? "",
      u.email ?? "",
      u.mobile ?? "",
      u.sex === 1 ? "男" : u.sex === 2 ? "女" : "未知",
      u.status === 0 ? "开启" : "关闭",
      u.loginIp ?? "",
      // As the school's clock read it, like every other time the administrator sees.
      u.loginDate ? schoolDateTime(u.loginDate, services.config.schoolTimeZone) : "",
    ]),
  );
}

/** The import template: the import's columns and two example rows. */
export async function userImportTemplate(): Promise<Buffer> {
  return workbook(
    "用户导入模板",
    [...IMPORT_COLUMNS],
    [
      ["student41", "学生41", "", "student41@smartclass.local", "13800000041", "男", "开启", "2014-09-01", "是"],
      ["teacher3", "王老师", "", "teacher3@smartclass.local", "15600000003", "女", "开启", "", ""],
    ],
  );
}
