// Administration: users (system and classroom), dictionary data, configuration, notification
// messages and the personal centre.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, not, type SQL } from "drizzle-orm";
import ExcelJS from "exceljs";

import { isSecretConfigKey, SECRET_MASK } from "../ai/settings.js";
import { type AuthUser } from "../auth.js";
import { type Db, schema } from "../db/index.js";
import { badRequest, businessError, notFound } from "../lib/errors.js";
import { saveUpload, sendFile } from "../lib/files.js";
import { instantOfWallTime } from "../lib/school-time.js";
import { adminMessages as m } from "../admin/messages.js";
import { IMPORT_COLUMNS } from "../admin/user-import-sheet.js";
import { checkNewUser, checkRoles, checkUnique, notSelf } from "../admin/user-rules.js";
import { changeOwnPassword, newPasswordHash } from "./passwords.js";
import { type Handler, me, ms, op, type Services } from "./types.js";

const MAX_INT = 2_147_483_647;

interface Page {
  pageNo: number;
  pageSize: number;
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What the school's clock reads: `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss`. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/** The instant the school's clock read the matched wall time; an invalid date when a field does not
 * exist (2026-02-30, 24:00:00). */
function schoolInstant(match: RegExpExecArray, timeZone: string): Date {
  const [y, mo, d, h, mi, sec] = match.slice(1).map((f) => Number(f ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(y, mo - 1, d, h, mi, sec));
  const exists =
    probe.getUTCFullYear() === y &&
    probe.getUTCMonth() === mo - 1 &&
    probe.getUTCDate() === d &&
    probe.getUTCHours() === h &&
    probe.getUTCMinutes() === mi &&
    probe.getUTCSeconds() === sec;
  return exists ? instantOfWallTime(timeZone, y, mo, d, h, mi, sec) : new Date(Number.NaN);
}

/**
 * `[from, to]` → conditions on a timestamp column. Each bound is what the school's clock read
 * (`yyyy-MM-dd HH:mm:ss` or a day, in SCHOOL_TIME_ZONE, as the console's date pickers send them), or an
 * ISO instant with its own offset.
 */
function timeRange(column: Parameters<typeof gte>[0], range: string[] | undefined, timeZone: string): SQL[] {
  if (!range || range.length === 0) return [];
  const parse = (s: string, field: string) => {
    const wall = WALL_TIME.exec(s);
    const d = wall ? schoolInstant(wall, timeZone) : new Date(s);
    if (Number.isNaN(d.getTime())) throw badRequest(m.createTimeInvalid(field));
    return d;
  };
  const out: SQL[] = [];
  if (range[0]) out.push(gte(column, parse(range[0], "0")));
  if (range[1]) out.push(lte(column, parse(range[1], "1")));
  return out;
}

const asId = (id: number) => (id > MAX_INT ? -1 : id);

async function rolesByUser(db: Db, userIds: number[]) {
  if (userIds.length === 0) return new Map<number, { id: number; code: string; name: string }[]>();
  const rows = await db
    .select({ userId: schema.userRoles.userId, id: schema.roles.id, code: schema.roles.code, name: schema.roles.name })
    .from(schema.userRoles)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
    .where(inArray(schema.userRoles.userId, userIds))
    .orderBy(schema.roles.sort);
  const map = new Map<number, { id: number; code: string; name: string }[]>();
  for (const r of rows) map.set(r.userId, [...(map.get(r.userId) ?? []), { id: r.id, code: r.code, name: r.name }]);
  return map;
}

type UserRow = typeof schema.users.$inferSelect;

function adminUserView(u: UserRow, roleIds: number[]) {
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
  };
}

function userTypeOf(codes: string[]): 1 | 2 | 3 {
  if (codes.includes("admin")) return 3;
  if (codes.includes("teacher")) return 2;
  return 1;
}

async function getUser(services: Services, id: number): Promise<UserRow> {
  const [u] = await services.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.id, asId(id)));
  if (!u) throw notFound(m.userNotFound(id));
  return u;
}

