// The user import: each row of the template's spreadsheet checked as POST /system/user/create checks
// its body (the contract's schema, then the same uniqueness rules), duplicates inside the file refused,
// and every valid row written in one transaction — a failure while writing writes nothing.
import { randomInt } from "node:crypto";

import { eq, inArray } from "drizzle-orm";

import type { AuthUser } from "../auth.js";
import { schema } from "../db/index.js";
import { ApiError, badRequest } from "../lib/errors.js";
import { hashPassword } from "../lib/password.js";
import type { ValidationIssue } from "../lib/validation.js";
import type { Services } from "../routes/types.js";
import type { SheetRow } from "./user-import-sheet.js";
import { checkNewUser, notSelf } from "./user-rules.js";
import { minorCellsOf, type MinorCells, schoolToday, setMinorProfile } from "../privacy/minors.js";
import { adminMessages as m } from "./messages.js";

// Letters and digits that cannot be mistaken for one another when read aloud or copied from paper.
const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789";

/**
 * A new user's initial password: 12 random characters (about 70 bits), so that a class list does not
 * come with a password everyone can guess. Answered once in the import report.
 */
function randomInitialPassword(): string {
  return Array.from({ length: 12 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join("");
}

const CREATE = "POST /system/user/create";

interface ImportFailure {
  line: number;
  username: string;
  reason: string;
}

export interface ImportResult {
  initialPasswords: { username: string; password: string }[];
  createUsernames: string[];
  updateUsernames: string[];
  failures: ImportFailure[];
}

interface UserFields {
  username: string;
  nickname: string;
  password: string;
  deptId?: number;
  email?: string;
  mobile?: string;
  sex?: number;
  status?: number;
}

interface Planned {
  row: SheetRow;
  fields: UserFields;
  /** The existing user a row updates (updateSupport only). */
  updateId?: number;
  /** 出生日期 and 未满14岁, when either cell is filled. */
  minor?: MinorCells;
}

/** The column each body field comes from, to name it in a reason. */
const COLUMN_OF: Record<string, string> = {
  username: "用户名称",
  nickname: "用户昵称",
  deptId: "部门编号",
  email: "用户邮箱",
  mobile: "手机号码",
  sex: "用户性别",
  status: "帐号状态",
  password: "初始密码（配置 system.user.init-password）",
};

const SEX: Record<string, number> = { "": 0, 未知: 0, 男: 1, 女: 2 };
// The list's words (正常/停用) and the export's (开启/关闭) both read.
const STATUS: Record<string, number> = { "": 0, 开启: 0, 正常: 0, 关闭: 1, 停用: 1 };

/** Whether a row's 帐号状态 cell disables the account. */
const disables = (row: SheetRow) => STATUS[row.status] === 1;

class RowFailure extends Error {}

/** A schema issue in the words of the sheet: the column, then what is wrong with it. */
function reasonOf(issue: ValidationIssue): string {
  const missing = issue.params?.missingProperty as string | undefined;
  const field = missing ?? (issue.instancePath ?? "").replace(/^\//, "").split("/")[0] ?? "";
  const column = COLUMN_OF[field] ?? field;
  const limit = issue.params?.limit;
  return missing
    ? m.cellRequired(column)
    : issue.keyword === "maxLength"
      ? m.cellTooLong(column, String(limit))
      : issue.keyword === "minLength"
        ? m.cellTooShort(column, String(limit))
        : issue.keyword === "pattern" && field === "username"
          ? m.cellUsername(column)
          : issue.keyword === "pattern" && field === "mobile"
            ? m.cellMobile(column)
            : m.cellInvalid(column);
}

/** The create body a row stands for (not yet checked); throws RowFailure for cells no body can hold. */
function bodyOf(row: SheetRow, password: string): Partial<UserFields> {
  if (row.dept && !/^\d{1,18}$/.test(row.dept)) throw new RowFailure(m.deptNotNumber);
  const sex = SEX[row.sex];
  if (sex === undefined) throw new RowFailure(m.sexInvalid);
  const status = STATUS[row.status];
  if (status === undefined) throw new RowFailure(m.statusInvalid);
  // Empty cells are left out, so that a required column reads as missing.
  return {
    ...(row.username ? { username: row.username } : {}),
    ...(row.nickname ? { nickname: row.nickname } : {}),
    password,
    ...(row.dept ? { deptId: Number(row.dept) } : {}),
    ...(row.email ? { email: row.email } : {}),
    ...(row.mobile ? { mobile: row.mobile } : {}),
    sex,
    status,
  };
}

/** Why a database error stopped the write, for the 400 that says nothing was written. */
function writeFailure(error: unknown): string {
  let e: unknown = error;
  for (let i = 0; i < 3 && e; i++) {
    const code = (e as { code?: unknown }).code;
    if (code === "23505") return m.importDuplicateData;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return m.importDatabaseRefused(code);
    e = (e as { cause?: unknown }).cause;
  }
  return m.importWriteFailed;
}

/** Checks every row, then writes the valid ones in one transaction. */
export async function importUsers(
  services: Services,
  caller: AuthUser,
  rows: SheetRow[],
  updateSupport: boolean,
): Promise<ImportResult> {
  const failures: ImportFailure[] = [];
  const planned: Planned[] = [];
  const firstLine = {
    username: new Map<string, number>(),
    mobile: new Map<string, number>(),
    email: new Map<string, number>(),
  };
  const existing = new Map(
    (
      await services.db
        .select({ id: schema.users.id, username: schema.users.username })
        .from(schema.users)
        .where(inArray(schema.users.username, [...new Set(rows.map((r) => r.username).filter(Boolean))]))
    ).map((u) => [u.username, u.id]),
  );

  for (const row of rows) {
    try {
      const body = bodyOf(row, randomInitialPassword());
      const minor = minorCellsOf(row.birthDate, row.under14, schoolToday(services));
      if (typeof minor === "string") throw new RowFailure(minor);
      const issue = services.bodies.check(CREATE, body);
      if (issue) throw new RowFailure(reasonOf(issue));
      // The create schema requires username, nickname and password: the check above passed.
      const fields = body as UserFields;
      for (const key of ["username", "mobile", "email"] as const) {
        const value = fields[key];
        const earlier = value ? firstLine[key].get(value) : undefined;
        if (earlier !== undefined) throw new RowFailure(m.cellDuplicate(COLUMN_OF[key]!, earlier));
      }
      const updateId = updateSupport ? existing.get(fields.username) : undefined;
      try {
        await checkNewUser(services, fields, updateId);
        if (updateId !== undefined && disables(row)) notSelf(caller, updateId, "disable");
      } catch (e) {
        if (e instanceof ApiError) throw new RowFailure(e.message);
        throw e;
      }
      for (const key of ["username", "mobile", "email"] as const) {
        const value = fields[key];
        if (value) firstLine[key].set(value, row.line);
      }
      planned.push({ row, fields, ...(updateId !== undefined ? { updateId } : {}), ...(minor ? { minor } : {}) });
    } catch (e) {
      if (!(e instanceof RowFailure)) throw e;
      failures.push({ line: row.line, username: row.username, reason: e.message });
    }
  }

  const creates = planned.filter((p) => p.updateId === undefined);
  const updates = planned.filter((p) => p.updateId !== undefined);
  // Each new user has a password of its own, so each needs a hash (at the full cost: they run on the
  // thread pool, several at a time).
  const hashes = await Promise.all(
    creates.map((p) => hashPassword(p.fields.password, services.config.passwordHashCost)),
  );
  try {
    await services.db.transaction(async (tx) => {
      const created = new Map<string, number>();
      if (creates.length) {
        const ids = await tx
          .insert(schema.users)
          .values(
            creates.map(({ fields: f }, i) => ({
              username: f.username,
              nickname: f.nickname,
              passwordHash: hashes[i]!,
              email: f.email ?? null,
              mobile: f.mobile ?? null,
              sex: f.sex ?? 0,
              status: f.status ?? 0,
            })),
          )
          .returning({ id: schema.users.id, username: schema.users.username });
        for (const u of ids) created.set(u.username, u.id);
      }
      for (const { row, fields: f, updateId } of updates) {
        // An empty cell keeps what the user has; a filled one replaces it.
        await tx
          .update(schema.users)
          .set({
            nickname: f.nickname,
            ...(f.email ? { email: f.email } : {}),
            ...(f.mobile ? { mobile: f.mobile } : {}),
            ...(row.sex ? { sex: f.sex } : {}),
            ...(row.status ? { status: f.status } : {}),
          })
          .where(eq(schema.users.id, updateId!));
      }
      // The minors' columns, in the same transaction: a failed import leaves no profile behind.
      for (const { fields, updateId, minor } of planned) {
        const userId = updateId ?? created.get(fields.username);
        if (minor && userId !== undefined) await setMinorProfile({ db: tx, clock: services.clock }, userId, minor);
      }
    });
  } catch (e) {
    services.log.warn({ err: e }, "user import rolled back");
    throw badRequest(m.importRolledBack(writeFailure(e)));
  }
  for (const { row, updateId } of updates) if (disables(row)) await services.auth.revokeUser(updateId!, "disabled");

  return {
    initialPasswords: creates.map((p) => ({ username: p.fields.username, password: p.fields.password })),
    createUsernames: creates.map((p) => p.fields.username),
    updateUsernames: updates.map((p) => p.fields.username),
    failures,
  };
}
