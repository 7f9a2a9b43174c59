// The user administration's data as the widgets take it: a user row, a role, the search form's filters,
// and the user dialog's rules (the contract's rules for AdminUserCreate / AdminUserUpdate as zod schemas
// with the page's texts), the row → form values, and a server refusal → the fields it names (so the
// dialog marks them and keeps everything typed).
import * as z from "zod";

import { FormSubmitError } from "../../components/form-dialog-errors";
import { userAdminMessages as messages } from "./user-admin-messages";

/** A system user as the user list shows it (the contract's AdminUser). */
type UserRow = {
  id: number;
  username: string;
  nickname: string;
  deptName?: string;
  mobile?: string;
  email?: string;
  sex?: 0 | 1 | 2;
  status: 0 | 1;
  remark?: string;
  roleIds?: number[];
  /** Epoch milliseconds or an ISO time. */
  createTime: number | string;
};

/** A role of the 角色 column and the dialog's role checkboxes (the contract's SimpleRole). */
type UserRole = { id: number; code: string; name: string };

/** The search form's values, as the inputs hold them (dates as yyyy-MM-dd, "" for none). */
type UserFilters = {
  username: string;
  nickname: string;
  mobile: string;
  status: "" | "0" | "1";
  createdFrom: string;
  createdTo: string;
};

/** No filter at all (the page's start and 重置). */
const noUserFilters: UserFilters = {
  username: "",
  nickname: "",
  mobile: "",
  status: "",
  createdFrom: "",
  createdTo: "",
};

/** The table's sort as the DataTable reports it (TanStack's SortingState: one column at most here). */
type UserSorting = { id: string; desc: boolean }[];

/** The one password rule of every form that sets a password, as the product states it. */
type PasswordRule = { min: number; max: number; message: string };

/** Mainland mobile: 11 digits starting with 1 (the contract's pattern). */
const MOBILE = /^1\d{10}$/;
/** The contract's user name pattern. */
const USERNAME = /^[a-zA-Z0-9_]+$/;

/** The password field of 添加用户 and 重置密码. */
function passwordField(rule: PasswordRule) {
  return z
    .string()
    .min(1, { message: messages.form.passwordRequired, abort: true })
    .min(rule.min, rule.message)
    .max(rule.max, rule.message);
}

/** The fields both dialogs share; texts are read when the schema is built (at each dialog render). */
function commonShape() {
  const m = messages.form;
  return {
    username: z
      .string()
      .trim()
      .min(1, m.usernameRequired)
      .min(4, m.usernameLength)
      .max(30, m.usernameLength)
      .regex(USERNAME, m.usernamePattern),
    nickname: z.string().trim().min(1, m.nicknameRequired).max(30, m.nicknameLength),
    mobile: z
      .string()
      .trim()
      .refine((v) => v === "" || MOBILE.test(v), m.mobileInvalid),
    email: z
      .string()
      .trim()
      .max(50, m.emailLength)
      .refine((v) => v === "" || z.email().safeParse(v).success, m.emailInvalid),
    sex: z.enum(["0", "1", "2"]),
    status: z.enum(["0", "1"]),
    remark: z.string().max(500, m.remarkLength),
    // No role is allowed (the server allows it; the dialog says what such a user can open).
    roleIds: z.array(z.number().int().positive()),
  };
}

/** The 添加用户 schema (with the initial password). */
function createUserSchema(rule: PasswordRule) {
  return z.object({ ...commonShape(), password: passwordField(rule) });
}

/** The 修改用户 schema (the password is changed through 重置密码). */
function updateUserSchema() {
  return z.object({ ...commonShape(), password: z.string() });
}

/** The 重置密码 schema. */
function resetPasswordSchema(rule: PasswordRule) {
  return z.object({ password: passwordField(rule) });
}

/** What the user dialog edits: every field a text, as the inputs hold them. */
type UserFormValues = z.input<ReturnType<typeof createUserSchema>>;
/** What the user dialog saves: the values checked and trimmed (the password "" when editing). */
type UserFormOutput = z.output<ReturnType<typeof createUserSchema>>;

/** The empty form of 添加用户 (enabled, sex unknown, no role). */
function emptyUserValues(): UserFormValues {
  return {
    username: "",
    nickname: "",
    password: "",
    mobile: "",
    email: "",
    sex: "0",
    status: "0",
    remark: "",
    roleIds: [],
  };
}

/** The form of 修改用户, filled from the row. */
function userValuesOf(row: Omit<UserRow, "id" | "createTime">): UserFormValues {
  return {
    username: row.username,
    nickname: row.nickname,
    password: "",
    mobile: row.mobile ?? "",
    email: row.email ?? "",
    sex: String(row.sex ?? 0) as UserFormValues["sex"],
    status: String(row.status) as UserFormValues["status"],
    remark: row.remark ?? "",
    roleIds: [...(row.roleIds ?? [])],
  };
}

/** Server messages that name one field of the dialog (the reference server's uniqueness checks). */
const FIELD_MESSAGES: readonly [RegExp, keyof UserFormValues][] = [
  [/用户账号已经存在|username/i, "username"],
  [/手机号已经存在|mobile/i, "mobile"],
  [/邮箱已经存在|email/i, "email"],
  [/nickname/i, "nickname"],
  [/password/i, "password"],
  [/roleIds/i, "roleIds"],
];

/**
 * A refused save as the dialog shows it: a message that names one of its fields (a taken user name,
 * mobile or email, or a `body.<field>` validation message) marks that field; anything else is a form alert.
 */
function userSubmitError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, field] of FIELD_MESSAGES) {
    if (pattern.test(message)) return new FormSubmitError(message, { [field]: message });
  }
  return error instanceof Error ? error : new Error(message);
}

/** A role's name in the page's language: known codes through the messages, any other as the server names it. */
function roleLabel(role: Pick<UserRole, "code" | "name">): string {
  const names = messages.roleNames;
  return Object.hasOwn(names, role.code) ? names[role.code as keyof typeof names] : role.name;
}

/** The 角色 cell: the user's roles by name, in the role list's order; ids the list does not hold are left out. */
function roleNamesOf(roleIds: readonly number[] | undefined, roles: readonly UserRole[] | undefined): string {
  if (!roleIds?.length || !roles) return "";
  return roles
    .filter((role) => roleIds.includes(role.id))
    .map(roleLabel)
    .join(messages.roleSeparator);
}

/** Whether a chosen file is an .xlsx workbook (by its name; the server checks the content). */
function isXlsx(file: Pick<File, "name">): boolean {
  return /\.xlsx$/i.test(file.name);
}

export {
  createUserSchema,
  emptyUserValues,
  isXlsx,
  noUserFilters,
  resetPasswordSchema,
  roleLabel,
  roleNamesOf,
  updateUserSchema,
  userSubmitError,
  userValuesOf,
};
export type { PasswordRule, UserFilters, UserFormOutput, UserFormValues, UserRole, UserRow, UserSorting };