interface UserFilter {
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
  if (q.username) c.push(ilike(schema.users.username, like(q.username)));
  if (q.nickname) c.push(ilike(schema.users.nickname, like(q.nickname)));
  if (q.mobile) c.push(ilike(schema.users.mobile, like(q.mobile)));
  if (q.status !== undefined) c.push(eq(schema.users.status, q.status));
  c.push(...timeRange(schema.users.createdAt, q.createTime, timeZone));
  return c;
}

async function pageOf<T>(
  services: Services,
  table: Parameters<ReturnType<Db["select"]>["from"]>[0],
  where: SQL | undefined,
  page: Page,
  list: (offset: number, limit: number) => Promise<T[]>,
) {
  const [total] = await services.db.select({ n: count() }).from(table).where(where);
  return { list: await list((page.pageNo - 1) * page.pageSize, page.pageSize), total: total?.n ?? 0 };
}

async function workbook(sheetName: string, header: string[], rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  sheet.addRow(header).font = { bold: true };
  for (const r of rows) sheet.addRow(r);
  sheet.columns.forEach((c) => (c.width = 18));
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function setStatus(services: Services, caller: AuthUser, id: number, status: number) {
  await getUser(services, id);
  if (status !== 0) notSelf(caller, id, "disable");
  await services.db.update(schema.users).set({ status }).where(eq(schema.users.id, id));
  if (status !== 0) await services.auth.revokeUser(id, "disabled");
  return true;
}

async function deleteUser(services: Services, caller: AuthUser, id: number) {
  await getUser(services, id);
  notSelf(caller, id, "delete");
  await services.db.delete(schema.users).where(eq(schema.users.id, id));
  // The sessions went with the user; this closes its open push sockets.
  await services.auth.revokeUser(id, "deleted");
  return true;
}

type DictRow = typeof schema.dictData.$inferSelect;
const dictView = (d: DictRow) => ({
  id: d.id,
  sort: d.sort,
  label: d.label,
  value: d.value,
  dictType: d.dictType,
  status: d.status,
  colorType: d.colorType,
  cssClass: d.cssClass,
  ...(d.remark ? { remark: d.remark } : {}),
  createTime: d.createdAt.getTime(),
});
const dictSimple = (d: DictRow) => ({
  dictType: d.dictType,
  value: d.value,
  label: d.label,
  colorType: d.colorType,
  cssClass: d.cssClass,
});

type ConfigRow = typeof schema.configs.$inferSelect;
const configView = (c: ConfigRow) => ({
  id: c.id,
  category: c.category,
  name: c.name,
  key: c.key,
  // A secret (the AI key) is shown masked; saving the mask back keeps the stored value.
  value: isSecretConfigKey(c.key) && c.value ? SECRET_MASK : c.value,
  type: c.type,
  visible: c.visible,
  ...(c.remark ? { remark: c.remark } : {}),
  createTime: c.createdAt.getTime(),
});

type NotifyRow = typeof schema.notifyMessages.$inferSelect;
async function notifyViews(services: Services, rows: NotifyRow[]) {
  const roles = await rolesByUser(services.db, [...new Set(rows.map((r) => r.userId))]);
  return rows.map((m) => ({
    id: m.id,
    userId: m.userId,
    userType: (roles.get(m.userId) ?? []).some((r) => r.code === "admin") ? 2 : 1,
    ...(m.templateId ? { templateId: m.templateId } : {}),
    templateCode: m.templateCode,
    templateNickname: m.templateNickname,
    templateContent: m.templateContent,
    templateType: m.templateType,
    templateParams: m.templateParams,
    readStatus: m.readStatus,
    readTime: ms(m.readTime),
    createTime: m.createdAt.getTime(),
  }));
}

interface DictFilter {
  label?: string;
  dictType?: string;
  status?: number;
}
function dictConditions(q: DictFilter) {
  const c: SQL[] = [];
  if (q.label) c.push(ilike(schema.dictData.label, like(q.label)));
  if (q.dictType) c.push(ilike(schema.dictData.dictType, like(q.dictType)));
  if (q.status !== undefined) c.push(eq(schema.dictData.status, q.status));
  return and(...c);
}

interface ConfigFilter {
  name?: string;
  key?: string;
  type?: number;
  createTime?: string[];
}
function configConditions(q: ConfigFilter, timeZone: string) {
  const c: SQL[] = [];
  if (q.name) c.push(ilike(schema.configs.name, like(q.name)));
  if (q.key) c.push(ilike(schema.configs.key, like(q.key)));
  if (q.type !== undefined) c.push(eq(schema.configs.type, q.type));
  c.push(...timeRange(schema.configs.createdAt, q.createTime, timeZone));
  return and(...c);
}

async function checkDictUnique(services: Services, dictType: string, value: string, exceptId?: number) {
  const c = [eq(schema.dictData.dictType, dictType), eq(schema.dictData.value, value)];
  if (exceptId !== undefined) c.push(ne(schema.dictData.id, exceptId));
  const [dup] = await services.db
    .select({ id: schema.dictData.id })
    .from(schema.dictData)
    .where(and(...c));
  if (dup) throw businessError(1_002_007_001, m.dictDataExists(dictType, value));
}

async function checkConfigKey(services: Services, key: string, exceptId?: number) {
  const c = [eq(schema.configs.key, key)];
  if (exceptId !== undefined) c.push(ne(schema.configs.id, exceptId));
  const [dup] = await services.db
    .select({ id: schema.configs.id })
    .from(schema.configs)
    .where(and(...c));
  if (dup) throw businessError(1_001_000_002, m.configKeyExists(key));
}

interface UserBody {
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
}

export const adminHandlers: Record<string, Handler> = {
  "GET /system/user/page": op<Page & UserFilter>(async ({ services, query }) => {
    const where = and(...userConditions(query, services.config.schoolTimeZone));
    return pageOf(services, schema.users, where, query, async (offset, limit) => {
      const rows = await services.db
        .select()
        .from(schema.users)
        .where(where)
        .orderBy(...userOrder(query))
        .offset(offset)
        .limit(limit);
      const roles = await rolesByUser(
        services.db,
        rows.map((r) => r.id),
      );
      return rows.map((u) =>
        adminUserView(
          u,
          (roles.get(u.id) ?? []).map((r) => r.id),
        ),
      );
    });
  }),

  "GET /system/user/list-all-simple": op(async ({ services }) => {
    const rows = await services.db
      .select({ id: schema.users.id, nickname: schema.users.nickname, deptName: schema.users.deptName })
      .from(schema.users)
      .where(eq(schema.users.status, 0))
      .orderBy(schema.users.id);
    return rows.map((r) => ({ id: r.id, nickname: r.nickname, ...(r.deptName ? { deptName: r.deptName } : {}) }));
  }),

  "GET /system/role/list-all-simple": op(async ({ services }) =>
    services.db
      .select({ id: schema.roles.id, code: schema.roles.code, name: schema.roles.name })
      .from(schema.roles)
      .orderBy(asc(schema.roles.sort), asc(schema.roles.id)),
  ),

  "GET /system/user/get": op<{ id: number }>(async ({ services, query }) => {
    const u = await getUser(services, query.id);
    const roles = await rolesByUser(services.db, [u.id]);
    return adminUserView(
      u,
      (roles.get(u.id) ?? []).map((r) => r.id),
    );
  }),

  "POST /system/user/create": op<never, UserBody>(async ({ services, body }) => {
    await checkNewUser(services, body);
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
        await tx
          .insert(schema.userRoles)
          .values([...new Set(body.roleIds)].map((roleId) => ({ userId: u!.id, roleId })));
      return u!.id;
    });
  }),

  "PUT /system/user/update": op<never, UserBody & { id: number }>(async (ctx) => {
    const { services, body } = ctx;
    await getUser(services, body.id);
    await checkUnique(services, "username", body.username, body.id);
    await checkUnique(services, "mobile", body.mobile, body.id);
    await checkUnique(services, "email", body.email, body.id);
    await checkRoles(services, body.roleIds);
    if (body.status !== undefined && body.status !== 0) notSelf(me(ctx), body.id, "disable");
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
    });
    if (body.status !== undefined && body.status !== 0) await services.auth.revokeUser(body.id, "disabled");
    return true;
  }),

  "DELETE /system/user/delete": op<{ id: number }>(async (ctx) => deleteUser(ctx.services, me(ctx), ctx.query.id)),

  "GET /system/user/export": op<UserFilter>(async ({ services, query, reply }) => {
    const rows = await services.db
      .select()
      .from(schema.users)
      .where(and(...userConditions(query, services.config.schoolTimeZone)))
      .orderBy(...userOrder(query));
    const buffer = await workbook(
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
        u.loginDate?.toISOString() ?? "",
      ]),
    );
    return sendFile(reply, buffer, "用户数据.xlsx");
  }),

  "PUT /system/user/update-password": op<never, { id: number; password: string }>(async ({ services, body }) => {
    await getUser(services, body.id);
    await services.db
      .update(schema.users)
      .set({ passwordHash: await newPasswordHash(services, body.password) })
      .where(eq(schema.users.id, body.id));
    await services.auth.revokeUser(body.id, "password reset by administrator");
    return true;
  }),

  "PUT /system/user/update-status": op<never, { id: number; status: number }>(async (ctx) =>
    setStatus(ctx.services, me(ctx), ctx.body.id, ctx.body.status),
  ),

  "GET /system/user/get-import-template": op(async ({ reply }) => {
    const buffer = await workbook(
      "用户导入模板",
      [...IMPORT_COLUMNS],
      [
        ["student41", "学生41", "", "student41@smartclass.local", "13800000041", "男", "开启"],
        ["teacher3", "王老师", "", "teacher3@smartclass.local", "15600000003", "女", "开启"],
      ],
    );
    return sendFile(reply, buffer, "用户导入模板.xlsx");
  }),

  "GET /teach/user/page": op<Page & { nickname?: string; userName?: string; userType?: number; status?: number }>(
    async ({ services, query }) => {
      const c: SQL[] = [];
      if (query.nickname) c.push(ilike(schema.users.nickname, like(query.nickname)));
      if (query.userName) c.push(ilike(schema.users.username, like(query.userName)));
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
      return pageOf(services, schema.users, where, query, async (offset, limit) => {
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
    },
  ),

  "POST /teach/user/enable": op<{ id: number }>(async (ctx) => setStatus(ctx.services, me(ctx), ctx.query.id, 0)),
  "POST /teach/user/disable": op<{ id: number }>(async (ctx) => setStatus(ctx.services, me(ctx), ctx.query.id, 1)),
  "POST /teach/user/delete": op<{ id: number }>(async (ctx) => deleteUser(ctx.services, me(ctx), ctx.query.id)),
  "POST /teach/user/renew": op<{ id: number; renewTime: number }>(async ({ services, query }) => {
    await getUser(services, query.id);
    const at = new Date(query.renewTime);
    if (Number.isNaN(at.getTime()) || query.renewTime > 8.64e15) throw badRequest(m.renewTimeInvalid);
    await services.db.update(schema.users).set({ expireTime: at }).where(eq(schema.users.id, query.id));
    return true;
  }),

  "GET /system/dict-data/page": op<Page & DictFilter>(async ({ services, query }) => {
    const where = dictConditions(query);
    return pageOf(services, schema.dictData, where, query, async (offset, limit) =>
      (
        await services.db
          .select()
          .from(schema.dictData)
          .where(where)
          .orderBy(schema.dictData.dictType, schema.dictData.sort, schema.dictData.id)
          .offset(offset)
          .limit(limit)
      ).map(dictView),
    );
  }),

  "GET /system/dict-data/get": op<{ id: number }>(async ({ services, query }) => {
    const [d] = await services.db
      .select()
      .from(schema.dictData)
      .where(eq(schema.dictData.id, asId(query.id)));
    if (!d) throw notFound(m.dictDataNotFound(query.id));
    return dictView(d);
  }),

  "GET /system/dict-data/type/{type}": op(async ({ services, params }) => {
    const rows = await services.db
      .select()
      .from(schema.dictData)
      .where(and(eq(schema.dictData.dictType, String(params.type)), eq(schema.dictData.status, 0)))
      .orderBy(schema.dictData.sort, schema.dictData.id);
    return rows.map(dictSimple);
  }),

  "GET /system/dict-data/list-all-simple": op(async ({ services }) => {
    const rows = await services.db
      .select()
      .from(schema.dictData)
      .where(eq(schema.dictData.status, 0))
      .orderBy(schema.dictData.dictType, schema.dictData.sort, schema.dictData.id);
    return rows.map(dictSimple);
  }),

  "POST /system/dict-data/create": op<never, Omit<DictRow, "id" | "createdAt">>(async ({ services, body }) => {
    await checkDictUnique(services, body.dictType, body.value);
    const [row] = await services.db
      .insert(schema.dictData)
      .values({
        dictType: body.dictType,
        label: body.label,
        value: body.value,
        sort: body.sort,
        status: body.status,
        colorType: body.colorType ?? "",
        cssClass: body.cssClass ?? "",
        remark: body.remark ?? null,
      })
      .returning({ id: schema.dictData.id });
    return row!.id;
  }),

  "PUT /system/dict-data/update": op<never, Omit<DictRow, "createdAt">>(async ({ services, body }) => {
    const [d] = await services.db
      .select({ id: schema.dictData.id })
      .from(schema.dictData)
      .where(eq(schema.dictData.id, asId(body.id)));
    if (!d) throw notFound(m.dictDataNotFound(body.id));
    await checkDictUnique(services, body.dictType, body.value, body.id);
    await services.db
      .update(schema.dictData)
      .set({
        dictType: body.dictType,
        label: body.label,
        value: body.value,
        sort: body.sort,
        status: body.status,
        ...(body.colorType !== undefined ? { colorType: body.colorType } : {}),
        ...(body.cssClass !== undefined ? { cssClass: body.cssClass } : {}),
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
      })
      .where(eq(schema.dictData.id, body.id));
    return true;
  }),

  "DELETE /system/dict-data/delete": op<{ id: number }>(async ({ services, query }) => {
    const deleted = await services.db
      .delete(schema.dictData)
      .where(eq(schema.dictData.id, asId(query.id)))
      .returning({ id: schema.dictData.id });
    if (deleted.length === 0) throw notFound(m.dictDataNotFound(query.id));
    return true;
  }),

  "GET /system/dict-data/export": op<DictFilter>(async ({ services, query, reply }) => {
    const rows = await services.db
      .select()
      .from(schema.dictData)
      .where(dictConditions(query))
      .orderBy(schema.dictData.dictType, schema.dictData.sort);
    const buffer = await workbook(
      "字典数据",
      ["字典编码", "字典排序", "字典标签", "字典键值", "字典类型", "状态", "颜色类型", "CSS 样式", "备注"],
      rows.map((d) => [
        d.id,
        d.sort,
        d.label,
        d.value,
        d.dictType,
        d.status === 0 ? "开启" : "关闭",
        d.colorType,
        d.cssClass,
        d.remark ?? "",
      ]),
    );
    return sendFile(reply, buffer, "字典数据.xlsx");
  }),

  "GET /infra/config/page": op<Page & ConfigFilter>(async ({ services, query }) => {
    const where = configConditions(query, services.config.schoolTimeZone);
    return pageOf(services, schema.configs, where, query, async (offset, limit) =>
      (
        await services.db
          .select()
          .from(schema.configs)
          .where(where)
          .orderBy(schema.configs.id)
          .offset(offset)
          .limit(limit)
      ).map(configView),
    );
  }),

  "GET /infra/config/get": op<{ id: number }>(async ({ services, query }) => {
    const [c] = await services.db
      .select()
      .from(schema.configs)
      .where(eq(schema.configs.id, asId(query.id)));
    if (!c) throw notFound(m.configNotFound(query.id));
    return configView(c);
  }),

  "GET /infra/config/get-value-by-key": op<{ key: string }>(async ({ services, query }) => {
    const [c] = await services.db.select().from(schema.configs).where(eq(schema.configs.key, query.key));
    // Hidden records are for the server only.
    return c && c.visible && !isSecretConfigKey(c.key) ? c.value : null;
  }),

  "POST /infra/config/create": op<never, Omit<ConfigRow, "id" | "createdAt" | "type">>(async ({ services, body }) => {
    await checkConfigKey(services, body.key);
    const [row] = await services.db
      .insert(schema.configs)
      .values({
        category: body.category,
        name: body.name,
        key: body.key,
        value: isSecretConfigKey(body.key) && body.value ? services.secrets.seal(body.value) : body.value,
        visible: body.visible,
        remark: body.remark ?? null,
        type: 2,
      })
      .returning({ id: schema.configs.id });
    return row!.id;
  }),

  "PUT /infra/config/update": op<never, Omit<ConfigRow, "createdAt" | "type">>(async ({ services, body }) => {
    const [c] = await services.db
      .select()
      .from(schema.configs)
      .where(eq(schema.configs.id, asId(body.id)));
    if (!c) throw notFound(m.configNotFound(body.id));
    await checkConfigKey(services, body.key, body.id);
    if (c.type === 1 && c.key !== body.key) throw businessError(1_001_000_003, m.configKeyBuiltIn);
    await services.db
      .update(schema.configs)
      .set({
        category: body.category,
        name: body.name,
        key: body.key,
        value:
          isSecretConfigKey(body.key) && body.value === SECRET_MASK
            ? c.value
            : isSecretConfigKey(body.key) && body.value
              ? services.secrets.seal(body.value)
              : body.value,
        visible: body.visible,
        ...(body.remark !== undefined ? { remark: body.remark } : {}),
      })
      .where(eq(schema.configs.id, body.id));
    return true;
  }),

  "DELETE /infra/config/delete": op<{ id: number }>(async ({ services, query }) => {
    const [c] = await services.db
      .select()
      .from(schema.configs)
      .where(eq(schema.configs.id, asId(query.id)));
    if (!c) throw notFound(m.configNotFound(query.id));
    if (c.type === 1) throw businessError(1_001_000_004, m.configBuiltIn);
    await services.db.delete(schema.configs).where(eq(schema.configs.id, c.id));
    return true;
  }),

  "GET /infra/config/export": op<ConfigFilter>(async ({ services, query, reply }) => {
    const rows = await services.db
      .select()
      .from(schema.configs)
      .where(configConditions(query, services.config.schoolTimeZone))
      .orderBy(schema.configs.id);
    const buffer = await workbook(
      "参数配置",
      ["参数配置序号", "参数分类", "参数名称", "参数键名", "参数键值", "系统内置", "是否可见", "备注", "创建时间"],
      rows.map((c) => [
        c.id,
        c.category,
        c.name,
        c.key,
        isSecretConfigKey(c.key) && c.value ? SECRET_MASK : c.value,
        c.type === 1 ? "是" : "否",
        c.visible ? "是" : "否",
        c.remark ?? "",
        c.createdAt.toISOString(),
      ]),
    );
    return sendFile(reply, buffer, "参数配置.xlsx");
  }),

  "GET /system/notify-message/page": op<
    Page & {
      userId?: number;
      userType?: number;
      templateCode?: string;
      templateType?: number;
      readStatus?: boolean;
      createTime?: string[];
    }
  >(async ({ services, query }) => {
    const c: SQL[] = [];
    if (query.userId !== undefined) c.push(eq(schema.notifyMessages.userId, asId(query.userId)));
    if (query.readStatus !== undefined) c.push(eq(schema.notifyMessages.readStatus, query.readStatus));
    if (query.templateCode) c.push(ilike(schema.notifyMessages.templateCode, like(query.templateCode)));
    if (query.templateType !== undefined)
      c.push(eq(schema.notifyMessages.templateType, Math.min(query.templateType, MAX_INT)));
    if (query.userType !== undefined) {
      const admins = services.db
        .select({ id: schema.userRoles.userId })
        .from(schema.userRoles)
        .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
        .where(eq(schema.roles.code, "admin"));
      const isAdminRecipient = inArray(schema.notifyMessages.userId, admins);
      c.push(query.userType === 2 ? isAdminRecipient : not(isAdminRecipient));
    }
    c.push(...timeRange(schema.notifyMessages.createdAt, query.createTime, services.config.schoolTimeZone));
    const where = and(...c);
    return pageOf(services, schema.notifyMessages, where, query, async (offset, limit) =>
      notifyViews(
        services,
        await services.db
          .select()
          .from(schema.notifyMessages)
          .where(where)
          .orderBy(desc(schema.notifyMessages.id))
          .offset(offset)
          .limit(limit),
      ),
    );
  }),

  "GET /system/notify-message/my-page": op<Page & { readStatus?: boolean; createTime?: string[] }>(async (ctx) => {
    const { services, query } = ctx;
    const c: SQL[] = [eq(schema.notifyMessages.userId, me(ctx).id)];
    if (query.readStatus !== undefined) c.push(eq(schema.notifyMessages.readStatus, query.readStatus));
    c.push(...timeRange(schema.notifyMessages.createdAt, query.createTime, services.config.schoolTimeZone));
    const where = and(...c);
    return pageOf(services, schema.notifyMessages, where, query, async (offset, limit) =>
      notifyViews(
        services,
        await services.db
          .select()
          .from(schema.notifyMessages)
          .where(where)
          .orderBy(desc(schema.notifyMessages.id))
          .offset(offset)
          .limit(limit),
      ),
    );
  }),

  "PUT /system/notify-message/update-read": op<{ ids: number[] }>(async (ctx) => {
    const ids = [...new Set(ctx.query.ids)].filter((id) => id <= MAX_INT);
    if (ids.length) {
      await ctx.services.db
        .update(schema.notifyMessages)
        .set({ readStatus: true, readTime: new Date() })
        .where(
          and(
            eq(schema.notifyMessages.userId, me(ctx).id),
            inArray(schema.notifyMessages.id, ids),
            eq(schema.notifyMessages.readStatus, false),
          ),
        );
    }
    return true;
  }),

  "PUT /system/notify-message/update-all-read": op(async (ctx) => {
    await ctx.services.db
      .update(schema.notifyMessages)
      .set({ readStatus: true, readTime: new Date() })
      .where(and(eq(schema.notifyMessages.userId, me(ctx).id), eq(schema.notifyMessages.readStatus, false)));
    return true;
  }),

  "GET /system/notify-message/get-unread-list": op(async (ctx) => {
    const rows = await ctx.services.db
      .select()
      .from(schema.notifyMessages)
      .where(and(eq(schema.notifyMessages.userId, me(ctx).id), eq(schema.notifyMessages.readStatus, false)))
      .orderBy(desc(schema.notifyMessages.id))
      .limit(10);
    return notifyViews(ctx.services, rows);
  }),

  "GET /system/notify-message/get-unread-count": op(async (ctx) => {
    const [row] = await ctx.services.db
      .select({ n: count() })
      .from(schema.notifyMessages)
      .where(and(eq(schema.notifyMessages.userId, me(ctx).id), eq(schema.notifyMessages.readStatus, false)));
    return row?.n ?? 0;
  }),

  "GET /system/user/profile/get": op(async (ctx) => {
    const u = await getUser(ctx.services, me(ctx).id);
    const roles = (await rolesByUser(ctx.services.db, [u.id])).get(u.id) ?? [];
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
  }),

  "PUT /system/user/profile/update": op<never, { nickname: string; mobile: string; email: string; sex?: number }>(
    async (ctx) => {
      const user = me(ctx);
      const { services, body } = ctx;
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
    },
  ),

  "PUT /system/user/profile/update-password": op<never, { oldPassword: string; newPassword: string }>(async (ctx) =>
    changeOwnPassword(ctx.services, me(ctx), ctx.body.oldPassword, ctx.body.newPassword),
  ),

  "PUT /system/user/profile/update-avatar": op(async (ctx) => {
    const user = me(ctx);
    const stored = await saveUpload(ctx.services, ctx.req, user, "avatarFile", undefined, "avatar", "avatar");
    await ctx.services.db.update(schema.users).set({ avatar: stored.url }).where(eq(schema.users.id, user.id));
    return stored.url;
  }),
};
