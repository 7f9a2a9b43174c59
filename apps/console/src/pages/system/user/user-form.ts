// The user dialog's rules and conversions: the contract's rules (AdminUserCreate / AdminUserUpdate) as zod
// schemas with the page's texts, the row → form values, the form values → request body, and a server
// refusal → the fields it names (so the dialog marks them and keeps everything typed).
import type { JsonBody } from "@smartclass/api/react";
import { FormSubmitError } from "@smartclass/ui";
import * as z from "zod";

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../auth/password-rule";
import { messages as consoleMessages } from "../../../messages";
import { messages } from "./messages";

const m = messages.form;

/** Mainland mobile: 11 digits starting with 1 (the contract's pattern). */
const MOBILE = /^1\d{10}$/;
/** The contract's user name pattern. */
const USERNAME = /^[a-zA-Z0-9_]+$/;

/** The password rule of create and reset: the console's one rule (8 to 128 characters) and its message. */
function passwordRule() {
  const rule = consoleMessages.passwordRule;
  return z
    .string()
    .min(1, { message: m.passwordRequired, abort: true })
    .min(PASSWORD_MIN_LENGTH, rule)
    .max(PASSWORD_MAX_LENGTH, rule);
}

/** The fields both dialogs share; texts are read when the schema is built (at each dialog render). */
function commonShape() {
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
function createUserSchema() {
  return z.object({ ...commonShape(), password: passwordRule() });
}

/** The 修改用户 schema (the password is changed through 重置密码). */
function updateUserSchema() {
  return z.object({ ...commonShape(), password: z.string() });
}

/** The 重置密码 schema. */
function resetPasswordSchema() {
  return z.object({ password: passwordRule() });
}

/** What the user dialog edits: every field a text, as the inputs hold them. */
type UserFormValues = z.input<ReturnType<typeof createUserSchema>>;

/** The row fields the dialog starts from when editing. */
type UserRow = {
  username: string;
  nickname: string;
  mobile?: string;
  email?: string;
  sex?: 0 | 1 | 2;
  status: 0 | 1;
  remark?: string;
  roleIds?: number[];
};

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
function userValuesOf(row: UserRow): UserFormValues {
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

type Valid = z.output<ReturnType<typeof createUserSchema>>;
type CreateBody = JsonBody<"/system/user/create", "post">;
type UpdateBody = JsonBody<"/system/user/update", "put">;

/** The fields both bodies share; an emptied mobile or email is sent as "" so the server clears it. */
function commonBody(values: Omit<Valid, "password">) {
  return {
    username: values.username,
    nickname: values.nickname,
    remark: values.remark,
    sex: Number(values.sex) as 0 | 1 | 2,
    status: Number(values.status) as 0 | 1,
    // Always sent: an edit that unticks every role takes them all away.
    roleIds: values.roleIds,
  };
}

/** The create body: empty optional fields are left out (the contract refuses "" for mobile and email). */
function createBodyOf(values: Valid): CreateBody {
  return {
    ...commonBody(values),
    password: values.password,
    ...(values.mobile ? { mobile: values.mobile } : {}),
    ...(values.email ? { email: values.email } : {}),
  };
}

/**
 * The update body. The contract refuses "" for mobile and email, so an emptied field is left out and the
 * server keeps the old value: clearing a mobile or email is not possible through this call.
 */
function updateBodyOf(id: number, values: Omit<Valid, "password">): UpdateBody {
  return {
    id,
    ...commonBody(values),
    ...(values.mobile ? { mobile: values.mobile } : {}),
    ...(values.email ? { email: values.email } : {}),
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
function toSubmitError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  for (const [pattern, field] of FIELD_MESSAGES) {
    if (pattern.test(message)) return new FormSubmitError(message, { [field]: message });
  }
  return error instanceof Error ? error : new Error(message);
}

export {
  createBodyOf,
  createUserSchema,
  emptyUserValues,
  resetPasswordSchema,
  toSubmitError,
  updateBodyOf,
  updateUserSchema,
  userValuesOf,
};
export type { UserFormValues, UserRow };
