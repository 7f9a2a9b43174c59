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
  /** `yyyy-MM-dd`, when recorded. */
  birthDate?: string;
  /** The administrator's 未满14岁 flag. */
  under14?: boolean;
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

/** The age under which a guardian consents for the person (PIPL: under 14); the server applies the same rule. */
const MINOR_AGE = 14;

/** Today as `yyyy-MM-dd` in the browser's time zone. */
function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole years between two `yyyy-MM-dd` dates (a birthday counts from its own day). */
function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split("-").map(Number) as [number, number, number];
  const [ty, tm, td] = today.split("-").map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Whether a date of birth makes its person younger than 14 on `today` ("" makes no one a minor). */
function minorByBirthDate(birthDate: string, today = localToday()): boolean {
  return birthDate !== "" && birthDate <= today && ageOn(birthDate, today) < MINOR_AGE;
}

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
    // yyyy-MM-dd or "" (the date field hands over only whole days); both yyyy-MM-dd, so text order is date order.
    birthDate: z.string().refine((v) => v === "" || v <= localToday(), m.birthDateInFuture),
    under14: z.boolean(),
  };
}

/** The flag must agree with the date: no 未满14岁 on someone the date of birth makes 14 or older. */
function flagAgreesWithBirthDate(values: { birthDate: string; under14: boolean }, ctx: z.RefinementCtx) {
  const today = localToday();
  if (
    values.under14 &&
    values.birthDate !== "" &&
    values.birthDate <= today &&
    ageOn(values.birthDate, today) >= MINOR_AGE
  )
    ctx.addIssue({ code: "custom", path: ["under14"], message: messages.form.under14ButOlder });
}

/** The 添加用户 schema (with the initial password). */
function createUserSchema(rule: PasswordRule) {
  return z.object({ ...commonShape(), password: passwordField(rule) }).superRefine(flagAgreesWithBirthDate);
}

/** The 修改用户 schema (the password is changed through 重置密码). */
function updateUserSchema() {
  return z.object({ ...commonShape(), password: z.string() }).superRefine(flagAgreesWithBirthDate);
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
    birthDate: "",
    under14: false,
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
    birthDate: row.birthDate ?? "",
    under14: row.under14 ?? false,
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
  // The server's minors rule: the flag refused for the date names 未满14岁, a bad date names 出生日期.
  [/不能标记为未满14岁|cannot be marked under 14|under14/i, "under14"],
  [/出生日期|date of birth|birthDate/i, "birthDate"],
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
  minorByBirthDate,
  noUserFilters,
  resetPasswordSchema,
  roleLabel,
  roleNamesOf,
  updateUserSchema,
  userSubmitError,
  userValuesOf,
};
export type { PasswordRule, UserFilters, UserFormOutput, UserFormValues, UserRole, UserRow, UserSorting };
